import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { type SiteLanguage, siteLanguageOf } from '../../shared/site-languages';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import nl from './nl.json';
import pl from './pl.json';
import pt from './pt.json';

/*
 * Every word the product writes on a published page, per site language (issue 28, decision 0062): ICU
 * messages (plurals by each language's CLDR rules) formatted by intl-messageformat. en.json is the source;
 * every other catalogue has exactly its keys (src/site/i18n/catalogues.test.ts). Only the server and the
 * editor hold the catalogues: a published page carries its own words in its markup, and the few site.js
 * needs as data attributes.
 */

export type SiteMessageKey = keyof typeof en;
export type SiteCatalogue = Record<SiteMessageKey, string>;

export const SITE_CATALOGUES: Record<SiteLanguage, SiteCatalogue> = { en, es, fr, de, it, pt, nl, pl };

export interface SiteWords {
  language: SiteLanguage;
  /** The message in the site's language, its {placeholders} filled in. */
  t(key: SiteMessageKey, values?: Record<string, PrimitiveType>): string;
  /**
   * The message split around its placeholders, each filled with the node given (links inside a sentence:
   * "Created using <a>Website Works</a>"), in the order the language puts them.
   */
  parts<T>(key: SiteMessageKey, nodes: Record<string, T>, values?: Record<string, PrimitiveType>): (string | T)[];
  /** Weekday names, Monday first, as the language writes them at the start of a row ('Lundi'). */
  weekdays(): string[];
}

export function isSiteMessageKey(key: string): key is SiteMessageKey {
  return Object.hasOwn(en, key);
}

const texts = new Map<SiteLanguage, SiteWords>();

function capitalised(word: string, language: string): string {
  return word.charAt(0).toLocaleUpperCase(language) + word.slice(1);
}

function makeText(language: SiteLanguage): SiteWords {
  const catalogue = SITE_CATALOGUES[language];
  const formats = new Map<SiteMessageKey, IntlMessageFormat>();
  const format = (key: SiteMessageKey): IntlMessageFormat => {
    let message = formats.get(key);
    if (!message) {
      message = new IntlMessageFormat(catalogue[key] ?? en[key], language);
      formats.set(key, message);
    }
    return message;
  };
  const t = (key: SiteMessageKey, values?: Record<string, PrimitiveType>): string => String(format(key).format(values));
  let days: string[] | undefined;
  return {
    language,
    t,
    parts<T>(key: SiteMessageKey, nodes: Record<string, T>, values: Record<string, PrimitiveType> = {}) {
      const names = Object.keys(nodes);
      const marked = Object.fromEntries(names.map((name, i) => [name, `\u0000${i}\u0000`]));
      return t(key, { ...values, ...marked })
        .split('\u0000')
        .map((piece, i) => (i % 2 === 1 ? nodes[names[Number(piece)]!]! : piece))
        .filter((piece) => piece !== '');
    },
    weekdays() {
      // 2024-01-01 was a Monday.
      days ??= Array.from({ length: 7 }, (_, i) =>
        capitalised(new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))), language),
      );
      return days;
    },
  };
}

/** The words of a site in `language` (anything unknown reads as English). */
export function siteText(language: unknown): SiteWords {
  const lang = siteLanguageOf(language);
  let text = texts.get(lang);
  if (!text) {
    text = makeText(lang);
    texts.set(lang, text);
  }
  return text;
}

/** The words of a website document's language. */
export function textOf(website: { siteLanguage?: string }): SiteWords {
  return siteText(website.siteLanguage);
}
