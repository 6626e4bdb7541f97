import { ownerText } from './i18n/owner-text';
import { isSiteLanguage, SITE_LANGUAGE_LABELS, SITE_LANGUAGES, type SiteLanguage } from './site-languages';
import { ITEM_FIELDS, NOTICE_LIMITS, PRICE_LIMITS, WEBSITE_FIELDS, type Item, type WebsiteContent, type WebsiteFieldName } from './website-fields';

/*
 * Two-language sites (issue 28 part 3, decisions 0062 and 0067). The main language is the document's own
 * flat fields; a second language is `translations[lang][path]`, `path` naming a text field as the editor
 * does ('companyName', 'serviceItems.2.title': a card by its position; 'prices.0.items.2.name' and
 * 'notices.1.message' in the structured lists edited on /company). Pictures, links, hours, amounts, dates
 * and every other non-text field stay shared; a path with no entry is untranslated and shows the main text.
 * Plain data: the app, the template and the server share it.
 */

/** The second language's texts, by field path; at most one language (MAX_SECOND_LANGUAGES). */
export type Translations = Partial<Record<SiteLanguage, Record<string, string>>>;

/** One second language per site (decision 0067). */
export const MAX_SECOND_LANGUAGES = 1;

/**
 * The page texts a second language may give: headings and prose the owner writes. Contact details,
 * names of people, the address and the time zone are the same in both languages.
 */
export const TRANSLATABLE_FIELDS = [
  'headerTitle',
  'companyName',
  'tagline',
  'companyDescription',
  'aboutMeTitle',
  'aboutMe',
  'serviceItemsTitle',
  'otherTitle',
  'ctaText',
  'contactTitle',
  'contactText',
  'hoursTitle',
  'hoursNote',
  'reviewsTitle',
  'galleryTitle',
  'findUsTitle',
  'findUsText',
  'pricesTitle',
  'bookingTitle',
] as const satisfies readonly WebsiteFieldName[];

/** The texts of a card that translate: a review's quote (not the reviewer's name), a photo's caption. */
export const TRANSLATABLE_ITEM_FIELDS = {
  serviceItems: ['title', 'description'],
  otherItems: ['title', 'description'],
  reviews: ['description'],
  gallery: ['title'],
} as const;

type TranslatableList = keyof typeof TRANSLATABLE_ITEM_FIELDS;
const TOP = new Set<string>(TRANSLATABLE_FIELDS);

type ContentForPaths = Pick<WebsiteContent, TranslatableList | 'prices' | 'notices'>;

/**
 * What a translatable path names: a top-level field, a card's text, or (decision 0067, addendum) an owner's
 * text in the lists edited on /company: a price group's name ('prices.0.name'), an item's name or
 * description ('prices.0.items.2.description'), a notice's message ('notices.1.message'). Their amounts,
 * dates and links are shared.
 */
type Located =
  | { kind: 'field'; field: string }
  | { kind: 'card'; list: TranslatableList; position: number; key: 'title' | 'description' }
  | { kind: 'priceGroup'; group: number }
  | { kind: 'priceItem'; group: number; item: number; key: 'name' | 'description' }
  | { kind: 'notice'; position: number };

const POSITION = '(0|[1-9][0-9]{0,2})';
const CARD_PATH = new RegExp(`^([A-Za-z]+)\\.${POSITION}\\.(title|description)$`);
const PRICE_GROUP_PATH = new RegExp(`^prices\\.${POSITION}\\.name$`);
const PRICE_ITEM_PATH = new RegExp(`^prices\\.${POSITION}\\.items\\.${POSITION}\\.(name|description)$`);
const NOTICE_PATH = new RegExp(`^notices\\.${POSITION}\\.message$`);

/** A path split into what it names, if it is a translatable text field's ('serviceItems.2.title', 'prices.0.items.1.name'). */
function parseTranslatablePath(path: string): Located | undefined {
  if (TOP.has(path)) return { kind: 'field', field: path };
  let match = PRICE_ITEM_PATH.exec(path);
  if (match) return { kind: 'priceItem', group: Number(match[1]), item: Number(match[2]), key: match[3] as 'name' | 'description' };
  match = PRICE_GROUP_PATH.exec(path);
  if (match) return { kind: 'priceGroup', group: Number(match[1]) };
  match = NOTICE_PATH.exec(path);
  if (match) return { kind: 'notice', position: Number(match[1]) };
  match = CARD_PATH.exec(path);
  if (!match) return undefined;
  const list = match[1] as TranslatableList;
  const fields = Object.hasOwn(TRANSLATABLE_ITEM_FIELDS, list) ? (TRANSLATABLE_ITEM_FIELDS[list] as readonly string[]) : undefined;
  if (!fields?.includes(match[3]!)) return undefined;
  return { kind: 'card', list, position: Number(match[2]), key: match[3] as 'title' | 'description' };
}

