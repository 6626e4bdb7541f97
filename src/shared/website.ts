import { isStockImage } from './stock-images';
import { translationMax } from './translations';
import { SECTION_LIST, SECTION_TYPES } from './website-sections';
import {
  FOCUS_CENTRE,
  ITEM_FIELDS,
  ITEM_INDEX_MAX,
  ITEMS_MAX,
  URL_MAX,
  WEBSITE_FIELD_NAMES,
  WEBSITE_FIELDS,
  WEBSITE_DOCUMENT_VERSION,
  WEEKDAYS,
  type DayHours,
  type FieldSpec,
  type Item,
  type LinkKind,
  type WebsiteContent,
  type WebsiteFieldName,
} from './website-fields';

export type { DayHours, Item, ThemeName, WebsiteContent, WebsiteContentInput } from './website-fields';
export { WEBSITE_DOCUMENT_VERSION } from './website-fields';

/*
 * The website document: what the owner edits, what the server stores and what the one-page
 * template renders. Its fields are declared once in website-fields.ts; the names below are
 * derived from that registry for the code that needs them.
 */

type LengthLimitedField = { [K in WebsiteFieldName]: (typeof WEBSITE_FIELDS)[K] extends { kind: 'text' | 'email' } ? K : never }[WebsiteFieldName];

/** Length limits of the text fields, plus the shared limits of links and cards. */
export const WEBSITE_LIMITS = {
  ...(Object.fromEntries(
    WEBSITE_FIELD_NAMES.flatMap((name) => {
      const field: FieldSpec = WEBSITE_FIELDS[name];
      return field.kind === 'text' || field.kind === 'email' ? [[name, field.max]] : [];
    }),
  ) as Record<LengthLimitedField, number>),
  url: URL_MAX,
  itemTitle: ITEM_FIELDS.title.max,
  itemDescription: ITEM_FIELDS.description.max,
  itemsPerList: ITEMS_MAX,
  itemIndexMax: ITEM_INDEX_MAX,
} as const;

export const DEFAULT_PRIMARY_COLOR = WEBSITE_FIELDS.primaryColor.default;
export const DEFAULT_SECONDARY_COLOR = WEBSITE_FIELDS.secondaryColor.default;
/** The value an image field holds when it has no image (spec: "Clearing sets the value to 'empty'"). */
export const EMPTY_IMAGE = 'empty';

/** The section switches (spec §3: enableSectionOne/Two/Three), in page order. */
export const SECTIONS = SECTION_LIST.map((type) => SECTION_TYPES[type].enabledField);
export type Section = (typeof SECTIONS)[number];

export const ITEM_LISTS = WEBSITE_FIELD_NAMES.filter((name) => WEBSITE_FIELDS[name].kind === 'items') as ItemList[];
export type ItemList = { [K in WebsiteFieldName]: (typeof WEBSITE_FIELDS)[K] extends { kind: 'items' } ? K : never }[WebsiteFieldName];


// zod's default e-mail pattern: practical, not RFC-complete, which is what a contact address needs.
// zod's own e-mail pattern, copied so this module stays free of zod at run time.
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
// Control characters and whitespace never belong in a link; browsers strip some of them, which
// is how "java\tscript:" tricks get through naive checks.
// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007f-\u009f]/;
const TEL_PATTERN = /^tel:\+?[0-9().\- ]{3,40}$/;

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  if (UNSAFE_URL_CHARS.test(value)) return false;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) return false;
    return url.protocol === 'mailto:' || url.protocol === 'tel:' || url.hostname !== '';
  } catch {
    return false;
  }
}

export function isHttpUrl(value: string): boolean {
  return hasProtocol(value, ['http:', 'https:']);
}

/** Links a call-to-action button may point to: a web page, an e-mail draft or a phone call. */
export function isCtaLink(value: string): boolean {
  if (value.startsWith('mailto:')) {
    if (UNSAFE_URL_CHARS.test(value)) return false;
    try {
      return EMAIL_PATTERN.test(decodeURIComponent(value.slice(7).split('?')[0] ?? ''));
    } catch {
      return false; // malformed %-escapes
    }
  }
  if (value.startsWith('tel:')) return TEL_PATTERN.test(value);
  return isHttpUrl(value);
}

/** Whether a link is of a kind a field accepts (a web page, an e-mail draft, a phone call). */
export function isAcceptedLink(value: string, accepts: readonly LinkKind[]): boolean {
  if (value.startsWith('mailto:')) return accepts.includes('mailto') && isCtaLink(value);
  if (value.startsWith('tel:')) return accepts.includes('tel') && isCtaLink(value);
  return accepts.includes('http') && isHttpUrl(value);
}

/**
 * A web address typed without its scheme gets https:// ("instagram.com/x" → "https://instagram.com/x",
 * "//cdn.example.com/a" → "https://cdn.example.com/a"); where a field also takes e-mail and phone links,
 * a bare e-mail address becomes a mailto: link and a bare phone number a tel: link. Anything else is
 * returned trimmed and as it was, for the field's own check to accept or refuse. The one rule for every
 * web address the owner types or imports (decision 0016).
 */
