import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOidcServer } from '../../support/oidc-server';
import { freePort, startServerProcess, waitUntilReady } from '../../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    sitesURL: string;
    dataDir: string;
  }
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

  const server = startServerProcess({
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
    // "Import from your website" may read pages on this machine (the site host's published pages).
    IMPORT_ALLOW_LOOPBACK: 'true',
  });
  // Generous: on a busy shared machine the server can take over a minute to start.
  if (!(await waitUntilReady(baseURL, server.child, 180_000))) {
    server.child.kill('SIGKILL');
    throw new Error(`app did not become ready (exit ${server.child.exitCode}):\n${server.output()}`);
  }

  project.provide('baseURL', baseURL);
  project.provide('sitesURL', `http://localhost:${sitesPort}`);
  project.provide('dataDir', dataDir);

  return async () => {
    server.child.kill('SIGTERM');
    await server.exited();
    await oidc.close();
    if (process.env.E2E_KEEP_DATA !== '1') rmSync(dataDir, { recursive: true, force: true });
  };
}
