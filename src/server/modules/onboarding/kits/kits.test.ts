import { describe, expect, it } from 'vitest';
import { KIT_LANGUAGES, type KitLanguage } from '../../../../shared/kit-languages';
import { ENGLISH_COUNTRIES } from '../../../../shared/locale';
import { TRADES, type TradeId } from '../../../../shared/trades';
import { localise } from '../kit-text';
import { starterKit } from '../starter-website';
import { englishWords, KIT_TRANSLATIONS, kitWords } from './index';
import type { KitCard, KitWords } from './kit-words';

type Other = Exclude<KitLanguage, 'en'>;
const OTHERS = KIT_LANGUAGES.filter((l): l is Other => l !== 'en');

/** The countries whose conventions each language's kits may pick (`{{DE,AT:…}}`), the first its own. */
const COUNTRIES: Record<Other, string[]> = {
  es: ['ES', 'MX', 'AR', ''],
  fr: ['FR', 'BE', 'CH', 'CA', ''],
  de: ['DE', 'AT', 'CH', ''],
  it: ['IT', 'CH', ''],
  pt: ['PT', 'BR', ''],
  nl: ['NL', 'BE', ''],
  pl: ['PL', ''],
};

const SINGLE_FIELDS = ['tagline', 'intro', 'aboutTitle', 'about', 'servicesTitle', 'infoTitle', 'cta', 'contactText'] as const;
const TITLE_FIELDS = ['tagline', 'aboutTitle', 'servicesTitle', 'infoTitle', 'cta'] as const;

/** Every text of a kit, with where it is. */
function texts(words: KitWords): { where: string; text: string; title: boolean; confirmed: boolean }[] {
  const card = (list: 'services' | 'info') => (c: KitCard, i: number) => [
    { where: `${list}[${i}].title`, text: c.title, title: true, confirmed: c.confirm !== undefined },
    { where: `${list}[${i}].description`, text: c.description, title: false, confirmed: c.confirm !== undefined },
    ...(c.confirm ? [{ where: `${list}[${i}].confirm`, text: c.confirm, title: false, confirmed: true }] : []),
  ];
  return [
    ...SINGLE_FIELDS.map((f) => ({ where: f, text: words[f], title: (TITLE_FIELDS as readonly string[]).includes(f), confirmed: false })),
    ...words.services.flatMap(card('services')),
    ...words.info.flatMap(card('info')),
  ];
}

/** A text as every one of `countries` reads it. */
const readings = (text: string, countries: string[], language: KitLanguage) => [...new Set(countries.map((c) => localise(text, c, language)))];

/** Sentences (and long phrases) of the English kits, in every English country's wording. */
const ENGLISH_SENTENCES = new Set(
  TRADES.flatMap(({ id }) => texts(englishWords(id)))
    .flatMap(({ text }) => readings(text, [...ENGLISH_COUNTRIES, ''], 'en'))
    .flatMap((text) => text.split(/(?<=[.?!:])\s+|\n+/))
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 4),
);
/** English words that no shipped language writes on its own. */
const ENGLISH_WORDS = /\b(the|and|your|you|with|our|this|that|are|please|call|we will|about)\b/i;
/** Trade words other languages use as they are. */
const LOANWORDS = /\b(Nail art|Skin fade|Street ?food|Food ?truck|Personal training|Personal trainer|Online-Coaching|Coaching online|Getting Ready|Balayage|Social-Media|Barber shop|Barbershop|Wallbox(en)?|Highlights|Espresso|Toast|Pancakes|Lunch|Check-ins?|Shootings?|Buffer)\b/gi;

