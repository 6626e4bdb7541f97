import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startStockPhotoServer, type StockPhotoServer, UNSPLASH_TEST_KEY } from '../support/stock-photo-server';
import { freePort, startServerProcess, type ServerProcess, waitUntilReady } from '../support/server-process';
import { it } from './support/fixtures';
import { apiCall } from './support/api';
import { screenshot, uniqueEmail } from './support/browser';

/*
 * "Search photos" (issue 24, decision 0057) in Chromium: an app of its own with an Unsplash key pointing
 * at the local stand-in (the shared app has no key, as most installations: no button there).
 */

let photos: StockPhotoServer;
let server: ServerProcess;
let appUrl: string;
let dataDir: string;

beforeAll(async () => {
  photos = await startStockPhotoServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'ww-e2e-photos-'));
  const [port, sitesPort] = [await freePort(), await freePort()];
  appUrl = `http://localhost:${port}`;
  server = startServerProcess({
    PORT: String(port),
    SITES_PORT: String(sitesPort),
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
    UNSPLASH_ACCESS_KEY: UNSPLASH_TEST_KEY,
    UNSPLASH_API_URL: photos.url,
  });
  if (!(await waitUntilReady(appUrl, server.child, 180_000))) throw new Error(`app did not start:\n${server.output()}`);
}, 200_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited();
  await photos?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function mailLink(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = (await (await fetch(`${appUrl}/dev/mailbox.json`)).json()) as { to: string; subject: string; text: string }[];
    const links = mails.find((m) => m.to === to && /Confirm/.test(m.subject))?.text.match(/https?:\/\/\S+/g);
    if (links?.length) return links[links.length - 1] as string;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2 A/AA violations inside the open dialog, one line each. */
async function dialogAxeProblems(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const problems = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return ['no dialog'];
    const result = await axe.run(dialog, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
  return problems;
}

async function signUp(page: Page) {
  const email = uniqueEmail('photos');
  await page.goto(`${appUrl}/login`);
  await page.getByRole('button', { name: "Don't have an account? Sign up for free" }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Your Password').fill('a good password 1');
  await page.getByRole('button', { name: 'Sign up for free', exact: true }).click();
  await page.getByText('Check your email for the confirmation link').waitFor();
  await page.goto(await mailLink(email));
  await page.waitForURL((url) => url.pathname === '/start');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('Search photos', () => {
  it('finds a photo in the editor, puts it on the page and credits its photographer on the published site', async ({ newContext }) => {
    const context = await newContext();
    const page = await context.newPage();
    await signUp(page);
    await page.goto(`${appUrl}/website`);
    await page.getByTestId('site-page').getByLabel('Company name', { exact: true }).waitFor();
    await page.getByTestId('site-page').getByLabel('Company name', { exact: true }).fill('Crumb & Co');

    await page.getByRole('button', { name: 'Search photos for Background Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search photos for Background Image' });
    await dialog.getByLabel('What should the photo show?').fill('fresh bread');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const first = dialog.getByRole('button', { name: 'a photo of fresh bread' }).first();
    await first.waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(24);
    await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await screenshot(page, 'stock-photos-dialog-1280');
    expect(await dialogAxeProblems(page)).toEqual([]);
    expect(await dialog.getByRole('link', { name: 'Unsplash' }).getAttribute('href')).toBe('https://unsplash.com/?utm_source=website_works&utm_medium=referral');

    await first.click();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    // The live page shows our own processed variant of the chosen photo.
    await page.locator('.ww-hero__bg[src*="/i/"]').waitFor({ timeout: 60_000 });
    expect(photos.downloads).toEqual(['fresh-bread-0']);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Successfully saved!').waitFor();

    await page.goto(`${appUrl}/settings`);
    await page.getByRole('button', { name: 'Publish Website' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm Publish' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    await page.getByText('New version of Website is live!').waitFor();
    const { body } = await apiCall<{ publishUrl: string }>(page, 'GET', 'website/preview');
    const visitor = await (await newContext({ width: 400, height: 800 })).newPage();
    await visitor.goto(body.publishUrl);
    const hero = visitor.locator('.ww-hero__bg');
    await hero.waitFor();
    expect(await hero.getAttribute('src')).toMatch(/\/media\/u\/[^/]+\/i\/[0-9a-f]{32}\.jpg$/);
    expect(await hero.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0))).toBe(true);
    const credits = visitor.getByRole('list', { name: 'Photo credits' });
    await credits.scrollIntoViewIfNeeded();
    expect(await credits.innerText()).toMatch(/^Photo by (Jo Baker|Sam Okafor|Ana Lima) on Unsplash$/);
    expect(await credits.getByRole('link', { name: 'Unsplash' }).getAttribute('href')).toBe('https://unsplash.com/?utm_source=website_works&utm_medium=referral');
    // Nothing on the published page comes from the provider.
    expect(await visitor.content()).not.toContain(photos.url);
    await screenshot(visitor, 'stock-photos-published-400');
  });

  it('shows the dialog on a phone', async ({ newContext }) => {
    const context = await newContext({ width: 400, height: 800 });
    const page = await context.newPage();
    await signUp(page);
    await page.goto(`${appUrl}/website`);
    await page.getByTestId('site-page').getByLabel('Company name', { exact: true }).waitFor();
    const button = page.getByRole('button', { name: /^Search photos for / }).first();
    await button.click();
    const dialog = page.getByRole('dialog', { name: /^Search photos for / });
    await dialog.getByLabel('What should the photo show?').fill('haircut');
    await dialog.getByLabel('What should the photo show?').press('Enter');
    await dialog.getByRole('button', { name: 'a photo of haircut' }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await dialogAxeProblems(page)).toEqual([]);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp/ww-screenshots'}/stock-photos-dialog-400.png` });
    // The provider down: a sentence in the dialog, nothing else changes.
    photos.mode = 'down';
    try {
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Unsplash could not be reached just now' }).waitFor();
    } finally {
      photos.mode = 'ok';
    }
  });
});
