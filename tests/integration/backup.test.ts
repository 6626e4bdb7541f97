import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DevOutbox } from '../../src/server/mail/mailer';
import { publishSite } from '../support/publish-site';
import { repoRoot } from '../support/server-process';
import { APP_URL, bearer, jsonHeaders, type TestApp } from '../support/test-app';

/** The app on an embedded database in `dataDir` (as `npm start` runs it), shaped for the test helpers. */
async function appOn(dataDir: string): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL, AUTH_SECRET: 'backup-secret-backup-secret-backup-1', AUTH_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  return { app, database: undefined as never, outbox: new DevOutbox(path.join(dataDir, 'outbox')), dataDir, close: () => app.close() };
}

/** `npm run backup` / `npm run restore` as a person runs them (the scripts behind them, on DATA_DIR). */
function run(script: 'backup' | 'restore', dataDir: string, arg: string) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, arg], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
  return { code: res.status, output: `${res.stdout}${res.stderr}` };
}

describe('npm run backup / npm run restore (embedded database and storage)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ww-backup-'));
  const dataDir = path.join(dir, 'data');
  const backup = path.join(dir, 'backup-1');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('round-trips: what was published before the backup is back after a restore, later changes are gone, the old data kept aside', async () => {
    let t = await appOn(dataDir);
    const site = await publishSite(t, 'backup-owner@example.com', 'Backed Up Bakery');
    const page = async () => (await t.app.siteHost.inject({ url: site.path, headers: { host: 'localhost:3001' } })).body;
    expect(await page()).toContain('Backed Up Bakery');

    // While the server runs, the backup refuses (PGlite is one process per directory) and says why.
    const refused = run('backup', dataDir, backup);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already in use by another Website Works process');
    await t.close();

    const made = run('backup', dataDir, backup);
    expect(made.code, made.output).toBe(0);
    expect(readdirSync(backup).sort()).toEqual(['db.tar.gz', 'manifest.json', 'storage']); // AUTH_SECRET is set here: no generated secret to keep

    // A change after the backup…
    t = await appOn(dataDir);
    const headers = { ...bearer(site.token), ...jsonHeaders };
    const current = (await t.app.inject({ url: '/api/website?version=1', headers: bearer(site.token) })).json();
    const { accountId: _a, websiteVersion: _v, ...content } = current;
    expect((await t.app.inject({ method: 'PUT', url: '/api/website/', headers, payload: { input: { ...content, companyName: 'Changed After Backup' } } })).statusCode).toBe(200);
    const { hash } = (await t.app.inject({ url: '/api/website/preview', headers: bearer(site.token) })).json();
    expect((await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } })).statusCode).toBe(200);
    expect(await page()).toContain('Changed After Backup');
    await t.close();

    // …is undone by the restore; what was there is moved aside, not deleted.
    const restored = run('restore', dataDir, backup);
    expect(restored.code, restored.output).toBe(0);
    expect(readdirSync(dataDir).filter((n) => n.startsWith('db.before-restore-'))).toHaveLength(1);
    t = await appOn(dataDir);
    expect(await page()).toContain('Backed Up Bakery');
    expect(await page()).not.toContain('Changed After Backup');
    const versions = (await t.app.inject({ url: '/api/website/versions', headers: bearer(site.token) })).json().versions;
    expect(versions).toHaveLength(1);
    // The owner signs in with their password as before.
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: jsonHeaders, payload: { email: 'backup-owner@example.com', password: 'correct horse battery' } });
    expect(signIn.statusCode).toBe(200);
    await t.close();

    expect(run('restore', dataDir, path.join(dir, 'nothing-here')).output).toContain('is not a Website Works backup');
    expect(existsSync(path.join(dataDir, 'db'))).toBe(true);
  }, 240_000);
});