/** Whether `path` is a text field a second language may give in this website (a card, group, item or notice must exist). */
export function isTranslatablePath(path: string, content?: ContentForPaths): boolean {
  const parsed = parseTranslatablePath(path);
  if (!parsed) return false;
  if (parsed.kind === 'field' || !content) return true;
  return mainAt(content, parsed) !== undefined;
}

/** The length limit of a translatable path: the main field's own. */
export function translationMax(path: string): number {
  const parsed = parseTranslatablePath(path);
  if (!parsed) return 0;
  switch (parsed.kind) {
    case 'field':
      return (WEBSITE_FIELDS[parsed.field as WebsiteFieldName] as { max: number }).max;
    case 'card':
      return ITEM_FIELDS[parsed.key].max;
    case 'priceGroup':
      return PRICE_LIMITS.name;
    case 'priceItem':
      return PRICE_LIMITS[parsed.key];
    case 'notice':
      return NOTICE_LIMITS.message;
  }
}

/**
 * What messages call a translatable path: "Company name", "Services, card 3: Title", "Prices, group 1,
 * item 2: Name", "Notices, notice 1: Message" (as the schema's own messages name the lists' fields).
 */
export function translationPathLabel(path: string): string {
  const parsed = parseTranslatablePath(path);
  if (!parsed) return path;
  switch (parsed.kind) {
    case 'field':
      return WEBSITE_FIELDS[parsed.field as WebsiteFieldName].label;
    case 'card': {
      const list = WEBSITE_FIELDS[parsed.list];
      return ownerText('websiteRules.cardField', { list: list.label, noun: list.noun, position: String(parsed.position + 1), field: ITEM_FIELDS[parsed.key].label });
    }
    case 'priceGroup':
      return ownerText('websiteRules.priceGroupName', { list: WEBSITE_FIELDS.prices.label, group: String(parsed.group + 1) });
    case 'priceItem':
      return ownerText(parsed.key === 'name' ? 'websiteRules.priceItemName' : 'websiteRules.priceItemDescription', {
        list: WEBSITE_FIELDS.prices.label,
        group: String(parsed.group + 1),
        item: String(parsed.item + 1),
      });
    case 'notice':
      return ownerText('websiteRules.noticeMessage', { list: WEBSITE_FIELDS.notices.label, position: String(parsed.position + 1) });
  }
}

/** The main-language text a located path names, or undefined when its card, group, item or notice is not there. */
function mainAt(content: ContentForPaths, at: Located): string | undefined {
  switch (at.kind) {
    case 'field':
      return (content as unknown as Record<string, string>)[at.field];
    case 'card': {
      const item: Item | undefined = content[at.list]?.[at.position];
      return item && (item[at.key] ?? '');
    }
    case 'priceGroup':
      return content.prices?.[at.group]?.name;
    case 'priceItem':
      return content.prices?.[at.group]?.items[at.item]?.[at.key];
    case 'notice':
      return content.notices?.[at.position]?.message;
  }
}

/** The main-language value at a translatable path ('' for a card, item or notice that is not there). */
export function mainTextAt(content: WebsiteContent, path: string): string {
  const parsed = parseTranslatablePath(path);
  return (parsed && mainAt(content, parsed)) ?? '';
}

/** The site's second language, if the owner added one (never the main one). */
export function secondLanguageOf(content: Pick<WebsiteContent, 'translations' | 'siteLanguage'>): SiteLanguage | undefined {
  const translations = content.translations ?? {};
  return SITE_LANGUAGES.find((lang) => lang !== content.siteLanguage && translations[lang] !== undefined);
}

