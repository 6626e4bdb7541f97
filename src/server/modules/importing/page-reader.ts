import { DomUtils, type parseDocument } from 'htmlparser2';
import type { ImportedDetails } from '../../../shared/import-schema';
import { isEmail, isHttpUrl } from '../../../shared/website';
import { WEBSITE_FIELDS } from '../../../shared/website-fields';
import { addressFromString, countryCode, formatAddress } from './address-format';
import { decodeEntities } from './structured-data';

/*
 * Reads a small business's details out of its web page, in order of trust: schema.org JSON-LD
 * (LocalBusiness, Organization and their kinds), then Open Graph, then <title> and the meta
 * description, then tel:/mailto: links and an <address>. Only plain text comes out, cut to the
 * website's field limits; links are kept only when they are plainly http(s) (a `javascript:` link
 * is ignored like any other unusable one).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const BUSINESS_TYPE = /(LocalBusiness|Organization|Organisation|Store|Shop|Restaurant|Cafe|Bakery|Salon|Service|Contractor|Plumber|Electrician|Roofing|Locksmith|Dentist|Physician|Attorney|Agency|Repair|Dealer|Club|Center|Studio|Business)$/i;

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const clip = (s: string, max: number) => {
  const t = s.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40)).trim()}…`;
};

function str(value: Json | undefined): string | undefined {
  if (typeof value === 'string') return oneLine(decodeEntities(value)) || undefined;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(str).find((v) => v !== undefined);
  if (value && typeof value === 'object' && '@value' in value) return str(value['@value']);
  return undefined;
}

function typesOf(node: JsonObject): string[] {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
}

/** Every object in a JSON-LD value, through @graph and nested arrays (bounded, so a hostile page cannot make us walk forever). */
function objects(value: Json, out: JsonObject[] = [], depth = 0): JsonObject[] {
  if (depth > 6 || out.length > 200) return out;
  if (Array.isArray(value)) for (const v of value) objects(v, out, depth + 1);
  else if (value && typeof value === 'object') {
    out.push(value);
    if (Array.isArray(value['@graph'])) objects(value['@graph'], out, depth + 1);
  }
  return out;
}

function addressText(value: Json | undefined): string | undefined {
  if (typeof value === 'string') return addressFromString(value).address;
  if (Array.isArray(value)) return addressText(value[0]);
  if (!value || typeof value !== 'object') return undefined;
  // The country's way, without a country line (issue 29: no stray "GB" at the end).
  return formatAddress(
    { street: str(value.streetAddress), locality: str(value.addressLocality), region: str(value.addressRegion), postalCode: str(value.postalCode) },
    countryCode(str(value.addressCountry)),
  );
}

function httpLink(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  return isHttpUrl(v) ? new URL(v).href : undefined;
}

const SOCIAL = /^https?:\/\/(?:www\.|m\.)?(facebook|instagram|linkedin|x|twitter|tiktok|youtube|yelp|nextdoor)\.com\//i;

export interface PageReading {
  details: ImportedDetails;
  /** JSON-LD blocks that were not valid JSON (ignored). */
  malformedJsonLd: number;
}

/**
 * Reads a parsed page (html-tasks.ts parses it within a budget, in a worker: import-routes.ts never
 * parses a page on the server's thread).
 */
export function readBusinessPage(doc: ReturnType<typeof parseDocument>, pageUrl: string): PageReading {
  const all = DomUtils.getElementsByTagName(() => true, doc.children, true);
  const byTag = (name: string) => all.filter((el) => el.name === name);
  const meta = (key: string) => {
    const el = byTag('meta').find((m) => (m.attribs.property ?? m.attribs.name ?? '').toLowerCase() === key);
    return el ? str(el.attribs.content ?? '') : undefined;
  };

  // 1. JSON-LD.
  let business: JsonObject | undefined;
  let malformedJsonLd = 0;
  for (const script of byTag('script').filter((s) => (s.attribs.type ?? '').toLowerCase().includes('ld+json'))) {
    let data: Json;
    try {
      data = JSON.parse(DomUtils.textContent(script)) as Json;
    } catch {
      malformedJsonLd += 1;
      continue;
    }
    const found = objects(data).find((o) => typesOf(o).some((t) => BUSINESS_TYPE.test(t)) && str(o.name));
    if (found && !business) business = found;
  }

  // 2.–4. The page itself.
  const links = byTag('a').map((a) => (a.attribs.href ?? '').trim());
  const telLink = links.find((h) => /^tel:/i.test(h));
  const mailLink = links.find((h) => /^mailto:/i.test(h));
  const title = str(DomUtils.textContent(byTag('title')[0] ?? []) || undefined);
  const addressEl = byTag('address')[0];

  const name =
    str(business?.name) ??
    meta('og:site_name') ??
    // "Rivera Plumbing | Home" or "Home - Rivera Plumbing": the longer side is usually the name.
    (title ? title.split(/\s[|–—-]\s/).sort((a, b) => b.length - a.length)[0] : undefined) ??
    meta('og:title');
  const description = str(business?.description) ?? meta('og:description') ?? meta('description');
  const phone = str(business?.telephone) ?? (telLink ? oneLine(decodeURIComponent(telLink.slice(4)).replace(/[^0-9+().\-\s]/g, '')) || undefined : undefined);
  const mailCandidate = str(business?.email)?.replace(/^mailto:/i, '') ?? (mailLink ? mailLink.slice(7).split('?')[0] : undefined);
  const email = mailCandidate && isEmail(mailCandidate.trim()) ? mailCandidate.trim() : undefined;
  const address = addressText(business?.address) ?? (addressEl ? DomUtils.textContent(addressEl).split('\n').map(oneLine).filter(Boolean).join('\n') || undefined : undefined);
  const sameAs = business?.sameAs;
  const socialCandidates = [...(Array.isArray(sameAs) ? sameAs.map(str) : [str(sameAs)]), ...links.map((h) => (SOCIAL.test(h) ? h : undefined))];
  const socialUrl = socialCandidates.map(httpLink).find((u) => u !== undefined && SOCIAL.test(u));

  const details: ImportedDetails = {};
  if (name) details.companyName = clip(name, WEBSITE_FIELDS.companyName.max);
  if (description) details.companyDescription = clip(description, WEBSITE_FIELDS.companyDescription.max);
  if (phone && (phone.match(/\d/g)?.length ?? 0) >= 3) details.phone = clip(phone, WEBSITE_FIELDS.phone.max);
  if (email && email.length <= WEBSITE_FIELDS.email.max) details.email = email;
  if (address) details.addressFreeForm = clip(address, WEBSITE_FIELDS.addressFreeForm.max);
  if (socialUrl && socialUrl.length <= WEBSITE_FIELDS.socialUrl.max) details.socialUrl = socialUrl;
  void pageUrl;
  return { details, malformedJsonLd };
}
