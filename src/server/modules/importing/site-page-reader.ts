import { DomUtils, type parseDocument } from 'htmlparser2';
import type { Element, AnyNode } from 'domhandler';
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import { isEmail, isHttpUrl } from '../../../shared/website';
import { type DayHours, WEBSITE_FIELDS } from '../../../shared/website-fields';
import { hoursFromSchemaStrings, hoursFromSpecification, hoursFromText } from './opening-hours';
import { addressFromString, countryCode, formatAddress } from './address-format';
import { type Json, type JsonObject, decodeEntities, jsonLdBlocks, microdataItems, objects, oneLine, str, typesOf } from './structured-data';

/*
 * Everything that is the business's own on one page of its website (issue 29), read in the HTML
 * worker (html-tasks.ts): the details (schema.org JSON-LD and microdata first, then meta tags, then
 * the page's own text: phone numbers found by libphonenumber-js, e-mail addresses, an address near a
 * postcode, hours written out), services with descriptions and prices, reviews with their authors,
 * the logo and the pictures (lazy `data-src` ones too, the largest first, never from a stock
 * library), and the links a site reader may follow next. Plain data only (it crosses the worker).
 */

export interface FoundService {
  title: string;
  description: string;
  price?: string;
}
export interface FoundReview {
  author: string;
  text: string;
  stars?: number;
}
export interface FoundImage {
  url: string;
  alt: string;
  /** Declared width × height (0 when not declared): the larger, the likelier a real photo. */
  area: number;
}
export interface PageLink {
  url: string;
  text: string;
}

/** What a page, or a whole site put together, says about the business. */
export interface BusinessFacts {
  name?: string;
  description?: string;
  phone?: string;
  email?: string;
  /** The address's lines (no country line); `country` separately when the page says it. */
  address?: string;
  country?: string;
  socialLinks: string[];
  hours?: DayHours[];
  services: FoundService[];
  reviews: FoundReview[];
  logo?: string;
  images: FoundImage[];
  /** schema.org types of the business (LocalBusiness kinds: "Plumber", "Bakery"). */
  businessTypes: string[];
  /** The words (headings first), for guessing the trade. */
  words: string;
}

export interface PageFacts extends BusinessFacts {
  url: string;
  links: PageLink[];
  malformedJsonLd: number;
}

const BUSINESS_TYPE = /(LocalBusiness|Organization|Organisation|Store|Shop|Restaurant|Cafe|CafeOrCoffeeShop|Bakery|Salon|Service|Contractor|Plumber|Electrician|Roofing|RoofingContractor|Locksmith|Dentist|Physician|Attorney|Agency|Repair|Dealer|Club|Center|Studio|Business|HairSalon|BeautySalon|NailSalon|HousePainter|HVACBusiness|GeneralContractor|AutoRepair|ProfessionalService|HomeAndConstructionBusiness)$/i;
const SOCIAL = /^https?:\/\/(?:www\.|m\.)?(facebook|instagram|linkedin|x|twitter|tiktok|youtube|yelp|nextdoor|pinterest)\.com\//i;
/** Photo libraries whose pictures are not the owner's (and often carry a watermark). */
export const STOCK_HOSTS = /(^|\.)(shutterstock\.com|istockphoto\.com|gettyimages\.[a-z.]+|stock\.adobe\.com|ftcdn\.net|depositphotos\.com|dreamstime\.com|123rf\.com|alamy\.com|unsplash\.com|pexels\.com|pixabay\.com|bigstockphoto\.com|canstockphoto\.com|stocksy\.com)$/i;

/** Postcodes that mark a line as part of an address: UK, US ZIP (after a state), Canadian, and 4–5 digit European ones before a town. */
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]{2} \d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)\b/;

const BLOCK = new Set(['p', 'div', 'li', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'address', 'section', 'article', 'footer', 'header', 'dd', 'dt', 'blockquote', 'figcaption', 'table', 'ul', 'ol', 'main', 'nav', 'aside']);
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'head']);

/** An element's text with line breaks where blocks and <br> are. */
export function blockText(node: AnyNode, out: string[] = [], depth = 0): string[] {
  if (depth > 200) return out;
  if (node.type === 'text') out.push((node as unknown as { data: string }).data);
  else if ('children' in node && (node.type === 'tag' || node.type === 'root')) {
    const el = node as Element;
    if (SKIP.has(el.name)) return out;
    const block = BLOCK.has(el.name);
    if (block) out.push('\n');
    for (const child of el.children) blockText(child, out, depth + 1);
    if (block) out.push('\n');
  }
  return out;
}

