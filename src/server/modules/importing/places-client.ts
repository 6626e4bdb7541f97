import type { ImportedDetails, PlaceSummary } from '../../../shared/import-schema';
import { isHttpUrl } from '../../../shared/website';
import { WEBSITE_FIELDS } from '../../../shared/website-fields';
import { FetchRefused } from './safe-fetch';
import type { DayHours } from '../../../shared/website-fields';
import { addressFromString, formatAddress } from './address-format';
import type { SiteFindings } from './site-reader';

/*
 * Google Business Profile import through the Places API (New): Text Search to find the owner's
 * listing by name and town, Place Details for the chosen one, each with a field mask naming only
 * what we use (Google bills by the fields asked for). Any redirect, error, oversized or malformed
 * answer, or a slow one, becomes a FetchRefused with a message for the owner.
 */

export const SEARCH_FIELD_MASK = 'places.id,places.displayName,places.formattedAddress';
export const DETAILS_FIELD_MASK =
  'id,displayName,formattedAddress,nationalPhoneNumber,internationalPhoneNumber,websiteUri,regularOpeningHours.weekdayDescriptions,rating,userRatingCount';

export interface PlacesClientOptions {
  apiKey: string;
  /** https://places.googleapis.com, or a local stand-in in tests. */
  baseUrl: string;
  timeoutMs?: number;
  maxBytes?: number;
}

interface LocalizedText {
  text?: string;
}
interface AuthorAttribution {
  displayName?: string;
  uri?: string;
}
interface Period {
  open?: { day?: number; hour?: number; minute?: number };
  close?: { day?: number; hour?: number; minute?: number };
}

/** Moving in from a Google listing (issue 29): everything the review screen offers. */
export const MOVING_IN_FIELD_MASK = [
  'id',
  'displayName',
  'formattedAddress',
  'postalAddress',
  'nationalPhoneNumber',
  'internationalPhoneNumber',
  'websiteUri',
  'primaryType',
  'types',
  'editorialSummary',
  'regularOpeningHours.periods',
  'reviews',
  'photos',
].join(',');
/** Photos asked for (each one more request, for its address). */
const MAX_PHOTOS = 6;
const MAX_REVIEWS = 5;
interface Place {
  id?: string;
  displayName?: LocalizedText;
  formattedAddress?: string;
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  websiteUri?: string;
  regularOpeningHours?: { weekdayDescriptions?: string[]; periods?: Period[] };
  rating?: number;
  userRatingCount?: number;
  postalAddress?: { regionCode?: string; postalCode?: string; administrativeArea?: string; locality?: string; addressLines?: string[] };
  primaryType?: string;
  types?: string[];
  editorialSummary?: LocalizedText;
  reviews?: { rating?: number; text?: LocalizedText; originalText?: LocalizedText; authorAttribution?: AuthorAttribution }[];
  photos?: { name?: string; widthPx?: number; heightPx?: number; authorAttributions?: AuthorAttribution[] }[];
}

const pad = (n: number | undefined) => String(Math.max(0, Math.min(59, Math.trunc(n ?? 0)))).padStart(2, '0');
/** Places periods (day 0 = Sunday) as the website's week (Monday first). */
export function hoursFromPeriods(periods: Period[] | undefined): DayHours[] | undefined {
  if (!Array.isArray(periods) || periods.length === 0) return undefined;
  const week: DayHours[] = Array.from({ length: 7 }, () => ({ opens: '', closes: '' }));
  for (const p of periods.slice(0, 30)) {
    const day = p.open?.day;
    if (typeof day !== 'number' || day < 0 || day > 6) continue;
    const opens = `${String(Math.min(23, p.open?.hour ?? 0)).padStart(2, '0')}:${pad(p.open?.minute)}`;
    // Open all day: an open with no close.
    const closes = p.close ? `${String(Math.min(23, p.close.hour ?? 0)).padStart(2, '0')}:${pad(p.close.minute)}` : '23:59';
    week[(day + 6) % 7] = { opens, closes };
  }
  return week;
}

/** Place Details (New) for the listing's reviews (issue 26): Google answers at most 5. */
export const REVIEWS_FIELD_MASK = 'reviews';

/** One Google review as Google requires it shown: the author's name (and profile link) beside it. */
export interface GoogleReview {
  author: string;
  authorUri: string | null;
  stars: number;
  text: string;
  /** "a month ago" as Google words it. */
  when: string;
}

const UNAVAILABLE = 'Google Business Profile could not be reached just now. Try again in a minute, or import from your website instead.';
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim().slice(0, max) : '');

export class PlacesClient {
  private readonly timeoutMs: number;
  private readonly maxBytes: number;

  constructor(private readonly options: PlacesClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.maxBytes = options.maxBytes ?? 1024 * 1024;
  }

