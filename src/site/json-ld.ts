import { isEmail, type WebsiteContent } from '../shared/website';
import { type FieldSpec, TIME_PATTERN, WEBSITE_FIELD_NAMES, WEBSITE_FIELDS, WEEKDAYS } from '../shared/website-fields';
import { moneyFormatOf, priceRangeOf } from '../shared/prices';
import { publishedSections } from './site-model';
import { absoluteImageSrc, safeHref } from './safe-url';
import { siteLocale } from '../shared/locale';

/*
 * The page's schema.org description for search engines: a LocalBusiness with what the owner filled
 * in. Which field fills which property is declared in the field registry (`jsonLd`).
 */

export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A field's value as its JSON-LD property wants it, or undefined when the field says nothing. */
function propertyValue(field: FieldSpec, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  switch (field.kind) {
    case 'email':
      return isEmail(value.trim()) ? value.trim() : undefined;
    case 'image':
      return absoluteImageSrc(value);
    case 'link':
      return safeHref(value, field.accepts);
    default:
      return oneLine(value) || undefined;
  }
}

/** The picture that stands for the page when it is shared or listed: the hero photo, else the logo. */
export function shareImage(website: WebsiteContent): string | undefined {
  return absoluteImageSrc(website.backgroundImg) ?? absoluteImageSrc(website.logo);
}

export function localBusinessJsonLd(website: WebsiteContent, url: string): Record<string, unknown> {
  const data: Record<string, unknown> = { '@context': 'https://schema.org', '@type': 'LocalBusiness', name: oneLine(website.companyName), url };
  for (const name of WEBSITE_FIELD_NAMES) {
    const field: FieldSpec = WEBSITE_FIELDS[name];
    if (!field.jsonLd || field.jsonLd === 'name') continue;
    const value = propertyValue(field, website[name]);
    if (value !== undefined) data[field.jsonLd] = field.jsonLd === 'sameAs' ? [value] : value;
  }
  const image = shareImage(website);
  if (image) data.image = image;
  const hours = [...openingHoursSpecification(website), ...closedDaysSpecification(website)];
  if (hours.length > 0) data.openingHoursSpecification = hours;
  // The price list's lowest to highest price (decision 0060), while the page shows it.
  const priceRange = publishedSections(website).some((s) => s.type === 'prices') ? priceRangeOf(website.prices ?? [], moneyFormatOf(website)) : undefined;
  if (priceRange) data.priceRange = priceRange;
  // The page's language (decision 0062): LocalBusiness has no inLanguage of its own, so the page it is the
  // main entity of carries it, and the business says it speaks it (knowsLanguage).
  const language = siteLocale(website);
  data.knowsLanguage = language;
  data.mainEntityOfPage = { '@type': 'WebPage', '@id': url, inLanguage: language };
  // Reviews are the owner's own selection, so no aggregateRating: search engines treat self-served ratings as spam.
  return data;
}

/** The opening hours as schema.org describes them, when the page shows its Opening hours section; closed days are left out. */
export function openingHoursSpecification(website: WebsiteContent): Record<string, string>[] {
  if (!publishedSections(website).some((s) => s.type === 'hours')) return [];
  return WEEKDAYS.flatMap((day, i) => {
    const hours = website.openingHours[i];
    if (!hours || !TIME_PATTERN.test(hours.opens) || !TIME_PATTERN.test(hours.closes)) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day}`, opens: hours.opens, closes: hours.closes }];
  });
}

/**
 * The days of "Closed" notices (decision 0060), as schema.org and Google describe a business closed for a
 * while: opens and closes at 00:00 from validFrom to validThrough (one day when the notice has no last day).
 */
export function closedDaysSpecification(website: WebsiteContent): Record<string, string>[] {
  return (website.notices ?? []).flatMap((notice) =>
    notice.closed && notice.start !== ''
      ? [{ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: notice.start, validThrough: notice.end || notice.start }]
      : [],
  );
}

/** JSON for a <script> data block: `<`, `>`, `&` and the JS line separators as \u escapes, so owner text cannot end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
