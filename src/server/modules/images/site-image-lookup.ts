import { imagesOf, type WebsiteContent } from '../../../shared/website';
import { type SiteImageMap, siteImageSource } from '../../../shared/site-images';
import { checkMediaUrl } from '../../storage/media-keys';
import type { ImageJobs } from './image-jobs';

/**
 * The processed images a website's page shows, by the URL its document holds: what the template's
 * responsive-image component needs to write srcset (decision 0014). Only the owner's own, ready uploads.
 */
export async function siteImagesFor(
  jobs: ImageJobs,
  website: WebsiteContent,
  accountId: string,
  urls: { mediaBaseUrl: string; appUrl: string },
): Promise<SiteImageMap> {
  const keys = new Map<string, string>();
  for (const field of imagesOf(website)) {
    const target = checkMediaUrl(field.value, accountId, urls.mediaBaseUrl, urls.appUrl);
    if (target.kind === 'own') keys.set(field.value, target.key);
  }
  const ready = await jobs.ready([...new Set(keys.values())]);
  const map: Record<string, ReturnType<typeof siteImageSource>> = {};
  for (const [url, key] of keys) {
    const image = ready.get(key);
    if (image) map[url] = siteImageSource(image, urls.mediaBaseUrl, image.credit);
  }
  return map;
}
