import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreviewResponse, PublishResponse, RestoreResponse, VersionLabelResponse, VersionPageResponse, VersionsResponse } from '../../../../shared/publish-schema';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../api/get-account';
import { websiteQueryKey } from '../../../api/get-website';

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

/**
 * GET website/versions, a page at a time (newest first): the next page starts below the last version
 * shown. After a publish the pages are fetched again from the newest, so none is skipped or repeated.
 */
export function useVersions() {
  return useInfiniteQuery({
    queryKey: versionsQueryKey,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => api<VersionsResponse>('GET', `website/versions${pageParam === undefined ? '' : `?before=${pageParam}`}`),
    getNextPageParam: (page) => (page.hasMore ? page.versions.at(-1)?.version : undefined),
  });
}

function useAfterPublish() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    void queryClient.invalidateQueries({ queryKey: versionsQueryKey });
  };
}

/** POST website/publish/ with the preview's hash and the owner's name for the version; the account is refetched (spec §7). */
export function usePublish() {
  const after = useAfterPublish();
  return useMutation({
    mutationFn: ({ hash, label }: { hash: string; label: string }) =>
      api<PublishResult>('POST', 'website/publish/', { input: { hash, ...(label.trim() ? { label: label.trim() } : {}) } }),
    onSuccess: after,
  });
}

/**
 * POST website/restore/: an earlier version goes live again as the next version number, and its content
 * becomes the saved website. The cached website is dropped (not just marked stale: the editor starts
 * from the cache), so the editor opens on the restored content.
 */
export function useRestore() {
  const after = useAfterPublish();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api<RestoreResponse>('POST', 'website/restore/', { input: { version } }),
    onSuccess: (result) => {
      if (result.draftRestored) void queryClient.resetQueries({ queryKey: websiteQueryKey });
    },
    // Also after a refusal: a version pruned since the list was loaded then shows as no longer kept.
    onSettled: after,
  });
}

/** GET website/versions/:version/page: a kept version's page as published (for its picture); a version never changes. */
export function useVersionPage(version: number, enabled: boolean) {
  return useQuery({
    queryKey: ['website-version-page', version],
    queryFn: () => api<VersionPageResponse>('GET', `website/versions/${version}/page`),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** POST website/versions/label/: names a published version (an empty name takes it away); the list is fetched again. */
export function useNameVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, label }: { version: number; label: string }) => api<VersionLabelResponse>('POST', 'website/versions/label/', { input: { version, label } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: versionsQueryKey }),
  });
}
