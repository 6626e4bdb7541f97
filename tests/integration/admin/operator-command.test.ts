import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot, type ServerProcess, startServerProcess, waitUntilReady } from '../../support/server-process';

/** What the console's /me answers an operator who has not added a second factor yet (a non-operator: 404). */
const OPERATOR = 403;

/**
 * `npm run operator -- grant|revoke <email>` (issue 27) against a real server process: on the embedded
 * database while the server holds it (through its operator channel) and while it is stopped (directly),
 * and on PostgreSQL beside the running server.
 */

interface Cli {
  code: number;
  out: string;
  err: string;
}

function operatorCommand(env: Record<string, string>, ...args: string[]): Promise<Cli> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/operator.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: stdout.trim(), err: stderr.trim() }),
    );
  });
}

/** A running server of its own: signs up and confirms accounts over HTTP, and calls the console's API as them. */
async function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-op-'));
  const [port, sitesPort] = [await freePort(), await freePort()];
  const appUrl = `http://localhost:${port}`;
  const serverEnv = { DATA_DIR: dataDir, PORT: String(port), SITES_PORT: String(sitesPort), APP_URL: appUrl, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env };
  let server: ServerProcess = startServerProcess(serverEnv);
  const ready = async () => {
    if (!(await waitUntilReady(appUrl, server.child, 180_000))) throw new Error(`server did not start:\n${server.output()}`);
  };
  await ready();

  const signUp = async (email: string, password = 'correct horse battery') => {
    const res = await fetch(`${appUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ email, password, name: '' }),
    });
    expect(res.status).toBe(200);
  };
  const confirm = async (email: string) => {
    const outbox = path.join(dataDir, 'outbox');
    const mails = readdirSync(outbox).map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string; text: string; sentAt: string });
    const mail = mails.filter((m) => m.to === email).sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
    const link = mail?.text.match(/https?:\/\/\S+/g)?.pop();
    if (!link) throw new Error(`no link for ${email}`);
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);
  };
  /**
   * Signs in and answers the console's /me for the account: 404 for anyone but an operator; an operator
   * without a second factor (these have none) gets 403, asked to add one first (console-access.test.ts).
   */
  const consoleStatus = async (email: string, password = 'correct horse battery') => {
    const signIn = await fetch(`${appUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { token } = (await (await fetch(`${appUrl}/api/auth/token`, { headers: { cookie } })).json()) as { token: string };
    return (await fetch(`${appUrl}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } })).status;
  };
  return {
    dataDir,
    env: serverEnv,
    signUp,
    confirm,
    consoleStatus,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited();
    },
    async restart() {
      server = startServerProcess(serverEnv);
      await ready();
    },
    async close() {
      if (server.child.exitCode === null && server.child.signalCode === null) await this.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('npm run operator on the embedded database', () => {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  afterAll(async () => server?.close());

  it('grants and revokes through the running server, and directly while it is stopped', { timeout: 600_000 }, async () => {
    server = await startServer({});
    // The same settings as the server, as an operator would run it.
    const env = server.env;
    // The channel is the server user's alone.
    expect(statSync(path.join(server.dataDir, 'operator.sock')).mode & 0o777).toBe(0o600);

    const missing = await operatorCommand(env, 'grant', 'nobody@example.com');
    expect(missing.code).toBe(1);
    expect(missing.err).toBe('No Website Works account uses nobody@example.com. The person must sign up (and confirm their address) first; then run this again.');

    await server.signUp('ops@example.com');
    const unconfirmed = await operatorCommand(env, 'grant', 'ops@example.com');
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.err).toContain('has not confirmed its e-mail address yet');
    await server.confirm('ops@example.com');
    expect(await server.consoleStatus('ops@example.com')).toBe(404);

    const granted = await operatorCommand(env, 'grant', 'Ops@Example.com');
    expect(granted).toMatchObject({ code: 0, out: `ops@example.com is now an operator: after signing in, they open the console at ${server.env.APP_URL}/admin.` });
    expect(await server.consoleStatus('ops@example.com')).toBe(OPERATOR);
    expect((await operatorCommand(env, 'grant', 'ops@example.com')).out).toBe('ops@example.com is already an operator.');
    expect((await operatorCommand(env, 'list')).out).toBe('ops@example.com');

    const revoked = await operatorCommand(env, 'revoke', 'ops@example.com');
    expect(revoked).toMatchObject({ code: 0, out: 'ops@example.com is no longer an operator.' });
    expect(await server.consoleStatus('ops@example.com')).toBe(404);

    // Stopped: the command opens the database itself.
    await server.stop();
    expect((await operatorCommand(env, 'grant', 'ops@example.com')).out).toContain('is now an operator');
    await server.restart();
    expect(await server.consoleStatus('ops@example.com')).toBe(OPERATOR);
  });

  it('refuses to grant in production without a yes', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-op-prod-'));
    try {
      const production = {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        AUTH_SECRET: 'a-production-secret-a-production-secret-123',
        SMTP_URL: 'smtp://127.0.0.1:1',
        APP_URL: 'https://app.example.com',
        TRUST_PROXY: '1',
        MAIL_FROM: 'Website Works <no-reply@websiteworks.app>',
        SUPPORT_EMAIL: 'support@websiteworks.app',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_PRICE_PROFESSIONAL: 'price_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      };
      const refused = await operatorCommand(production, 'grant', 'ops@example.com');
      expect(refused.code).toBe(1);
      expect(refused.err).toBe('Nothing changed. In production, granting operator rights needs a "yes" (or --yes).');
      // Nothing was opened, not even the embedded database.
      expect(readdirSync(dataDir)).toEqual([]);
      // With --yes it goes ahead (and finds no such account on this empty database).
      expect((await operatorCommand(production, 'grant', 'ops@example.com', '--yes')).err).toContain('No Website Works account uses ops@example.com');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run operator on PostgreSQL', () => {
  const name = `ww_op_${randomBytes(5).toString('hex')}`;
  const base = process.env.TEST_DATABASE_URL ?? '';
  const url = () => Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  afterAll(async () => {
    await server?.close();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('grants and revokes beside the running server', { timeout: 300_000 }, async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    server = await startServer({ DATABASE_URL: url() });
    await server.signUp('pg-ops@example.com');
    await server.confirm('pg-ops@example.com');
    expect(await server.consoleStatus('pg-ops@example.com')).toBe(404);
    const env = server.env;
    expect((await operatorCommand(env, 'grant', 'pg-ops@example.com')).out).toContain('pg-ops@example.com is now an operator');
    expect(await server.consoleStatus('pg-ops@example.com')).toBe(OPERATOR);
    expect((await operatorCommand(env, 'revoke', 'pg-ops@example.com')).out).toBe('pg-ops@example.com is no longer an operator.');
    expect(await server.consoleStatus('pg-ops@example.com')).toBe(404);
  });
});
