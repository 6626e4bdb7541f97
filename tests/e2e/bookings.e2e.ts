import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { axeViolations } from './support/axe';
import { baseURL, signUpAndConfirm } from './support/browser';
import { publishFromSettings } from './support/journeys';

const VISITOR_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SHOTS = '/tmp/ww-shots/bookings';

interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

async function mailTo(to: string, subject: string): Promise<Mail> {
  for (let i = 0; i < 100; i++) {
    const found = ((await (await fetch(`${baseURL()}/dev/mailbox.json`)).json()) as Mail[]).find((m) => m.to === to && m.subject.startsWith(subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no "${subject}" e-mail to ${to}`);
}

/**
 * axe at 400 and 1280 px, with a screenshot at each. axe runs as a script, so a page without JavaScript
 * is checked by opening its address in `checker` (a context with it): the same server-rendered page.
 */
async function checkWidths(page: Page, name: string, checker?: Page) {
  if (checker) await checker.goto(page.url());
  for (const width of [400, 1280]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    const target = checker ?? page;
    await target.setViewportSize({ width, height: 860 });
    expect(await axeViolations(target), `${name} at ${width} px`).toEqual([]);
  }
}

/** Picks the service, the first day offered and the first free time on the booking page; answers the time. */
async function pickTime(page: Page, js: boolean): Promise<string> {
  await page.getByRole('radio', { name: /Haircut/ }).check();
  if (!js) await page.getByRole('button', { name: 'Show days' }).click();
  const day = page.getByLabel('2. Day');
  await day.waitFor();
  const first = await day.locator('option:not([disabled])').first().getAttribute('value');
  await day.selectOption(first as string);
  if (!js) await page.getByRole('button', { name: 'Show times' }).click();
  const time = page.locator('input[name="start"]').first();
  await time.waitFor();
  await time.check();
  return (await time.getAttribute('value')) as string;
}

describe('appointment bookings (issue 25)', () => {
  it('owner sets up; visitors with JavaScript off and on book; confirm, decline, e-mails with .ics, feed, cancel', async ({ page, newContext }) => {
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, { companyName: 'Fade & Co Barbers', country: 'GB', enableBooking: true });

    // The owner: bookings on, one service, every day 09:00–17:00 (so a day is free whenever this runs).
    await page.goto('/bookings');
    await page.getByRole('heading', { name: 'Set up' }).waitFor();
    await page.getByLabel('Take bookings on my website').check();
    await page.getByRole('button', { name: 'Add a service' }).click();
    await page.getByLabel('Service', { exact: true }).fill('Haircut');
    await page.getByLabel('Price (optional)').fill('£20');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await page.getByLabel(day, { exact: true }).check();
    await page.getByRole('button', { name: 'Save bookings' }).click();
    await page.getByText('Bookings saved.').waitFor();
    await checkWidths(page, 'bookings-setup');
    await page.setViewportSize({ width: 1280, height: 800 });
    // Published with bookings on, the page has its Booking section (publishing leaves it out while bookings are off).
    await publishFromSettings(page);
    const siteUrl = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;

    // Without JavaScript: the section links to the server-rendered steps; a plain post asks for the time.
    const plain = await (await newContext({ javaScriptEnabled: false, userAgent: VISITOR_UA })).newPage();
    const scripted = await (await newContext({ userAgent: VISITOR_UA })).newPage();
    await plain.goto(siteUrl);
    await plain.getByRole('heading', { name: 'Book an appointment' }).waitFor();
    await checkWidths(plain, 'published-booking-section', scripted);
    await plain.getByRole('link', { name: 'Choose a time' }).click();
    const plainTime = await pickTime(plain, false);
    await plain.getByLabel('Name', { exact: true }).fill('Nora No-Script');
    await plain.getByLabel('E-mail or phone').fill('nora@example.net');
    await checkWidths(plain, 'booking-page-nojs', scripted);
    await plain.getByRole('button', { name: 'Request this time' }).click();
    await plain.getByText('Thank you! Your request has been sent.').waitFor();

    // With JavaScript: each choice shows the next step in place; the time just taken is not offered.
    await scripted.goto(`${siteUrl}book`);
    const loaded = Date.now();
    const jsTime = await pickTime(scripted, true);
    expect(jsTime).not.toBe(plainTime);
    expect(await scripted.locator(`input[value="${plainTime}"]`).count()).toBe(0);
    await scripted.getByLabel('Name', { exact: true }).fill('Sam Script');
    await scripted.getByLabel('E-mail or phone').fill('sam@example.net');
    await checkWidths(scripted, 'booking-page-js');
    await scripted.setViewportSize({ width: 1280, height: 800 });
    // A person takes a few seconds: site.js sends the time since load, and the host refuses under 3 s.
    await scripted.waitForTimeout(Math.max(0, 3300 - (Date.now() - loaded)));
    await scripted.getByRole('button', { name: 'Request this time' }).click();
    await scripted.getByText('Thank you! Your request has been sent.').waitFor();

    // The owner confirms Nora's and declines Sam's; the dashboard showed both waiting.
    await page.goto('/');
    await page.getByTestId('dashboard-bookings').getByText('2 booking requests are waiting').waitFor();
    await page.goto('/bookings');
    const requests = page.getByTestId('booking-request');
    await requests.nth(1).waitFor();
    await checkWidths(page, 'bookings-requests');
    await page.setViewportSize({ width: 1280, height: 800 });
    const nora = requests.filter({ hasText: 'Nora No-Script' });
    await nora.getByLabel('Message to Nora No-Script (optional)').fill('See you then!');
    await nora.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('upcoming-booking').filter({ hasText: 'Nora No-Script' }).waitFor();
    await requests.filter({ hasText: 'Sam Script' }).getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => requests.count()).toBe(0);

    const confirmation = await mailTo('nora@example.net', 'Confirmed: Haircut with Fade & Co Barbers');
    expect(confirmation.text).toContain('See you then!');
    expect(confirmation.attachments?.[0]?.filename).toBe('appointment.ics');
    expect(confirmation.attachments?.[0]?.content).toContain(`DTSTART:${plainTime.replace(/[-:]/g, '').replace('.000', '')}`);
    expect((await mailTo('sam@example.net', 'Not available: Haircut')).text).toContain('Fade & Co Barbers cannot take your request');

    // The calendar feed lists the confirmed booking.
    const feedUrl = await page.getByTestId('feed-url').inputValue();
    const feed = await (await fetch(`${baseURL()}${new URL(feedUrl).pathname}`)).text();
    expect(feed).toContain('SUMMARY:Haircut: Nora No-Script');
    expect(feed).not.toContain('Sam Script');

    // Nora's cancel link frees the time.
    const cancel = confirmation.text.match(/https?:\/\/\S+\/book\/cancel\?t=\S+/)?.[0] as string;
    await plain.goto(cancel);
    await plain.getByRole('button', { name: 'Cancel this appointment' }).click();
    await plain.getByText('Your appointment has been cancelled.').waitFor();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(plainTime));
    await plain.goto(`${siteUrl}book?service=${new URL(`${baseURL()}/?${await firstServiceQuery(page)}`).searchParams.get('s')}&day=${day}`);
    expect(await plain.locator(`input[value="${plainTime}"]`).count()).toBe(1);
    expect(await (await fetch(`${baseURL()}${new URL(feedUrl).pathname}`)).text()).not.toContain('BEGIN:VEVENT');
  });
});

async function firstServiceQuery(page: Page): Promise<string> {
  const { body } = await apiCall<{ settings: { services: { id: string }[] } }>(page, 'GET', 'bookings/settings');
  return `s=${encodeURIComponent(body.settings.services[0]?.id ?? '')}`;
}

