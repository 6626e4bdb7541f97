import { useQuery } from '@tanstack/react-query';
import type { SiteImageMap } from '../../../../shared/site-images';
import { getWebsite, websiteQueryKey } from '../../../api/get-website';
import { api } from '../../../lib/api-client';
import { rememberImages } from '../../../lib/processed-images';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';

export const websiteImagesQueryKey = ['website-images'] as const;

/** GET website/images: the stored website's processed images, remembered for the live page (decision 0014). */
async function getWebsiteImages(): Promise<SiteImageMap> {
  const images = (await api<{ images?: SiteImageMap }>('GET', 'website/images'))?.images ?? {};
  rememberImages(images);
  return images;
}

/**
 * The variants of the stored website's images. The editor waits for them with the website, so its
 * first render shows the variants and the browser never fetches the originals too; when they cannot be
 * loaded the originals' URLs still show the pictures (they redirect to a variant), so no retry.
 */
export function useWebsiteImages() {
  return useQuery({ queryKey: websiteImagesQueryKey, queryFn: getWebsiteImages, retry: false });
}

/**
 * Starts loading what the editor shows first (the website and its images) as soon as the session is
 * known, while the editor's code loads (the /website route's loader calls it). The website is fetched
 * only when not cached, as useWebsite does; the images as useWebsiteImages would on mount.
 */
export async function prefetchEditorData(): Promise<void> {
  if (!(await sessionStore.accessToken())) return;
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: websiteQueryKey, queryFn: getWebsite, staleTime: Infinity }),
    queryClient.prefetchQuery({ queryKey: websiteImagesQueryKey, queryFn: getWebsiteImages, retry: false }),
  ]);
}
