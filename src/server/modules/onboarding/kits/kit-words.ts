import type { TradeId } from '../../../../shared/trades';

/*
 * The words of a trade kit in one language (decision 0063): the same fields as the English kit in
 * trade-catalogue.ts, card for card in the same order (the English kit gives each service card its
 * picture, and a card that asks the owner first (`confirm`) asks in every language). The look, colours
 * and pictures are the English kit's. `{company}` and `{town}` are filled in from /start, and
 * `{{FR,BE:…|*:…}}` picks the wording of the site's country (kit-text.ts) as in English.
 */

export interface KitCard {
  title: string;
  description: string;
  /** Present exactly where the English card has it: the question only the owner can answer. */
  confirm?: string;
}

export interface KitWords {
  tagline: string;
  intro: string;
  aboutTitle: string;
  about: string;
  servicesTitle: string;
  services: KitCard[];
  infoTitle: string;
  info: KitCard[];
  cta: string;
  contactText: string;
}

/** One language's kits; a trade missing here is written in English, with a note to the owner. */
export type LanguageKits = Partial<Record<TradeId, KitWords>>;
