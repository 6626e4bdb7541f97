import { z } from 'zod';
import {
  COLOR_PATTERN,
  EMAIL_PATTERN,
  EMPTY_IMAGE,
  ITEM_FIELD_LABELS,
  ITEM_LISTS,
  WEBSITE_FIELD_LABELS,
  WEBSITE_LIMITS,
  emptyWebsiteContent,
  isCtaLink,
  isHttpUrl,
  isImageValue,
  type Item,
  type ItemList,
  type WebsiteContent,
} from './website';

/* The website document's zod schemas: used by the server, and by clients that validate before sending. */

function textError(label: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`);
}

function text(label: string, max: number) {
  return z
    .string({ error: textError(label) })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);
}

function image(label: string) {
  return (
    z
      .string({ error: textError(label) })
      .trim()
      // A cleared upload field sends ''; store it as the documented 'empty' marker.
      .transform((v) => (v === '' ? EMPTY_IMAGE : v))
      .pipe(
        z
          .string()
          .max(WEBSITE_LIMITS.url, `${label} must be a link of at most ${WEBSITE_LIMITS.url} characters.`)
          .refine(isImageValue, `${label} must be an http(s) link to an image, or empty.`),
      )
  );
}

function flag(label: string) {
  return z.boolean({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be true or false.`) });
}

function color(label: string) {
  return z
    .string({ error: textError(label) })
    .trim()
    .regex(COLOR_PATTERN, `${label} must be a colour like #1A2B3C.`)
    .toUpperCase();
}

function items(label: string) {
  return z
    .array(itemSchema, {
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a list.`),
    })
    .max(WEBSITE_LIMITS.itemsPerList, `${label} can have at most ${WEBSITE_LIMITS.itemsPerList} cards.`)
    .refine(
      (list) => new Set(list.map((item) => item.index)).size === list.length,
      `${label} cards must have different indexes.`,
    );
}

function strictError(what: string) {
  return (issue: { code?: string; keys?: string[]; input?: unknown }) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys ?? [];
      return `${what} has unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.`;
    }
    if (issue.code === 'invalid_type') return issue.input === undefined ? `${what} is required.` : `${what} must be an object.`;
    return undefined;
  };
}

export const itemSchema = z.strictObject(
  {
    index: z
      .number({ error: (issue) => (issue.input === undefined ? 'Index is required.' : 'Index must be a number.') })
      .int('Index must be a whole number.')
      .min(0, 'Index must be 0 or more.')
      .max(WEBSITE_LIMITS.itemIndexMax, `Index must be at most ${WEBSITE_LIMITS.itemIndexMax}.`),
    title: text(ITEM_FIELD_LABELS.title, WEBSITE_LIMITS.itemTitle),
    description: text(ITEM_FIELD_LABELS.description, WEBSITE_LIMITS.itemDescription),
    img: image(ITEM_FIELD_LABELS.img).optional(),
  },
  { error: strictError('Card') },
);

const L = WEBSITE_FIELD_LABELS;

/** Every field the owner edits; the body of `PUT /api/website/` is `{ input: WebsiteContentInput }`. */
export const websiteContentSchema = z.strictObject(
  {
    headerTitle: text(L.headerTitle, WEBSITE_LIMITS.headerTitle),
    companyName: text(L.companyName, WEBSITE_LIMITS.companyName),
    companyDescription: text(L.companyDescription, WEBSITE_LIMITS.companyDescription),
    aboutMeTitle: text(L.aboutMeTitle, WEBSITE_LIMITS.aboutMeTitle),
    aboutMe: text(L.aboutMe, WEBSITE_LIMITS.aboutMe),
    logo: image(L.logo),
    serviceItemsTitle: text(L.serviceItemsTitle, WEBSITE_LIMITS.serviceItemsTitle),
    serviceItems: items(L.serviceItems),
    otherTitle: text(L.otherTitle, WEBSITE_LIMITS.otherTitle),
    otherItems: items(L.otherItems),
    email: text(L.email, WEBSITE_LIMITS.email).refine(
      (v) => v === '' || EMAIL_PATTERN.test(v),
      `${L.email} must be a valid e-mail address, or empty.`,
    ),
    phone: text(L.phone, WEBSITE_LIMITS.phone),
    socialUrl: text(L.socialUrl, WEBSITE_LIMITS.url).refine(
      (v) => v === '' || isHttpUrl(v),
      `${L.socialUrl} must start with http:// or https://, or be empty.`,
    ),
    owner: text(L.owner, WEBSITE_LIMITS.owner),
    addressFreeForm: text(L.addressFreeForm, WEBSITE_LIMITS.addressFreeForm),
    otherImg: image(L.otherImg),
    backgroundImg: image(L.backgroundImg),
    enableSectionOne: flag(L.enableSectionOne),
    enableSectionTwo: flag(L.enableSectionTwo),
    enableSectionThree: flag(L.enableSectionThree),
    ctaText: text(L.ctaText, WEBSITE_LIMITS.ctaText),
    ctaLink: text(L.ctaLink, WEBSITE_LIMITS.url).refine(
      (v) => v === '' || isCtaLink(v),
      `${L.ctaLink} must start with https://, http://, mailto: or tel:, or be empty.`,
    ),
    ctaEnabled: flag(L.ctaEnabled),
    primaryColor: color(L.primaryColor),
    secondaryColor: color(L.secondaryColor),
  },
  { error: strictError('Website') },
);

/** The body of `PUT /api/website/`. */
export const saveWebsiteBodySchema = z.strictObject({ input: websiteContentSchema }, { error: strictError('Request') });

