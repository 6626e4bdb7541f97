import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteImportApplyResponse, SiteImportStatus } from '../../../shared/import-schema';
import type { TradeId } from '../../../shared/trades';
import { api } from '../../lib/api-client';

/** POST import/site: starts reading the owner's whole site (answers the job, still reading). */
export function useStartSiteRead() {
  return useMutation({ mutationFn: (url: string) => api<SiteImportStatus>('POST', 'import/site', { input: { url } }) });
}

/** GET import/site/:id, polled while the site is being read. */
export function useSiteRead(jobId: string | null) {
  return useQuery({
    queryKey: ['import-site', jobId],
    queryFn: () => api<SiteImportStatus>('GET', `import/site/${jobId}`),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.state === 'reading' || !query.state.data ? 600 : false),
    staleTime: Infinity,
  });
}

/** POST import/site/:id/apply: the ticked items into the website. */
export function useApplySiteRead(jobId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { trade: TradeId; take: string[] }) => api<SiteImportApplyResponse>('POST', `import/site/${jobId}/apply`, { input }),
    onSuccess: () => client.invalidateQueries(),
  });
}

/** POST import/google/site: the chosen Google listing, read for the same review (answers the job). */
export function useStartGoogleRead() {
  return useMutation({ mutationFn: (placeId: string) => api<SiteImportStatus>('POST', 'import/google/site', { input: { placeId } }) });
}

