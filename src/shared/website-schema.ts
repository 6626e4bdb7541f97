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
import { ownerText, type OwnerTextKey } from './i18n/owner-text';
import { isSiteLanguage, SITE_LANGUAGE_LABELS, SITE_LANGUAGES, type SiteLanguage } from './site-languages';
import { isTranslatablePath, MAX_SECOND_LANGUAGES, withoutStaleTranslations, translationMax, translationPathLabel, type Translations } from './translations';
import {
  FOCUS_CENTRE,
  FOCUS_PATTERN,
  AUTHOR_LINK_LABEL,
  isGoogleProfileUrl,
  ITEM_CONFIRM_LABEL,
  ITEM_CONFIRM_MAX,
  ITEM_FOCUS_LABEL,
  STARS_MAX,
  TIME_PATTERN,
  WEEKDAYS,
  type DayHours,
  ITEM_FIELDS,
  ITEM_INDEX_MAX,
  DATE_PATTERN,
  NOTICE_LIMITS,
  PRICE_LIMITS,
  type Notice,
  type PriceGroup,
  type PriceItem,
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

/** "Notice 2: First day": a part of a place inside a field, named for a message. */
const part = (what: string, key: OwnerTextKey) => ownerText('websiteRules.part', { what, part: ownerText(key) });

function textError(label: string) {
  return (issue: { input?: unknown }) => ownerText(issue.input === undefined ? 'validation.required' : 'validation.mustBeText', { label });
}

function text(label: string, max: number) {
  return safeString({ error: textError(label) })
    .trim()
    .max(max, ownerText('validation.textTooLong', { label, maximum: String(max) }));
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
          .max(max, ownerText('websiteRules.imageLinkTooLong', { label, maximum: String(max) }))
          .refine(isImageValue, ownerText('websiteRules.imageLink', { label })),
      )
  );
}

function flag(label: string) {
  return z.boolean({ error: (issue) => ownerText(issue.input === undefined ? 'validation.required' : 'validation.mustBeTrueOrFalse', { label }) });
}

function color(label: string) {
  return safeString({ error: textError(label) })
    .trim()
    .regex(COLOR_PATTERN, ownerText('websiteRules.colour', { label }))
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
  const message = ownerText('websiteRules.focus', { label });
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

/** A list's refusal when it is missing or not a list. */
const listError = (label: string) => (issue: { input?: unknown }) => ownerText(issue.input === undefined ? 'validation.required' : 'validation.mustBeList', { label });

function items(label: string, max: number, nouns: string) {
  return z
    .array(itemSchema, { error: listError(label) })
    .max(max, ownerText('websiteRules.tooManyItems', { label, maximum: String(max), nouns }))
    .refine(
      (list) => new Set(list.map((item) => item.index)).size === list.length,
      ownerText('websiteRules.sameIndex', { label, nouns }),
    );
}

/** One of `options`; a refusal lists them by the names the owner sees ("Classic, Bold … or Studio"). */
function choice(label: string, options: readonly string[], labels: ChoiceField['labels']) {
  const names = options.map((option) => labels[option]?.label ?? option);
  const others = names.slice(0, -1).join(ownerText('websiteRules.choicesSeparator'));
  const choices = names.length > 1 ? ownerText('websiteRules.choicesOr', { others, last: names.at(-1) ?? '' }) : (names[0] ?? '');
  return z
    .string({ error: textError(label) })
    .refine((v) => options.includes(v), ownerText('websiteRules.oneOf', { label, choices }));
}

function order(label: string) {
  return z
    .array(z.string({ error: ownerText('websiteRules.orderNotText', { label }) }), { error: listError(label) })
    .max(SECTION_LIST.length, ownerText('websiteRules.orderTooLong', { label, maximum: String(SECTION_LIST.length) }))
    .superRefine((list, ctx) => {
      const unknown = list.find((type) => !isSectionType(type));
      if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: ownerText('websiteRules.orderUnknown', { label, name: unknown.slice(0, 40) }) });
      else if (new Set(list).size !== list.length) ctx.addIssue({ code: 'custom', message: ownerText('websiteRules.orderTwice', { label }) });
    })
    .transform((list) => completeSectionOrder(list));
}

function time(what: string) {
  return z
    .string({ error: ownerText('websiteRules.time', { what }) })
    .trim()
    .refine((v) => v === '' || TIME_PATTERN.test(v), ownerText('websiteRules.time', { what }));
}

