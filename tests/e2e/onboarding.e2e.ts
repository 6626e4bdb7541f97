import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall } from './support/api';
import { mailLink, screenshot, signUpAndConfirm, uniqueEmail } from './support/browser';
import { publishFromSettings, skipStart } from './support/journeys';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG 2 A/AA rules on the page as it is now (evaluated through the debugger protocol, so the page's CSP does not apply). */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

/** What a visitor reads: words of the page's visible text. */
async function wordCount(page: Page): Promise<number> {
  const text = await page.evaluate(() => document.body.innerText);
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Looks at the published page at 1280 and 400 px: content, pictures, axe, screenshots. */
async function checkPublishedSite(newContext: (o?: { width?: number; height?: number }) => Promise<BrowserContext>, url: string, name: string) {
  for (const width of [1280, 400]) {
    const visitor = await newContext({ width, height: width === 400 ? 850 : 800 });
    const page = await visitor.newPage();
    await page.goto(url);
    await page.locator('h1').waitFor();
    // Every picture loaded (lazy ones too, once scrolled to).
    await page.evaluate(async () => {
      window.dispatchEvent(new Event('scroll')); // as a visitor scrolling does, lets go the pictures site.js holds for the hero
      for (const img of document.images) img.loading = 'eager';
      await Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })))));
    });
    const pictures = await page.evaluate(() => [...document.images].map((img) => ({ src: img.getAttribute('src'), ok: img.naturalWidth > 0 })));
    expect(pictures.length).toBeGreaterThanOrEqual(1);
    for (const p of pictures) expect(p, `picture ${p.src} loads`).toMatchObject({ ok: true });
    expect(await page.locator('.ww-card').count()).toBeGreaterThanOrEqual(3);
    const words = await wordCount(page);
    expect(words).toBeGreaterThanOrEqual(250);
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(page, `onboarded-${name}-${width}`);
    console.log(`published ${name} at ${width}px: ${words} words, ${pictures.length} pictures, 0 axe violations`);
  }
}

