import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DevOutbox } from '../../src/server/mail/mailer';
import { sampleWebsite } from '../../src/site/sample-website';
import { bearer, jsonHeaders, signUpConfirmed } from '../../tests/support/test-app';

/**
 * Publishes the sample site into a data directory (PGlite on disk, local storage) with the app built in
 * this process, then closes it, so a benchmark can start the real server on the same directory.
 * Answers the page's path on the site host, its bytes as served and the owner's access token.
 */
export async function publishSampleSite(env: Record<string, string>, email = 'bench@example.com'): Promise<{ pagePath: string; html: Buffer; token: string }> {
  // The test helpers sign up from http://localhost:3000, so the set-up app believes it lives there.
  const app = await buildApp({ config: loadConfig({ ...env, APP_URL: 'http://localhost:3000', AUTH_RATE_LIMIT_MAX: '1000' }), logger: false });
  try {
    const { token } = await signUpConfirmed({ app, outbox: new DevOutbox(path.join(env.DATA_DIR as string, 'outbox')) }, email);
    const headers = { ...bearer(token), ...jsonHeaders };
    const put = await app.inject({ method: 'PUT', url: '/api/website/', headers, payload: { input: sampleWebsite('https://images.example.com') } });
    if (put.statusCode !== 200) throw new Error(put.body);
    const { hash } = (await app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
    const published = await app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } });
    if (published.statusCode !== 200) throw new Error(published.body);
    const pagePath = new URL(published.json().publishUrl).pathname;
    return { pagePath, html: (await app.siteHost.inject(pagePath)).rawPayload, token };
  } finally {
    await app.close();
  }
}

/** Waits until `url` answers 200, failing early if the process serving it exits. */
export async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Stops a child process and waits for it to exit. */
export const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(null);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
