import type { ImportedDetails, PlaceSummary } from '../../../shared/import-schema';
import { isHttpUrl } from '../../../shared/website';
import { WEBSITE_FIELDS } from '../../../shared/website-fields';
import { FetchRefused } from './safe-fetch';

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
interface Place {
  id?: string;
  displayName?: LocalizedText;
  formattedAddress?: string;
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  websiteUri?: string;
  regularOpeningHours?: { weekdayDescriptions?: string[] };
  rating?: number;
  userRatingCount?: number;
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

  /** Text Search (New): up to 5 listings for "name, town". */
  async search(query: string): Promise<PlaceSummary[]> {
    const data = (await this.call('POST', '/v1/places:searchText', SEARCH_FIELD_MASK, { textQuery: query, pageSize: 5 })) as { places?: Place[] };
    const places = Array.isArray(data?.places) ? data.places : [];
    return places
      .map((p) => ({ id: text(p.id, 300), name: text(p.displayName?.text, 120), address: text(p.formattedAddress, 300) }))
      .filter((p) => /^[A-Za-z0-9_-]{1,300}$/.test(p.id) && p.name !== '')
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
