import { useQuery } from '@tanstack/react-query';
import { encodeBase64Utf8 } from '../../shared/account';
import type { Account } from '../../shared/account-schema';
import { api } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { sessionStore, useSession } from '../lib/session';

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

/**
 * Starts loading the account as soon as the session is known, unless it is cached: the signed-in
 * routes' loader calls it, so the account loads while the page's code does, and beside the page's own
 * data rather than before it.
 */
export async function prefetchAccount(): Promise<void> {
  if (!(await sessionStore.accessToken())) return;
  const metaFullName = sessionStore.current()?.user.user_metadata.full_name;
  await queryClient.prefetchQuery({ queryKey: accountQueryKey, queryFn: () => getAccount(metaFullName), staleTime: Infinity });
}
