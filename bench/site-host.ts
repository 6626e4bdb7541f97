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
import { publishSampleSite, stop, waitFor } from './support/sample-site';

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

const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-bench-sites-'));
const children: ChildProcess[] = [];
try {
  // 1. A data directory with the sample site published (PGlite on disk, local storage).
  const env = { DATA_DIR: dataDir, PORT: String(APP_PORT), SITES_PORT: String(SITES_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', APP_URL: `http://127.0.0.1:${APP_PORT}` };
  const { pagePath, html } = await publishSampleSite(env);

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
