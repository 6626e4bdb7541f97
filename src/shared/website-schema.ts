import { z } from 'zod';
import {
  COLOR_PATTERN,
  EMAIL_PATTERN,
  EMPTY_IMAGE,
  ITEM_LISTS,
  WEBSITE_FIELD_LABELS,
  emptyWebsiteContent,
  isAcceptedLink,
  isImageValue,
  type ItemList,
} from './website';
import {
  ITEM_FIELDS,
  ITEM_INDEX_MAX,
  LATER_FIELD_NAMES,
  type FieldSpec,
  type Item,
  type LinkKind,
  WEBSITE_FIELD_NAMES,
  WEBSITE_FIELDS,
  type WebsiteContent,
  type WebsiteContentInput,
  type WebsiteFieldName,
} from './website-fields';

/*
 * The website document's zod schemas, built from the field registry (website-fields.ts): used by the
 * server, and by clients that validate before sending.
 */

function textError(label: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`);
}

function text(label: string, max: number) {
  return z
    .string({ error: textError(label) })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);
}

function image(label: string, max: number) {
  return (
    z
      .string({ error: textError(label) })
      .trim()
      // A cleared upload field sends ''; store it as the documented 'empty' marker.
      .transform((v) => (v === '' ? EMPTY_IMAGE : v))
      .pipe(
        z
          .string()
          .max(max, `${label} must be a link of at most ${max} characters.`)
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

function items(label: string, max: number) {
  return z
    .array(itemSchema, {
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a list.`),
    })
    .max(max, `${label} can have at most ${max} cards.`)
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

