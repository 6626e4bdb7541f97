import { useQuery } from '@tanstack/react-query';
import { encodeBase64Utf8 } from '../../shared/account';
import type { Account } from '../../shared/account-schema';
import { api } from '../lib/api-client';
import { useSession } from '../lib/session';

export const accountQueryKey = ['account'] as const;

/** GET account?metaFullName=…: the sign-in metadata's name, base64-encoded (spec §5). */
export function getAccount(metaFullName: string | undefined): Promise<Account> {
  const name = metaFullName?.trim().slice(0, 100);
  const query = name ? `?metaFullName=${encodeURIComponent(encodeBase64Utf8(name))}` : '';
  return api<Account>('GET', `account${query}`);
}

/** The signed-in owner's account; skipped without a session. */
export function useAccount() {
  const { session } = useSession();
  const metaFullName = session?.user.user_metadata.full_name;
  return useQuery({
    queryKey: accountQueryKey,
    queryFn: () => getAccount(metaFullName),
    enabled: !!session,
  });
}
