import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { test } from 'vitest';
import { baseURL } from './browser';
import { chromiumPath } from '../../support/required-tool';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export interface Viewport {
  width?: number;
  height?: number;
}

/** A viewport, and what else a test needs of a visitor's browser (JavaScript off, a user agent). */
export type ContextOptions = Viewport & Pick<BrowserContextOptions, 'javaScriptEnabled' | 'userAgent' | 'serviceWorkers'>;

export interface BrowserFixtures {
  /** One Chromium per test file. */
  browser: Browser;
  /** Opens a fresh signed-out context (its own cookies and storage), 1280 × 800 unless told; all are closed after the test. */
  newContext: (options?: ContextOptions) => Promise<BrowserContext>;
  /** A fresh context at 1280 × 800. */
  context: BrowserContext;
  /** A page in `context`. */
  page: Page;
}

/**
 * `it` for the end-to-end tests: ask for `page`, `context`, `newContext` or `browser` and they are made
 * for the test and closed after it, passed or failed.
 */
export const it = test.extend<BrowserFixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern; it has none
    async ({}, provide) => {
      const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
      await provide(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  newContext: async ({ browser }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async ({ width, height, ...options } = {}) => {
      // The app's service worker (issue 26) is blocked unless a test asks for it: it would answer page and
      // asset requests itself, out of reach of a test's page.route.
      const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: width ?? 1280, height: height ?? 800 }, serviceWorkers: 'block', ...options });
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  context: async ({ newContext }, provide) => {
    await provide(await newContext());
  },
  page: async ({ context }, provide) => {
    await provide(await context.newPage());
  },
});