function hours(label: string) {
  const day = (name: string) =>
    z
      .strictObject(
        { opens: time(ownerText('websiteRules.openingTime', { label, day: name })), closes: time(ownerText('websiteRules.closingTime', { label, day: name })) },
        { error: strictError(ownerText('websiteRules.day', { label, day: name })) },
      )
      .refine((d) => (d.opens === '') === (d.closes === ''), ownerText('websiteRules.bothTimes', { label, day: name }));
  return z.tuple(WEEKDAYS.map(day) as unknown as [ReturnType<typeof day>], {
    error: (issue) => ownerText(issue.input === undefined ? 'validation.required' : 'websiteRules.sevenDays', { label }),
  });
}

function country(label: string) {
  const message = ownerText('websiteRules.country', { label });
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

/** A price: a number from 0 up, with at most two decimals (pence, cents). */
function amount(what: string) {
  const message = ownerText('websiteRules.amount', { what });
  return z
    .number({ error: message })
    .min(0, message)
    .max(PRICE_LIMITS.amountMax, ownerText('websiteRules.amountTooBig', { what, maximum: PRICE_LIMITS.amountMax }))
    .refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, message);
}

function priceItem(what: string) {
  return z
    .strictObject(
      {
        name: text(part(what, 'websiteRules.part.name'), PRICE_LIMITS.name),
        description: text(part(what, 'websiteRules.part.description'), PRICE_LIMITS.description),
        price: amount(part(what, 'websiteRules.part.price')),
        priceTo: amount(part(what, 'websiteRules.part.highestPrice')).optional(),
        from: z.boolean({ error: ownerText('websiteRules.fromFlag', { what }) }).optional(),
      },
      { error: strictError(what) },
    )
    .refine((item) => item.priceTo === undefined || item.priceTo > item.price, ownerText('websiteRules.highestPrice', { what }));
}

function prices(label: string) {
  return z
    .array(z.unknown(), { error: listError(label) })
    .max(PRICE_LIMITS.groups, ownerText('websiteRules.tooManyGroups', { label, maximum: String(PRICE_LIMITS.groups) }))
    .transform((groups, ctx) => {
      const out: PriceGroup[] = [];
      for (const [g, raw] of groups.entries()) {
        const what = ownerText('websiteRules.group', { label, position: String(g + 1) });
        const group = z
          .strictObject(
            {
              name: text(part(what, 'websiteRules.part.name'), PRICE_LIMITS.name),
              items: z
                .array(z.unknown(), { error: ownerText('websiteRules.itemsNotList', { what }) })
                .max(PRICE_LIMITS.itemsPerGroup, ownerText('websiteRules.tooManyPriceItems', { what, maximum: String(PRICE_LIMITS.itemsPerGroup) })),
            },
            { error: strictError(what) },
          )
          .safeParse(raw);
        if (!group.success) {
          ctx.addIssue({ code: 'custom', message: group.error.issues[0]?.message ?? ownerText('validation.notValid', { label: what }) });
          return z.NEVER;
        }
        const items: PriceItem[] = [];
        for (const [i, rawItem] of group.data.items.entries()) {
          const itemWhat = ownerText('websiteRules.item', { what, position: String(i + 1) });
          const item = priceItem(itemWhat).safeParse(rawItem);
          if (!item.success) {
            ctx.addIssue({ code: 'custom', message: item.error.issues[0]?.message ?? ownerText('validation.notValid', { label: itemWhat }) });
            return z.NEVER;
          }
          items.push(item.data);
        }
        out.push({ name: group.data.name, items });
      }
      return out;
    });
}

function noticeDate(what: string) {
  return z
    .string({ error: ownerText('websiteRules.date', { what }) })
    .trim()
    .refine((v) => v === '' || (DATE_PATTERN.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), ownerText('websiteRules.date', { what }));
}

function notices(label: string) {
  const notice = (what: string) =>
    z
      .strictObject(
        {
          message: text(part(what, 'websiteRules.part.message'), NOTICE_LIMITS.message).refine((v) => v !== '', ownerText('websiteRules.noticeEmpty', { what })),
          link: link(part(what, 'websiteRules.part.link'), URL_MAX_NOTICE, ['http']),
          start: noticeDate(part(what, 'websiteRules.part.firstDay')),
          end: noticeDate(part(what, 'websiteRules.part.lastDay')),
          closed: z.boolean({ error: ownerText('websiteRules.closedFlag', { what }) }),
        },
        { error: strictError(what) },
      )
      .refine((n) => n.start === '' || n.end === '' || n.start <= n.end, ownerText('websiteRules.lastBeforeFirst', { what }))
      .refine((n) => !n.closed || n.start !== '', ownerText('websiteRules.closedNeedsDay', { what }));
  return z
    .array(z.unknown(), { error: listError(label) })
    .max(NOTICE_LIMITS.notices, ownerText('websiteRules.tooManyNotices', { label, maximum: String(NOTICE_LIMITS.notices) }))
    .transform((list, ctx) => {
      const out: Notice[] = [];
      for (const [i, raw] of list.entries()) {
        const what = ownerText('websiteRules.notice', { position: String(i + 1) });
        const parsed = notice(what).safeParse(raw);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? ownerText('validation.notValid', { label: what }) });
          return z.NEVER;
        }
        out.push(parsed.data);
      }
      return out;
    });
}

