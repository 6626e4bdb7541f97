/**
 * Throughput and p99 latency of the site host serving the sample site's published page, next to
 * nginx serving the same bytes from disk (the reference), both measured in this run with
 * autocannon. Both send gzip (nginx: gzip_static with a precompressed file; the site host: its
 * in-memory gzip copy) and run one worker/process. Prints the throughput ratio (target ≥ 0.5).
 *
 * Needs nginx (`apt-get install -y nginx`); autocannon is a dev dependency.
 * Usage: npx tsx bench/site-host.ts [seconds=10] [connections=50]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { DevOutbox } from '../src/server/mail/mailer';
import { sampleWebsite } from '../src/site/sample-website';
import { bearer, jsonHeaders, signUpConfirmed } from '../tests/support/test-app';

interface Result {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<Result>;

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const root = path.resolve(import.meta.dirname, '..');
const APP_PORT = 4811;
const SITES_PORT = 4812;
const NGINX_PORT = 4813;

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // next
    }
  }
  throw new Error('nginx is not installed: apt-get install -y nginx');
}

async function waitFor(url: string, child: ChildProcess) {
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

const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(null);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-bench-sites-'));
const children: ChildProcess[] = [];
try {
  // 1. A data directory with the sample site published (PGlite on disk, local storage).
  const env = { DATA_DIR: dataDir, PORT: String(APP_PORT), SITES_PORT: String(SITES_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', APP_URL: `http://127.0.0.1:${APP_PORT}` };
  // The test helpers sign up from http://localhost:3000, so the set-up app believes it lives there.
  const app = await buildApp({ config: loadConfig({ ...env, APP_URL: 'http://localhost:3000', AUTH_RATE_LIMIT_MAX: '1000' }), logger: false });
  const t = { app, outbox: new DevOutbox(path.join(dataDir, 'outbox')) };
  const { token } = await signUpConfirmed(t, 'bench@example.com');
  const headers = { ...bearer(token), ...jsonHeaders };
  const put = await app.inject({ method: 'PUT', url: '/api/website/', headers, payload: { input: sampleWebsite('https://images.example.com') } });
  if (put.statusCode !== 200) throw new Error(put.body);
  const { hash } = (await app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
  const published = await app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } });
  if (published.statusCode !== 200) throw new Error(published.body);
  const pagePath = new URL(published.json().publishUrl).pathname;
  const html = (await app.siteHost.inject(pagePath)).rawPayload;
  await app.close();

  // 2. The real server process (app + site host), as `npm start` runs it.
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], { cwd: root, env: { ...process.env, ...env, DATABASE_URL: '' }, stdio: 'ignore' });
  children.push(server);
  await waitFor(`http://127.0.0.1:${SITES_PORT}/_ww/health`, server);

  // 3. nginx with the same page, precompressed, one worker.
  const nginxDir = path.join(dataDir, 'nginx');
  chmodSync(dataDir, 0o755); // nginx's worker (www-data when started as root) must reach the files
  mkdirSync(path.join(nginxDir, 'html', pagePath), { recursive: true });
  mkdirSync(path.join(nginxDir, 'logs'), { recursive: true });
  writeFileSync(path.join(nginxDir, 'html', pagePath, 'index.html'), html);
  writeFileSync(path.join(nginxDir, 'html', pagePath, 'index.html.gz'), gzipSync(html, { level: 9 }));
  writeFileSync(
    path.join(nginxDir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
error_log ${nginxDir}/logs/error.log warn;
pid ${nginxDir}/nginx.pid;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${nginxDir}/tmp; proxy_temp_path ${nginxDir}/tmp; fastcgi_temp_path ${nginxDir}/tmp; uwsgi_temp_path ${nginxDir}/tmp; scgi_temp_path ${nginxDir}/tmp;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${nginxDir}/html;
    gzip_static on;
    etag on;
    add_header cache-control "public, max-age=60";
  }
}
`,
  );
  const nginx = spawn(nginxBinary(), ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], { stdio: 'ignore' });
  children.push(nginx);
  await waitFor(`http://127.0.0.1:${NGINX_PORT}${pagePath}`, nginx);

  const measure = async (url: string) => {
    const options = { url, connections, headers: { 'accept-encoding': 'gzip' } };
    await autocannon({ ...options, duration: 2 }); // warm-up
    const r = await autocannon({ ...options, duration: seconds });
    if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return r;
  };
  const ours = await measure(`http://127.0.0.1:${SITES_PORT}${pagePath}`);
  const ref = await measure(`http://127.0.0.1:${NGINX_PORT}${pagePath}`);
  console.log(`sample site page (${html.length} bytes, gzip), ${connections} connections, ${seconds} s each`);
  console.log(`  site host: ${ours.requests.average.toFixed(0).padStart(7)} req/s   p99 ${ours.latency.p99} ms   mean ${ours.latency.average.toFixed(2)} ms`);
  console.log(`  nginx:     ${ref.requests.average.toFixed(0).padStart(7)} req/s   p99 ${ref.latency.p99} ms   mean ${ref.latency.average.toFixed(2)} ms (reference)`);
  console.log(`  throughput ratio site host / nginx: ${(ours.requests.average / ref.requests.average).toFixed(2)} (target ≥ 0.5)`);
} finally {
  for (const child of children.reverse()) await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}
