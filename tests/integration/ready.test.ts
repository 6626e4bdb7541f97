import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../support/replicas';
import { failWithout, MISSING_POSTGRES, skipWithout } from '../support/required-tool';
import { freePort, type ServerProcess, startServerProcess, waitUntilReady } from '../support/server-process';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * /ready, as a load balancer asks it: 200 while the database and the storage answer, 503 naming the one
 * that does not, and 200 again once it is back. Real outages, not stubs: a PostgreSQL server whose address
 * stops answering (a TCP proxy in front of it, closed), an S3 server (s3rver) stopped, a storage directory
 * that is no longer a directory, an embedded database that has been shut down.
 */

const READY = { status: 'ready', database: 'ok', storage: 'ok' };
const NO_DATABASE = { status: 'not ready', database: 'unreachable', storage: 'ok' };
const NO_STORAGE = { status: 'not ready', database: 'ok', storage: 'unreachable' };

/** A TCP proxy to `target` that can be cut (every connection closed, nothing listening) and opened again. */
async function tcpProxy(target: URL) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(upstream);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = undefined;
    });
  await open();
  return { port, open, cut };
}

const readyOf = async (url: string) => {
  const res = await fetch(`${url}/ready`);
  return { status: res.status, body: await res.json(), cache: res.headers.get('cache-control') };
};

describe('/ready on PGlite with local disk storage (the app in this process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close().catch(() => {});
  });

  const ready = async () => {
    const res = await t.app.inject('/ready');
    return { status: res.statusCode, body: res.json() };
  };

  it('answers 503 "storage unreachable" while the storage directory cannot be written, and 200 once it can', async () => {
    expect(await ready()).toEqual({ status: 200, body: READY });
    const storage = path.join(t.dataDir, 'storage');
    rmSync(storage, { recursive: true, force: true });
    writeFileSync(storage, 'not a directory');
    expect(await ready()).toEqual({ status: 503, body: NO_STORAGE });
    rmSync(storage);
    expect(await ready()).toEqual({ status: 200, body: READY });
  });

  it('answers 503 "database unreachable" once the embedded database has been shut down', async () => {
    expect(await ready()).toEqual({ status: 200, body: READY });
    await t.database.close();
    expect(await ready()).toEqual({ status: 503, body: NO_DATABASE });
  });
});

const postgresProblem = process.env.TEST_DATABASE_URL ? undefined : MISSING_POSTGRES;

describe.skipIf(skipWithout(postgresProblem))('/ready of a server process on PostgreSQL with S3 storage', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-ready-'));
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'ww-ready-s3-'));
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let s3: S3rver | undefined;
  let server: ServerProcess | undefined;
  let url = '';

  beforeAll(async () => {
    failWithout(postgresProblem);
    database = await freshDatabase('ww_ready');
    proxy = await tcpProxy(new URL(database.url));
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'ww-ready', configs: [] }] });
    const { port: s3Port } = (await s3.run()) as { port: number };
    const [port, sitesPort] = [await freePort(), await freePort()];
    server = startServerProcess({
      DATA_DIR: dataDir,
      PORT: String(port),
      SITES_PORT: String(sitesPort),
      DATABASE_URL: viaProxy.toString(),
      S3_BUCKET: 'ww-ready',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      LOG_LEVEL: 'warn',
    });
    url = `http://127.0.0.1:${port}`;
    if (!(await waitUntilReady(url, server.child, 120_000))) throw new Error(`the server did not become ready:\n${server.output()}`);
  }, 180_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited();
    }
    await proxy?.cut();
    await s3?.close().catch(() => {});
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('answers 503 "database unreachable" while the database server does not answer, and 200 once it does again', async () => {
    expect(await readyOf(url)).toEqual({ status: 200, body: READY, cache: 'no-store' });
    await proxy.cut();
    // The next check after the cut says so (a check already under way when the line was cut may still say ok).
    await expect.poll(async () => (await readyOf(url)).status, { timeout: 5000 }).toBe(503);
    expect(await readyOf(url)).toEqual({ status: 503, body: NO_DATABASE, cache: 'no-store' });
    await proxy.open();
    await expect.poll(async () => (await readyOf(url)).status).toBe(200);
    expect((await readyOf(url)).body).toEqual(READY);
  });

  it('answers 503 "storage unreachable" once the S3 server has stopped', async () => {
    expect(await readyOf(url)).toEqual({ status: 200, body: READY, cache: 'no-store' });
    await s3?.close();
    s3 = undefined;
    expect(await readyOf(url)).toEqual({ status: 503, body: NO_STORAGE, cache: 'no-store' });
  });
});
