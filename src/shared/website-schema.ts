import { z } from 'zod';
import { normaliseCountry } from './locale';
import { safeString } from './text-safety';
import {
  COLOR_PATTERN,
  EMAIL_PATTERN,
  EMPTY_IMAGE,
  emptyWebsiteContent,
  isAcceptedLink,
  isImageValue,
  withLinkScheme,
} from './website';
import { completeSectionOrder, isSectionType, SECTION_LIST } from './website-sections';
import { issueMessage } from './validation-messages';
import {
  FOCUS_CENTRE,
  FOCUS_PATTERN,
  ITEM_CONFIRM_LABEL,
  ITEM_CONFIRM_MAX,
  ITEM_FOCUS_LABEL,
  STARS_MAX,
  TIME_PATTERN,
  WEEKDAYS,
  type DayHours,
  ITEM_FIELDS,
  ITEM_INDEX_MAX,
  LATER_FIELD_NAMES,
  type ChoiceField,
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
  return safeString({ error: textError(label) })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);
}

function image(label: string, max: number) {
  return (
    safeString({ error: textError(label) })
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
  return safeString({ error: textError(label) })
    .trim()
    .regex(COLOR_PATTERN, `${label} must be a colour like #1A2B3C.`)
    .toUpperCase();
}

/** A focal point: 'x% y%' with whole percentages from 0 to 100 (also taken: 'x%,y%', extra spaces, decimals are rounded). */
export function normaliseFocus(value: string): string | undefined {
  const match = /^\s*(\d{1,3}(?:\.\d+)?)\s*%\s*[ ,]\s*(\d{1,3}(?:\.\d+)?)\s*%\s*$/.exec(value);
  if (!match) return undefined;
  const [x, y] = [Math.round(Number(match[1])), Math.round(Number(match[2]))];
  if (x > 100 || y > 100) return undefined;
  const focus = `${x}% ${y}%`;
  return FOCUS_PATTERN.test(focus) ? focus : undefined;
}

function focus(label: string) {
  const message = `${label} must be two percentages from 0% to 100%, across then down, like 50% 30%.`;
  return safeString({ error: textError(label) })
    .max(40, message)
    .transform((v, ctx) => {
      const focus = normaliseFocus(v);
      if (focus === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return focus;
    });
}

function items(label: string, max: number, noun: string) {
  return z
    .array(itemSchema, {
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a list.`),
    })
    .max(max, `${label} can have at most ${max} ${noun}s.`)
    .refine(
      (list) => new Set(list.map((item) => item.index)).size === list.length,
      `${label} ${noun}s must have different indexes.`,
    );
}

/** One of `options`; a refusal lists them by the names the owner sees ("Classic, Bold … or Studio"). */
function choice(label: string, options: readonly string[], labels: ChoiceField['labels']) {
  const names = options.map((option) => labels[option]?.label ?? option);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  return z
    .string({ error: textError(label) })
    .refine((v) => options.includes(v), `${label} must be one of: ${listed}.`);
}

function order(label: string) {
  return z
    .array(z.string({ error: `${label} must list section names.` }), {
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a list.`),
    })
    .max(SECTION_LIST.length, `${label} can list at most ${SECTION_LIST.length} sections.`)
    .superRefine((list, ctx) => {
      const unknown = list.find((type) => !isSectionType(type));
      if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: `${label} names a section that does not exist: ${unknown.slice(0, 40)}.` });
      else if (new Set(list).size !== list.length) ctx.addIssue({ code: 'custom', message: `${label} lists a section twice.` });
    })
    .transform((list) => completeSectionOrder(list));
}

function time(what: string) {
  return z
    .string({ error: `${what} must be a time like 09:00, or empty.` })
    .trim()
    .refine((v) => v === '' || TIME_PATTERN.test(v), `${what} must be a time like 09:00, or empty.`);
}