/** The second language's text at `path`, or undefined while it is not translated. */
export function translationAt(content: Pick<WebsiteContent, 'translations'>, language: SiteLanguage, path: string): string | undefined {
  const value = content.translations?.[language]?.[path];
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** The website with `path` in `language` set to `value` ('' takes the translation away: the main text shows again). */
export function setTranslation(content: WebsiteContent, language: SiteLanguage, path: string, value: string): WebsiteContent {
  if (!isTranslatablePath(path, content)) return content;
  const own = { ...(content.translations?.[language] ?? {}) };
  if (value === '') delete own[path];
  else own[path] = value;
  return { ...content, translations: { ...content.translations, [language]: own } };
}

/**
 * The content a page in `language` is rendered from: the main content with each translated text in its
 * place and the product's own words in that language. Untranslated texts stay the main language's.
 */
export function contentInLanguage(content: WebsiteContent, language: SiteLanguage): WebsiteContent {
  if (language === content.siteLanguage) return content;
  const own = content.translations?.[language] ?? {};
  const out: WebsiteContent = { ...content, siteLanguage: language };
  const lists = new Map<TranslatableList, Item[]>();
  // Copied on first use, so the main content is never changed.
  let prices: WebsiteContent['prices'] | undefined;
  let notices: WebsiteContent['notices'] | undefined;
  for (const [path, value] of Object.entries(own)) {
    if (value.trim() === '') continue;
    const parsed = parseTranslatablePath(path);
    if (!parsed || mainAt(content, parsed) === undefined) continue;
    switch (parsed.kind) {
      case 'field':
        (out as Record<string, unknown>)[parsed.field] = value;
        break;
      case 'card': {
        const items = lists.get(parsed.list) ?? content[parsed.list].map((item) => ({ ...item }));
        lists.set(parsed.list, items);
        items[parsed.position]![parsed.key] = value;
        break;
      }
      case 'priceGroup':
      case 'priceItem': {
        prices ??= content.prices.map((group) => ({ ...group, items: group.items.map((item) => ({ ...item })) }));
        const group = prices[parsed.group]!;
        if (parsed.kind === 'priceGroup') group.name = value;
        else group.items[parsed.item]![parsed.key] = value;
        break;
      }
      case 'notice':
        notices ??= content.notices.map((notice) => ({ ...notice }));
        notices[parsed.position]!.message = value;
        break;
    }
  }
  for (const [list, items] of lists) out[list] = items;
  if (prices) out.prices = prices;
  if (notices) out.notices = notices;
  return out;
}

/** Translations of cards that are no longer there taken away (a card removed leaves nothing for the next card added). */
export function withoutStaleTranslations(content: WebsiteContent): WebsiteContent {
  const translations = content.translations ?? {};
  let changed = false;
  const out: Translations = {};
  for (const lang of Object.keys(translations) as SiteLanguage[]) {
    const own = translations[lang] ?? {};
    const kept = Object.fromEntries(Object.entries(own).filter(([path]) => isTranslatablePath(path, content)));
    if (Object.keys(kept).length !== Object.keys(own).length) changed = true;
    out[lang] = kept;
  }
  return changed ? { ...content, translations: out } : content;
}

/** How many of the website's translatable texts that have main text are translated in `language`: [done, of]. */
export function translationProgress(content: WebsiteContent, language: SiteLanguage): [number, number] {
  const paths = translatablePathsOf(content).filter((path) => mainTextAt(content, path).trim() !== '');
  return [paths.filter((path) => translationAt(content, language, path) !== undefined).length, paths.length];
}

/** Every translatable path of this website, in registry order. */
export function translatablePathsOf(content: WebsiteContent): string[] {
  const paths: string[] = [...TRANSLATABLE_FIELDS];
  for (const [list, keys] of Object.entries(TRANSLATABLE_ITEM_FIELDS) as [TranslatableList, readonly ('title' | 'description')[]][]) {
    content[list].forEach((_, i) => keys.forEach((key) => paths.push(`${list}.${i}.${key}`)));
  }
  (content.prices ?? []).forEach((group, g) => {
    paths.push(`prices.${g}.name`);
    group.items.forEach((_, i) => paths.push(`prices.${g}.items.${i}.name`, `prices.${g}.items.${i}.description`));
  });
  (content.notices ?? []).forEach((_, n) => paths.push(`notices.${n}.message`));
  return paths;
}

export function languageName(language: string): string {
  return isSiteLanguage(language) ? SITE_LANGUAGE_LABELS[language].label : language;
}

/**
 * The translations after the entry at `position` of `list` was taken out of the middle: a card (a kit's
 * check answered "take it off", `list` 'serviceItems'), a price group ('prices'), a group's item
 * ('prices.2.items') or a notice ('notices'). That entry's texts go; the entries after it keep theirs at
 * their new positions.
 */
export function translationsWithoutCard(translations: Translations, list: string, position: number): Translations {
  const out: Translations = {};
  const prefix = `${list}.`;
  for (const [lang, own] of Object.entries(translations) as [SiteLanguage, Record<string, string>][]) {
    const next: Record<string, string> = {};
    for (const [path, value] of Object.entries(own)) {
      const match = path.startsWith(prefix) ? /^(\d+)(\..+)$/.exec(path.slice(prefix.length)) : null;
      const at = match ? Number(match[1]) : -1;
      if (!match || at < position) next[path] = value;
      else if (at > position) next[`${prefix}${at - 1}${match[2]}`] = value;
    }
    out[lang] = next;
  }
  return out;
}
