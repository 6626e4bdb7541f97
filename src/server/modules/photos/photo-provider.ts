import type { PhotoProviderConfig } from '../../config';
import { PHOTO_PROVIDER_LABELS, type PhotoCredit, type PhotoProviderName } from '../../../shared/site-images';
import type { PhotoResult } from '../../../shared/photo-schema';

/*
 * "Search photos" (decision 0057): Unsplash's and Pexels's documented search APIs, behind one interface.
 * Search answers what the editor's dialog shows (the provider's own thumbnail links, which Unsplash asks
 * apps to show as they are); `photo()` reads one photo again by id, so the server only ever downloads
 * what the provider says that id is (never a link a browser sent); `used()` tells Unsplash a photo was
 * chosen (its guidelines: "trigger a download" through `download_location`). Every failure, slow answer,
 * redirect or odd reply becomes a PhotoProviderError: a sentence for the owner.
 */

export class PhotoProviderError extends Error {}

export interface ChosenPhoto {
  id: string;
  /** The image to download: a JPEG the width the site needs at most. */
  imageUrl: string;
  description: string;
  credit: PhotoCredit;
  /** Unsplash: where to report that the photo was used. */
  downloadLocation?: string;
}

export interface PhotoProvider {
  readonly name: PhotoProviderName;
  /** The provider's home page as links back to it must be written. */
  readonly homeUrl: string;
  search(query: string, options?: SearchOptions): Promise<{ photos: FoundPhoto[]; totalPages: number }>;
  photo(id: string, options?: { width?: number; timeoutMs?: number }): Promise<ChosenPhoto>;
  /** Unsplash's "track a download"; nothing for Pexels. Errors are the caller's to log, never the owner's problem. */
  used(photo: ChosenPhoto, options?: { timeoutMs?: number }): Promise<void>;
  /** Whether the server may download an image from `url` (the provider's image hosts, or the test stand-in). */
  mayDownload(url: string): boolean;
}

export interface SearchOptions {
  page?: number;
  perPage?: number;
  timeoutMs?: number;
  /** Only photos wider than tall (onboarding's hero and cards). */
  landscape?: boolean;
  /** The width to download a chosen result at. */
  width?: number;
}

/** A search result: what the dialog shows, and what to download should it be chosen (onboarding chooses without asking again). */
export type FoundPhoto = PhotoResult & { chosen: ChosenPhoto };

const MAX_JSON_BYTES = 2 * 1024 * 1024;
export const PHOTO_ID = /^[A-Za-z0-9_-]{1,64}$/;
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim().slice(0, max) : '');
const positive = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : 0);
const hexColour = (v: unknown) => (typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v) ? v.toLowerCase() : '#cccccc');

function unavailable(name: PhotoProviderName): string {
  return `${PHOTO_PROVIDER_LABELS[name]} could not be reached just now, so photos cannot be searched. Try again in a minute, or upload your own picture.`;
}

function isHttps(url: URL, allowHttpOrigin: string | undefined): boolean {
  return url.protocol === 'https:' || (allowHttpOrigin !== undefined && url.origin === allowHttpOrigin);
}

/** GET a JSON answer from the provider's API: no redirects, a size cap, a time limit; anything else is the owner's sentence. */
async function getJson(name: PhotoProviderName, url: string, headers: Record<string, string>, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json', ...headers } });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      throw new PhotoProviderError(`${PHOTO_PROVIDER_LABELS[name]} did not answer within ${Math.round(timeoutMs / 1000)} seconds. Try again in a minute, or upload your own picture.`);
    }
    throw new PhotoProviderError(unavailable(name));
  }
  if (res.status === 404) {
    await res.body?.cancel();
    throw new PhotoProviderError(`That photo is no longer on ${PHOTO_PROVIDER_LABELS[name]}. Search again and choose another.`);
  }
  if (res.status === 429 || res.status === 403) {
    await res.body?.cancel();
    throw new PhotoProviderError(`${PHOTO_PROVIDER_LABELS[name]} has had too many searches from this website builder in the last hour. Try again later, or upload your own picture.`);
  }
  if (!res.ok || Number(res.headers.get('content-length') ?? 0) > MAX_JSON_BYTES) {
    await res.body?.cancel();
    throw new PhotoProviderError(unavailable(name));
  }
  try {
    const body = await readCapped(res, MAX_JSON_BYTES);
    return JSON.parse(body.toString('utf8'));
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      throw new PhotoProviderError(`${PHOTO_PROVIDER_LABELS[name]} did not answer within ${Math.round(timeoutMs / 1000)} seconds. Try again in a minute, or upload your own picture.`);
    }
    throw new PhotoProviderError(unavailable(name));
  }
}