const URL_MAX_NOTICE = 2048;

/**
 * A second language's texts (decision 0067): one shipped language, each path a translatable text field,
 * each text within the main field's limit. An empty text is no translation (the main text shows).
 * Whether the language is the main one and the cards exist is checked with the whole website.
 */
function translations() {
  return z
    .record(z.string(), z.unknown(), { error: ownerText('websiteRules.translationsNotObject') })
    .transform((raw, ctx) => {
      const out: Translations = {};
      const languages = Object.keys(raw);
      for (const lang of languages) {
        if (!isSiteLanguage(lang)) {
          ctx.addIssue({ code: 'custom', message: ownerText('websiteRules.secondLanguageOneOf', { languages: SITE_LANGUAGES.map((l) => SITE_LANGUAGE_LABELS[l].label).join(ownerText('websiteRules.choicesSeparator')) }) });
          return z.NEVER;
        }
      }
      if (languages.length > MAX_SECOND_LANGUAGES) {
        ctx.addIssue({ code: 'custom', message: ownerText('websiteRules.oneSecondLanguage') });
        return z.NEVER;
      }
      for (const lang of languages as SiteLanguage[]) {
        const name = SITE_LANGUAGE_LABELS[lang].label;
        const own = raw[lang];
        if (!isRecord(own)) {
          ctx.addIssue({ code: 'custom', message: ownerText('websiteRules.languageTextsNotObject', { language: name }) });
          return z.NEVER;
        }
        const texts: Record<string, string> = {};
        for (const [path, value] of Object.entries(own)) {
          if (!isTranslatablePath(path)) {
            ctx.addIssue({ code: 'custom', message: ownerText('websiteRules.notTranslatable', { language: name, path: path.slice(0, 60) }) });
            return z.NEVER;
          }
          const what = ownerText('websiteRules.translatedText', { language: name, field: translationPathLabel(path) });
          if (typeof value !== 'string') {
            ctx.addIssue({ code: 'custom', message: ownerText('websiteRules.translationNotText', { what }) });
            return z.NEVER;
          }
          const parsed = text(what, translationMax(path)).safeParse(value);
          if (!parsed.success) {
            ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? ownerText('validation.notValid', { label: what }) });
            return z.NEVER;
          }
          if (parsed.data !== '') texts[path] = parsed.data;
        }
        out[lang] = texts;
      }
      return out;
    });
}

/** The checks of translations that need the whole website: not the main language, no card that is not there. */
export function translationsProblem(content: Pick<WebsiteContent, 'siteLanguage' | 'translations' | 'serviceItems' | 'otherItems' | 'reviews' | 'gallery' | 'prices' | 'notices'>): string | undefined {
  for (const [lang, own] of Object.entries(content.translations ?? {}) as [SiteLanguage, Record<string, string>][]) {
    const name = SITE_LANGUAGE_LABELS[lang].label;
    if (lang === content.siteLanguage) {
      return ownerText('websiteRules.mainAndSecond', { language: name });
    }
    for (const path of Object.keys(own)) {
      if (!isTranslatablePath(path, content)) return ownerText('websiteRules.translationGone', { language: name, field: translationPathLabel(path) });
    }
  }
  return undefined;
}

function strictError(what: string) {
  return (issue: { code?: string; keys?: string[]; input?: unknown }) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys ?? [];
      return ownerText('websiteRules.unknownFields', { what, count: keys.length, keys: keys.join(', ') });
    }
    if (issue.code === 'invalid_type') return issue.input === undefined ? ownerText('validation.required', { label: what }) : ownerText('websiteRules.notObject', { what });
    return undefined;
  };
}

function link(label: string, max: number, accepts: readonly LinkKind[]) {
  return text(label, max)
    .transform((v) => withLinkScheme(v, accepts))
    .refine((v) => v.length <= max, ownerText('validation.textTooLong', { label, maximum: String(max) }))
    .refine((v) => v === '' || isAcceptedLink(v, accepts), ownerText(accepts.length === 1 ? 'websiteRules.webAddress' : 'websiteRules.webAddressOrContact', { label }));
}

