import { isEmail, type WebsiteContent } from '../shared/website';
import { type FieldSpec, WEBSITE_FIELD_NAMES, WEBSITE_FIELDS } from '../shared/website-fields';
import { imageSrc, safeHref } from './safe-url';

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
      return imageSrc(value);
    case 'link':
      return safeHref(value, field.accepts);
    default:
      return oneLine(value) || undefined;
  }
}

/** The picture that stands for the page when it is shared or listed: the hero photo, else the logo. */
export function shareImage(website: WebsiteContent): string | undefined {
  return imageSrc(website.backgroundImg) ?? imageSrc(website.logo);
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
  return data;
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
