import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH_COUNTRIES } from '../../../shared/locale';
import { TRADE_PICTURES, tradePictureName } from '../../../shared/trade-pictures';
import { QUOTE_TRADES } from '../../../shared/quote-form';
import { TRADES } from '../../../shared/trades';
import { localise } from './kit-text';
import { starterWebsite } from './starter-website';
import { TRADE_CATALOGUE } from './trade-catalogue';

/** What a kit must never state on the owner's behalf (decision 0039) unless the card asks the owner first. */
const INVENTED = [
  /\b\d{1,2}(:\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b/i, // opening hours
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i,
  /guarantee|warranty|insured|insurance|licen[cs]ed|registered|certified|accredited|qualified|vetted/i,
  /parking|step-free|wheelchair|accessible/i,
  /gluten-free|nut-free|dairy-free|vegan|allergen-free/i,
  /\b\d+\+? years?\b|years in business|years of experience|\bsince (19|20)\d\d|established/i,
  /\bfree (quote|estimate|consultation|first)|no charge|at no cost/i,
  /same day|within (a|one|two) (day|hour)|24\/7|\bhour(s)? a day/i,
];

describe('trade kits', () => {
  it('state no fact the owner did not give, in any country’s wording, except on cards that ask first', () => {
    for (const { id } of TRADES) {
      const kit = TRADE_CATALOGUE[id];
      for (const country of [...ENGLISH_COUNTRIES, 'FR', '']) {
        const free = [kit.tagline, kit.intro, kit.aboutTitle, kit.about, kit.servicesTitle, kit.infoTitle, kit.cta, kit.contactText, ...[...kit.services, ...kit.info].filter((c) => !c.confirm).flatMap((c) => [c.title, c.description])];
        for (const text of free) {
          const said = localise(text, country);
          for (const pattern of INVENTED) expect(said, `${id} (${country || 'no country'}): ${said}`).not.toMatch(pattern);
        }
      }
    }
  });

  it('picture every service with one of its own trade’s pictures, never the same one twice, and every picture exists', () => {
    for (const { id } of TRADES) {
      const names: readonly string[] = TRADE_PICTURES[id];
      const used = TRADE_CATALOGUE[id].services.map((s) => s.picture);
      expect(used.every((p) => p !== undefined && names.includes(p)), id).toBe(true);
      expect(new Set(used).size, id).toBe(used.length);
      expect(used, id).not.toContain('hero');
      for (const name of names) expect(existsSync(new URL(`../../../site/stock/${tradePictureName(id, name)}`, import.meta.url)), `${id} ${name}`).toBe(true);
    }
  });

  it('differ in layout, not only in colour', () => {
    const looks = new Set(TRADES.map(({ id }) => `${TRADE_CATALOGUE[id].heroLayout}/${TRADE_CATALOGUE[id].servicesStyle}`));
    expect(looks.size).toBeGreaterThanOrEqual(6);
    const look = (id: keyof typeof TRADE_CATALOGUE) => [TRADE_CATALOGUE[id].heroLayout, TRADE_CATALOGUE[id].servicesStyle, TRADE_CATALOGUE[id].theme].join();
    expect(new Set([look('plumber'), look('hair-salon'), look('bakery')]).size).toBe(3);
    // A barber is not the hair salon in other colours.
    expect(look('barber')).not.toBe(look('hair-salon'));
  });

  it('fill in the owner’s words and leave nothing to fill in', () => {
    for (const { id } of TRADES) {
      for (const country of ENGLISH_COUNTRIES) {
        const site = starterWebsite({ trade: id, companyName: 'Acme & Sons', town: 'Hove', phone: '', country });
        // Every text of the draft (not its JSON, whose empty objects end in "}}").
        const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);
        for (const text of strings(site)) expect(text, `${id} ${country}`).not.toMatch(/\{\{|\}\}|\{company\}|\{town\}/);
        expect(site.country).toBe(country);
      }
    }
  });
});

describe('kit wording by country', () => {
  it('picks the country’s word, else the default, and spells for North America', () => {
    const text = 'Your {{GB,IE:boiler|AU,NZ:hot water system|*:water heater}} and the colour of your tyres';
    expect(localise(text, 'GB')).toBe('Your boiler and the colour of your tyres');
    expect(localise(text, 'NZ')).toBe('Your hot water system and the colour of your tyres');
    expect(localise(text, 'US')).toBe('Your water heater and the color of your tires');
    expect(localise(text, 'CA')).toBe('Your water heater and the colour of your tires');
    expect(localise(text, 'FR')).toBe('Your water heater and the colour of your tyres');
    expect(localise('Colour and Sterilised', 'US')).toBe('Color and Sterilized');
  });
});

describe('the contact form a kit chooses (issue 25, decision 0059)', () => {
  it('asks trades that quote for a quote with photos, and the others for a message', () => {
    for (const id of QUOTE_TRADES) expect(TRADES.map((t) => t.id as string)).toContain(id);
    const kind = (trade: keyof typeof TRADE_CATALOGUE) => starterWebsite({ trade, companyName: 'Acme', town: 'Leeds', phone: '', country: 'GB' }).contactFormKind;
    expect(kind('plumber')).toBe('quote');
    expect(kind('roofer')).toBe('quote');
    expect(kind('hair-salon')).toBe('message');
    expect(kind('bakery')).toBe('message');
  });
});