/** "http:// or https://" for web links; "https://, http://, mailto: or tel:" when e-mail and phone links are allowed too. */
function prefixesOf(accepts: readonly LinkKind[]): string {
  const web = accepts.length === 1 ? ['http://', 'https://'] : ['https://', 'http://'];
  const names = accepts.flatMap((kind) => (kind === 'http' ? web : [`${kind}:`]));
  return names.length <= 2 ? names.join(' or ') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

function link(label: string, max: number, accepts: readonly LinkKind[]) {
  return text(label, max).refine(
    (v) => v === '' || isAcceptedLink(v, accepts),
    `${label} must start with ${prefixesOf(accepts)}, or be empty.`,
  );
}

function email(label: string, max: number) {
  return text(label, max).refine((v) => v === '' || EMAIL_PATTERN.test(v), `${label} must be a valid e-mail address, or empty.`);
}

export const itemSchema = z.strictObject(
  {
    index: z
      .number({ error: (issue) => (issue.input === undefined ? 'Index is required.' : 'Index must be a number.') })
      .int('Index must be a whole number.')
      .min(0, 'Index must be 0 or more.')
      .max(ITEM_INDEX_MAX, `Index must be at most ${ITEM_INDEX_MAX}.`),
    title: text(ITEM_FIELDS.title.label, ITEM_FIELDS.title.max),
    description: text(ITEM_FIELDS.description.label, ITEM_FIELDS.description.max),
    img: image(ITEM_FIELDS.img.label, ITEM_FIELDS.img.max).optional(),
  },
  { error: strictError('Card') },
);

/** The zod schema of one registry field: its rules, with messages that name it by its label. */
function fieldSchema(field: FieldSpec) {
  switch (field.kind) {
    case 'text':
      return text(field.label, field.max);
    case 'email':
      return email(field.label, field.max);
    case 'link':
      return link(field.label, field.max, field.accepts);
    case 'image':
      return image(field.label, field.max);
    case 'flag':
      return flag(field.label);
    case 'color':
      return color(field.label);
    case 'items':
      return items(field.label, field.max);
  }
}

const later = new Set<string>(LATER_FIELD_NAMES);
const shape = Object.fromEntries(
  WEBSITE_FIELD_NAMES.map((name) => {
    const schema = fieldSchema(WEBSITE_FIELDS[name]);
    return [name, later.has(name) ? schema.optional() : schema];
  }),
);

/**
 * Every field the owner edits; the body of `PUT /api/website/` is `{ input: WebsiteContentInput }`.
 * Fields added after the spec's may be left out (see `completeWebsiteContent`).
 */
export const websiteContentSchema = z.strictObject(shape, { error: strictError('Website') }) as unknown as z.ZodType<
  WebsiteContentInput,
  unknown
>;

/** A saved input with the fields it left out taken from `base` (the stored website), so an older client loses nothing. */
export function completeWebsiteContent(input: WebsiteContentInput, base: WebsiteContent): WebsiteContent {
  return { ...base, ...input } as WebsiteContent;
}

/** The body of `PUT /api/website/`. */
export const saveWebsiteBodySchema = z.strictObject({ input: websiteContentSchema }, { error: strictError('Request') });

/** What `GET /api/website` answers: the content plus the fields only the server sets. */
export const websiteSchema = z.strictObject({
  ...shape,
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

function readImage(value: unknown, max: number): string {
  const v = readText(value, max);
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

function readItems(value: unknown, max: number): Item[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const out: Item[] = [];
  for (const raw of value) {
    if (!isRecord(raw) || out.length >= max) continue;
    let index = typeof raw.index === 'number' ? raw.index : Number(raw.index);
    // Older documents may lack indexes or repeat them; give such items the next free number.
    if (!Number.isInteger(index) || index < 0 || index > ITEM_INDEX_MAX || seen.has(index)) {
      index = seen.size === 0 ? 0 : Math.max(...seen) + 1;
    }
    seen.add(index);
    const item: Item = {
      index,
      title: readText(raw.title, ITEM_FIELDS.title.max),
      description: readText(raw.description, ITEM_FIELDS.description.max),
    };
    const img = readImage(raw.img, ITEM_FIELDS.img.max);
    if (raw.img !== undefined && raw.img !== null) item.img = img;
    out.push(item);
  }
  return out;
}

/** A stored value of one registry field, made valid: the field's default when it is missing or unusable. */
function readField(field: FieldSpec, value: unknown, fallback: WebsiteContent[WebsiteFieldName]): WebsiteContent[WebsiteFieldName] {
  switch (field.kind) {
    case 'text':
      return readText(value, field.max);
    case 'email': {
      const v = readText(value, field.max);
      return EMAIL_PATTERN.test(v) ? v : '';
    }
    case 'link': {
      const v = readText(value, field.max);
      return v !== '' && isAcceptedLink(v, field.accepts) ? v : '';
    }
    case 'image':
      return readImage(value, field.max);
    case 'flag':
      return readFlag(value, fallback as boolean);
    case 'color':
      return readColor(value, fallback as string);
    case 'items':
      return readItems(value, field.max);
  }
}

/** A new website's values, except that fields added after `version` read as their legacy default where they have one. */
export function defaultsForVersion(version: number): WebsiteContent {
  const defaults = emptyWebsiteContent();
  for (const name of WEBSITE_FIELD_NAMES) {
    const field: FieldSpec = WEBSITE_FIELDS[name];
    if (field.kind === 'flag' && field.legacyDefault !== undefined && version < (field.since ?? 1)) {
      (defaults as Record<WebsiteFieldName, unknown>)[name] = field.legacyDefault;
    }
  }
  return defaults;
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
  // Later versions only add fields, which older documents lack and so get their defaults (or
  // their legacy default, where a field says what documents made before it mean).
  const version = typeof doc.documentVersion === 'number' ? doc.documentVersion : 0;
  const defaults = defaultsForVersion(version);
  const content = Object.fromEntries(
    WEBSITE_FIELD_NAMES.map((name) => [name, readField(WEBSITE_FIELDS[name], doc[name], defaults[name])]),
  ) as WebsiteContent;
  // Belt and braces: if a rule above ever drifts from the schema, fall back rather than store junk.
  const checked = websiteContentSchema.safeParse(content);
  return checked.success ? completeWebsiteContent(checked.data, defaults) : defaults;
}