/** What a kit must never state on the owner's behalf (decision 0039), per language, unless the card asks first. */
const INVENTED: Record<Other, RegExp[]> = {
  es: [/garant[ií]/i, /seguro de|asegurad/i, /autorizad|habilitad|titulad|certificad|colegiad/i, /aparcamiento|accesible/i, /sin gluten/i, /\b\d+ años|desde (19|20)\d\d/i, /gratis|gratuit|sin coste/i, /24 horas|en el mismo día|en menos de/i],
  fr: [/garanti/i, /assuré|assurance|décennale/i, /agréé|qualifié|certifié|diplômé|habilité|Qualifelec|Consuel/i, /parking|stationnement|accessible|PMR/i, /sans gluten/i, /\b\d+ ans|depuis (19|20)\d\d/i, /gratuit|offert/i, /24 ?h|dans la journée|en moins d/i],
  de: [/garantie|gewährleistung/i, /versichert|haftpflicht/i, /eingetragen|zugelassen|zertifiziert|meisterbetrieb|ausgebildet|konzessioniert|befugt/i, /parkpl|barrierefrei/i, /glutenfrei/i, /\b\d+ jahre|seit (19|20)\d\d/i, /kostenlos|gratis|unverbindlich/i, /24 stunden|noch am selben tag|innerhalb von/i],
  it: [/garanzi|garantit/i, /assicura/i, /abilitat|certificat|qualificat|diplomat/i, /parcheggio|accessibil/i, /senza glutine/i, /\b\d+ anni|dal (19|20)\d\d/i, /gratuit|gratis|senza impegno/i, /24 ore|in giornata|\bentro \d/i],
  pt: [/garantia/i, /seguro de/i, /credenciad|licenciad|certificad[oa]s? pel/i, /estacionamento|acess[ií]vel/i, /sem glúten/i, /\b\d+ anos|desde (19|20)\d\d/i, /gr[aá]tis|gratuit/i, /24 horas|no próprio dia/i],
  nl: [/garantie/i, /verzekerd|aansprakelijkheid/i, /erkend|gecertificeerd|gediplomeerd|\bVOG\b/i, /parkeerplaats|parkeergelegenheid|rolstoel/i, /glutenvrij/i, /\b\d+ jaar|sinds (19|20)\d\d/i, /gratis|kosteloos|vrijblijvend/i, /24 uur|dezelfde dag|binnen een/i],
  pl: [/gwarancj/i, /ubezpiecz/i, /uprawnieni|certyfik|dyplomowan|wykwalifikowan|niekaraln/i, /parking|wózk/i, /bezglutenow/i, /\b\d+ lat|od (19|20)\d\d/i, /bezpłatn|gratis|za darmo/i, /24 godz|tego samego dnia/i],
};

