import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { screenshot, signUpAndConfirm } from './support/browser';
import { publishFromSettings, skipStart } from './support/journeys';

// Headless Chromium says so in its user agent; visitors here are people.
const VISITOR_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The text a field's aria-describedby points at, and whether it is marked invalid. */
async function fieldProblem(page: Page, field: Locator): Promise<{ invalid: string | null; described: string }> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return { invalid: await field.getAttribute('aria-invalid'), described: texts.join(' ') };
}

/** Sends the site's contact form as site.js does (JSON answer), from outside the browser. */
async function sendLead(siteUrl: string, name: string, message: string) {
  const res = await fetch(`${siteUrl}contact`, {
    method: 'POST',
    headers: { accept: 'application/json', 'user-agent': VISITOR_UA },
    body: new URLSearchParams({ name, contact: `${name.split(' ')[0]?.toLowerCase()}@example.net`, message, website: '', elapsed: '' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('details an owner and a visitor meet (issue 23)', () => {
  it('/dashboard is the dashboard, signed out (after signing in) and signed in', async ({ page }) => {
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await signUpAndConfirm(page);
    await skipStart(page);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Welcome to Website Works!').waitFor();
    expect(await page.getByText('Page not found').count()).toBe(0);
  });

  it('/start shows every problem at its field at once, and each goes when its field is put right', async ({ page }) => {
    await signUpAndConfirm(page);
    await page.waitForURL((url) => url.pathname === '/start');
    await page.getByLabel('Phone').fill('call me');
    await page.getByRole('button', { name: 'Create my website' }).click();

    const trade = page.getByLabel('Business type');
    const name = page.getByLabel('Company name');
    const town = page.getByLabel('Town or city');
    const phone = page.getByLabel('Phone');
    await expect.poll(() => fieldProblem(page, trade)).toEqual({ invalid: 'true', described: 'Choose your business type from the list (or "Other").' });
    expect(await fieldProblem(page, name)).toEqual({ invalid: 'true', described: 'Enter your company name.' });
    expect(await fieldProblem(page, town)).toEqual({ invalid: 'true', described: 'Enter your town or city.' });
    expect(await fieldProblem(page, phone)).toMatchObject({ invalid: 'true', described: expect.stringContaining('Enter a phone number with digits only') });
    // The first to put right has the focus; no single message at the bottom any more.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.closest('form') !== null && document.activeElement?.tagName)).toBe('SELECT');
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'start-errors-1280');
    await page.setViewportSize({ width: 400, height: 900 });
    await screenshot(page, 'start-errors-400');
    await page.setViewportSize({ width: 1280, height: 800 });

    await name.fill('Hilltop Joinery');
    expect((await fieldProblem(page, name)).invalid).not.toBe('true');
    expect((await fieldProblem(page, town)).invalid).toBe('true');
    await trade.selectOption({ label: 'Electrician' });
    expect((await fieldProblem(page, trade)).invalid).not.toBe('true');
    await town.fill('Leeds');
    await phone.fill('0113 496 0000');
    await page.getByRole('button', { name: 'Create my website' }).click();
    await page.waitForURL((url) => url.pathname === '/website');
  });

  it('/leads shows the first lines of a long message, with Show more and Show less', async ({ page }) => {
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, { companyName: 'Long Letters Ltd', companyDescription: 'We read everything.', phone: '+1 555 0142' });
    await publishFromSettings(page);
    const siteUrl = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;
    const long = Array.from({ length: 80 }, (_, i) => `Line ${i + 1} of a long letter about the extension, the stairs and the windows.`).join('\n').slice(0, 5000);
    await sendLead(siteUrl, 'Lena Long', long);
    await sendLead(siteUrl, 'Sam Short', 'Could you call me back on Monday?');

    await page.goto('/leads');
    const longCard = page.locator('[data-testid="lead"][aria-label="Message from Lena Long"]');
    const shortCard = page.locator('[data-testid="lead"][aria-label="Message from Sam Short"]');
    await longCard.getByText(/^Line 1 of a long letter/).waitFor();
    const more = longCard.getByRole('button', { name: 'Show more' });
    await more.waitFor();
    expect(await shortCard.getByRole('button', { name: /Show (more|less)/ }).count()).toBe(0);
    const text = longCard.getByText(/^Line 1 of a long letter/);
    const collapsed = (await text.boundingBox())?.height ?? 0;
    expect(collapsed).toBeGreaterThan(60);
    expect(collapsed).toBeLessThan(200);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'leads-preview-1280');
    await page.setViewportSize({ width: 400, height: 900 });
    await screenshot(page, 'leads-preview-400');

    await more.click();
    const less = longCard.getByRole('button', { name: 'Show less' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect((await text.boundingBox())?.height ?? 0).toBeGreaterThan(collapsed * 5);
    await less.click();
    await more.waitFor();
    expect((await text.boundingBox())?.height ?? 0).toBeLessThan(200);
  });

  it("a visitor without JavaScript: a too-long message is refused saying the limit, kept whole, and the pages wear the site's look", async ({ page, newContext }) => {
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, {
      companyName: 'Copperline Electrics',
      companyDescription: 'Rewires, fuse boards and lighting.',
      phone: '+44 113 496 0000',
      theme: 'bold',
      primaryColor: '#0B3D2E',
      secondaryColor: '#F2A900',
    });
    await publishFromSettings(page);
    const siteUrl = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;

    const visitor = await (await newContext({ javaScriptEnabled: false, userAgent: VISITOR_UA })).newPage();
    await visitor.goto(siteUrl);
    const long = 'The fuse board trips whenever the kettle and the heater are on together. '.repeat(100).slice(0, 7200);
    await visitor.getByLabel('Name', { exact: true }).fill('Pat Paste');
    await visitor.getByLabel('E-mail or phone').fill('pat@example.net');
    await visitor.getByLabel('Message', { exact: true }).fill(long);
    // Nothing cut in the box: all 7,200 characters are there, and the limit is said under it.
    expect((await visitor.getByLabel('Message', { exact: true }).inputValue()).length).toBe(7200);
    await visitor.getByText('Up to 5,000 characters.').waitFor();
    await visitor.getByRole('button', { name: 'Send message' }).click();

    await visitor.getByRole('heading', { name: 'Your message was not sent' }).waitFor();
    await visitor.getByText('Message can be at most 5,000 characters, and yours has 7,200. Please shorten it by 2,200, then send it again.').waitFor();
    expect((await visitor.getByLabel('Message', { exact: true }).inputValue()).length).toBe(7200);
    expect(await visitor.getByLabel('Message', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // The site's look: its name at the top linking home, its theme (Bold's capitals) and colours.
    const brand = visitor.getByRole('banner').getByRole('link', { name: 'Copperline Electrics' });
    expect(new URL((await brand.getAttribute('href')) ?? '', siteUrl).href).toBe(siteUrl);
    expect(await visitor.locator('.ww-site').getAttribute('data-theme')).toBe('bold');
    expect(await visitor.locator('.ww-contact-page__header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 61, 46)');
    expect(await visitor.getByRole('heading', { name: 'Your message was not sent' }).evaluate((el) => getComputedStyle(el).textTransform)).toBe('uppercase');
    await visitor.setViewportSize({ width: 1280, height: 800 });
    await screenshot(visitor, 'contact-refused-branded-1280');
    await visitor.setViewportSize({ width: 400, height: 800 });
    await screenshot(visitor, 'contact-refused-branded-400');

    await visitor.getByLabel('Message', { exact: true }).fill(long.slice(0, 4000));
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await visitor.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await visitor.title()).toBe('Message sent · Copperline Electrics');
    await screenshot(visitor, 'contact-thanks-branded-400');
    await visitor.setViewportSize({ width: 1280, height: 800 });
    await screenshot(visitor, 'contact-thanks-branded-1280');
    await visitor.getByRole('link', { name: 'Back to Copperline Electrics' }).click();
    await visitor.waitForURL(siteUrl);
    await visitor.getByRole('heading', { name: 'Copperline Electrics', level: 1 }).waitFor();

    // With JavaScript: the count under the box says how far over it is, and the refusal is shown in place.
    const scripted = await (await newContext({ width: 400, height: 860, userAgent: VISITOR_UA })).newPage();
    await scripted.goto(siteUrl);
    await scripted.getByLabel('Name', { exact: true }).fill('Pat Paste');
    await scripted.getByLabel('E-mail or phone').fill('pat@example.net');
    await scripted.getByLabel('Message', { exact: true }).fill(long.slice(0, 5010));
    await scripted.getByText('5,010 of 5,000 characters: 10 too many').waitFor();
    await screenshot(scripted, 'contact-count-over-400');
    await scripted.waitForTimeout(3200);
    await scripted.getByRole('button', { name: 'Send message' }).click();
    await scripted.getByText('Message can be at most 5,000 characters, and yours has 5,010. Please shorten it by 10, then send it again.').waitFor();
    expect(await scripted.evaluate(() => document.activeElement?.id)).toBe('ww-cf-message');
    await scripted.getByLabel('Message', { exact: true }).fill(long.slice(0, 4990));
    await scripted.getByText('4,990 of 5,000 characters').waitFor();
  });
});