/** What `GET /api/website` answers: the content plus the fields only the server sets. */
export const websiteSchema = websiteContentSchema.extend({
  accountId: z.string(),
  websiteVersion: z.number().int().min(0),
});
/**
 * A readable message for the first problem, naming the field, e.g.
 * "Services, card 3: Title must be at most 120 characters."
 */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input.';
  const path = issue.path.filter((p) => p !== 'input');
  const [field, position] = path;
  if (typeof field === 'string' && (ITEM_LISTS as readonly string[]).includes(field) && typeof position === 'number') {
    return `${WEBSITE_FIELD_LABELS[field as ItemList]}, card ${position + 1}: ${issue.message}`;
  }
  return issue.message;
}

// ---------------------------------------------------------------------------------------------
// Reading stored documents

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readText(value: unknown, max: number, fallback = ''): string {
  if (typeof value === 'number' || typeof value === 'boolean') value = String(value);
  if (typeof value !== 'string') return fallback;
  return value.trim().slice(0, max).trim();
}

function readImage(value: unknown): string {
  const v = readText(value, WEBSITE_LIMITS.url);
  return isImageValue(v) ? v : EMPTY_IMAGE;
}

function readFlag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

function readColor(value: unknown, fallback: string): string {
  const v = readText(value, 7);
  return COLOR_PATTERN.test(v) ? v.toUpperCase() : fallback;
}

function readItems(value: unknown): Item[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const out: Item[] = [];
  for (const raw of value) {
    if (!isRecord(raw) || out.length >= WEBSITE_LIMITS.itemsPerList) continue;
    let index = typeof raw.index === 'number' ? raw.index : Number(raw.index);
    // Older documents may lack indexes or repeat them; give such items the next free number.
    if (!Number.isInteger(index) || index < 0 || index > WEBSITE_LIMITS.itemIndexMax || seen.has(index)) {
      index = seen.size === 0 ? 0 : Math.max(...seen) + 1;
    }
    seen.add(index);
    const item: Item = {
      index,
      title: readText(raw.title, WEBSITE_LIMITS.itemTitle),
      description: readText(raw.description, WEBSITE_LIMITS.itemDescription),
    };
    const img = readImage(raw.img);
    if (raw.img !== undefined && raw.img !== null) item.img = img;
    out.push(item);
  }
  return out;
}

function readLink(value: unknown, valid: (v: string) => boolean): string {
  const v = readText(value, WEBSITE_LIMITS.url);
  return v !== '' && valid(v) ? v : '';
}

/**
 * Reads a stored document of any version (or a partial one from the earlier product) into
 * valid content. It never throws: a missing or unusable field falls back to the default of a
 * new website, over-long text is cut to the limit and unknown fields are dropped.
 */
export function migrateWebsiteDocument(raw: unknown): WebsiteContent {
  const doc = isRecord(raw) ? raw : {};
  // Version 0 (no documentVersion) is the earlier product's shape: the same field names, but
  // any of them may be absent or null, colours may be missing and items may lack indexes.
  // Version 1 adds nothing but the tag, so both are read the same way below.
  const d = emptyWebsiteContent();
  const email = readText(doc.email, WEBSITE_LIMITS.email);
  const content: WebsiteContent = {
    headerTitle: readText(doc.headerTitle, WEBSITE_LIMITS.headerTitle),
    companyName: readText(doc.companyName, WEBSITE_LIMITS.companyName),
    companyDescription: readText(doc.companyDescription, WEBSITE_LIMITS.companyDescription),
    aboutMeTitle: readText(doc.aboutMeTitle, WEBSITE_LIMITS.aboutMeTitle),
    aboutMe: readText(doc.aboutMe, WEBSITE_LIMITS.aboutMe),
    logo: readImage(doc.logo),
    serviceItemsTitle: readText(doc.serviceItemsTitle, WEBSITE_LIMITS.serviceItemsTitle),
    serviceItems: readItems(doc.serviceItems),
    otherTitle: readText(doc.otherTitle, WEBSITE_LIMITS.otherTitle),
    otherItems: readItems(doc.otherItems),
    email: EMAIL_PATTERN.test(email) ? email : '',
    phone: readText(doc.phone, WEBSITE_LIMITS.phone),
    socialUrl: readLink(doc.socialUrl, isHttpUrl),
    owner: readText(doc.owner, WEBSITE_LIMITS.owner),
    addressFreeForm: readText(doc.addressFreeForm, WEBSITE_LIMITS.addressFreeForm),
    otherImg: readImage(doc.otherImg),
    backgroundImg: readImage(doc.backgroundImg),
    enableSectionOne: readFlag(doc.enableSectionOne, d.enableSectionOne),
    enableSectionTwo: readFlag(doc.enableSectionTwo, d.enableSectionTwo),
    enableSectionThree: readFlag(doc.enableSectionThree, d.enableSectionThree),
    ctaText: readText(doc.ctaText, WEBSITE_LIMITS.ctaText),
    ctaLink: readLink(doc.ctaLink, isCtaLink),
    ctaEnabled: readFlag(doc.ctaEnabled, d.ctaEnabled),
    primaryColor: readColor(doc.primaryColor, d.primaryColor),
    secondaryColor: readColor(doc.secondaryColor, d.secondaryColor),
  };
  // Belt and braces: if a rule above ever drifts from the schema, fall back rather than store junk.
  const checked = websiteContentSchema.safeParse(content);
  return checked.success ? checked.data : d;
}