export function withLinkScheme(value: string, accepts: readonly LinkKind[] = ['http']): string {
  const v = value.trim();
  if (v === '') return v;
  // A scheme is letters before a colon, with no dot ("example.com:8080" is a host and port).
  if (/^[a-z][a-z0-9+-]*:/i.test(v)) return v;
  if (accepts.includes('mailto') && EMAIL_PATTERN.test(v)) return `mailto:${v}`;
  if (accepts.includes('tel') && /^\+?[0-9][0-9().\- ]{4,38}$/.test(v)) return `tel:${v}`;
  if (!accepts.includes('http') || UNSAFE_URL_CHARS.test(v)) return v;
  if (v.startsWith('//')) return `https:${v}`;
  if (/^[^\s/?#@:]+\.[a-z]{2,}(?::\d{1,5})?(?:[/?#]|$)/i.test(v)) return `https://${v}`;
  return v;
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** 'empty', an http(s) link, or one of the pictures the product ships (shared/stock-images.ts). */
export function isImageValue(value: string): boolean {
  return value === EMPTY_IMAGE || isHttpUrl(value) || isStockImage(value);
}

export type Website = WebsiteContent & { accountId: string; websiteVersion: number };

/** How the server stores a website: the content tagged with the document's schema version. */
export type StoredWebsiteDocument = WebsiteContent & { documentVersion: number };

export function toStoredWebsiteDocument(content: WebsiteContent): StoredWebsiteDocument {
  return { ...content, documentVersion: WEBSITE_DOCUMENT_VERSION };
}

/** Opening hours with every day closed (nothing entered). */
export function emptyHours(): DayHours[] {
  return WEEKDAYS.map(() => ({ opens: '', closes: '' }));
}

/** The value a field has on a new website. */
function defaultValue(field: FieldSpec): WebsiteContent[WebsiteFieldName] {
  switch (field.kind) {
    case 'flag':
    case 'color':
      return field.default;
    case 'image':
      return EMPTY_IMAGE;
    case 'items':
      return [];
    case 'choice':
      return field.default;
    case 'order':
      return [...SECTION_LIST];
    case 'hours':
      return emptyHours();
    case 'prices':
    case 'notices':
      return [];
    case 'translations':
      return {};
    case 'focus':
      return FOCUS_CENTRE;
    default:
      return '';
  }
}

/**
 * A new account's website. All three sections start switched on so the owner sees the whole
 * template in the editor and can fill it in or switch parts off; the template leaves out an
 * enabled section that is still completely empty, so a fresh site never shows bare headings.
 */
export function emptyWebsiteContent(): WebsiteContent {
  return Object.fromEntries(WEBSITE_FIELD_NAMES.map((name) => [name, defaultValue(WEBSITE_FIELDS[name])])) as WebsiteContent;
}

/** The length limit of a field by its path in the document ('companyName', 'serviceItems.2.title', 'prices.0.items.1.name'), if it has one. */
export function maxLengthOf(path: string): number | undefined {
  // The price list's and notices' texts (edited in the page only as translations, decision 0067).
  if (/^(prices|notices)\./.test(path)) return translationMax(path) || undefined;
  const parts = path.split('.');
  const table: Record<string, FieldSpec> = parts.length === 3 ? ITEM_FIELDS : WEBSITE_FIELDS;
  const key = parts.length === 3 ? parts[2] : parts.length === 1 ? parts[0] : undefined;
  if (key === undefined || !Object.hasOwn(table, key)) return undefined;
  const field = table[key] as FieldSpec;
  return field.kind === 'items' || !('max' in field) ? undefined : field.max;
}

/** Every image of a website that is set, with the path callers name it by ("serviceItems.2.img") and a label for messages. */
export function imagesOf(content: WebsiteContent): { path: string; label: string; value: string }[] {
  const found: { path: string; label: string; value: string }[] = [];
  for (const name of WEBSITE_FIELD_NAMES) {
    const field: FieldSpec = WEBSITE_FIELDS[name];
    if (field.kind === 'image') found.push({ path: name, label: field.label, value: content[name] as string });
    if (field.kind === 'items') {
      (content[name] as Item[]).forEach((item, i) => {
        if (item.img !== undefined) found.push({ path: `${name}.${i}.img`, label: `${field.label}, ${field.noun} ${i + 1}: ${ITEM_FIELDS.img.label}`, value: item.img });
      });
    }
  }
  return found.filter((image) => image.value !== EMPTY_IMAGE);
}

export function addItem(list: readonly Item[]): Item[] {
  const next = list.length === 0 ? 0 : Math.max(...list.map((item) => item.index)) + 1;
  return [...list, { index: next, title: '', description: '' }];
}

export function removeLastItem(list: readonly Item[]): Item[] {
  return list.slice(0, -1);
}

export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (SECTIONS as readonly string[]).includes(value);
}

export function toggleSection<T extends Pick<WebsiteContent, Section>>(content: T, section: Section): T {
  // Callers may reach here from untyped input (a form value, a URL), so the type is not enough.
  if (!isSection(section)) throw new Error('Invalid section enum');
  return { ...content, [section]: !content[section] };
}
