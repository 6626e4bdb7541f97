/*
 * The languages trade kits are written in (decision 0063): the site languages issue 28 ships, as BCP 47
 * primary tags. The site language field itself (`siteLanguage`) belongs to the site-language work; /start
 * sends its choice here so the first draft is written in it.
 */
export const KIT_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl'] as const;
export type KitLanguage = (typeof KIT_LANGUAGES)[number];

/** What the owner sees for each language (its own name, as a language select shows it). */
export const KIT_LANGUAGE_NAMES: Record<KitLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  pl: 'Polish',
};

export function isKitLanguage(value: unknown): value is KitLanguage {
  return typeof value === 'string' && (KIT_LANGUAGES as readonly string[]).includes(value);
}
