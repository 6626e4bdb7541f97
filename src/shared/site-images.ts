/*
 * Processed images (decision 0014): what the server records for an upload once it has been turned
 * into variants, and what the site template needs to render one. No zod, no Node: the template and
 * the client import it.
 */

/**
 * The widths variants are written at (never wider than the original). 160 px serves the logo, the
 * favicon and the 64 px Info thumbnails on dense phone screens (Lighthouse found the 320 px one 84 % too
 * big); 800 px a full-width card, the About picture or the hero on a 400 px phone at DPR 1.75–2 (they
 * need 650–750 px, just over 640, and took the 960 px one: 40 % too many bytes).
 */
export const IMAGE_WIDTHS = [160, 320, 640, 800, 960, 1440, 1920] as const;

export type ImageFormat = 'avif' | 'webp' | 'jpg' | 'png';

export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  /** Storage key (content-addressed, immutable). */
  key: string;
  bytes: number;
}

/** What the database keeps for a processed upload. */
export interface ProcessedImage {
  /** The original's width and height once turned upright. */
  width: number;
  height: number;
  /** Dominant colour (#rrggbb): shown while the picture loads. */
  color: string;
  /** The format for browsers without AVIF and WebP: 'jpg', or 'png' for images with transparency. */
  fallback: 'jpg' | 'png';
  variants: ImageVariant[];
  /**
   * Keys of variants an earlier processing wrote that the current one did not (another pipeline's
   * bytes): kept for the published versions that still show them, deleted by the clean-up once
   * nothing references them.
   */
  retired?: string[];
}

/** One processed image as the template renders it: absolute URLs, ready for srcset. */
export interface SiteImageSource {
  width: number;
  height: number;
  color: string;
  fallbackType: 'image/jpeg' | 'image/png';
  /** srcset values ("url 320w, url 640w"), per format. */
  avif: string;
  webp: string;
  fallback: string;
  /** The fallback variant closest to 960 px wide, for browsers that ignore srcset. */
  src: string;
  /** Each fallback variant's width and URL, smallest first (the logo picks one for its displayed size). */
  widths: { width: number; url: string }[];
  /** Who took the photo, for a photo chosen from a stock-photo provider ("Search photos", decision 0057). */
  credit?: PhotoCredit;
}

/** The stock-photo providers "Search photos" can use (decision 0057). */
export type PhotoProviderName = 'unsplash' | 'pexels';

export const PHOTO_PROVIDER_LABELS: Record<PhotoProviderName, string> = { unsplash: 'Unsplash', pexels: 'Pexels' };

/**
 * The attribution a provider asks for, kept with the stored photo: "Photo by <photographer> on
 * <provider>", both linked (Unsplash's links carry its utm_source/utm_medium=referral).
 */
export interface PhotoCredit {
  provider: PhotoProviderName;
  photographer: string;
  photographerUrl: string;
  providerUrl: string;
}

/** The processed images a page may use, by the URL the website document holds. */
export type SiteImageMap = Readonly<Record<string, SiteImageSource>>;

/** Builds the template's view of a processed image from what the database keeps. */
export function siteImageSource(image: ProcessedImage, mediaBaseUrl: string, credit?: PhotoCredit): SiteImageSource {
  const url = (key: string) => `${mediaBaseUrl}${key}`;
  const of = (format: ImageFormat) => image.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  const srcset = (format: ImageFormat) =>
    of(format)
      .map((v) => `${url(v.key)} ${v.width}w`)
      .join(', ');
  const fallbacks = of(image.fallback);
  const middle = fallbacks.find((v) => v.width >= 960) ?? fallbacks[fallbacks.length - 1];
  return {
    width: image.width,
    height: image.height,
    color: image.color,
    fallbackType: image.fallback === 'png' ? 'image/png' : 'image/jpeg',
    avif: srcset('avif'),
    webp: srcset('webp'),
    fallback: srcset(image.fallback),
    src: middle ? url(middle.key) : '',
    widths: fallbacks.map((v) => ({ width: v.width, url: url(v.key) })),
    ...(credit ? { credit } : {}),
  };
}
