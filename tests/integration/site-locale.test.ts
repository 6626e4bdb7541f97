import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website } from '../../src/shared/website';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

/*
 * Local by default (issue 24, decision 0039): a business onboarded in each of the six English-speaking
 * countries gets its country, its spelling and trade words, its phone number dialled as that country
 * dials it, its times on that country's clock, and no other country's examples, on the published page.
 */

interface Case {
  country: string;
  town: string;
  phone: string;
  tel: string;
  shown: string;
  /** A word of the plumber kit that only this country's trade uses, and one it must not use. */
  word: RegExp;
  notWord: RegExp;
  /** 17:30 as the country writes it. */
  evening: RegExp;
}

const CASES: Case[] = [
  { country: 'GB', town: 'Leeds', phone: '+44 (0)1482 960 555', tel: 'tel:+441482960555', shown: '01482 960555', word: /Gas Safe/, notWord: /water heater|licensed plumb/i, evening: /17:30/ },
  { country: 'US', town: 'Columbus', phone: '(614) 555-0123', tel: 'tel:+16145550123', shown: '(614) 555-0123', word: /[Ww]ater heaters/, notWord: /boiler|Gas Safe/i, evening: /5:30\sPM/ },
  { country: 'CA', town: 'Halifax', phone: '(902) 555-0123', tel: 'tel:+19025550123', shown: '(902) 555-0123', word: /[Ww]ater heaters/, notWord: /boiler|Gas Safe/i, evening: /5:30\sp\.m\./ },
  { country: 'AU', town: 'Geelong', phone: '03 5550 1234', tel: 'tel:+61355501234', shown: '(03) 5550 1234', word: /[Hh]ot water systems/, notWord: /water heater|Gas Safe/i, evening: /5:30\spm/ },
  { country: 'NZ', town: 'Tauranga', phone: '07 555 0123', tel: 'tel:+6475550123', shown: '07 555 0123', word: /[Hh]ot water/, notWord: /water heater|Gas Safe/i, evening: /5:30\spm/ },
  { country: 'IE', town: 'Galway', phone: '091 555 0123', tel: 'tel:+353915550123', shown: '(091) 555 0123', word: /[Bb]oilers/, notWord: /water heater|Gas Safe/i, evening: /17:30/ },
];

