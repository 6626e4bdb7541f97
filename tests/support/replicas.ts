import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DevOutbox } from '../../src/server/mail/mailer';
import { emptyWebsiteContent } from '../../src/shared/website';
import { freePort, type ServerProcess, startServerProcess, waitUntilReady } from './server-process';

/**
 * Replicas of the server as real processes on one fresh PostgreSQL database, sharing one public
 * address (APP_URL), one site address template and one DATA_DIR (the development secret and outbox),
 * as replicas behind a load balancer would. Each has its own ports; tests talk to each directly.
 */

export interface Replica {
  server: ServerProcess;
  /** This replica's app, e.g. http://127.0.0.1:4321 */
  url: string;
  /** This replica's site host. */
  sitesUrl: string;
}

export interface ReplicaSet {
  replicas: Replica[];
  /** The shared public address every replica is configured with. */
  appUrl: string;
  outbox: DevOutbox;
  /** Milliseconds from starting the processes until every one answered /ready. */
  readyMs: number;
  /** The fresh database every replica uses. */
  databaseUrl: string;
  /** The data directory every replica shares. */
  dataDir: string;
  /** Stops every replica still running, drops the database and the data directory. */
  close(): Promise<void>;
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server: its URL and a function dropping it. */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Starts `count` replicas at the same moment on a fresh database and waits until all are ready. */
export async function startReplicas(count: number, env: Record<string, string> = {}): Promise<ReplicaSet> {
  const database = await freshDatabase('ww_replicas');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-replicas-'));
  const ports = [];
  for (let i = 0; i < count; i++) ports.push({ port: await freePort(), sitesPort: await freePort() });
  const first = ports[0] as { port: number; sitesPort: number };
  const appUrl = `http://localhost:${first.port}`;
  const shared = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    SITE_URL_TEMPLATE: `http://localhost:${first.sitesPort}/{slug}/`,
    MEDIA_BASE_URL: `http://localhost:${first.sitesPort}/media/`,
    LOG_LEVEL: 'warn',
    ...env,
  };
  const started = performance.now();
  const replicas = ports.map(({ port, sitesPort }) => ({
    server: startServerProcess({ ...shared, PORT: String(port), SITES_PORT: String(sitesPort) }),
    url: `http://127.0.0.1:${port}`,
    sitesUrl: `http://127.0.0.1:${sitesPort}`,
  }));
  const close = async () => {
    await Promise.all(
      replicas.map(async ({ server }) => {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGTERM');
          await server.exited();
        }
      }),
    );
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const ready = await Promise.all(replicas.map((r) => waitUntilReady(r.url, r.server.child, 180_000)));
  const readyMs = performance.now() - started;
  if (ready.some((ok) => !ok)) {
    const logs = replicas.map((r, i) => `replica ${i + 1} (exit ${r.server.child.exitCode}):\n${r.server.output()}`).join('\n');
    await close();
    throw new Error(`not every replica became ready:\n${logs}`);
  }
  return { replicas, appUrl, outbox: new DevOutbox(path.join(dataDir, 'outbox')), readyMs, databaseUrl: database.url, dataDir, close };
}

/** Cookies of a response merged into a jar ("a=1; b=2"). */
export function mergeCookies(res: Response, jar = ''): string {
  const cookies = new Map(jar.split('; ').filter(Boolean).map((c) => [c.split('=')[0] as string, c] as const));
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(';')[0] as string;
    cookies.set(pair.split('=')[0] as string, pair);
  }
  return [...cookies.values()].join('; ');
}

/** Talks to the replicas as a browser at the shared public address would (its Origin). */
export class ReplicaClient {
  constructor(private readonly set: ReplicaSet) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'content-type': 'application/json', origin: this.set.appUrl, ...extra };
  }

  /** Signs up through `via`, confirms through the e-mailed link (on `via` too); answers the session cookie. */
  async signUpConfirmed(via: Replica, email: string, password = 'correct horse battery'): Promise<string> {
    const signUp = await fetch(`${via.url}/api/auth/sign-up/email`, { method: 'POST', headers: this.headers(), body: JSON.stringify({ email, password, name: '' }) });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const mail = (await this.set.outbox.list()).find((m) => m.to === email);
    const link = mail?.text.match(/https?:\/\/\S+/g)?.pop();
    if (!link) throw new Error(`no confirmation mail to ${email}`);
    const target = new URL(link);
    const verify = await fetch(`${via.url}${target.pathname}${target.search}`, { redirect: 'manual' });
    if (verify.status >= 400) throw new Error(`verify failed: ${verify.status}`);
    return mergeCookies(verify);
  }

  async token(via: Replica, jar: string): Promise<string> {
    const res = await fetch(`${via.url}/api/auth/token`, { headers: { cookie: jar } });
    if (!res.ok) throw new Error(`token failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  }

  /** Saves a website named `companyName` and publishes it through `via`; answers the version and address. */
  async publish(via: Replica, token: string, companyName: string): Promise<{ publishVersion: number; publishUrl: string }> {
    const headers = this.headers({ authorization: `Bearer ${token}` });
    const put = await fetch(`${via.url}/api/website/`, { method: 'PUT', headers, body: JSON.stringify({ input: { ...emptyWebsiteContent(), companyName } }) });
    if (!put.ok) throw new Error(`save failed: ${put.status} ${await put.text()}`);
    const preview = await fetch(`${via.url}/api/website/preview`, { headers: { authorization: `Bearer ${token}` } });
    const { hash } = (await preview.json()) as { hash: string };
    const res = await fetch(`${via.url}/api/website/publish/`, { method: 'POST', headers, body: JSON.stringify({ input: { hash } }) });
    if (!res.ok) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { publishVersion: number; publishUrl: string };
  }
}
