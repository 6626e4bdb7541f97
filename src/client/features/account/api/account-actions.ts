import { useQuery } from '@tanstack/react-query';
import type { DeleteAccountInput } from '../../../../shared/account-schema';
import { api } from '../../../lib/api-client';
import { authClient } from '../../../lib/auth-client';

/** POST account/delete: deletes the caller's account and everything of it (the password or the typed address confirms). */
export const deleteAccount = (input: DeleteAccountInput) => api<{ deleted: true }>('POST', 'account/delete', { input });

/** Whether the account has a password (not only Google sign-in): which confirmations /account asks for. */
export function useHasPassword() {
  return useQuery({
    queryKey: ['sign-in-methods'],
    queryFn: async () => {
      const { data, error } = await authClient.signInMethods();
      if (error) throw new Error(error.message);
      return data.includes('credential');
    },
    staleTime: 60_000,
  });
}
