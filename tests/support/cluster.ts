import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DevOutbox } from '../../src/server/mail/mailer';
import { freshDatabase } from './replicas';
import { caddyPath } from './required-tool';
import { freePort, repoRoot, type ServerProcess, startServerProcess, waitUntilReady } from './server-process';

/**
 * Production's shape on one machine (docs/deploy.md): N replicas of the server as real processes on one
 * fresh PostgreSQL database, behind Debian's caddy running docs/deploy/Caddyfile AS IT IS, with only its
 * addresses given through the environment it documents. The app is at https://app.localhost:<port>, the
 * site host at https://sites.localhost:<port> (Caddy's internal CA: *.localhost names never go to an
 * ACME CA; Chromium resolves them to loopback itself). Each replica can be stopped (SIGTERM, drained),
 * killed (-9) and started again on its ports. Issue 30 (a shared cache in front) builds on this.
 */
/** Found as .ci/run finds it: CADDY_PATH, else `caddy` on PATH. */
export const CADDY = caddyPath() ?? 'caddy';

export interface ClusterReplica {
  index: number;
  /** This replica's app and site host, direct (not through Caddy). */
  url: string;
  sitesUrl: string;
  server: ServerProcess;
  /** Starts the process again on the same ports and settings; resolves once it answers /ready. */
  start(): Promise<void>;
  /** SIGTERM (the replica drains: /ready 503 first), resolved when it has exited. */
  stop(): Promise<number | null>;
  /** kill -9, resolved when it has exited. */
  kill(): Promise<void>;
  running(): boolean;
}

export interface Cluster {
  replicas: ClusterReplica[];
  /** https://app.localhost:<port> and https://sites.localhost:<port>, through Caddy. */
  appOrigin: string;
  sitesOrigin: string;
  /** Caddy's internal root certificate (what a browser would trust). */
  rootCa: string;
  databaseUrl: string;
  outbox: DevOutbox;
  caddyLog(): string;
  /** A request through Caddy, from `localAddress` (any 127.x address: a visitor of its own). */
  fetch(url: string, init?: HttpsInit): Promise<HttpsAnswer>;
  close(): Promise<void>;
}

export interface HttpsInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  localAddress?: string;
  agent?: Agent;
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Every *.localhost name is this machine. */
const loopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

export function httpsFetch(url: string, ca: string, init: HttpsInit = {}): Promise<HttpsAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers: init.headers,
        ca,
        lookup: loopback,
        servername: target.hostname,
        localAddress: init.localAddress,
        agent: init.agent,
        timeout: 30_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A keep-alive agent trusting `ca` and resolving *.localhost to loopback (a browser's connection reuse). */
export function keepAliveAgent(ca: string): Agent {
  return new Agent({ keepAlive: true, ca, lookup: loopback, maxSockets: 8 });
}

export async function startCluster(count: number, env: Record<string, string> = {}): Promise<Cluster> {
  const database = await freshDatabase('ww_cluster');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-cluster-'));
  const caddyDir = mkdtempSync(path.join(tmpdir(), 'ww-cluster-caddy-'));
  const [httpsPort, httpPort, askPort] = [await freePort(), await freePort(), await freePort()];
  const appOrigin = `https://app.localhost:${httpsPort}`;
  const sitesOrigin = `https://sites.localhost:${httpsPort}`;
  const shared = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    APP_URL: appOrigin,
    SITE_URL_TEMPLATE: `${sitesOrigin}/{slug}/`,
    MEDIA_BASE_URL: `${sitesOrigin}/media/`,
    // What docs/deploy.md sets behind Caddy.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const replicas: ClusterReplica[] = [];
  for (let index = 0; index < count; index++) {
    const port = await freePort();
    const sitesPort = await freePort();
    const replicaEnv = { ...shared, PORT: String(port), SITES_PORT: String(sitesPort) };
    const replica: ClusterReplica = {
      index,
      url: `http://127.0.0.1:${port}`,
      sitesUrl: `http://127.0.0.1:${sitesPort}`,
      server: startServerProcess(replicaEnv),
      running: () => replica.server.child.exitCode === null && replica.server.child.signalCode === null,
      async start() {
        replica.server = startServerProcess(replicaEnv);
        if (!(await waitUntilReady(replica.url, replica.server.child, 120_000))) throw new Error(`replica ${index + 1} did not start again:\n${replica.server.output()}`);
      },
      async stop() {
        if (!replica.running()) return replica.server.child.exitCode;
        replica.server.child.kill('SIGTERM');
        return replica.server.exited();
      },
      async kill() {
        if (!replica.running()) return;
        replica.server.child.kill('SIGKILL');
        await replica.server.exited();
      },
    };
    replicas.push(replica);
  }

  let caddy: ChildProcess | undefined;
  let caddyLog = '';
  const close = async () => {
    await Promise.all(replicas.map((r) => r.kill()));
    if (caddy && caddy.exitCode === null) {
      caddy.kill('SIGTERM');
      await new Promise((resolve) => caddy?.once('exit', resolve));
    }
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(caddyDir, { recursive: true, force: true });
  };

  try {
    const ready = await Promise.all(replicas.map((r) => waitUntilReady(r.url, r.server.child, 180_000)));
    if (ready.some((ok) => !ok)) throw new Error(`not every replica became ready:\n${replicas.map((r) => r.server.output()).join('\n')}`);
    // docs/deploy/Caddyfile as it is: only the addresses it documents come from the environment.
    caddy = spawn(CADDY, ['run', '--adapter', 'caddyfile', '--config', path.join(repoRoot, 'docs/deploy/Caddyfile')], {
      env: {
        ...process.env,
        HOME: caddyDir,
        XDG_DATA_HOME: path.join(caddyDir, 'data'),
        XDG_CONFIG_HOME: path.join(caddyDir, 'config'),
        ACME_EMAIL: 'operations@websiteworks.test',
        APP_HOST: `app.localhost:${httpsPort}`,
        SITES_HOST: `sites.localhost:${httpsPort}`,
        APP_UPSTREAMS: replicas.map((r) => r.url.replace('http://', '')).join(' '),
        SITES_UPSTREAMS: replicas.map((r) => r.sitesUrl.replace('http://', '')).join(' '),
        ASK_ADDRESS: `127.0.0.1:${askPort}`,
        HTTP_PORT: String(httpPort),
        HTTPS_PORT: String(httpsPort),
        CADDY_ADMIN: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (d) => (caddyLog += d));
    caddy.stderr?.on('data', (d) => (caddyLog += d));
    const rootFile = path.join(caddyDir, 'data/caddy/pki/authorities/local/root.crt');
    const deadline = Date.now() + 60_000;
    let rootCa = '';
    for (;;) {
      if (caddy.exitCode !== null || Date.now() > deadline) throw new Error(`caddy did not start:\n${caddyLog}`);
      if (existsSync(rootFile)) {
        rootCa = readFileSync(rootFile, 'utf8');
        const answer = await httpsFetch(`${appOrigin}/ready`, rootCa).catch(() => undefined);
        const site = await httpsFetch(`${sitesOrigin}/_ww/health`, rootCa).catch(() => undefined);
        if (answer?.status === 200 && site?.status === 200) break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return {
      replicas,
      appOrigin,
      sitesOrigin,
      rootCa,
      databaseUrl: database.url,
      outbox: new DevOutbox(path.join(dataDir, 'outbox')),
      caddyLog: () => caddyLog,
      fetch: (url, init) => httpsFetch(url, rootCa, init),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
