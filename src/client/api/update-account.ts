import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, AccountPatch } from '../../shared/account-schema';
import { api } from '../lib/api-client';
import { accountQueryKey } from './get-account';

export function updateAccount(input: AccountPatch): Promise<Account> {
  return api<Account>('PATCH', 'account/', { input });
}

/** PATCH account/ with one field; the answer is written into the account cache (spec §7). */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
}