function email(label: string, max: number) {
  return text(label, max).refine((v) => v === '' || EMAIL_PATTERN.test(v), ownerText('websiteRules.emailOrEmpty', { label }));
}

export const itemSchema = z.strictObject(
  {
    index: z
      .number({ error: (issue) => ownerText(issue.input === undefined ? 'websiteRules.indexRequired' : 'websiteRules.indexNumber') })
      .int(ownerText('websiteRules.indexWhole'))
      .min(0, ownerText('websiteRules.indexMin'))
      .max(ITEM_INDEX_MAX, ownerText('websiteRules.indexMax', { maximum: String(ITEM_INDEX_MAX) })),
    title: text(ITEM_FIELDS.title.label, ITEM_FIELDS.title.max),
    description: text(ITEM_FIELDS.description.label, ITEM_FIELDS.description.max),
    img: image(ITEM_FIELDS.img.label, ITEM_FIELDS.img.max).optional(),
    stars: z
      .number({ error: ownerText('websiteRules.stars', { maximum: String(STARS_MAX) }) })
      .int(ownerText('websiteRules.starsWhole', { maximum: String(STARS_MAX) }))
      .min(1, ownerText('websiteRules.stars', { maximum: String(STARS_MAX) }))
      .max(STARS_MAX, ownerText('websiteRules.stars', { maximum: String(STARS_MAX) }))
      .optional(),
    focus: focus(ITEM_FOCUS_LABEL).optional(),
    confirm: text(ITEM_CONFIRM_LABEL, ITEM_CONFIRM_MAX).optional(),
    authorLink: z
      .string({ error: ownerText('validation.mustBeText', { label: AUTHOR_LINK_LABEL }) })
      .refine(isGoogleProfileUrl, ownerText('websiteRules.authorLink', { label: AUTHOR_LINK_LABEL }))
      .optional(),
  },
  { error: strictError(ownerText('websiteRules.card')) },
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
      return items(field.label, field.max, field.nouns);
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
    case 'prices':
      return prices(field.label);
    case 'notices':
      return notices(field.label);
    case 'translations':
      return translations();
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
export const websiteContentSchema = z.strictObject(shape, { error: strictError(ownerText('websiteRules.website')) }) as unknown as z.ZodType<
  WebsiteContentInput,
  unknown
>;

/** A saved input with the fields it left out taken from `base` (the stored website), so an older client loses nothing. */
export function completeWebsiteContent(input: WebsiteContentInput, base: WebsiteContent): WebsiteContent {
  return { ...base, ...input } as WebsiteContent;
}

/** The body of `PUT /api/website/`. */
export const saveWebsiteBodySchema = z.strictObject({ input: websiteContentSchema }, { error: strictError(ownerText('websiteRules.request')) });

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
  return issue ? issueMessage(issue) : ownerText('validation.checkAndTryAgain');
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
    if (typeof raw.authorLink === 'string' && isGoogleProfileUrl(raw.authorLink)) item.authorLink = raw.authorLink;
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
    case 'prices': {
      // Stored lists were checked when saved; anything unusable reads as no list rather than junk.
      const parsed = prices(field.label).safeParse(value ?? []);
      return parsed.success ? parsed.data : [];
    }
    case 'notices': {
      const parsed = notices(field.label).safeParse(value ?? []);
      return parsed.success ? parsed.data : [];
    }
    case 'translations':
      return readTranslations(value);
  }
}

/** Stored translations made valid: known languages and paths, texts cut to their limits, empty ones dropped. */
function readTranslations(value: unknown): Translations {
  if (!isRecord(value)) return {};
  const out: Translations = {};
  for (const lang of SITE_LANGUAGES) {
    const own = value[lang];
    if (!isRecord(own)) continue;
    const texts: Record<string, string> = {};
    for (const [path, text] of Object.entries(own)) {
      if (!isTranslatablePath(path)) continue;
      const v = readText(text, translationMax(path));
      if (v !== '') texts[path] = v;
    }
    out[lang] = texts;
    if (Object.keys(out).length >= MAX_SECOND_LANGUAGES) break;
  }
  return out;
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
  // A second language that became the main one, or texts of cards no longer there, are not kept (decision 0067).
  if (content.translations[content.siteLanguage as SiteLanguage] !== undefined) content.translations = {};
  const checked = websiteContentSchema.safeParse(withoutStaleTranslations(content));
  return checked.success ? completeWebsiteContent(checked.data, defaults) : defaults;
}
