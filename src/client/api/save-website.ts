import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Website, WebsiteContent } from '../../shared/website';
import { api, ApiError } from '../lib/api-client';
import { websiteQueryKey } from './get-website';
import { onboardingQueryKey } from './onboarding';

/** The editable fields of a website: what PUT website/ takes (the server sets accountId and websiteVersion). */
export function contentOf(website: Website | WebsiteContent): WebsiteContent {
  const { accountId: _a, websiteVersion: _v, ...content } = website as Website;
  return content;
}

/** PUT website/ with all fields (spec §7); the website query is refetched afterwards. */
export function saveWebsite(content: WebsiteContent): Promise<Website> {
  return api<Website>('PUT', 'website/', { input: contentOf(content) });
}

export function useSaveWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebsite,
    // A save cut off by a lost connection (status 0) is tried again; offline, TanStack holds the retry
    // until the browser is back online. A whole-document PUT is safe to repeat.
    retry: (count, error) => error instanceof ApiError && error.status === 0 && count < 3,
    onSuccess: (saved) => {
      queryClient.setQueryData(websiteQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: websiteQueryKey });
      void queryClient.invalidateQueries({ queryKey: onboardingQueryKey });
    },
  });
}
