import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DevOutbox } from '../../src/server/mail/mailer';
import { sampleWebsite } from '../../src/site/sample-website';
import { freePort, startServerProcess, waitUntilReady, type ServerProcess } from './server-process';
import { bearer, jsonHeaders, signUpConfirmed } from './test-app';

export interface ProcessSite {
  server: ServerProcess;
  appUrl: string;
  sitesUrl: string;
  /** The published sample page's path on the site host. */
  pagePath: string;
  /** The owner's access token (valid 15 minutes in the real server too: same database and secret). */
  token: string;
  dataDir: string;
  /** The server process's resident memory now and at its peak (kB, from /proc). */
  memory(): { rssKb: number; peakKb: number };
  stop(): Promise<void>;
}

/**
 * A real server process (the compiled build when fresh, else the source through tsx) on a fresh data
 * directory (PGlite on disk) holding one owner with the sample site published. The owner is set up
 * with the app built in this process, which is then closed, as the benchmarks do (bench/support).
 */
export async function startProcessWithSite(env: Record<string, string> = {}, email = 'process-owner@example.com'): Promise<ProcessSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-proc-site-'));
  const [port, sitesPort] = [await freePort(), await freePort()];
  const base = { DATA_DIR: dataDir, PORT: String(port), SITES_PORT: String(sitesPort), DATABASE_URL: '', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '1000', ...env };
  const app = await buildApp({ config: loadConfig({ ...base, NODE_ENV: 'test', APP_URL: 'http://localhost:3000' }), logger: false });
  let token: string;
  let pagePath: string;
  try {
    await app.ready();
    ({ token } = await signUpConfirmed({ app, outbox: new DevOutbox(path.join(dataDir, 'outbox')) }, email));
    const headers = { ...bearer(token), ...jsonHeaders };
    const put = await app.inject({ method: 'PUT', url: '/api/website/', headers, payload: { input: sampleWebsite('https://images.example.com') } });
    if (put.statusCode !== 200) throw new Error(put.body);
    const { hash } = (await app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
    const published = await app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } });
    if (published.statusCode !== 200) throw new Error(published.body);
    pagePath = new URL(published.json().publishUrl as string).pathname;
  } finally {
    await app.close();
  }
  const appUrl = `http://127.0.0.1:${port}`;
  const server = startServerProcess({ ...base, APP_URL: 'http://localhost:3000' });
  if (!(await waitUntilReady(appUrl, server.child, 120_000))) throw new Error(`the server did not start: ${server.output()}`);
  const pid = server.child.pid as number;
  return {
    server,
    appUrl,
    sitesUrl: `http://127.0.0.1:${sitesPort}`,
    pagePath,
    token,
    dataDir,
    memory() {
      const status = readStatus(pid);
      return { rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0), peakKb: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) };
    },
    async stop() {
      if (server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited();
      }
    },
  };
}

function readStatus(pid: number): string {
  return readFileSync(`/proc/${pid}/status`, 'utf8');
}