describe('onboarding: from the landing page to a live website', () => {
  it('goes from the landing page to a published, accessible website with real content in at most 12 actions', { timeout: 240_000 }, async ({ page, newContext }) => {
    const actions: string[] = [];
    const act = async (what: string, step: () => Promise<unknown>) => {
      actions.push(what);
      await step();
    };
    const email = uniqueEmail('start');

    await page.goto('/landing');
    await act('click "Create your website"', () => page.getByRole('link', { name: 'Create your website' }).click());
    await act('type e-mail', () => page.getByLabel('Email address').fill(email));
    await act('type password', () => page.getByLabel('Your Password').fill('a good password 1'));
    await act('click "Sign up for free"', () => page.getByRole('button', { name: 'Sign up for free', exact: true }).click());
    await page.getByText('Check your email for the confirmation link').waitFor();
    await act('open the confirmation link', async () => page.goto(await mailLink(email, /Confirm/)));

    // Signed in with a website never saved: / sends the owner to /start.
    await page.waitForURL((url) => url.pathname === '/start');
    await page.getByRole('heading', { name: 'Your website in one minute' }).waitFor();
    await screenshot(page, 'start-1280');
    await act('choose Business type', () => page.getByLabel('Business type').selectOption({ label: 'Plumber' }));
    await act('type Company name', () => page.getByLabel('Company name').fill('Rivera Plumbing'));
    await act('type Town or city', () => page.getByLabel('Town or city').fill('Springfield'));
    await act('type Phone', () => page.getByLabel('Phone').fill('(555) 010-0199'));
    await act('click "Create my website"', () => page.getByRole('button', { name: 'Create my website' }).click());

    // The editor opens on the complete draft; nothing is live yet.
    await page.waitForURL((url) => url.pathname === '/website');
    await page.getByRole('complementary', { name: 'Editor Options' }).waitFor();
    expect(await page.getByLabel('Company name', { exact: true }).inputValue()).toBe('Rivera Plumbing');
    expect((await apiCall<{ websiteLastPublished: string | null }>(page, 'GET', 'account')).body.websiteLastPublished).toBeNull();
    await page.getByRole('link', { name: 'See an example website' }).waitFor();
    await screenshot(page, 'start-editor-1280');

    await act('click "Preview and publish"', () => page.getByRole('link', { name: 'Preview and publish' }).click());
    const confirm = page.getByRole('button', { name: 'Confirm Publish' });
    await confirm.waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Confirm Publish' && !b.disabled));
    await act('click "Confirm Publish"', () => confirm.click());
    await page.getByText('New version of Website is live!').waitFor();

    console.log(`landing page → live website in ${actions.length} actions:\n  ${actions.map((a, i) => `${i + 1}. ${a}`).join('\n  ')}`);
    expect(actions.length).toBeLessThanOrEqual(12);

    const url = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;
    await checkPublishedSite(newContext, url, 'plumber');

    // The dashboard now guides to the next step and shows where the site lives.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Set up your website' }).waitFor();
    for (const [step, done] of [['published', true], ['pageShaped', true], ['companyDetails', true], ['named', false], ['customDomain', false]] as const) {
      await page.locator(`[data-testid="step-${step}"][data-done="${done}"]`).waitFor();
    }
    await expect(page.getByTestId('public-address').textContent()).resolves.toBe(url);
    await page.frameLocator('iframe[title="Your website, small"]').getByRole('heading', { name: 'Rivera Plumbing', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'See an example website' }).waitFor();
    await screenshot(page, 'dashboard-guide-1280');
    await page.getByRole('link', { name: 'Open your website in the editor' }).click();
    await page.waitForURL((u) => u.pathname === '/website');

    // Another owner who already has a website imports its details on /company, reviews them and saves.
    const other = await (await newContext()).newPage();
    await signUpAndConfirm(other);
    await skipStart(other);
    await other.goto('/company');
    await other.getByLabel('Your current website').fill(url);
    await other.getByRole('button', { name: 'Import', exact: true }).click();
    await other.getByTestId('import-done').waitFor();
    expect(await other.getByLabel('Company name').inputValue()).toBe('Rivera Plumbing');
    expect(await other.getByLabel('Phone').inputValue()).toBe('(555) 010-0199');
    await other.getByText('Import google business profile (coming soon)').waitFor();
    await other.getByText(/Importing from your Google listing is not available yet/).waitFor();
    await screenshot(other, 'company-import-1280');
    expect((await apiCall<{ websiteSaved: boolean }>(other, 'GET', 'onboarding')).body.websiteSaved).toBe(false);
    await other.getByRole('button', { name: 'Save Changes' }).click();
    await other.getByText('Successfully saved!').waitFor();
    expect((await apiCall<{ websiteSaved: boolean }>(other, 'GET', 'onboarding')).body.websiteSaved).toBe(true);
  });

  it('gives other trades a page that looks like a business you would call', { timeout: 240_000 }, async ({ newContext }) => {
    for (const [trade, company, town, phone] of [
      ['Hair salon', 'Studio Bloom', 'Portland', '503 555 0142'],
      ['Landscaper', 'Oak & Stone Gardens', 'Asheville', '+1 828 555 0170'],
    ] as const) {
      const context = await newContext();
      const owner = await context.newPage();
      await signUpAndConfirm(owner);
      await owner.waitForURL((u) => u.pathname === '/start');
      await owner.getByLabel('Business type').selectOption({ label: trade });
      await owner.getByLabel('Company name').fill(company);
      await owner.getByLabel('Town or city').fill(town);
      await owner.getByLabel('Phone').fill(phone);
      await owner.getByRole('button', { name: 'Create my website' }).click();
      await owner.waitForURL((u) => u.pathname === '/website');
      await publishFromSettings(owner);
      const url = (await apiCall<{ websiteUrl: string }>(owner, 'GET', 'account')).body.websiteUrl;
      await checkPublishedSite(newContext, url, trade.toLowerCase().replace(/\s+/g, '-'));
    }
  });

  it('lets a new owner skip /start, and the dashboard still offers it', async ({ newContext }) => {
    const narrow = await newContext({ width: 400, height: 850 });
    const page = await narrow.newPage();
    await signUpAndConfirm(page);
    await page.waitForURL((u) => u.pathname === '/start');
    await screenshot(page, 'start-400');
    // A clear message at the field (issue 23), nothing saved.
    await page.getByRole('button', { name: 'Create my website' }).click();
    await page.getByText('Choose your business type from the list (or "Other").').waitFor();
    expect(await page.getByLabel('Business type').getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: 'Set up your website' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(page, 'dashboard-guide-400');
    expect((await apiCall<{ websiteSaved: boolean }>(page, 'GET', 'onboarding')).body.websiteSaved).toBe(false);
  });
});