/** The words a visitor reads (text outside tags, scripts and styles). */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe.each(databaseKinds)('local sites on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = (token: string, input: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/onboarding/start', headers: { ...bearer(token), ...jsonHeaders }, payload: { input } as object });

  async function publish(token: string): Promise<string> {
    const preview = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
    const published = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash: preview.hash } } });
    expect(published.statusCode).toBe(200);
    const page = await t.app.siteHost.inject(new URL(published.json().publishUrl).pathname);
    expect(page.statusCode).toBe(200);
    return page.body;
  }

  it.each(CASES)('$country: guessed from the town, its words, its phone, its clock, no one else’s examples', async (c) => {
    const { token } = await signUpConfirmed(t, `local-${c.country.toLowerCase()}@example.com`);
    // /start's first guess, from the town alone (the owner can change it before creating the site).
    const guess = await t.app.inject({ url: `/api/onboarding/country?town=${encodeURIComponent(c.town)}`, headers: bearer(token) });
    expect(guess.json()).toEqual({ country: c.country, source: 'town' });

    const res = await start(token, { trade: 'plumber', companyName: 'Harbour Plumbing', town: c.town, phone: c.phone, country: c.country });
    expect(res.statusCode).toBe(200);
    const site = res.json() as Website;
    expect(site).toMatchObject({ country: c.country, phone: c.shown, ctaLink: c.tel });
    const words = JSON.stringify(site);
    expect(words).toMatch(c.word);
    expect(words).not.toMatch(c.notWord);

    // The owner gives opening hours (the plumber's page has the section off: switch it on).
    const hours = Array.from({ length: 7 }, (_, day) => (day < 5 ? { opens: '08:00', closes: '17:30' } : { opens: '', closes: '' }));
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/website/',
      headers: { ...bearer(token), ...jsonHeaders },
      payload: { input: { ...site, accountId: undefined, websiteVersion: undefined, enableHours: true, openingHours: hours } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const html = await publish(token);
    expect(html).toContain(`<html lang="en-${c.country}"`);
    const tels = [...html.matchAll(/href="(tel:[^"]+)"/g)].map((m) => m[1]);
    expect(tels.length).toBeGreaterThanOrEqual(2);
    for (const tel of tels) expect(tel).toBe(c.tel);
    const text = visibleText(html);
    expect(text).toContain(c.shown);
    expect(text).toMatch(c.evening);
    expect(text).not.toMatch(/Springfield|\(555\)|CA 95000|Willow Creek/);
    // The kit's claims only the owner can confirm (a registration, emergency call-outs) are not on the page.
    for (const card of site.otherItems.filter((item) => item.confirm)) expect(text).not.toContain(card.title);
    expect(site.otherItems.some((item) => item.confirm)).toBe(true);
  });

  it('spells for the country: colour in the UK, color in the US', async () => {
    const uk = await signUpConfirmed(t, 'salon-uk@example.com');
    const us = await signUpConfirmed(t, 'salon-us@example.com');
    const a = (await start(uk.token, { trade: 'hair-salon', companyName: 'Shear Bliss', town: 'Brighton', phone: '', country: 'GB' })).json() as Website;
    const b = (await start(us.token, { trade: 'hair-salon', companyName: 'Shear Bliss', town: 'Boston', phone: '', country: 'US' })).json() as Website;
    expect(a.serviceItems.map((i) => i.title)).toContain('Colour');
    expect(b.serviceItems.map((i) => i.title)).toContain('Color');
    const words = (w: Website) => JSON.stringify([w.aboutMe, w.companyDescription, ...[...w.serviceItems, ...w.otherItems].map((i) => [i.title, i.description])]);
    expect(words(b)).not.toMatch(/colour/i);
    expect(words(a)).not.toMatch(/\bcolor/i);
    // A salon has premises: its Opening hours section is on, and hidden until hours are entered.
    expect(a.enableHours).toBe(true);
    const html = await publish(uk.token);
    expect(html).not.toContain('id="hours"');
    expect(words(a)).not.toMatch(/\d{1,2}:\d{2}|parking|step-free|guarantee|since \d{4}|years/i);
  });

  it('guesses the country from a phone number written internationally, else the browser, and refuses junk with a sentence', async () => {
    const { token } = await signUpConfirmed(t, 'guess@example.com');
    const guess = async (query: string) => (await t.app.inject({ url: `/api/onboarding/country?${query}`, headers: bearer(token) })).json();
    expect(await guess(`town=Boston&phone=${encodeURIComponent('+44 1205 555 123')}`)).toEqual({ country: 'GB', source: 'phone' });
    expect(await guess('town=Perth&timeZone=Europe%2FLondon')).toEqual({ country: 'GB', source: 'town' });
    expect(await guess('town=Perth')).toEqual({ country: 'AU', source: 'town' });
    expect(await guess('town=Nowhere%20Special&timeZone=Pacific%2FAuckland')).toEqual({ country: 'NZ', source: 'timeZone' });
    expect(await guess('languages=fr-FR,en-IE')).toEqual({ country: 'IE', source: 'language' });
    expect(await guess('town=')).toEqual({ country: '', source: 'none' });
    expect((await t.app.inject({ url: '/api/onboarding/country?town=Leeds' })).statusCode).toBe(401);
    const bad = await start(token, { trade: 'plumber', companyName: 'A', town: 'Leeds', phone: '', country: 'Atlantis' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe('Choose your country from the list.');
    // An older client that sends no country gets the guess.
    const old = (await start(token, { trade: 'plumber', companyName: 'A', town: 'Leeds', phone: '' })).json() as Website;
    expect(old.country).toBe('GB');
  });
});
