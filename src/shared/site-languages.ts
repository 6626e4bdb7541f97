/*
 * The languages a published site can be written in (issue 28, decision 0062): BCP 47 primary tags. Every
 * word the product puts on a published page comes from the site language's catalogue (src/site/i18n/).
 * Plain data: the app, the template and the server share it.
 */

export const SITE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** What the owner picks from: each language in its own words (endonym), so a French owner finds "Français". */
export const SITE_LANGUAGE_LABELS: Record<SiteLanguage, { label: string }> = {
  en: { label: 'English' },
  es: { label: 'Español' },
  fr: { label: 'Français' },
  de: { label: 'Deutsch' },
  it: { label: 'Italiano' },
  pt: { label: 'Português' },
  nl: { label: 'Nederlands' },
  pl: { label: 'Polski' },
};

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** A stored or sent value as a shipped language: anything unknown (a document from before languages) reads as English. */
export function siteLanguageOf(value: unknown): SiteLanguage {
  return isSiteLanguage(value) ? value : 'en';
}

/**
 * The first shipped language among a browser's preferences (navigator.languages: 'fr-CA', 'de'), else
 * English: what /start offers before the owner changes it.
 */
export function preferredSiteLanguage(languages: readonly string[]): SiteLanguage {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isSiteLanguage(primary)) return primary;
  }
  return 'en';
}
