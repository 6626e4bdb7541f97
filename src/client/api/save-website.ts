import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Website, WebsiteContent } from '../../shared/website';
import { api } from '../lib/api-client';
import { websiteQueryKey } from './get-website';

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
    onSuccess: (saved) => {
      queryClient.setQueryData(websiteQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: websiteQueryKey });
    },
  });
}
