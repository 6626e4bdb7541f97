import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { symmetricDecrypt } from 'better-auth/crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { DevOutbox } from '../../src/server/mail/mailer';
import { hasTool } from '../support/required-tool';
import { publishSite } from '../support/publish-site';
import { repoRoot } from '../support/server-process';
import { APP_URL, bearer, cookieJar, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds, openTestDatabase } from '../support/test-database';

/*
 * Decision 0034: AUTH_SECRET as a list (newest first), so it rotates without signing anybody out and
 * without a replica whose /api/auth/token fails; and a backup that holds what a restore onto an empty
 * machine needs.
 */
const OLD = 'old-secret-old-secret-old-secret-old-1';
const NEW = 'new-secret-new-secret-new-secret-new-2';
const OTHER = 'other-secret-other-secret-other-secret-3';
const PASSWORD = 'correct horse battery';

async function appWith(env: Record<string, string | undefined>, dataDir: string, database?: Database): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL, AUTH_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'silent', ...env } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, database: database as Database, outbox: new DevOutbox(path.join(dataDir, 'outbox')), dataDir, close: () => app.close() };
}

/** What /api/auth/token answers a browser with this cookie jar: 'token', 'signed out' (200 { token: null }) or the failing status. */
async function tokenStatus(t: TestApp, jar: string): Promise<string> {
  const res = await t.app.inject({ url: '/api/auth/token', headers: { cookie: jar } });
  if (res.statusCode !== 200) return String(res.statusCode);
  return (res.json() as { token: string | null }).token ? 'token' : 'signed out';
}

async function signIn(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: jsonHeaders, payload: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return cookieJar(res);
}

const kind = databaseKinds.at(-1) ?? 'pglite';

describe(`AUTH_SECRET rotation on ${kind}`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-rotation-'));
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a new secret listed first keeps everyone signed in and re-encrypts the token key; dropping the old one later only asks for a new sign-in', async () => {
    database = await openTestDatabase(kind);
    let t = await appWith({ AUTH_SECRET: OLD }, dataDir, database);
    const { jar, token } = await signUpConfirmed(t, 'rotating@example.com', PASSWORD);
    expect(await tokenStatus(t, jar)).toBe('token');
    await t.close();

    // Rotation, step 1: AUTH_SECRET=new,old on every replica.
    t = await appWith({ AUTH_SECRET: `${NEW},${OLD}` }, dataDir, database);
    expect(await tokenStatus(t, jar)).toBe('token'); // the session cookie signed with the old secret still counts
    expect((await t.app.inject({ url: '/api/account', headers: bearer(token) })).statusCode).toBe(200); // so does a token already given out
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-auth owns its tables' types
    const keys = (await (database.db as any).selectFrom('auth_jwks').select('privateKey').execute()) as { privateKey: string }[];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const data = JSON.parse(key.privateKey) as string;
      await expect(symmetricDecrypt({ key: NEW, data })).resolves.toContain('"kty"');
      await expect(symmetricDecrypt({ key: OLD, data }).then((plain) => JSON.parse(plain))).rejects.toThrow();
    }
    await t.close();

    // Step 2 (after sessions had time to be refreshed): the old secret goes. A session still signed with it
    // is asked to sign in again; nothing fails.
    t = await appWith({ AUTH_SECRET: NEW }, dataDir, database);
    expect(await tokenStatus(t, jar)).toBe('signed out');
    expect(await tokenStatus(t, await signIn(t, 'rotating@example.com'))).toBe('token');
    await t.close();
  }, 240_000);
});

/** `npm run backup` / `npm run restore`, as a person runs them, on DATA_DIR without AUTH_SECRET (a development install). */
function run(script: 'backup' | 'restore', dataDir: string, arg: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  delete env.AUTH_SECRET;
  const res = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, arg], { cwd: repoRoot, env, encoding: 'utf8' });
  return { code: res.status, output: `${res.stdout}${res.stderr}` };
}