describe('trade kits in eight languages', () => {
  it('have every trade in every language, card for card with the English kit, every field filled', () => {
    for (const language of OTHERS) {
      for (const { id } of TRADES) {
        const words = KIT_TRANSLATIONS[language][id];
        expect(words, `${language} ${id}`).toBeDefined();
        if (!words) continue;
        const english = englishWords(id);
        expect(words.services.length, `${language} ${id} services`).toBe(english.services.length);
        expect(words.info.length, `${language} ${id} info`).toBe(english.info.length);
        for (const list of ['services', 'info'] as const) {
          // A card that asks the owner first asks in every language, and only those.
          expect(words[list].map((c) => c.confirm !== undefined), `${language} ${id} ${list} confirm`).toEqual(english[list].map((c) => c.confirm !== undefined));
        }
        for (const { where, text } of texts(words)) expect(text.trim(), `${language} ${id} ${where}`).not.toBe('');
        expect(kitWords(id, language).language).toBe(language);
      }
    }
  });

  it('leave no English kit sentence or English word in another language, no placeholder and no TODO', () => {
    const found: string[] = [];
    for (const language of OTHERS) {
      for (const { id } of TRADES) {
        for (const { where, text } of texts(KIT_TRANSLATIONS[language][id]!)) {
          for (const said of readings(text, COUNTRIES[language], language)) {
            const label = `${language} ${id} ${where}: ${said}`;
            for (const sentence of ENGLISH_SENTENCES) if (said.includes(sentence)) found.push(`${label}\n  has English: ${sentence}`);
            const english = said.replace(LOANWORDS, '').match(ENGLISH_WORDS);
            if (english) found.push(`${label}\n  has English word: ${english[0]}`);
            if (/TODO|FIXME|XXX|\blorem\b|\?\?\?|\[[^\]]*\]|\{\{|\}\}|\$\{/.test(said)) found.push(`${label}\n  has a placeholder`);
            // The only blanks are the owner's company and town.
            if (/[{}]/.test(said.replace(/\{company\}|\{town\}/g, ''))) found.push(`${label}\n  has a blank`);
            if (/ {2}| [,.:;?!]|^\s|\s$/.test(said)) found.push(`${label}\n  has stray spaces`);
          }
        }
      }
    }
    if (found.length) console.log(found.join("\n").replace(/\n\n/g, " / "));
    expect(found).toEqual([]);
  });

  it('fit the layouts the English kits fit: titles and buttons at most about 1.6 times as long, no overlong words', () => {
    const long: string[] = [];
    for (const language of OTHERS) {
      for (const { id } of TRADES) {
        const english = texts(englishWords(id));
        texts(KIT_TRANSLATIONS[language][id]!).forEach(({ where, text, title }, i) => {
          const en = Math.max(...readings(english[i]!.text, [...ENGLISH_COUNTRIES], 'en').map((t) => t.length));
          const own = readings(text, COUNTRIES[language], language);
          const limit = title ? Math.max(en * 1.6, en + 12) : Math.max(en * 2, en + 60);
          for (const said of own) {
            if (said.length > limit) long.push(`${language} ${id} ${where}: ${said.length} > ${Math.round(limit)} (${said})`);
            for (const word of said.split(/[\s/–-]+/)) if (word.length > (title ? 22 : 30)) long.push(`${language} ${id} ${where}: word ${word}`);
          }
        });
        // The button's own limit (ctaText, 40 characters).
        expect(KIT_TRANSLATIONS[language][id]!.cta.length, `${language} ${id} cta`).toBeLessThanOrEqual(30);
      }
    }
    expect(long).toEqual([]);
  });

  it('state no fact the owner did not give, in any country’s wording, except on cards that ask first', () => {
    const found: string[] = [];
    for (const language of OTHERS) {
      for (const { id } of TRADES) {
        for (const { where, text, confirmed } of texts(KIT_TRANSLATIONS[language][id]!)) {
          if (confirmed) continue;
          for (const said of readings(text, COUNTRIES[language], language)) {
            for (const pattern of [...INVENTED[language], /\b\d{1,2}[:.h]\d{2}\b/]) {
              const hit = said.match(pattern);
              if (hit) found.push(`${language} ${id} ${where}: “${hit[0]}” in ${said}`);
            }
          }
        }
      }
    }
    if (found.length) console.log(found.join("\n").replace(/\n\n/g, " / "));
    expect(found).toEqual([]);
  });

  it('build a first draft in the language asked for, in the country’s wording, with the English kit’s pictures', () => {
    const de = starterKit({ trade: 'auto-repair', companyName: 'Autohaus Kühn', town: 'Graz', phone: '', country: 'AT', language: 'de' });
    expect(de.textLanguage).toBe('de');
    expect(de.content.serviceItems[3]!.title).toBe('§57a-Begutachtung');
    const en = starterKit({ trade: 'auto-repair', companyName: 'Kühn', town: 'Leeds', phone: '', country: 'GB' });
    expect(de.content.serviceItems.map((c) => c.img)).toEqual(en.content.serviceItems.map((c) => c.img));
    expect(de.content.theme).toBe(en.content.theme);
    // Other languages are never respelt as American English (a French "centre" stays a centre).
    const fr = starterKit({ trade: 'tutor', companyName: 'Centre Pascal', town: 'Nantes', phone: '', country: '', language: 'fr' });
    expect(fr.content.companyName).toBe('Centre Pascal');
    expect(fr.content.companyDescription).toContain('Centre Pascal');
    for (const language of OTHERS) {
      for (const { id } of TRADES) {
        const site = starterKit({ trade: id, companyName: 'Acme', town: 'Zug', phone: '+41 41 123 45 67', country: COUNTRIES[language][0]!, language }).content;
        // Every text of the draft (not its JSON, whose empty objects end in "}}").
        const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);
        for (const text of strings(site)) expect(text, `${language} ${id}`).not.toMatch(/\{\{|\}\}|\{company\}|\{town\}/);
        expect(site.ctaText, `${language} ${id}`).toBe(localise(KIT_TRANSLATIONS[language][id]!.cta, COUNTRIES[language][0]!, language));
      }
    }
  });

  it('fall back to English, and say so, for a trade a language has no kit for', () => {
    const kits = KIT_TRANSLATIONS.pl;
    const saved = kits.barber;
    delete kits.barber;
    try {
      const built = starterKit({ trade: 'barber' as TradeId, companyName: 'Brzytwa', town: 'Kraków', phone: '', country: 'PL', language: 'pl' });
      expect(built.language).toBe('pl');
      expect(built.textLanguage).toBe('en');
      expect(built.content.serviceItemsTitle).toBe('Services');
      // Recorded in the document, so "Check before you publish" tells the owner (owner-checks.ts).
      expect(built.content.kitLanguageMissing).toBe('pl');
    } finally {
      kits.barber = saved;
    }
    const polish = starterKit({ trade: 'barber', companyName: 'Brzytwa', town: 'Kraków', phone: '', country: 'PL', language: 'pl' });
    expect(polish.textLanguage).toBe('pl');
    expect(polish.content.kitLanguageMissing).toBe('');
  });
});
