import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { describe, expect } from 'vitest';
import { chromiumPath } from '../support/required-tool';
import type { PushState } from '../../src/shared/push-schema';
import { it } from './support/fixtures';
import { apiCall } from './support/api';
import { axeViolations } from './support/axe';
import { baseURL, signUpAndConfirm } from './support/browser';
import { publishFromSettings, skipStart } from './support/journeys';
import { saveWebsiteFields } from './support/api';

const SHOTS = '/tmp/ww-shots/alerts';

describe('the owner app on the home screen, with alerts (issue 26)', () => {
  it('is installable (Chromium’s own check), keeps its shell but no API answer, and lists the devices that get notifications', async () => {
    // A browser profile of its own: Chromium never offers to install an app from an incognito window,
    // which every other test's context is.
    const profile = mkdtempSync(path.join(tmpdir(), 'ww-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync', '--disable-component-update'],
      baseURL: baseURL(),
      viewport: { width: 1280, height: 900 },
    });
    try {
      await installableApp(context);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('asking for reviews (issue 26)', () => {
  it('review link → a visitor writes a review (no JavaScript) → the owner approves → it is on the published page', async ({ page, newContext }) => {
    await signUpAndConfirm(page);
    await skipStart(page);
    await saveWebsiteFields(page, { companyName: 'Harbor Lane Plumbing', enableReviews: false });
    await publishFromSettings(page);

    await page.goto('/leads');
    await page.getByRole('button', { name: 'Ask for a review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask for a review' });
    const link = await dialog.getByLabel('Review link').inputValue();
    expect(link).toMatch(/\/review\/[A-Za-z0-9]{10}$/);
    await dialog.getByRole('img', { name: 'QR code of the review link' }).waitFor();
    await dialog.getByRole('button', { name: 'Printable poster (PDF)' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/review-request-dialog-1280.png` });
    await page.keyboard.press('Escape');

    // The visitor: a phone, no JavaScript. The page is the site's, light and accessible at both widths.
    // (axe runs as a script, so the page is checked in a browser with JavaScript on; the page has none of its own.)
    const checker = await (await newContext({ width: 1280, height: 860 })).newPage();
    await checker.goto(link);
    await checker.getByRole('heading', { name: 'Review Harbor Lane Plumbing' }).waitFor();
    expect(await checker.locator('script').count()).toBe(0);
    for (const width of [1280, 400]) {
      await checker.setViewportSize({ width, height: 860 });
      await checker.screenshot({ path: `${SHOTS}/review-page-${width}.png`, fullPage: true });
      expect(await axeViolations(checker)).toEqual([]);
    }
    const visitor = await (await newContext({ width: 400, height: 860, javaScriptEnabled: false })).newPage();
    await visitor.goto(link);
    const rating = visitor.getByRole('group', { name: 'Your rating' });
    expect(await rating.getByRole('radio').count()).toBe(5);
    await visitor.getByRole('button', { name: 'Send review' }).click(); // nothing chosen: the browser stops it
    await rating.getByRole('radio', { name: '5 stars' }).check();
    await visitor.getByLabel('Your review').fill('Came the same afternoon and fixed the leak. Tidy and friendly.');
    await visitor.getByLabel('Your name').fill('Nora Customer');
    await visitor.getByRole('button', { name: 'Send review' }).click();
    await visitor.getByRole('heading', { name: 'Thank you for your review!' }).waitFor();

    // The owner approves it on /leads; it joins the Reviews section and shows once published.
    await page.goto('/leads');
    const waiting = page.getByTestId('pending-reviews');
    await waiting.getByText('Came the same afternoon and fixed the leak.', { exact: false }).waitFor();
    for (const width of [400, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await waiting.screenshot({ path: `${SHOTS}/pending-reviews-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);
    }
    await waiting.getByRole('button', { name: 'Approve Nora Customer’s review' }).click();
    await page.getByRole('status').filter({ hasText: 'Nora Customer’s review is in your Reviews section.' }).waitFor();
    await publishFromSettings(page);
    await visitor.goto(new URL(link).href.replace(/review\/[A-Za-z0-9]{10}$/, ''));
    await visitor.getByText('Came the same afternoon and fixed the leak. Tidy and friendly.').waitFor();
    await visitor.getByText('Nora Customer').waitFor();

    // "Ask for a review" on a confirmed booking (/bookings): the same dialog, a link for that customer.
    const settings = {
      enabled: true,
      autoConfirm: true,
      timeZone: 'UTC',
      services: [{ id: 'fix', name: 'Boiler service', durationMinutes: 60, price: '', bufferMinutes: 0 }],
      hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '18:00' })),
      breaks: [],
      daysOff: [],
      maxDaysAhead: 30,
      minNoticeMinutes: 0,
    };
    expect((await apiCall(page, 'PUT', 'bookings/settings', { input: settings })).status).toBe(200);
    const site = new URL(link).href.replace(/review\/[A-Za-z0-9]{10}$/, '');
    await visitor.goto(`${site}book?service=fix&day=${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}`);
    const start = (await visitor.locator('input[name="start"]').first().getAttribute('value')) as string;
    const booked = await visitor.request.post(`${site}book`, { form: { website: '', elapsed: '', service: 'fix', start, name: 'Olive Booker', contact: 'olive@example.net' }, maxRedirects: 0 });
    expect(booked.status()).toBe(303);
    await page.goto('/bookings');
    await page.getByTestId('upcoming-booking').filter({ hasText: 'Olive Booker' }).getByRole('button', { name: 'Ask Olive Booker for a review' }).click();
    const asked = page.getByRole('dialog', { name: 'Ask Olive Booker for a review' });
    await asked.getByRole('img', { name: 'QR code of the review link' }).waitFor();
    const bookingLink = await asked.getByLabel('Review link').inputValue();
    expect(bookingLink.startsWith(site)).toBe(true);
    expect(bookingLink).toMatch(/\/review\/[A-Za-z0-9]{10}$/);
    expect(bookingLink).not.toBe(link);
    for (const width of [400, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await page.screenshot({ path: `${SHOTS}/bookings-ask-for-review-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

async function installableApp(context: BrowserContext) {
    const page = context.pages()[0] ?? (await context.newPage());
    await signUpAndConfirm(page);
    await skipStart(page);

    // The service worker the app registers takes control; Chromium then finds nothing missing to install it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);

    // The shell is kept; API answers never are, even after the app made several.
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Notifications on this device' }).waitFor();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((u) => /^\/(api|dev|media)\//.test(u))).toEqual([]);
    // Offline, the app still opens (its shell from the cache).
    await context.setOffline(true);
    await page.goto('/leads');
    await page.locator('#root *').first().waitFor();
    expect(await page.title()).toBe('Website Works');
    await context.setOffline(false);

    // A device that turned notifications on (a phone: its subscription as its browser would send it) is
    // listed on /account, and removable. Headless Chromium has no push service of its own to subscribe with.
    const phone = await apiCall<PushState>(page, 'POST', 'push/subscriptions', {
      input: { endpoint: 'https://push.example.net/wpush/v2/phone-1', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
    });
    expect(phone.status).toBe(200);
  const device = phone.body.devices[0]!.device; // what this browser's user agent says it is
  expect(device).toMatch(/ on Linux$/);
    for (const width of [400, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/account');
      const card = page.getByTestId('notifications-card');
      await card.getByText(device, { exact: true }).waitFor();
      await card.getByRole('button', { name: 'Turn on notifications' }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SHOTS}/notifications-card-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.getByRole('button', { name: `Remove ${device}` }).click();
    await page.getByRole('status').filter({ hasText: `${device} no longer gets notifications.` }).waitFor();
    await expect.poll(() => page.getByTestId('push-device').count()).toBe(0);
    expect((await apiCall<PushState>(page, 'GET', 'push')).body.devices).toEqual([]);
}
