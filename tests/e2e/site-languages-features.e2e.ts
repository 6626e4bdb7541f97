import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { axeViolations } from './support/axe';
import { signUpAndConfirm } from './support/browser';
import { formatMoney } from '../../src/shared/prices';
import { SITE_CATALOGUES, siteText } from '../../src/site/i18n';

/*
 * Issue 28 over the features of issues 25 and 26 (decision 0062): a French site with the booking section,
 * the quote form, a price list, a phone, WhatsApp and an address shows no English word of the product's
 * on its page (the call bar at 400 px included), its booking page nor its review page; a booking asked
 * without JavaScript, a quote request sent with it and a review thank in French.
 */

const VISITOR_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SHOTS = '/tmp/ww-shots/i18n-new';

const en = SITE_CATALOGUES.en;
const fr = SITE_CATALOGUES.fr;
const text = siteText('fr');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English words of these features (and the product's other words) that French words differently, as whole labels or sentence pieces. */
function englishLeftovers(html: string): string[] {
  const found: string[] = [];
  for (const [key, english] of Object.entries(en) as [keyof typeof en, string][]) {
    if (fr[key] === english || english.includes('plural')) continue;
    const pieces = english.includes('{') ? english.split(/\{[^}]*\}/).map((p) => p.trim()).filter((p) => p.length >= 5 && !fr[key].includes(p)) : [];
    const patterns = english.includes('{') ? pieces.map((p) => new RegExp(escape(p))) : [new RegExp(`(>|")\\s*${escape(english)}\\s*(<|")`)];
    for (const pattern of patterns) if (pattern.test(html)) found.push(`${key}: ${pattern}`);
  }
  // Words no catalogue key holds alone: English day and month names, and "from" before a price.
  for (const word of html.match(/\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|June|July|August|September|October|November|December)\b|>from /g) ?? []) found.push(word);
  return found;
}

async function publish(page: Page): Promise<void> {
  const preview = await apiCall<{ hash: string }>(page, 'GET', 'website/preview');
  const published = await apiCall(page, 'POST', 'website/publish/', { input: { hash: preview.body.hash } });
  if (published.status !== 200) throw new Error(`publishing failed: ${JSON.stringify(published.body)}`);
}

const html = (page: Page) => page.content();

