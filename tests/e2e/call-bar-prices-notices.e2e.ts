import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { axeViolations } from './support/axe';
import { signUpAndConfirm } from './support/browser';
import { publishFromSettings } from './support/journeys';

// Headless Chromium says so in its user agent, and crawler lists (rightly) do not count it as a visitor.
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SHOTS = '/tmp/ww-shots/phone';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** 'YYYY-MM-DD' in London, `days` from today: the site is in GB, so its notices count London's days. */
function londonDay(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const callBarLabels = (page: Page) => page.locator('.ww-callbar a').allTextContents();

describe('call bar, price list and notices (issue 26 part A)', () => {
  it('shows the phone call bar with the owner’s actions, counts its taps, renders prices and shows notices only between their days', async ({ page, newContext }) => {
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, {
      companyName: 'Kirkstall Plumbing',
      country: 'GB',
      phone: '0113 496 0555',
      addressFreeForm: '',
      enablePrices: true,
      pricesTitle: 'Our prices',
      prices: [
        {
          name: 'Repairs',
          items: [
            { name: 'Dripping tap', description: 'Washer or cartridge, parts included', price: 40, from: true },
            { name: 'Boiler service', description: '', price: 40, priceTo: 60 },
          ],
        },
        { name: 'Call-outs', items: [{ name: 'Weekend call-out', description: '', price: 12.5 }] },
      ],
      notices: [
        { message: 'Closed for the holidays, back soon', link: 'https://example.com/holidays', start: londonDay(-1), end: londonDay(1), closed: true },
        { message: 'Last year’s notice', link: '', start: '2020-12-24', end: '2020-12-26', closed: false },
        { message: 'Next year’s notice', link: '', start: londonDay(300), end: '', closed: false },
      ],
    });
    // Refused with a sentence, nothing changed.
    const bad = await apiCall<{ errorMessage: string }>(page, 'PUT', 'website/', {
      input: { ...(await websiteContent(page)), prices: [{ name: 'R', items: [{ name: 'x', description: '', price: 60, priceTo: 40 }] }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('Prices, group 1, item 1: the highest price must be more than the price.');
    await publishFromSettings(page);
    const siteUrl = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;

    // First combination: a phone number only (no WhatsApp, no address): the bar has Call alone.
    const phone = await (await newContext({ width: 400, height: 800, userAgent: PHONE_UA })).newPage();
    await phone.goto(siteUrl, { waitUntil: 'networkidle' });
    expect(await callBarLabels(phone)).toEqual(['Call']);
    // A phone's first view, with the call bar, a notice and the price list on: well under 300 KB.
    const firstView = await phone.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0),
    );
    expect(firstView).toBeGreaterThan(0);
    expect(firstView).toBeLessThan(300 * 1024);
    console.log(`phone first view: ${(firstView / 1024).toFixed(1)} KB`);
    expect(await phone.locator('.ww-callbar a').getAttribute('href')).toBe('tel:+441134960555');

    // The price list, in pounds as the UK writes them.
    const prices = phone.locator('#prices');
    await prices.getByRole('heading', { name: 'Our prices' }).waitFor();
    expect(await prices.locator('.ww-price__amount').allTextContents()).toEqual(['from £40', '£40–£60', '£12.50']);

    // Notices: the one whose days include today shows; last year's and next year's do not, though the
    // stored page holds all three (the site host decides at each request, not the publish).
    const notices = phone.locator('.ww-notice');
    expect(await notices.allTextContents()).toEqual(['Closed for the holidays, back soon More']);
    const versions = await apiCall<{ versions: { version: number }[] }>(page, 'GET', 'website/versions');
    const stored = await apiCall<{ html: string }>(page, 'GET', `website/versions/${versions.body.versions[0]?.version}/page`);
    expect(stored.body.html).toContain('Last year’s notice');
    expect(stored.body.html).toContain('Next year’s notice');
    const served = await fetch(siteUrl, { headers: { 'accept-encoding': 'br' } });
    expect(served.headers.get('etag')).toMatch(/^"[0-9a-f]+-n1\.2-br"$/);
    const html = await served.text();
    expect(html).not.toContain('Last year’s notice');
    expect(html).not.toContain('Next year’s notice');
    // The same copy is current on the next request (304 by its ETag); JSON-LD has the prices and the closed days.
    expect((await fetch(siteUrl, { headers: { 'accept-encoding': 'br', 'if-none-match': served.headers.get('etag') ?? '' } })).status).toBe(304);
    const jsonLd = JSON.parse((/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html) ?? [])[1] ?? '{}') as Record<string, unknown>;
    expect(jsonLd.priceRange).toBe('£12.50–£60');
    expect(jsonLd.openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: londonDay(-1), validThrough: londonDay(1) }]);

    // Second combination, set in the Company page: WhatsApp and an address add their buttons.
    await page.goto('/company');
    await page.getByLabel('WhatsApp number').fill('07700 900123');
    await page.getByLabel('Address').fill('12 Orchard Road\nLeeds\nLS5 3AA');
    await page.getByRole('heading', { name: 'Prices' }).waitFor();
    await page.getByRole('heading', { name: 'Notices' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'company-1280');
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor({ state: 'detached' });
    await publishFromSettings(page);

    await phone.goto(siteUrl);
    expect(await callBarLabels(phone)).toEqual(['Call', 'WhatsApp', 'Directions']);
    expect(await phone.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/447700900123');
    expect(await phone.getByRole('link', { name: 'Directions' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=12%20Orchard%20Road%20Leeds%20LS5%203AA$/);
    expect(await axeViolations(phone)).toEqual([]);
    await shot(phone, 'site-400');

    // The bar never covers the contact form's button (focused from the top of the page) or the footer's last line.
    const bar = await phone.locator('.ww-callbar').boundingBox();
    await phone.emulateMedia({ reducedMotion: 'reduce' });
    await phone.evaluate(() => window.scrollTo(0, 0));
    await phone.getByRole('button', { name: 'Send message' }).focus();
    const send = await phone.getByRole('button', { name: 'Send message' }).boundingBox();
    expect(bar && send && send.y + send.height <= bar.y && send.y >= 0).toBe(true);
    // Scrolled to the bottom edge (as a link or the keyboard's nearest scroll does), it stops above the bar (scroll-padding).
    await phone.getByRole('button', { name: 'Send message' }).evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const atEdge = await phone.getByRole('button', { name: 'Send message' }).boundingBox();
    expect(bar && atEdge && atEdge.y + atEdge.height <= bar.y).toBe(true);
    await phone.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = await phone.locator('.ww-footer__bottom > :last-child').boundingBox();
    expect(bar && lastLine && lastLine.y + lastLine.height <= bar.y).toBe(true);

    // Taps by keyboard (the bar is in the tab order); the map and chat services are not visited.
    await phone.route(/^https:\/\/(wa\.me|www\.google\.com)\//, (route) => route.abort());
    await phone.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    for (const name of ['Call', 'WhatsApp', 'Directions']) {
      await phone.getByRole('link', { name, exact: true }).focus();
      await phone.keyboard.press('Enter');
    }

    // Wide: no bar.
    const wide = await (await newContext({ width: 1280, height: 800, userAgent: PHONE_UA })).newPage();
    await wide.goto(siteUrl);
    expect(await wide.locator('.ww-callbar').isVisible()).toBe(false);
    expect(await wide.locator('.ww-notice').count()).toBe(1);
    expect(await axeViolations(wide)).toEqual([]);
    await shot(wide, 'site-1280');

    // The dashboard's Clicks count each tap, like calls and e-mails.
    await page.goto('/');
    const row = (label: string) => page.locator('li', { hasText: label }).last();
    await page.waitForFunction(
      () => {
        const rows = [...document.querySelectorAll('li')].map((li) => li.textContent ?? '');
        return ['Phone calls1', 'WhatsApp1', 'Directions1'].every((want) => rows.includes(want));
      },
      undefined,
      { timeout: 20_000 },
    );
    expect(await row('WhatsApp').textContent()).toBe('WhatsApp1');
    await shot(page, 'dashboard-1280');

    // Third combination: the quote form gives Quote; fourth: bookings on (with a service) give Book instead.
    const tap = async (name: string) => {
      await phone.goto(siteUrl);
      await phone.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
      await phone.getByRole('link', { name, exact: true }).focus();
      await phone.keyboard.press('Enter');
    };
    await saveWebsiteFields(page, { contactFormKind: 'quote' });
    await publishFromSettings(page);
    await phone.goto(siteUrl);
    expect(await callBarLabels(phone)).toEqual(['Call', 'WhatsApp', 'Directions', 'Quote']);
    expect(await phone.getByRole('link', { name: 'Quote', exact: true }).getAttribute('href')).toBe('#contact');
    await tap('Quote');
    const bookings = {
      enabled: true,
      autoConfirm: false,
      timeZone: 'Europe/London',
      services: [{ id: 'tap', name: 'Tap repair', durationMinutes: 60, price: '', bufferMinutes: 0 }],
      hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '18:00' })),
      breaks: [],
      daysOff: [],
      maxDaysAhead: 30,
      minNoticeMinutes: 60,
    };
    expect((await apiCall(page, 'PUT', 'bookings/settings', { input: bookings })).status).toBe(200);
    await saveWebsiteFields(page, { enableBooking: true });
    await publishFromSettings(page);
    await phone.goto(siteUrl);
    expect(await callBarLabels(phone)).toEqual(['Call', 'WhatsApp', 'Directions', 'Book']);
    expect(await phone.getByRole('link', { name: 'Book', exact: true }).getAttribute('href')).toBe('#booking');
    expect(await axeViolations(phone)).toEqual([]);
    await tap('Book');
    // Once the site host has written the taps (a second), the dashboard lists them.
    await expect.poll(async () => (await apiCall<{ clicks: Record<string, number> }>(page, 'GET', 'analytics?days=30')).body.clicks).toMatchObject({ quote: 1, book: 1 });
    await page.goto('/');
    await page.waitForFunction(
      () => {
        const rows = [...document.querySelectorAll('li')].map((li) => li.textContent ?? '');
        return ['Quote button1', 'Book button1'].every((want) => rows.includes(want));
      },
      undefined,
      { timeout: 20_000 },
    );

    // The Company page's new cards on a phone.
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/company');
    await page.getByRole('heading', { name: 'Notices' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'company-400');
    await page.locator('section[aria-labelledby="company-prices-heading"]').screenshot({ path: `${SHOTS}/company-prices-400.png` });
    await page.locator('section[aria-labelledby="company-notices-heading"]').screenshot({ path: `${SHOTS}/company-notices-400.png` });
  });
});

async function websiteContent(page: Page): Promise<Record<string, unknown>> {
  const { accountId: _a, websiteVersion: _v, ...content } = (await apiCall<Record<string, unknown>>(page, 'GET', 'website?version=1')).body;
  return content;
}
