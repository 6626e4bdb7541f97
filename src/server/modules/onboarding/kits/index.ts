import type { KitLanguage } from '../../../../shared/kit-languages';
import type { TradeId } from '../../../../shared/trades';
import { TRADE_CATALOGUE } from '../trade-catalogue';
import { DE } from './de';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import type { KitWords, LanguageKits } from './kit-words';
import { NL } from './nl';
import { PL } from './pl';
import { PT } from './pt';

/** Every language's kits but English, which lives with the looks in trade-catalogue.ts. */
export const KIT_TRANSLATIONS: Record<Exclude<KitLanguage, 'en'>, LanguageKits> = {
  es: ES,
  fr: FR,
  de: DE,
  it: IT,
  pt: PT,
  nl: NL,
  pl: PL,
};

/** The English kit's words (the same fields as every other language's). */
export function englishWords(trade: TradeId): KitWords {
  const { tagline, intro, aboutTitle, about, servicesTitle, services, infoTitle, info, cta, contactText } = TRADE_CATALOGUE[trade];
  return { tagline, intro, aboutTitle, about, servicesTitle, services, infoTitle, info, cta, contactText };
}

/**
 * A trade's words in `language`, and the language they are actually in: English when the kit has no
 * version in that language yet (the app then tells the owner so).
 */
export function kitWords(trade: TradeId, language: KitLanguage): { words: KitWords; language: KitLanguage } {
  if (language !== 'en') {
    const words = KIT_TRANSLATIONS[language][trade];
    if (words) return { words, language };
  }
  return { words: englishWords(trade), language: 'en' };
}