  private async call(method: 'GET' | 'POST', path: string, fieldMask: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': this.options.apiKey,
          'x-goog-fieldmask': fieldMask,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw new FetchRefused(`Google did not answer within ${Math.round(this.timeoutMs / 1000)} seconds. Try again in a minute.`);
      throw new FetchRefused(UNAVAILABLE);
    }
    // Google's API never redirects; following one could lead anywhere.
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      throw new FetchRefused(UNAVAILABLE);
    }
    const announced = Number(res.headers.get('content-length') ?? 0);
    if (announced > this.maxBytes) {
      await res.body?.cancel();
      throw new FetchRefused(UNAVAILABLE);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      const reader = res.body?.getReader();
      for (let part = await reader?.read(); reader && part && !part.done; part = await reader.read()) {
        size += part.value.length;
        if (size > this.maxBytes) {
          await reader.cancel();
          throw new FetchRefused(UNAVAILABLE);
        }
        chunks.push(part.value);
      }
    } catch (error) {
      if (error instanceof FetchRefused) throw error;
      if ((error as Error).name === 'TimeoutError') throw new FetchRefused(`Google did not answer within ${Math.round(this.timeoutMs / 1000)} seconds. Try again in a minute.`);
      throw new FetchRefused(UNAVAILABLE);
    }
    let data: unknown;
    try {
      data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      throw new FetchRefused(UNAVAILABLE);
    }
    if (res.status === 404) throw new FetchRefused('That listing was not found on Google. Search again and choose your business from the list.');
    if (!res.ok) throw new FetchRefused(UNAVAILABLE);
    return data;
  }

  /**
   * Place Details (New) for moving in: details, hours, up to 5 reviews and up to 6 photos, each photo's
   * address asked of Place Photos (New) without following its redirect (skipHttpRedirect), so the
   * key never leaves the server; each photo keeps the attribution Google requires.
   */
  async siteFindings(placeId: string): Promise<SiteFindings> {
    const p = (await this.call('GET', `/v1/places/${encodeURIComponent(placeId)}`, MOVING_IN_FIELD_MASK)) as Place;
    const name = text(p?.displayName?.text, WEBSITE_FIELDS.companyName.max);
    const pa = p?.postalAddress;
    const country = typeof pa?.regionCode === 'string' && /^[A-Z]{2}$/.test(pa.regionCode) ? pa.regionCode : undefined;
    const address =
      (pa && Array.isArray(pa.addressLines)
        ? formatAddress({ street: pa.addressLines.map((l) => text(l, 200)).filter(Boolean).join(', '), locality: text(pa.locality, 100), region: text(pa.administrativeArea, 100), postalCode: text(pa.postalCode, 20) }, country)
        : undefined) ?? addressFromString(text(p?.formattedAddress, 300)).address;
    const photos: SiteFindings['images'] = [];
    for (const photo of (Array.isArray(p?.photos) ? p.photos : []).slice(0, MAX_PHOTOS)) {
      if (typeof photo.name !== 'string' || !/^places\/[A-Za-z0-9_-]+\/photos\/[A-Za-z0-9_-]+$/.test(photo.name)) continue;
      try {
        const media = (await this.call('GET', `/v1/${photo.name}/media?maxWidthPx=1600&skipHttpRedirect=true`, '')) as { photoUri?: string };
        const uri = typeof media?.photoUri === 'string' ? media.photoUri : '';
        if (!isHttpUrl(uri)) continue;
        const by = (photo.authorAttributions ?? []).map((a) => text(a.displayName, 80)).filter(Boolean).join(', ');
        photos.push({ url: uri, alt: by ? `Photo by ${by} on Google` : 'Photo from Google', area: (photo.widthPx ?? 0) * (photo.heightPx ?? 0) });
      } catch {
        // One photo Google will not give is left out.
      }
    }
    const reviews = (Array.isArray(p?.reviews) ? p.reviews : [])
      .map((r) => ({ author: text(r.authorAttribution?.displayName, 120), text: text(r.text?.text ?? r.originalText?.text, 1000), stars: typeof r.rating === 'number' ? Math.max(1, Math.min(5, Math.round(r.rating))) : undefined }))
      .filter((r) => r.author && r.text)
      .slice(0, MAX_REVIEWS)
      .map(({ stars, ...r }) => (stars ? { ...r, stars } : r));
    const site = typeof p?.websiteUri === 'string' && isHttpUrl(p.websiteUri.trim()) ? new URL(p.websiteUri.trim()).href : undefined;
    const types = [p?.primaryType, ...(Array.isArray(p?.types) ? p.types : [])].filter((t): t is string => typeof t === 'string').map((t) => t.replace(/_/g, ''));
    return {
      source: `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(placeId)}`,
      pagesRead: [],
      ...(name ? { name } : {}),
      ...(text(p?.editorialSummary?.text, 600) ? { description: text(p?.editorialSummary?.text, 600) } : {}),
      ...(text(p?.nationalPhoneNumber || p?.internationalPhoneNumber, 40) ? { phone: text(p?.nationalPhoneNumber || p?.internationalPhoneNumber, 40) } : {}),
      ...(address ? { address } : {}),
      ...(country ? { country } : {}),
      socialLinks: site && site.length <= WEBSITE_FIELDS.socialUrl.max ? [site] : [],
      hours: hoursFromPeriods(p?.regularOpeningHours?.periods),
      services: [],
      reviews,
      images: photos,
      businessTypes: types,
      words: [name, text(p?.editorialSummary?.text, 600)].join('\n'),
    };
  }

  /** Text Search (New): up to 5 listings for "name, town". */
  async search(query: string): Promise<PlaceSummary[]> {
    const data = (await this.call('POST', '/v1/places:searchText', SEARCH_FIELD_MASK, { textQuery: query, pageSize: 5 })) as { places?: Place[] };
    const places = Array.isArray(data?.places) ? data.places : [];
    return places
      .map((p) => ({ id: text(p.id, 300), name: text(p.displayName?.text, 120), address: text(p.formattedAddress, 300) }))
      .filter((p) => /^[A-Za-z0-9_-]{1,300}$/.test(p.id) && p.name !== '')
      .slice(0, 5);
  }

  /** Place Details (New): up to 5 of the listing's reviews, with their authors (issue 26). */
  async reviews(placeId: string): Promise<GoogleReview[]> {
    const data = (await this.call('GET', `/v1/places/${encodeURIComponent(placeId)}`, REVIEWS_FIELD_MASK)) as {
      reviews?: { rating?: number; text?: LocalizedText; originalText?: LocalizedText; relativePublishTimeDescription?: string; authorAttribution?: { displayName?: string; uri?: string } }[];
    };
    const list = Array.isArray(data?.reviews) ? data.reviews : [];
    return list
      .map((r) => {
        const uri = typeof r.authorAttribution?.uri === 'string' && isHttpUrl(r.authorAttribution.uri) ? r.authorAttribution.uri : null;
        return {
          author: text(r.authorAttribution?.displayName, 100),
          authorUri: uri,
          stars: typeof r.rating === 'number' ? Math.round(r.rating) : 0,
          text: (typeof r.text?.text === 'string' ? r.text.text : typeof r.originalText?.text === 'string' ? r.originalText.text : '').trim().slice(0, 1000),
          when: text(r.relativePublishTimeDescription, 60),
        };
      })
      .filter((r) => r.author !== '' && r.stars >= 1 && r.stars <= 5)
      .slice(0, 5);
  }

  /** Place Details (New): the listing's details as website fields. */
  async details(placeId: string): Promise<{ name: string; details: ImportedDetails }> {
    const p = (await this.call('GET', `/v1/places/${encodeURIComponent(placeId)}`, DETAILS_FIELD_MASK)) as Place;
    const details: ImportedDetails = {};
    const name = text(p?.displayName?.text, WEBSITE_FIELDS.companyName.max);
    if (name) details.companyName = name;
    const address = text(p?.formattedAddress, WEBSITE_FIELDS.addressFreeForm.max);
    if (address) details.addressFreeForm = address;
    const phone = text(p?.nationalPhoneNumber || p?.internationalPhoneNumber, WEBSITE_FIELDS.phone.max);
    if (phone) details.phone = phone;
    const site = typeof p?.websiteUri === 'string' ? p.websiteUri.trim() : '';
    if (site && site.length <= WEBSITE_FIELDS.socialUrl.max && isHttpUrl(site)) details.socialUrl = new URL(site).href;
    const cards: { title: string; description: string }[] = [];
    const hours = p?.regularOpeningHours?.weekdayDescriptions;
    if (Array.isArray(hours) && hours.length > 0) {
      cards.push({ title: 'Opening hours', description: hours.map((h) => text(h, 80)).filter(Boolean).slice(0, 7).join(' · ') });
    }
    if (typeof p?.rating === 'number' && p.rating > 0 && p.rating <= 5) {
      const count = typeof p.userRatingCount === 'number' && p.userRatingCount > 0 ? ` by ${Math.round(p.userRatingCount).toLocaleString('en-US')} customers` : '';
      cards.push({ title: 'Google reviews', description: `Rated ${p.rating.toFixed(1)} out of 5${count} on Google.` });
    }
    if (cards.length) details.infoItems = cards;
    return { name: name || 'your Google listing', details };
  }
}