describe('site languages: bookings, quotes, call bar and prices', () => {
  it('a French site with every feature on: no English product word, a booking without JavaScript and a quote with it thank in French', async ({ page, newContext }) => {
    mkdirSync(SHOTS, { recursive: true });
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, {
      companyName: 'Salon Moreau',
      headerTitle: 'Salon Moreau',
      country: 'FR',
      siteLanguage: 'fr',
      phone: '+33 1 42 68 53 00',
      whatsappNumber: '+33 6 12 34 56 78',
      addressFreeForm: '12 rue Oberkampf, 75011 Paris',
      serviceItemsTitle: '',
      serviceItems: [{ index: 0, title: 'Ø 40 mm', description: '12 × 30' }],
      enableBooking: true,
      bookingTitle: '',
      enablePrices: true,
      pricesTitle: '',
      prices: [{ name: '', items: [{ name: 'Ø 20', description: '', price: 40, from: true }, { name: 'Ø 30', description: '', price: 40, priceTo: 60 }] }],
      enableContactForm: true,
      contactFormKind: 'quote',
      contactTitle: '',
      contactText: '',
    });
    const settings = await apiCall(page, 'PUT', 'bookings/settings', {
      input: {
        enabled: true,
        timeZone: 'Europe/Paris',
        services: [{ id: 'coupe', name: 'Coupe', durationMinutes: 30, price: '' }],
        hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '23:30' })),
        minNoticeMinutes: 0,
      },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    await publish(page);
    const siteUrl = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;

    // The page on a phone: the call bar's words, the prices in euros as French writes them, the default headings.
    const phone = await (await newContext({ width: 400, height: 860, userAgent: PHONE_UA })).newPage();
    await phone.goto(siteUrl);
    expect(await phone.locator('.ww-callbar a').allTextContents()).toEqual([text.t('call'), 'WhatsApp', text.t('callbar.directions'), text.t('callbar.book')]);
    expect(await phone.locator('.ww-callbar').getAttribute('aria-label')).toBe(text.t('callbar.label'));
    const money = { locale: 'fr-FR', currency: 'EUR' };
    expect(await phone.locator('.ww-price__amount').allTextContents()).toEqual([text.t('prices.from', { price: formatMoney(40, money) }), `${formatMoney(40, money)}–${formatMoney(60, money)}`]);
    await phone.getByRole('heading', { name: text.t('section.prices') }).waitFor();
    await phone.getByRole('heading', { name: text.t('booking.heading') }).waitFor();
    await phone.getByRole('heading', { name: text.t('quote.heading') }).waitFor();
    await phone.getByRole('option', { name: text.t('quote.other') }).waitFor({ state: 'attached' });
    expect(englishLeftovers(await html(phone)), 'page').toEqual([]);
    expect(await axeViolations(phone), 'page at 400').toEqual([]);
    await phone.screenshot({ path: `${SHOTS}/fr-callbar-400.png` });
    await phone.close();

    // The booking page without JavaScript: every step in French, the days as French writes them.
    const plain = await (await newContext({ javaScriptEnabled: false, userAgent: VISITOR_UA })).newPage();
    await plain.goto(siteUrl);
    await plain.getByRole('link', { name: text.t('booking.choose') }).click();
    await plain.getByRole('heading', { name: text.t('booking.heading') }).waitFor();
    await plain.getByRole('radio', { name: /Coupe/ }).check();
    await plain.getByRole('button', { name: text.t('booking.showDays') }).click();
    const day = plain.getByLabel(text.t('booking.day'));
    const first = (await day.locator('option:not([disabled])').first().getAttribute('value')) as string;
    await day.selectOption(first);
    await plain.getByRole('button', { name: text.t('booking.showTimes') }).click();
    await plain.locator('input[name="start"]').first().check();
    // axe runs as a script: the same server-rendered step, opened where scripts run, at 400 px.
    const checker = await (await newContext({ width: 400, height: 860, userAgent: VISITOR_UA })).newPage();
    await checker.goto(plain.url());
    expect(await axeViolations(checker), 'booking page at 400').toEqual([]);
    await plain.getByLabel(text.t('form.name'), { exact: true }).fill('Zoé Nowak');
    await plain.getByLabel(text.t('form.contact'), { exact: true }).fill('zoe@nowak.example');
    const bookingHtml = await html(plain);
    expect(bookingHtml).toContain('<html lang="fr"');
    expect(englishLeftovers(bookingHtml), 'booking page').toEqual([]);
    await plain.setViewportSize({ width: 400, height: 860 });
    await plain.screenshot({ path: `${SHOTS}/fr-booking-400.png`, fullPage: true });
    await plain.getByRole('button', { name: text.t('booking.submit') }).click();
    await plain.getByText(text.t('booking.requested')).waitFor();
    await plain.getByRole('heading', { name: text.t('booking.sentTitle') }).waitFor();
    expect(englishLeftovers(await html(plain)), 'booking sent').toEqual([]);
    await plain.close();

    // The quote form with JavaScript: a refusal and the thanks from the site host, in place, in French.
    const visitor = await (await newContext({ userAgent: VISITOR_UA })).newPage();
    await visitor.goto(siteUrl);
    const loaded = Date.now();
    await visitor.getByLabel(text.t('quote.job')).selectOption('Ø 40 mm');
    await visitor.getByLabel(text.t('quote.place')).fill('75011');
    await visitor.getByLabel(text.t('quote.description')).fill('—');
    await visitor.getByLabel(text.t('form.name'), { exact: true }).fill('Zoé Nowak');
    await visitor.getByLabel(text.t('form.contact'), { exact: true }).fill('?');
    await visitor.waitForTimeout(Math.max(0, 3300 - (Date.now() - loaded)));
    await visitor.getByRole('button', { name: text.t('quote.submit') }).click();
    await visitor.getByText(text.t('contact.contactInvalid')).waitFor();
    await visitor.getByLabel(text.t('form.contact'), { exact: true }).fill('zoe@nowak.example');
    await visitor.getByRole('button', { name: text.t('quote.submit') }).click();
    await visitor.getByText(text.t('quote.thanks')).waitFor();
    await visitor.close();

    // The review page the owner's short link opens: in French, a refusal in French, the thanks in French.
    const ask = await apiCall<{ url: string }>(page, 'POST', 'reviews/requests', { input: {} });
    expect(ask.status, JSON.stringify(ask.body)).toBe(200);
    const refused = await fetch(ask.body.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': VISITOR_UA },
      body: new URLSearchParams({ name: 'Zoé Nowak', stars: '', text: '—', website: '' }).toString(),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(text.t('review.starsMissing'));
    const reviewer = await (await newContext({ javaScriptEnabled: false, userAgent: VISITOR_UA })).newPage();
    await checker.goto(ask.body.url);
    expect(await axeViolations(checker), 'review page at 400').toEqual([]);
    await checker.screenshot({ path: `${SHOTS}/fr-review-400.png`, fullPage: true });
    await checker.close();
    await reviewer.goto(ask.body.url);
    await reviewer.getByRole('heading', { name: text.t('review.title', { business: 'Salon Moreau' }) }).waitFor();
    const reviewHtml = await html(reviewer);
    expect(reviewHtml).toContain('<html lang="fr"');
    expect(englishLeftovers(reviewHtml), 'review page').toEqual([]);
    expect(reviewHtml).not.toMatch(/\d stars?</);
    await reviewer.getByRole('radio', { name: text.t('review.star', { n: 1 }) }).check();
    await reviewer.getByRole('textbox', { name: text.t('review.textLabel'), exact: true }).fill('—');
    await reviewer.getByRole('textbox', { name: text.t('review.nameLabel'), exact: true }).fill('Zoé Nowak');
    await reviewer.getByRole('button', { name: text.t('review.submit') }).click();
    await reviewer.getByRole('heading', { name: text.t('review.thanksTitle') }).waitFor();
    await reviewer.close();
  });
});
