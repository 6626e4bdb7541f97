import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall } from './support/api';
import { screenshot, signUpAndConfirm } from './support/browser';

/*
 * A site that looks like its business (issue 24, decision 0039): three UK businesses onboarded at /start
 * as their owners would (the country guessed from the town) and published without edits. Their pages
 * differ in layout, not only in colour; each shows its own trade's pictures, a favicon (no request for a
 * missing one), a dialable number, no invented facts, and 0 axe violations; the first publish lists what
 * only the owner can confirm.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(page: Page): Promise<{ id: string; nodes: unknown[] }[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes }));
  });
}

const BUSINESSES = [
  { trade: 'Plumber', id: 'plumber', company: 'Kirkstall Plumbing', town: 'Leeds', phone: '+44 (0)1482 960 555', tel: 'tel:+441482960555' },
  { trade: 'Hair salon', id: 'hair-salon', company: 'Lanes Hair Studio', town: 'Brighton', phone: '01273 960 555', tel: 'tel:+441273960555' },
  { trade: 'Bakery', id: 'bakery', company: 'Shambles Bakehouse', town: 'York', phone: '01904 960 555', tel: 'tel:+441904960555' },
] as const;

describe('a site that looks like its business', () => {
  it('onboards a plumber in Leeds, a salon in Brighton and a bakery in York: three layouts, their own pictures, local numbers', { timeout: 300_000 }, async ({ newContext }) => {
    const looks: string[] = [];
    for (const business of BUSINESSES) {
      const owner = await (await newContext()).newPage();
      await signUpAndConfirm(owner);
      await owner.waitForURL((u) => u.pathname === '/start');
      await owner.getByLabel('Business type').selectOption({ label: business.trade });
      await owner.getByLabel('Company name').fill(business.company);
      await owner.getByLabel('Town or city').fill(business.town);
      await owner.getByLabel('Phone').fill(business.phone);
      // The country follows the town (and the +44) without the owner choosing it.
      await expect.poll(() => owner.getByLabel('Country').inputValue()).toBe('GB');
      await owner.getByRole('button', { name: 'Create my website' }).click();
      await owner.waitForURL((u) => u.pathname === '/website');

      // The first publish: what the kit suggested that only the owner can confirm, listed above the preview.
      await owner.goto('/settings?publish=1');
      const checks = owner.getByRole('region', { name: 'Check before you publish' });
      await checks.waitFor();
      if (business.id === 'plumber') await checks.getByText('Gas Safe registered', { exact: true }).waitFor();
      if (business.id !== 'plumber') await checks.getByText('Opening hours', { exact: true }).waitFor();
      await screenshot(owner, `check-before-publish-${business.id}-1280`);
      const confirm = owner.getByRole('button', { name: 'Confirm Publish' });
      await owner.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Confirm Publish' && !b.disabled));
      await confirm.click();
      await owner.getByText('New version of Website is live!').waitFor();
      const url = (await apiCall<{ websiteUrl: string }>(owner, 'GET', 'account')).body.websiteUrl;

      for (const width of [1280, 400]) {
        const visitor = await newContext({ width, height: width === 400 ? 850 : 800 });
        const page = await visitor.newPage();
        const requested: string[] = [];
        page.on('request', (request) => requested.push(new URL(request.url()).pathname));
        const failed: string[] = [];
        page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`));
        await page.goto(url);
        await page.locator('h1').waitFor();
        await page.evaluate(async () => {
          window.dispatchEvent(new Event('scroll'));
          for (const img of document.images) img.loading = 'eager';
          await Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })))));
          await document.fonts.ready;
        });
        await page.waitForTimeout(500);
        // The layout the trade's kit chose, its own pictures, and an icon named in the page.
        const look = await page.evaluate(() => {
          const hero = document.querySelector('.ww-hero')!.className.match(/ww-hero--(photo|split|phone)/)?.[1];
          const cards = document.querySelector('.ww-cards')?.className.match(/ww-cards--(cards|icons|rows)/)?.[1];
          return `${hero}/${cards}/${document.documentElement.dataset.theme}`;
        });
        if (width === 1280) looks.push(look);
        // Every picture but the view pixel (decision 0065: the 1×1 image a shared cache passes on, for counting).
        const pictures = await page.evaluate(() =>
          [...document.images].filter((img) => img.getAttribute('src') !== 'ww-view.gif').map((img) => ({ src: img.getAttribute('src') ?? '', ok: img.naturalWidth > 0 })),
        );
        for (const picture of pictures) {
          expect(picture.ok, picture.src).toBe(true);
          expect(picture.src.startsWith(`/_ww/stock/${business.id}-`), picture.src).toBe(true);
        }
        expect(await page.locator('link[rel="icon"]').count()).toBe(1);
        expect(requested).not.toContain('/favicon.ico');
        expect(failed).toEqual([]);
        const tels = await page.evaluate(() => [...document.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href')));
        expect(tels.length).toBeGreaterThanOrEqual(2);
        for (const tel of tels) expect(tel).toBe(business.tel);
        const text = await page.evaluate(() => document.body.innerText);
        expect(text).not.toMatch(/Gas Safe|\d{1,2}:\d{2}|parking|step-free|guarantee/i);
        expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
        const violations = await axeViolations(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
        await screenshot(page, `trade-${business.id}-${width}`);
      }
    }
    console.log(`three trades, three looks: ${looks.join(' | ')}`);
    expect(new Set(looks).size).toBe(3);
    expect(new Set(looks.map((l) => l.split('/')[0])).size).toBe(3);
    expect(new Set(looks.map((l) => l.split('/')[1])).size).toBe(3);
  });
});
