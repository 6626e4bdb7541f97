import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeResolver } from '../support/fake-resolver';
import { publishSite } from '../support/publish-site';
import { bearer, createTestApp, jsonHeaders, type TestApp } from '../support/test-app';
import { caddyPath, failWithout, MISSING_CADDY, skipWithout } from '../support/required-tool';
import { freePort, repoRoot } from '../support/server-process';

/*
 * Debian's caddy, with its internal CA instead of Let's Encrypt, in front of the site host, configured
 * with docs/deploy/Caddyfile's on-demand TLS and custom-domain blocks: a verified domain gets a
 * certificate and the site over HTTPS; an unverified or unknown one gets no certificate.
 */
const CADDY = caddyPath();
const caddyProblem = CADDY ? undefined : MISSING_CADDY;
const TARGET = 'sites.websiteworks.test';

/** The lines of docs/deploy/Caddyfile between `# ww:<name>:begin` and `# ww:<name>:end`. */
function deployBlock(name: string): string {
  const text = readFileSync(path.join(repoRoot, 'docs/deploy/Caddyfile'), 'utf8');
  const match = text.match(new RegExp(`# ww:${name}:begin\\n([\\s\\S]*?)\\n\\s*# ww:${name}:end`));
  if (!match?.[1]) throw new Error(`docs/deploy/Caddyfile has no ${name} block`);
  return match[1];
}

/** GET https://<domain>:<port>/ with the name resolved to 127.0.0.1, trusting only `ca`. */
function fetchOverTls(domain: string, port: number, ca: string): Promise<{ status: number; body: string }> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
  };
  return new Promise((resolve, reject) => {
    const req = request({ hostname: domain, port, path: '/', method: 'GET', ca, lookup, servername: domain, timeout: 15_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(skipWithout(caddyProblem))('custom domains over HTTPS through Caddy (on-demand TLS, internal CA)', () => {
  const dns = new FakeResolver({ a: { [TARGET]: ['203.0.113.10'] } });
  let t: TestApp;
  let caddy: ChildProcess | undefined;
  let caddyLog = '';
  let httpsPort = 0;
  let rootCa = '';
  const dir = mkdtempSync(path.join(tmpdir(), 'ww-caddy-'));

  beforeAll(async () => {
    failWithout(caddyProblem);
    t = await createTestApp('pglite', { SITES_CNAME_TARGET: TARGET }, { dnsResolver: dns });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.siteHost.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (t.app.server.address() as { port: number }).port;
    const sitesPort = (t.app.siteHost.server.address() as { port: number }).port;
    httpsPort = await freePort();
    const httpPort = await freePort();
    const caddyfile = [
      '{',
      '\tadmin off',
      '\tlocal_certs',
      '\tskip_install_trust',
      `\tstorage file_system ${path.join(dir, 'data')}`,
      `\thttp_port ${httpPort}`,
      `\thttps_port ${httpsPort}`,
      deployBlock('on-demand-tls'),
      '}',
      deployBlock('replica-checks'),
      deployBlock('custom-domains'),
      '',
    ].join('\n');
    writeFileSync(path.join(dir, 'Caddyfile'), caddyfile);
    caddy = spawn(CADDY as string, ['run', '--adapter', 'caddyfile', '--config', path.join(dir, 'Caddyfile')], {
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: path.join(dir, 'xdg'), XDG_CONFIG_HOME: path.join(dir, 'xdg'), ASK_ADDRESS: `127.0.0.1:${appPort}`, SITES_UPSTREAMS: `127.0.0.1:${sitesPort}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (d) => (caddyLog += d));
    caddy.stderr?.on('data', (d) => (caddyLog += d));
    // The internal CA's root appears once Caddy has provisioned its TLS app.
    const rootFile = path.join(dir, 'data/pki/authorities/local/root.crt');
    const deadline = Date.now() + 30_000;
    while (!existsSync(rootFile)) {
      if (caddy.exitCode !== null || Date.now() > deadline) throw new Error(`caddy did not start:\n${caddyLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    rootCa = readFileSync(rootFile, 'utf8');
  }, 60_000);

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      caddy.kill('SIGTERM');
      await new Promise((r) => caddy?.once('exit', r));
    }
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a verified domain with a certificate Caddy issued on demand; an unverified or unknown domain gets none', async () => {
    const site = await publishSite(t, 'caddy-owner@example.com', 'Caddy Corner Bakery');
    await t.database.db.updateTable('accounts').set({ subscription_status: 'active', subscription_tier: 'professional' }).where('account_id', '=', site.accountId).execute();
    const call = (method: 'GET' | 'POST', url: string, input?: unknown) =>
      t.app.inject({ method, url, headers: input === undefined ? bearer(site.token) : { ...bearer(site.token), ...jsonHeaders }, ...(input === undefined ? {} : { payload: { input } }) });

    // Saved and pointing here, but without its TXT record: no certificate.
    const domain = 'www.caddy-bakery.com';
    expect((await call('POST', '/api/domains/', { domainName: domain })).statusCode).toBe(200);
    dns.cnames.set(domain, [TARGET]);
    expect((await call('POST', '/api/domains/verify/', {})).json().ready).toBe(false);
    const early = await fetchOverTls(domain, httpsPort, rootCa).catch((error: NodeJS.ErrnoException) => error);
    expect(early).toBeInstanceOf(Error);
    expect((early as NodeJS.ErrnoException).code).not.toBe('ECONNREFUSED');

    // Proven with the TXT record the Domain card shows: a certificate on the first visit, and the site.
    const info = (await call('GET', '/api/domains/')).json() as { txtName: string; txtValue: string };
    dns.txt.set(info.txtName, [[info.txtValue]]);
    expect((await call('POST', '/api/domains/verify/', {})).json().ready).toBe(true);
    const started = performance.now();
    const res = await fetchOverTls(domain, httpsPort, rootCa);
    console.log(`caddy: first HTTPS request to a verified custom domain (certificate issued on demand) took ${Math.round(performance.now() - started)} ms`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Caddy Corner Bakery');

    // A name no account has proven: the allowed-domain endpoint says no, so there is no certificate.
    const refused = await fetchOverTls('www.unknown-bakery.com', httpsPort, rootCa).catch((error: NodeJS.ErrnoException) => error);
    expect(refused).toBeInstanceOf(Error);
    // Refused in the TLS handshake (Caddy answered, with no certificate), not a connection that failed.
    expect((refused as NodeJS.ErrnoException).code).not.toBe('ECONNREFUSED');
    expect((await t.app.inject('/api/domains/allowed?domain=www.unknown-bakery.com')).statusCode).toBe(404);
  }, 90_000);
});
