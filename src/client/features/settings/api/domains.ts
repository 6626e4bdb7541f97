import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account } from '../../../../shared/account-schema';
import type { DomainInfo, VerifyResult } from '../../../../shared/domains-schema';
import { api, ApiError } from '../../../lib/api-client';
import { accountQueryKey } from '../../../api/get-account';


export const domainInfoQueryKey = ['domain-info'] as const;

/** "domainName: Enter only the domain…" → "Enter only the domain…": the field is clear from the card. */
function withoutFieldName(error: unknown): never {
  if (error instanceof ApiError) throw new ApiError(error.status, error.message.replace(/^(slug|domainName): /, ''));
  throw error;
}

/** GET domains/: the custom domain's status and the CNAME target. */
export function useDomainInfo() {
  return useQuery({ queryKey: domainInfoQueryKey, queryFn: () => api<DomainInfo>('GET', 'domains/') });
}

function useAccountAnswer() {
  const queryClient = useQueryClient();
  return (account: Account) => {
    queryClient.setQueryData(accountQueryKey, account);
    void queryClient.invalidateQueries({ queryKey: domainInfoQueryKey });
  };
}

/** POST website/slug/ (Professional): the site moves to the new address, the old one redirects. */
export function useChangeSlug() {
  const queryClient = useQueryClient();
  const after = useAccountAnswer();
  return useMutation({
    mutationFn: (slug: string) => api<Account>('POST', 'website/slug/', { input: { slug } }).catch(withoutFieldName),
    onSuccess: (account) => {
      after(account);
      void queryClient.invalidateQueries({ queryKey: ['website-preview'] });
    },
  });
}

/** POST domains/ (Professional): sets the custom domain; it is 'Pending setup' until its DNS is checked. */
export function useSetDomain() {
  const after = useAccountAnswer();
  return useMutation({
    mutationFn: (domainName: string) => api<Account>('POST', 'domains/', { input: { domainName } }).catch(withoutFieldName),
    onSuccess: after,
  });
}

export function useRemoveDomain() {
  const after = useAccountAnswer();
  return useMutation({ mutationFn: () => api<Account>('DELETE', 'domains/'), onSuccess: after });
}

/** POST domains/verify/: asks DNS whether the domain points at us. */
export function useVerifyDomain() {
  const after = useAccountAnswer();
  return useMutation({
    mutationFn: () => api<VerifyResult>('POST', 'domains/verify/', {}),
    onSuccess: (result) => after(result.account),
  });
}
