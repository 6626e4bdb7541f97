import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreviewResponse, PublishResponse, VersionsResponse } from '../../../../shared/publish-schema';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../api/get-account';

export type Preview = PreviewResponse;
export type PublishResult = PublishResponse;
export type PublishedVersion = VersionsResponse['versions'][number];

export const versionsQueryKey = ['website-versions'] as const;

/** GET website/preview: the server's rendering of the saved website and its 32-bit hash. */
export function usePreview(enabled: boolean) {
  return useQuery({
    queryKey: ['website-preview'],
    queryFn: () => api<Preview>('GET', 'website/preview'),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useVersions() {
  return useQuery({
    queryKey: versionsQueryKey,
    queryFn: async () => {
      return (await api<VersionsResponse>('GET', 'website/versions')).versions;
    },
  });
}

function useAfterPublish() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    void queryClient.invalidateQueries({ queryKey: versionsQueryKey });
  };
}

/** POST website/publish/ with the preview's hash; the account is refetched (spec §7). */
export function usePublish() {
  const after = useAfterPublish();
  return useMutation({
    mutationFn: (hash: string) => api<PublishResult>('POST', 'website/publish/', { input: { hash } }),
    onSuccess: after,
  });
}

/** POST website/restore/: an earlier version goes live again as the next version number. */
export function useRestore() {
  const after = useAfterPublish();
  return useMutation({
    mutationFn: (version: number) => api<PublishResult>('POST', 'website/restore/', { input: { version } }),
    onSuccess: after,
  });
}
