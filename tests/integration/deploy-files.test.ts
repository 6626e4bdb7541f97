import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/build-state.mjs';
import { loadConfig } from '../../src/server/config';
import { hasTool } from '../support/required-tool';
import { repoRoot } from '../support/server-process';

/*
 * The files an operator deploys with (issue 22): compose.yaml, the Dockerfile and the systemd unit. No
 * container engine runs here, so `docker build` is not tried (docs/deploy.md says so); what can be checked
 * is: compose.yaml parses and describes PostgreSQL, an S3-compatible store, two identical replicas and
 * Caddy with the documented Caddyfile, and its replica settings are ones the server starts with in
 * production; the Dockerfile is multi-stage, runs as a user other than root, has a health check and runs
 * the compiled server as `npm start` does; the unit passes `systemd-analyze verify`.
 */
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Values for compose's ${NAME:?…} and ${NAME:-…} references, as an operator's .env would give them. */
const ENV_FILE: Record<string, string> = {
  APP_HOST: 'app.websiteworks.app',
  SITES_HOST: 'sites.websiteworks.app',
  ACME_EMAIL: 'operations@websiteworks.app',
  AUTH_SECRET: 'k'.repeat(48),
  POSTGRES_PASSWORD: 'a-database-password',
  SMTP_URL: 'smtps://mailer:secret@smtp.websiteworks.app',
  MAIL_FROM: 'Website Works <no-reply@websiteworks.app>',
  SUPPORT_EMAIL: 'support@websiteworks.app',
  S3_ACCESS_KEY_ID: 'websiteworks',
  S3_SECRET_ACCESS_KEY: 'an-s3-secret-key',
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
  STRIPE_PRICE_PROFESSIONAL: 'price_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

/** compose's interpolation of one value: ${NAME}, ${NAME:?message}, ${NAME:-default}; $$ is a dollar. */
function interpolate(value: string): string {
  return value
    .replace(/\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) => {
      const given = ENV_FILE[name];
      if (given !== undefined && given !== '') return given;
      if (kind === '?') throw new Error(`compose.yaml needs ${name}: ${rest}`);
      return kind === '-' ? (rest ?? '') : '';
    })
    .replaceAll('$$', '$');
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, { image?: string; build?: unknown; environment?: Record<string, string>; volumes?: string[]; depends_on?: unknown; ports?: string[] }>;
  };
  const services = compose.services;

  it('describes PostgreSQL, an S3-compatible store, two identical replicas and Caddy', () => {
    expect(Object.keys(services).sort()).toEqual(['app-1', 'app-2', 'bucket', 'caddy', 'postgres', 's3']);
    expect(services.postgres?.image).toMatch(/^postgres:1[4-9]/);
    expect(services.s3?.image).toMatch(/^minio\/minio/);
    expect(services['app-1']).toEqual(services['app-2']);
    expect(services['app-1']?.build).toBe('.');
    expect(services.caddy?.image).toMatch(/^caddy:2/);
    expect(services.caddy?.volumes).toContain('./docs/deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it("gives the replicas settings the server starts with in production, pointing at the file's own services", () => {
    const environment = services['app-1']?.environment ?? {};
    const env = Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, interpolate(String(value))]));
    const config = loadConfig(env);
    expect(config.isProduction).toBe(true);
    expect(config.trustProxy).toBe(1);
    expect(config.host).toBe('0.0.0.0');
    expect(new URL(config.databaseUrl as string).hostname).toBe('postgres');
    expect(config.storage).toMatchObject({ kind: 's3', bucket: 'websiteworks', forcePathStyle: true });
    expect(new URL((config.storage as { endpoint: string }).endpoint).hostname).toBe('s3');
    expect(config.appUrl).toBe(`https://${ENV_FILE.APP_HOST}`);
    // Caddy sends the app's and the site host's traffic to both replicas' ports.
    const caddy = Object.fromEntries(Object.entries(services.caddy?.environment ?? {}).map(([name, value]) => [name, interpolate(String(value))]));
    expect(caddy.APP_UPSTREAMS?.split(' ')).toEqual([`app-1:${config.port}`, `app-2:${config.port}`]);
    expect(caddy.SITES_UPSTREAMS?.split(' ')).toEqual([`app-1:${config.sitesPort}`, `app-2:${config.sitesPort}`]);
    expect(caddy.APP_HOST).toBe(ENV_FILE.APP_HOST);
    // Every name the documented Caddyfile needs (those without a default) is given.
    const caddyfile = read('docs/deploy/Caddyfile')
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
    const needed = [...caddyfile.matchAll(/\{\$([A-Z_]+)\}/g)].map((m) => m[1] as string);
    for (const name of new Set(needed)) expect(Object.keys(caddy), name).toContain(name);
  });
});

describe('Dockerfile', () => {
  const lines = read('Dockerfile')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages = lines.filter((line) => line.startsWith('FROM '));
  const last = lines.slice(lines.lastIndexOf(stages.at(-1) as string));

  it('builds in one stage and runs in another, as a user other than root, with a health check', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const user = last.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER\s+(root|0)\b/);
    expect(last.some((line) => line.startsWith('HEALTHCHECK '))).toBe(true);
    expect(existsSync(path.join(repoRoot, '.dockerignore'))).toBe(true);
  });

  it('runs the compiled server as npm start does, on a Node that package.json allows', () => {
    // The last CMD (a HEALTHCHECK's own CMD comes before it).
    const cmd = JSON.parse(last.filter((line) => line.startsWith('CMD ')).at(-1)?.slice(4) ?? '[]') as string[];
    expect(cmd).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/server/server.js']);
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    for (const stage of stages) {
      const major = /node:(\d+)/.exec(stage)?.[1];
      expect(major, stage).toBeDefined();
      expect(semver.satisfies(`${major}.99.0`, engines), `${stage} against engines ${engines}`).toBe(true);
    }
  });

  it('gives the server the environment npm start gives it (MALLOC_ARENA_MAX, decision 0029)', () => {
    const env = last.filter((line) => line.startsWith('ENV ') || /^[A-Z_]+=/.test(line)).join(' ');
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(env).toContain(`${name}=${value}`);
  });
});

const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
describe.runIf(hasTool(systemdAnalyze, 'systemd-analyze', 'checking the systemd unit'))('the systemd unit', () => {
  it('passes systemd-analyze verify', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ww-unit-'));
    try {
      const unit = path.join(dir, 'websiteworks.service');
      copyFileSync(path.join(repoRoot, 'docs/deploy/websiteworks.service'), unit);
      // Fails (and prints why) on an unknown setting, a bad value or a missing executable.
      const out = execFileSync('systemd-analyze', ['verify', unit], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(out).toBe('');
      expect(read('docs/deploy/websiteworks.service')).toMatch(/ExecStart=\/usr\/bin\/node --max-semi-space-size=8 --heap-growing-percent=50 \/opt\/websiteworks\/dist\/server\/server\.js/);
      for (const [name, value] of Object.entries(SERVER_ENV)) expect(read('docs/deploy/websiteworks.service')).toContain(`Environment=${name}=${value}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
