/**
 * Throughput and p99 latency of the site host serving the sample site's published page, next to
 * nginx serving the same bytes from disk (the reference), both measured in this run with
 * autocannon, in interleaved rounds (min/median/max). Both send gzip (nginx: gzip_static with a
 * precompressed file; the site host: the gzip bytes stored at publish) and run one worker/process.
 * Prints the throughput ratio (target ≥ 0.7).
 *
 * Needs nginx (`apt-get install -y nginx`); autocannon is a dev dependency.
 * Usage: npx tsx bench/site-host.ts [seconds=5] [connections=50] [rounds=3]   (env BENCH_PORT: first of three ports, default 4811)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { serverCommand as serverArgs } from '../tests/support/server-process';
import { mmm, report, spread } from './support/report';
import { publishSampleSite, stop, waitFor } from './support/sample-site';
import { autocannon, type AutocannonResult } from './support/autocannon';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 50);
const rounds = Number(process.argv[4] ?? 3);
const root = path.resolve(import.meta.dirname, '..');
/** BENCH_PORT moves the three ports (app, site host, nginx) to BENCH_PORT, +1, +2. */
const basePort = Number(process.env.BENCH_PORT ?? 4811);
const [APP_PORT, SITES_PORT, NGINX_PORT] = [basePort, basePort + 1, basePort + 2];

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

  // 2. The real server process (app + site host), as `npm start` runs it (the compiled build when fresh).
  const server = spawn(process.execPath, serverArgs(), { cwd: root, env: { ...process.env, ...env, DATABASE_URL: '' }, stdio: 'ignore' });
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

  const measure = async (url: string, duration: number) => {
    const r = await autocannon({ url, connections, headers: { 'accept-encoding': 'gzip' }, duration });
    if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return r;
  };
  const ours = `http://127.0.0.1:${SITES_PORT}${pagePath}`;
  const ref = `http://127.0.0.1:${NGINX_PORT}${pagePath}`;
  await measure(ours, 2); // warm-up
  await measure(ref, 2);
  // Interleaved rounds (ours, nginx, ours, nginx…): the shared machine's load falls on both alike.
  const a: AutocannonResult[] = [];
  const b: AutocannonResult[] = [];
  for (let i = 0; i < rounds; i++) {
    a.push(await measure(ours, seconds));
    b.push(await measure(ref, seconds));
  }
  const rate = (rs: AutocannonResult[]) => rs.map((r) => r.requests.average);
  const ratio = spread(rate(a)).median / spread(rate(b)).median;
  const gzipBytes = gzipSync(html, { level: 9 }).length;
  console.log(`sample site page: ${html.length} bytes of HTML, sent gzip (${gzipBytes} bytes); ${connections} connections; ${rounds} interleaved rounds of ${seconds} s`);
  report('site-host', [
    { name: 'site host, one hot page (req/s)', value: `${mmm(rate(a))}, p99 ${mmm(a.map((r) => r.latency.p99))} ms`, target: '' },
    { name: 'nginx, same bytes (req/s, reference)', value: `${mmm(rate(b))}, p99 ${mmm(b.map((r) => r.latency.p99))} ms`, target: '' },
    {
      name: 'ratio site host / nginx, one hot page',
      value: `${ratio.toFixed(2)}× (per round ${rate(a).map((x, i) => (x / (rate(b)[i] as number)).toFixed(2)).join(', ')})`,
      target: '≥ 0.7×',
      met: ratio >= 0.7,
      note: 'nginx: one worker process in C (gzip_static, sendfile); the site host: one Node process that also looks the site up and adds its headers.',
    },
  ]);
} finally {
  for (const child of children.reverse()) await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}
