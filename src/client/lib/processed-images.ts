import { useSyncExternalStore } from 'react';
import type { SiteImageMap, SiteImageSource } from '../../shared/site-images';

/*
 * The processed images (decision 0014) the editor knows of, by the URL the website document holds:
 * those of the stored website (GET /api/website/images) and each upload once the server has made
 * its variants (POST /api/image/ready). The editor's live page renders through the template's
 * responsive-image component with this map, so it shows the variants the published page will, never
 * the original upload.
 */

let images: SiteImageMap = {};
const listeners = new Set<() => void>();

export function rememberImages(more: SiteImageMap): void {
  if (Object.keys(more).length === 0) return;
  images = { ...images, ...more };
  for (const listener of listeners) listener();
}

export function rememberImage(url: string, source: SiteImageSource): void {
  rememberImages({ [url]: source });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProcessedImages(): SiteImageMap {
  return useSyncExternalStore(subscribe, () => images);
}

/** The variant URL a preview box `cssWidth` CSS pixels wide should show (×2 for dense screens), or undefined when the image is not processed. */
export function previewUrl(source: SiteImageSource | undefined, cssWidth: number): string | undefined {
  if (!source || source.widths.length === 0) return undefined;
  const wanted = cssWidth * 2;
  return (source.widths.find((w) => w.width >= wanted) ?? source.widths[source.widths.length - 1])?.url;
}