export class TooLarge extends Error {}

/** The body, refused past `maxBytes` without reading further. */
export async function readCapped(res: Response, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

/** Adds Unsplash's referral parameters (its guidelines: utm_source=<app name>&utm_medium=referral). */
export function withReferral(link: string, appName: string): string {
  const url = new URL(link);
  url.searchParams.set('utm_source', appName);
  url.searchParams.set('utm_medium', 'referral');
  return url.href;
}

interface UnsplashPhoto {
  id?: unknown;
  width?: unknown;
  height?: unknown;
  color?: unknown;
  description?: unknown;
  alt_description?: unknown;
  urls?: { raw?: unknown; small?: unknown; thumb?: unknown; regular?: unknown };
  links?: { html?: unknown; download_location?: unknown };
  user?: { name?: unknown; username?: unknown };
}

/** https://unsplash.com/documentation: Search photos, Get a photo, Track a photo download. */
export class UnsplashProvider implements PhotoProvider {
  readonly name = 'unsplash' as const;
  private readonly testOrigin: string | undefined;

  constructor(private readonly config: Extract<PhotoProviderConfig, { provider: 'unsplash' }>) {
    const origin = new URL(config.apiUrl).origin;
    this.testOrigin = origin === 'https://api.unsplash.com' ? undefined : origin;
  }

  private headers() {
    return { authorization: `Client-ID ${this.config.key}`, 'accept-version': 'v1' };
  }

  get homeUrl(): string {
    return withReferral('https://unsplash.com/', this.config.appName);
  }

  mayDownload(link: string): boolean {
    try {
      const url = new URL(link);
      return (url.protocol === 'https:' && (url.hostname === 'images.unsplash.com' || url.hostname === 'plus.unsplash.com')) || url.origin === this.testOrigin;
    } catch {
      return false;
    }
  }

  private credit(p: UnsplashPhoto): PhotoCredit {
    const username = text(p.user?.username, 64);
    const profile = /^[A-Za-z0-9_.-]{1,64}$/.test(username) ? `https://unsplash.com/@${username}` : 'https://unsplash.com/';
    return {
      provider: 'unsplash',
      photographer: text(p.user?.name, 120) || username || 'an Unsplash photographer',
      photographerUrl: withReferral(profile, this.config.appName),
      providerUrl: withReferral('https://unsplash.com/', this.config.appName),
    };
  }

  async search(query: string, { page = 1, perPage = 24, timeoutMs = 8000, landscape = false, width = 1920 }: SearchOptions = {}) {
    const url = new URL(`${this.config.apiUrl}/search/photos`);
    url.searchParams.set('query', query);
    url.searchParams.set('page', String(page));
    url.searchParams.set('per_page', String(perPage));
    url.searchParams.set('content_filter', 'high');
    if (landscape) url.searchParams.set('orientation', 'landscape');
    const data = (await getJson('unsplash', url.href, this.headers(), timeoutMs)) as { results?: UnsplashPhoto[]; total_pages?: unknown };
    const results = Array.isArray(data?.results) ? data.results : [];
    const photos: FoundPhoto[] = [];
    for (const p of results) {
      const id = text(p?.id, 64);
      const thumb = text(p?.urls?.small, 2000);
      if (!PHOTO_ID.test(id) || !thumb) continue;
      let thumbUrl: URL;
      try {
        thumbUrl = new URL(thumb);
      } catch {
        continue;
      }
      const chosen = this.chosen(id, p, width);
      if (!isHttps(thumbUrl, this.testOrigin) || !chosen) continue;
      const credit = chosen.credit;
      photos.push({
        id,
        chosen,
        description: chosen.description,
        width: positive(p.width),
        height: positive(p.height),
        color: hexColour(p.color),
        thumbUrl: thumbUrl.href,
        photographer: credit.photographer,
        photographerUrl: credit.photographerUrl,
      });
    }
    return { photos, totalPages: Math.min(positive(data?.total_pages), 100) };
  }

  async photo(id: string, { width = 1920, timeoutMs = 8000 } = {}): Promise<ChosenPhoto> {
    if (!PHOTO_ID.test(id)) throw new PhotoProviderError('That photo is no longer on Unsplash. Search again and choose another.');
    const p = (await getJson('unsplash', `${this.config.apiUrl}/photos/${encodeURIComponent(id)}`, this.headers(), timeoutMs)) as UnsplashPhoto;
    const chosen = text(p?.id, 64) === id ? this.chosen(id, p, width) : undefined;
    if (!chosen) throw new PhotoProviderError(unavailable('unsplash'));
    return chosen;
  }

  /** What to download for a photo: Unsplash's dynamic resizing of its raw link, a JPEG no wider than `width`. */
  private chosen(id: string, p: UnsplashPhoto, width: number): ChosenPhoto | undefined {
    const raw = text(p?.urls?.raw, 2000);
    if (!raw || !this.mayDownload(raw)) return undefined;
    const imageUrl = new URL(raw);
    imageUrl.searchParams.set('w', String(width));
    imageUrl.searchParams.set('fm', 'jpg');
    imageUrl.searchParams.set('q', '85');
    imageUrl.searchParams.set('fit', 'max');
    let downloadLocation: string | undefined;
    try {
      const url = new URL(text(p.links?.download_location, 2000));
      if (url.origin === new URL(this.config.apiUrl).origin) downloadLocation = url.href;
    } catch {
      downloadLocation = undefined;
    }
    const credit = this.credit(p);
    return {
      id,
      imageUrl: imageUrl.href,
      description: text(p.alt_description, 300) || text(p.description, 300) || `A photo by ${credit.photographer}`,
      credit,
      ...(downloadLocation ? { downloadLocation } : {}),
    };
  }

  async used(photo: ChosenPhoto, { timeoutMs = 5000 } = {}): Promise<void> {
    if (!photo.downloadLocation) throw new Error(`Unsplash gave no download_location for photo ${photo.id}`);
    await getJson('unsplash', photo.downloadLocation, this.headers(), timeoutMs);
  }
}

interface PexelsPhoto {
  id?: unknown;
  width?: unknown;
  height?: unknown;
  avg_color?: unknown;
  alt?: unknown;
  photographer?: unknown;
  photographer_url?: unknown;
  src?: { original?: unknown; large2x?: unknown; medium?: unknown };
}

/** https://www.pexels.com/api/documentation/: Search for photos, Get a photo. */
export class PexelsProvider implements PhotoProvider {
  readonly name = 'pexels' as const;
  private readonly testOrigin: string | undefined;

  constructor(private readonly config: Extract<PhotoProviderConfig, { provider: 'pexels' }>) {
    const origin = new URL(config.apiUrl).origin;
    this.testOrigin = origin === 'https://api.pexels.com' ? undefined : origin;
  }

  private headers() {
    return { authorization: this.config.key };
  }

  readonly homeUrl = 'https://www.pexels.com/';

  mayDownload(link: string): boolean {
    try {
      const url = new URL(link);
      return (url.protocol === 'https:' && url.hostname === 'images.pexels.com') || url.origin === this.testOrigin;
    } catch {
      return false;
    }
  }

  private credit(p: PexelsPhoto): PhotoCredit {
    const name = text(p.photographer, 120) || 'a Pexels photographer';
    let profile = 'https://www.pexels.com/';
    try {
      const url = new URL(text(p.photographer_url, 500));
      if (url.protocol === 'https:' && (url.hostname === 'www.pexels.com' || url.hostname === 'pexels.com')) profile = url.href;
    } catch {
      // the provider's link is kept only when it is Pexels's own
    }
    return { provider: 'pexels', photographer: name, photographerUrl: profile, providerUrl: 'https://www.pexels.com/' };
  }

  async search(query: string, { page = 1, perPage = 24, timeoutMs = 8000, landscape = false, width = 1920 }: SearchOptions = {}) {
    const url = new URL(`${this.config.apiUrl}/v1/search`);
    url.searchParams.set('query', query);
    url.searchParams.set('page', String(page));
    url.searchParams.set('per_page', String(perPage));
    if (landscape) url.searchParams.set('orientation', 'landscape');
    const data = (await getJson('pexels', url.href, this.headers(), timeoutMs)) as { photos?: PexelsPhoto[]; total_results?: unknown; per_page?: unknown };
    const results = Array.isArray(data?.photos) ? data.photos : [];
    const photos: FoundPhoto[] = [];
    for (const p of results) {
      const id = typeof p?.id === 'number' ? String(p.id) : text(p?.id, 64);
      const thumb = text(p?.src?.medium, 2000);
      if (!PHOTO_ID.test(id) || !thumb) continue;
      let thumbUrl: URL;
      try {
        thumbUrl = new URL(thumb);
      } catch {
        continue;
      }
      const chosen = this.chosen(id, p, width);
      if (!isHttps(thumbUrl, this.testOrigin) || !chosen) continue;
      const credit = chosen.credit;
      photos.push({
        id,
        chosen,
        description: chosen.description,
        width: positive(p.width),
        height: positive(p.height),
        color: hexColour(p.avg_color),
        thumbUrl: thumbUrl.href,
        photographer: credit.photographer,
        photographerUrl: credit.photographerUrl,
      });
    }
    const total = positive(data?.total_results);
    return { photos, totalPages: Math.min(Math.ceil(total / perPage), 100) };
  }

  async photo(id: string, { width = 1920, timeoutMs = 8000 } = {}): Promise<ChosenPhoto> {
    if (!PHOTO_ID.test(id)) throw new PhotoProviderError('That photo is no longer on Pexels. Search again and choose another.');
    const p = (await getJson('pexels', `${this.config.apiUrl}/v1/photos/${encodeURIComponent(id)}`, this.headers(), timeoutMs)) as PexelsPhoto;
    const chosen = String(p?.id) === id ? this.chosen(id, p, width) : undefined;
    if (!chosen) throw new PhotoProviderError(unavailable('pexels'));
    return chosen;
  }

  /** Pexels resizes through query parameters on its image links (its src entries are the original with them). */
  private chosen(id: string, p: PexelsPhoto, width: number): ChosenPhoto | undefined {
    const original = text(p?.src?.original, 2000);
    if (!original || !this.mayDownload(original)) return undefined;
    const imageUrl = new URL(original);
    imageUrl.searchParams.set('auto', 'compress');
    imageUrl.searchParams.set('cs', 'tinysrgb');
    imageUrl.searchParams.set('w', String(width));
    const credit = this.credit(p);
    return { id, imageUrl: imageUrl.href, description: text(p.alt, 300) || `A photo by ${credit.photographer}`, credit };
  }

  async used(): Promise<void> {
    // Pexels asks for no download tracking.
  }
}

export function createPhotoProvider(config: PhotoProviderConfig | undefined): PhotoProvider | undefined {
  if (!config) return undefined;
  return config.provider === 'unsplash' ? new UnsplashProvider(config) : new PexelsProvider(config);
}