describe('a restore onto an empty machine (embedded database, generated secret)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ww-restore-new-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('brings back the sites, the sessions and working sign-in tokens; with another AUTH_SECRET, sign-in gives working tokens too', async () => {
    const before = path.join(dir, 'old-machine');
    let t = await appWith({ AUTH_SECRET: undefined }, before);
    const site = await publishSite(t, 'restored-owner@example.com', 'Restored Roofing');
    const { jar } = await signUpConfirmed(t, 'second-owner@example.com', PASSWORD);
    await t.close();
    const backup = path.join(dir, 'backup');
    const made = run('backup', before, backup);
    expect(made.code, made.output).toBe(0);
    expect(readdirSync(backup).sort()).toEqual(['db.tar.gz', 'dev-secret', 'manifest.json', 'storage']);

    // A new machine: an empty DATA_DIR, the backup restored, the server started as before.
    const fresh = path.join(dir, 'new-machine');
    const restored = run('restore', fresh, backup);
    expect(restored.code, restored.output).toBe(0);
    t = await appWith({ AUTH_SECRET: undefined }, fresh);
    expect((await t.app.inject('/ready')).statusCode).toBe(200);
    expect((await t.app.siteHost.inject({ url: site.path, headers: { host: 'localhost:3001' } })).body).toContain('Restored Roofing');
    expect(await tokenStatus(t, jar)).toBe('token');
    await t.close();

    // Restored where AUTH_SECRET is set to another secret: old sessions end, and signing in works (the
    // token key no secret opens is retired and a new one made: no 500).
    const other = path.join(dir, 'other-machine');
    expect(run('restore', other, backup).code).toBe(0);
    t = await appWith({ AUTH_SECRET: OTHER }, other);
    expect(await tokenStatus(t, jar)).toBe('signed out');
    expect(await tokenStatus(t, await signIn(t, 'second-owner@example.com'))).toBe('token');
    await t.close();
  }, 300_000);
});

const pgUrl = process.env.TEST_DATABASE_URL;
describe.runIf(hasTool(Boolean(pgUrl), 'PostgreSQL (TEST_DATABASE_URL)', 'the pg_restore test'))('pg_dump, then pg_restore onto a new server after a full loss (docs/deploy.md, "Backups")', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ww-pg-restore-'));
  const names: string[] = [];
  afterAll(async () => {
    for (const name of names) spawnSync('dropdb', ['--if-exists', '--force', ...connection(), name]);
    rmSync(dir, { recursive: true, force: true });
  });
  const base = new URL(pgUrl ?? 'postgres://localhost');
  const connection = () => ['-h', base.hostname, '-p', base.port || '5432', '-U', decodeURIComponent(base.username || 'postgres')];
  const urlOf = (name: string) => {
    const url = new URL(base.toString());
    url.pathname = `/${name}`;
    return url.toString();
  };
  const sh = (command: string, args: string[]) => {
    const res = spawnSync(command, args, { encoding: 'utf8' });
    expect(res.status, `${command} ${args.join(' ')}\n${res.stdout}${res.stderr}`).toBe(0);
  };

  it('createdb and pg_restore as the guide says bring back sites, sessions and tokens', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const [lost, rebuilt] = [`ww_lost_${suffix}`, `ww_rebuilt_${suffix}`];
    names.push(lost, rebuilt);
    sh('createdb', [...connection(), lost]);
    const env = { AUTH_SECRET: OLD, DATABASE_URL: urlOf(lost) };
    let t = await appWith(env, dir);
    const site = await publishSite(t, 'pg-restored@example.com', 'Dumped Drywall');
    const { jar } = await signUpConfirmed(t, 'pg-second@example.com', PASSWORD);
    await t.close();
    const dump = path.join(dir, 'websiteworks.dump');
    sh('pg_dump', ['--format=custom', '-f', dump, urlOf(lost)]);
    // The full loss: the database is gone. On the new server: an empty database, then the dump.
    sh('dropdb', ['--force', ...connection(), lost]);
    sh('createdb', [...connection(), rebuilt]);
    sh('pg_restore', ['--no-owner', ...connection(), '-d', rebuilt, dump]);
    t = await appWith({ AUTH_SECRET: OLD, DATABASE_URL: urlOf(rebuilt) }, dir);
    expect((await t.app.inject('/ready')).statusCode).toBe(200);
    expect((await t.app.siteHost.inject({ url: site.path, headers: { host: 'localhost:3001' } })).body).toContain('Dumped Drywall');
    expect(await tokenStatus(t, jar)).toBe('token');
    await t.close();
  }, 240_000);
});
