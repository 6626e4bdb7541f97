import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DevOutbox } from '../../src/server/mail/mailer';
import { bearer, jsonHeaders, signUpConfirmed } from '../../tests/support/test-app';
import { sampleWebsiteWithUploads } from './sample-uploads';

/**
 * An owner with the sample website saved — its pictures uploaded through the product's own flow and
 * processed — in a data directory (PGlite on disk, local storage), set up with the app built in this
 * process and then closed, so a benchmark can start the real server on the same directory and sign
 * in as this owner. `env` must carry the DATA_DIR and SITES_PORT the real server will use (the
 * pictures' addresses name the site host).
 */
export async function sampleOwner(env: Record<string, string>, email = 'bench-owner@example.com', password = 'correct horse battery'): Promise<{ email: string; password: string }> {
  // The test helpers sign up from http://localhost:3000, so the set-up app believes it lives there.
  const app = await buildApp({ config: loadConfig({ ...env, APP_URL: 'http://localhost:3000', AUTH_RATE_LIMIT_MAX: '1000', IMAGE_RATE_LIMIT_MAX: '1000' }), logger: false });
  try {
    await app.ready();
    const { token } = await signUpConfirmed({ app, outbox: new DevOutbox(path.join(env.DATA_DIR as string, 'outbox')) }, email, password);
    const website = await sampleWebsiteWithUploads({ app }, token);
    const saved = await app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: website } });
    if (saved.statusCode !== 200) throw new Error(saved.body);
    // The editor shows processed variants: wait until the worker has made them all.
    const uploads = new Set(JSON.stringify(website).match(/http[^"]*\/media\/[^"]+/g) ?? []);
    for (let i = 0; ; i++) {
      const answer = await app.inject({ method: 'GET', url: '/api/website/images', headers: bearer(token) });
      const images = (answer.json() as { images?: Record<string, unknown> }).images ?? {};
      if (Object.keys(images).length >= uploads.size) break;
      if (i > 600) throw new Error(`the sample pictures were not processed (${Object.keys(images).length} of ${uploads.size})`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { email, password };
  } finally {
    await app.close();
  }
}

/** A 1280 × 800 page of `browser`, signed in as `owner` at `base` (the editor benches). */
export async function signedInPage(browser: import('playwright-core').Browser, base: string, owner: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Your Password').fill(owner.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  return { context, page };
}
