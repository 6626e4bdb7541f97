import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { DevOutbox } from '../../src/server/mail/mailer';
import { openTestDatabase, type TestDatabaseKind } from './test-database';

export const APP_URL = 'http://localhost:3000';
/** Uploaded media's public address under the test configuration: the site host's origin (SITES_PORT 3001). */
export const MEDIA_URL = 'http://localhost:3001/media/';

export interface TestApp {
  app: FastifyInstance;
  /** The app's database, for tests that set up state another module owns. */
  database: Database;
  outbox: DevOutbox;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: TestDatabaseKind = 'pglite',
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'dnsResolver' | 'clock' | 'logger'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
    AUTH_RATE_LIMIT_MAX: '1000',
    // Per-account limits high enough for tests that call much faster than people (security/limits.test.ts lowers them).
    SIGN_IN_ACCOUNT_MAX: '1000',
    MAIL_RECIPIENT_MAX: '1000',
    API_WRITE_BURST_MAX: '100000',
    API_WRITE_HOURLY_MAX: '100000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openTestDatabase(kind);
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    outbox: new DevOutbox(path.join(dataDir, 'outbox')),
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie header value from a response's set-cookie headers, merged into an existing jar. */
export function cookieJar(res: LightMyRequestResponse, jar = ''): string {
  const cookies = new Map(jar.split('; ').filter(Boolean).map((c) => [c.split('=')[0] as string, c] as const));
  const setCookie = res.headers['set-cookie'];
  for (const header of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const pair = header.split(';')[0] as string;
    cookies.set(pair.split('=')[0] as string, pair);
  }
  return [...cookies.values()].join('; ');
}

export const jsonHeaders = { 'content-type': 'application/json', origin: APP_URL };

/** The last link in the newest message to this address. */
export async function latestLink(outbox: DevOutbox, to: string): Promise<string> {
  const mail = (await outbox.list()).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const links = mail.text.match(/https?:\/\/\S+/g);
  if (!links) throw new Error(`no link in mail to ${to}`);
  return links[links.length - 1] as string;
}

/** Follows a link of ours (absolute URL) with inject, returning the response. */
export function followLink(app: FastifyInstance, link: string, cookie = '') {
  const url = new URL(link);
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });
}

/** Signs up, confirms through the outbox link and signs in: a cookie jar and a Bearer access token. */
export async function signUpConfirmed(t: Pick<TestApp, 'app' | 'outbox'>, email: string, password = 'correct horse battery') {
  const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: jsonHeaders, payload: { email, password, name: '' } });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const verify = await followLink(t.app, await latestLink(t.outbox, email));
  if (verify.statusCode >= 400) throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  const jar = cookieJar(verify);
  const token = await accessToken(t, jar);
  return { jar, token };
}

export async function accessToken(t: Pick<TestApp, 'app'>, jar: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: jar } });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
