import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOidcServer } from '../../support/oidc-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    sitesURL: string;
    dataDir: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`app did not become ready:\n${log()}`);
}

/** Starts the built app once for every end-to-end test, on free ports and a fresh data directory. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../../..');
  if (!existsSync(path.join(root, 'dist/client/index.html'))) {
    throw new Error('The client is not built: run `npm run build` first (npm test does).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-e2e-'));
  const [port, sitesPort, oidcPort] = [await freePort(), await freePort(), await freePort()];
  const baseURL = `http://localhost:${port}`;
  const oidc = await startOidcServer({ port: oidcPort, redirectUri: `${baseURL}/api/auth/callback/google`, clientId: 'e2e-client', clientSecret: 'e2e-secret' });

  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITES_PORT: String(sitesPort),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      // Visitor counts reach the dashboard within a second instead of five.
      VISITS_FLUSH_SECONDS: '1',
      GOOGLE_CLIENT_ID: 'e2e-client',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_DISCOVERY_URL: `${oidc.issuer}/.well-known/openid-configuration`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitForReady(baseURL, child, () => output);

  project.provide('baseURL', baseURL);
  project.provide('sitesURL', `http://localhost:${sitesPort}`);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    await oidc.close();
    if (process.env.E2E_KEEP_DATA !== '1') rmSync(dataDir, { recursive: true, force: true });
  };
}