const linesOf = (node: AnyNode) =>
  blockText(node)
    .join('')
    .split('\n')
    .map(oneLine)
    .filter(Boolean);

const clip = (s: string, max: number) => {
  const t = s.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40)).trim()}…`;
};

function httpLink(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(decodeEntities(value.trim()), base);
    return isHttpUrl(url.href) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const PRICE = /(?:(?:from|starting at|only)\s+)?(?:[£$€]\s?\d[\d,]*(?:\.\d{2})?(?:\s?(?:-|–|to)\s?[£$€]?\s?\d[\d,]*(?:\.\d{2})?)?|\d[\d,]*(?:\.\d{2})?\s?(?:€|EUR|zł|PLN))(?:\s?(?:\/|per)\s?(?:hour|hr|h|visit|job|room|day|session|person))?/i;

function priceText(offer: JsonObject | undefined): string | undefined {
  if (!offer) return undefined;
  const spec = (Array.isArray(offer.priceSpecification) ? offer.priceSpecification[0] : offer.priceSpecification) as JsonObject | undefined;
  const price = str(offer.price) ?? str(spec?.price) ?? str(offer.lowPrice);
  if (!price) return undefined;
  const currency = str(offer.priceCurrency) ?? str(spec?.priceCurrency);
  const sign = currency === 'GBP' ? '£' : currency === 'USD' || currency === 'CAD' || currency === 'AUD' || currency === 'NZD' ? '$' : currency === 'EUR' ? '€' : undefined;
  if (/[£$€]/.test(price)) return price;
  return sign ? `${sign}${price}` : currency ? `${price} ${currency}` : price;
}

function serviceFrom(o: JsonObject): FoundService | undefined {
  const types = typesOf(o);
  if (types.includes('Offer')) {
    const offered = (Array.isArray(o.itemOffered) ? o.itemOffered[0] : o.itemOffered) as JsonObject | undefined;
    const title = str(offered?.name) ?? str(o.name);
    if (!title) return undefined;
    const description = str(offered?.description) ?? str(o.description) ?? '';
    const price = priceText(o);
    return { title, description, ...(price ? { price } : {}) };
  }
  if (types.some((t) => t === 'Service' || t === 'Product')) {
    const title = str(o.name);
    if (!title) return undefined;
    const offer = (Array.isArray(o.offers) ? o.offers[0] : o.offers) as JsonObject | undefined;
    const price = priceText(offer) ?? (o.price !== undefined ? priceText(o) : undefined);
    return { title, description: str(o.description) ?? '', ...(price ? { price } : {}) };
  }
  return undefined;
}

function reviewFrom(o: JsonObject): FoundReview | undefined {
  if (!typesOf(o).includes('Review')) return undefined;
  const text = str(o.reviewBody) ?? str(o.description);
  const author = str(o.author);
  if (!text || !author) return undefined;
  const rating = (Array.isArray(o.reviewRating) ? o.reviewRating[0] : o.reviewRating) as JsonObject | undefined;
  const value = Number(str(rating?.ratingValue));
  const best = Number(str(rating?.bestRating) ?? 5) || 5;
  const stars = Number.isFinite(value) && value > 0 ? Math.max(1, Math.min(5, Math.round((value / best) * 5))) : undefined;
  return { author, text, ...(stars ? { stars } : {}) };
}

/** The largest candidate of an img's srcset (by its w descriptor). */
function largestSrcset(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  let best: { url: string; w: number } | undefined;
  for (const part of srcset.split(/,\s+/)) {
    const [url, size] = part.trim().split(/\s+/);
    const w = Number((size ?? '').replace(/[wx]$/, '')) || 1;
    if (url && (!best || w > best.w)) best = { url, w };
  }
  return best?.url;
}

const LOGO_HINT = /logo|brand/i;
const ICON_HINT = /icon|sprite|avatar|badge|spinner|loader|pixel|tracking|emoji|flag|payment|favicon|placeholder|blank/i;

/** The guess of the country from the page itself, for reading phone numbers written the national way. */
function pageCountry(all: Element[], url: string, fromData: string | undefined): CountryCode {
  if (fromData) return fromData as CountryCode;
  const lang = all.find((el) => el.name === 'html')?.attribs.lang ?? '';
  const region = /^[a-z]{2}[-_]([a-z]{2})$/i.exec(lang)?.[1]?.toUpperCase();
  if (region) return (region === 'UK' ? 'GB' : region) as CountryCode;
  const host = new URL(url).hostname;
  const tld: Record<string, CountryCode> = { uk: 'GB', ie: 'IE', au: 'AU', nz: 'NZ', ca: 'CA', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', nl: 'NL', pt: 'PT', pl: 'PL' };
  return tld[host.split('.').pop() ?? ''] ?? 'US';
}

/** Reads one page (parsed in the worker within its budget). */
export function readSitePage(doc: ReturnType<typeof parseDocument>, pageUrl: string): PageFacts {
  const all = DomUtils.getElementsByTagName(() => true, doc.children, true, 200_000);
  const byTag = (name: string) => all.filter((el) => el.name === name);
  const meta = (key: string) => {
    const el = byTag('meta').find((m) => (m.attribs.property ?? m.attribs.name ?? '').toLowerCase() === key);
    return el ? str(el.attribs.content ?? '') : undefined;
  };

  // 1. Structured data: JSON-LD and microdata, as one list of objects.
  const { roots, malformed } = jsonLdBlocks(all);
  const structured: JsonObject[] = [];
  for (const root of [...roots, ...(microdataItems(all) as Json[])]) objects(root, structured);
  const business = structured.find((o) => typesOf(o).some((t) => BUSINESS_TYPE.test(t)) && str(o.name) && !typesOf(o).includes('Service'));
  const businessTypes = business ? typesOf(business) : [];

  // 2. The page's words.
  const body = all.find((el) => el.name === 'body') ?? doc;
  const lines = linesOf(body);
  const text = lines.join('\n');

  // Address: structured first, else the shortest block around a postcode.
  const addr = (Array.isArray(business?.address) ? business.address[0] : business?.address) as Json | undefined;
  let country = countryCode(addr && typeof addr === 'object' && !Array.isArray(addr) ? str(addr.addressCountry) : undefined);
  let address: string | undefined;
  if (typeof addr === 'string') {
    const read = addressFromString(addr);
    address = read.address;
    country ??= read.country;
  }
  else if (addr && typeof addr === 'object' && !Array.isArray(addr)) {
    address = formatAddress({ street: str(addr.streetAddress), locality: str(addr.addressLocality), region: str(addr.addressRegion), postalCode: str(addr.postalCode) }, country);
  }
  if (!address) {
    const addressEl = byTag('address')[0];
    // Small blocks only (their text is walked again with line breaks, where a postcode can be told from the next word).
    const candidates = addressEl
      ? [addressEl]
      : all.filter((el) => ['p', 'div', 'li', 'span', 'td'].includes(el.name) && DomUtils.textContent(el).length < 300 && POSTCODE.test(linesOf(el).join('\n')));
    const smallest = candidates
      .map((el) => linesOf(el))
      .filter((ls) => ls.length > 0 && ls.join(' ').length < 240)
      .sort((a, b) => a.join(' ').length - b.join(' ').length)[0];
    if (smallest) {
      // Keep the address lines: drop phone/e-mail/label lines and a country line.
      const kept = smallest.filter((l) => !/@|^(?:tel|phone|call|e-?mail|address|find us|visit us)\b/i.test(l) && !/^\+?[\d\s().-]{7,}$/.test(l));
      const last = kept[kept.length - 1];
      const asCountry = countryCode(last);
      if (asCountry && kept.length > 1) {
        country ??= asCountry;
        kept.pop();
      }
      if (kept.length) address = kept.join('\n');
    }
  }
  const region = pageCountry(all, pageUrl, country);

  // Phone and e-mail: structured, tel:/mailto:, else found in the text.
  const links = byTag('a').map((a) => ({ href: (a.attribs.href ?? '').trim(), text: oneLine(DomUtils.textContent(a)) }));
  const telLink = links.find((l) => /^tel:/i.test(l.href));
  const mailLink = links.find((l) => /^mailto:/i.test(l.href));
  let phone = str(business?.telephone) ?? (telLink ? oneLine(decodeURIComponent(telLink.href.slice(4)).replace(/[^0-9+().\-\s]/g, '')) || undefined : undefined);
  if (!phone) {
    const found = findPhoneNumbersInText(text.slice(0, 50_000), { defaultCountry: region });
    const first = found[0];
    if (first) phone = text.slice(first.startsAt, first.endsAt).trim();
  }
  if (phone && telLink && (phone.match(/\d/g)?.length ?? 0) < 7) phone = undefined;
  let email = str(business?.email)?.replace(/^mailto:/i, '') ?? (mailLink ? decodeURIComponent(mailLink.href.slice(7).split('?')[0] ?? '') : undefined);
  if (!email) email = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/.exec(text)?.[0];
  if (email && !isEmail(email.trim())) email = undefined;

  // Hours: the specification, then schema strings, then the text.
  const specs = structured.filter((o) => typesOf(o).includes('OpeningHoursSpecification')) as { dayOfWeek?: unknown; opens?: unknown; closes?: unknown }[];
  const hourStrings = [business?.openingHours, ...structured.filter((o) => o !== business).map((o) => o.openingHours)]
    .flat()
    .filter((h): h is string => typeof h === 'string');
  const hours = hoursFromSpecification(specs) ?? (hourStrings.length ? hoursFromSchemaStrings(hourStrings) : undefined) ?? hoursFromText(text);

  // Services: structured, then headings on the page with a price or a paragraph under them.
  const services: FoundService[] = [];
  for (const o of structured) {
    const s = serviceFrom(o);
    if (s && !services.some((x) => x.title.toLowerCase() === s.title.toLowerCase())) services.push(s);
  }
  const path = new URL(pageUrl).pathname.toLowerCase();
  // A heading with a paragraph under it is a service on a services or prices page; elsewhere only when it has a price.
  const servicesPage = /servic|price|pricing|menu|rates|what-we-do|treatments/.test(path);
  if (services.length === 0) {
    for (const h of all.filter((el) => el.name === 'h2' || el.name === 'h3' || el.name === 'h4').slice(0, 80)) {
      const title = oneLine(DomUtils.textContent(h));
      if (!title || title.length > 80 || /^(our )?(services|prices|pricing|contact|about)/i.test(title)) continue;
      // The card: what follows the heading up to the next heading; a heading alone in its wrapper has the wrapper's other lines.
      const following: AnyNode[] = [];
      for (let next = h.nextSibling; next && following.length < 12; next = next.nextSibling) {
        if (next.type === 'tag' && /^h[1-6]$/.test((next as Element).name)) break;
        following.push(next);
      }
      const parent = h.parent as Element | null;
      const own = following.flatMap((n) => linesOf(n));
      const around = own.length ? own : parent ? linesOf(parent).filter((l) => l !== title) : [];
      if (!around.length || around.join(' ').length > 800) continue;
      const price = around.map((l) => PRICE.exec(l)?.[0]).find(Boolean) ?? PRICE.exec(title)?.[0];
      if (!servicesPage && !price) continue;
      // A price line is dropped, unless words are left around the price ("Nails clipped and filed. $15").
      const description = around
        .map((l) => {
          if (!PRICE.test(l) || l.length > 30) return price && l.endsWith(price) ? l.slice(0, -price.length).trim() : l;
          const rest = l.replace(PRICE, '').trim();
          return rest.length >= 12 ? rest : '';
        })
        .filter(Boolean)
        .join(' ');
      services.push({ title: title.replace(PRICE, '').replace(/[\s–—:-]+$/, '').trim(), description, ...(price ? { price } : {}) });
    }
  }

  // Reviews: structured, then quotes with an author.
  const reviews: FoundReview[] = [];
  for (const o of structured) {
    const r = reviewFrom(o);
    if (r && !reviews.some((x) => x.text === r.text)) reviews.push(r);
  }
  if (reviews.length === 0) {
    const quoteBlocks = all.filter((el) => el.name === 'blockquote' || (el.name !== 'body' && /\b(testimonial|review)s?\b/i.test(el.attribs.class ?? '') && !/\b(testimonials|reviews)\b/i.test(el.attribs.class ?? '')));
    for (const q of quoteBlocks.slice(0, 30)) {
      const ls = linesOf(q);
      // "— Name" anywhere, else (in a review card) a short last line of a few words: the author.
      const last = ls[ls.length - 1];
      const authorLine = ls.findLast((l) => /^[—–-]\s*\S/.test(l)) ?? (q.name !== 'blockquote' && ls.length > 1 && last && last.length < 60 && last.split(/\s+/).length <= 5 ? last : undefined);
      const cite = DomUtils.findOne((el) => el.name === 'cite', q.children, true);
      const author = (cite ? oneLine(DomUtils.textContent(cite)) : authorLine)?.replace(/^[—–-]\s*/, '');
      const said = ls.filter((l) => l !== authorLine && (!cite || l !== oneLine(DomUtils.textContent(cite)))).join(' ').replace(/^["“]|["”]$/g, '');
      if (author && said.length > 10 && !reviews.some((x) => x.text === said)) reviews.push({ author, text: said });
    }
  }

  // Pictures: the page's own photos, largest first; the logo apart.
  const images: FoundImage[] = [];
  let logo = httpLink(str((Array.isArray(business?.logo) ? business.logo[0] : business?.logo) as Json) ?? undefined, pageUrl);
  const addImage = (raw: string | undefined, alt: string, area: number) => {
    const url = httpLink(raw, pageUrl);
    if (!url) return;
    const host = new URL(url).hostname;
    if (STOCK_HOSTS.test(host) || /\.svg(\?|$)/i.test(url) || url === logo) return;
    if (!images.some((i) => i.url === url)) images.push({ url, alt, area });
  };
  const og = meta('og:image');
  if (og) addImage(og, '', 1_000_000);
  for (const img of byTag('img')) {
    const a = img.attribs;
    const src = largestSrcset(a['data-srcset'] ?? a.srcset) ?? a['data-src'] ?? a['data-lazy-src'] ?? a['data-original'] ?? a.src;
    if (!src || src.startsWith('data:')) continue;
    const hint = `${a.class ?? ''} ${a.id ?? ''} ${a.alt ?? ''} ${src}`;
    if (LOGO_HINT.test(hint)) {
      logo ??= httpLink(src, pageUrl);
      continue;
    }
    if (ICON_HINT.test(hint)) continue;
    const w = Number(a.width) || 0;
    const h = Number(a.height) || 0;
    if ((w && w < 200) || (h && h < 150)) continue;
    addImage(src, oneLine(a.alt ?? ''), w * h);
  }
  images.sort((x, y) => y.area - x.area);

  // Social links and the links to follow.
  const sameAs = business?.sameAs;
  const socialLinks = [...(Array.isArray(sameAs) ? sameAs.map(str) : [str(sameAs as Json)]), ...links.map((l) => l.href)]
    .map((u) => httpLink(u, pageUrl))
    .filter((u): u is string => !!u && SOCIAL.test(u))
    .filter((u, i, list) => list.indexOf(u) === i)
    .slice(0, 8);
  const pageLinks: PageLink[] = [];
  for (const l of links.slice(0, 2000)) {
    const url = httpLink(l.href, pageUrl);
    if (url && pageLinks.length < 500) pageLinks.push({ url, text: l.text.slice(0, 80) });
  }

  const title = str(DomUtils.textContent(byTag('title')[0] ?? []) || undefined);
  const name = str(business?.name) ?? meta('og:site_name') ?? (title ? title.split(/\s[|–—-]\s/).sort((a, b) => b.length - a.length)[0] : undefined);
  const description = str(business?.description) ?? meta('og:description') ?? meta('description');
  const headings = all.filter((el) => /^h[1-3]$/.test(el.name)).map((el) => oneLine(DomUtils.textContent(el)));

  return {
    url: pageUrl,
    ...(name ? { name: clip(name, WEBSITE_FIELDS.companyName.max) } : {}),
    ...(description ? { description: clip(description, WEBSITE_FIELDS.companyDescription.max) } : {}),
    ...(phone && (phone.match(/\d/g)?.length ?? 0) >= 7 ? { phone: clip(phone, WEBSITE_FIELDS.phone.max) } : {}),
    ...(email ? { email: email.trim() } : {}),
    ...(address ? { address: clip(address, WEBSITE_FIELDS.addressFreeForm.max) } : {}),
    ...(country ? { country } : {}),
    socialLinks,
    ...(hours ? { hours } : {}),
    services: services.slice(0, 24).map((s) => ({ ...s, title: clip(s.title, 120), description: clip(s.description, 900) })),
    reviews: reviews.slice(0, 24).map((r) => ({ ...r, author: clip(r.author, 120), text: clip(r.text, 1000) })),
    ...(logo ? { logo } : {}),
    images: images.slice(0, 40),
    businessTypes,
    words: [title ?? '', ...headings, text.slice(0, 4000)].join('\n').slice(0, 6000),
    links: pageLinks,
    malformedJsonLd: malformed,
  };
}