function hours(label: string) {
  const day = (name: string) =>
    z
      .strictObject({ opens: time(`${label}, ${name}: the opening time`), closes: time(`${label}, ${name}: the closing time`) }, { error: strictError(`${label}, ${name}`) })
      .refine((d) => (d.opens === '') === (d.closes === ''), `${label}, ${name}: give both an opening and a closing time, or neither for a closed day.`);
  return z.tuple(WEEKDAYS.map(day) as unknown as [ReturnType<typeof day>], {
    error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must list the seven days of the week, Monday first.`),
  });
}

function country(label: string) {
  const message = `${label} must be a two-letter country code like GB or US, or empty.`;
  return safeString({ error: textError(label) })
    .max(10, message)
    .transform((v, ctx) => {
      if (v.trim() === '') return '';
      const code = normaliseCountry(v);
      if (code === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return code;
    });
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

function link(label: string, max: number, accepts: readonly LinkKind[]) {
  return text(label, max)
    .transform((v) => withLinkScheme(v, accepts))
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters.`)
    .refine(
      (v) => v === '' || isAcceptedLink(v, accepts),
      `${label} must be a web address like ${accepts.length === 1 ? 'instagram.com/your-company' : 'example.com/contact'}${accepts.length > 1 ? ', an e-mail address or a phone number' : ''}, or be empty.`,
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
    stars: z
      .number({ error: `Stars must be a number from 1 to ${STARS_MAX}.` })
      .int(`Stars must be a whole number from 1 to ${STARS_MAX}.`)
      .min(1, `Stars must be a number from 1 to ${STARS_MAX}.`)
      .max(STARS_MAX, `Stars must be a number from 1 to ${STARS_MAX}.`)
      .optional(),
    focus: focus(ITEM_FOCUS_LABEL).optional(),
    confirm: text(ITEM_CONFIRM_LABEL, ITEM_CONFIRM_MAX).optional(),
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
      return items(field.label, field.max, field.noun);
    case 'choice':
      return choice(field.label, field.options, field.labels);
    case 'order':
      return order(field.label);
    case 'hours':
      return hours(field.label);
    case 'focus':
      return focus(field.label);
    case 'country':
      return country(field.label);
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
 * "Services, card 3: Title must be at most 120 characters." (validation-messages.ts)
 */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue) : 'Please check what you entered and try again.';
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
    if (typeof raw.stars === 'number' && Number.isInteger(raw.stars) && raw.stars >= 1 && raw.stars <= STARS_MAX) item.stars = raw.stars;
    const focus = typeof raw.focus === 'string' ? normaliseFocus(raw.focus) : undefined;
    if (focus !== undefined && focus !== FOCUS_CENTRE) item.focus = focus;
    const confirm = readText(raw.confirm, ITEM_CONFIRM_MAX);
    if (confirm !== '') item.confirm = confirm;
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
      const v = withLinkScheme(readText(value, field.max), field.accepts);
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
    case 'choice': {
      const v = readText(value, 40);
      return field.options.includes(v) ? v : (fallback as string);
    }
    case 'order':
      return completeSectionOrder(Array.isArray(value) ? value : []);
    case 'hours':
      return readHours(value);
    case 'focus':
      // Documents from before focal points (version < 5) have none: the centre.
      return (typeof value === 'string' ? normaliseFocus(value) : undefined) ?? FOCUS_CENTRE;
    case 'country':
      return (typeof value === 'string' ? normaliseCountry(value) : undefined) ?? '';
  }
}

function readHours(value: unknown): DayHours[] {
  const days = Array.isArray(value) ? value : [];
  return WEEKDAYS.map((_, i) => {
    const raw: unknown = days[i];
    const opens = isRecord(raw) ? readText(raw.opens, 5) : '';
    const closes = isRecord(raw) ? readText(raw.closes, 5) : '';
    return TIME_PATTERN.test(opens) && TIME_PATTERN.test(closes) ? { opens, closes } : { opens: '', closes: '' };
  });
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
  // Before hero layouts (version < 6) the theme decided: Elegant and Studio put the picture beside the title.
  if (version < 6 && (doc.theme === 'elegant' || doc.theme === 'studio')) defaults.heroLayout = 'split';
  const content = Object.fromEntries(
    WEBSITE_FIELD_NAMES.map((name) => [name, readField(WEBSITE_FIELDS[name], doc[name], defaults[name])]),
  ) as WebsiteContent;
  // Belt and braces: if a rule above ever drifts from the schema, fall back rather than store junk.
  const checked = websiteContentSchema.safeParse(content);
  return checked.success ? completeWebsiteContent(checked.data, defaults) : defaults;
}
