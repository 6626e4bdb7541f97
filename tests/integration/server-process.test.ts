import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitUntilReady } from '../support/server-process';

function start(dataDir: string, port: number, sitesPort: number) {
  return startServerProcess({ DATA_DIR: dataDir, PORT: String(port), SITES_PORT: String(sitesPort), DATABASE_URL: '', LOG_LEVEL: 'info' });
}

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-proc-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on embedded defaults, logs requests as JSON, refuses a second process on the same data, and stops cleanly on SIGTERM', async () => {
    const [port, sitesPort, port2, sitesPort2] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const first = start(dataDir, port, sitesPort);
    // A first start makes the database (initdb and every migration): slow on a busy machine.
    expect(await waitUntilReady(`http://127.0.0.1:${port}`, first.child, 150_000), first.output()).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    // The site port opens after the hot-set preload settled (none here: a new install), then the process says it runs.
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${sitesPort}/_ww/health`).catch(() => undefined))?.status, { timeout: 20_000 }).toBe(200);
    await expect.poll(() => first.output().indexOf('Website Works is running'), { timeout: 5000 }).toBeGreaterThan(-1);
    const warm = first.output().indexOf('site host: warm; taking visitors');
    expect(warm, first.output()).toBeGreaterThan(-1);
    expect(warm).toBeLessThan(first.output().indexOf('Website Works is running'));
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

    const second = start(dataDir, port2, sitesPort2);
    expect(await second.exited()).toBe(1);
    expect(second.output()).toContain('already in use by another Website Works process');

    await fetch(`http://127.0.0.1:${port}/api/config`);
    // the log line reaches stdout a moment after the answer
    const logLine = () => first.output().split('\n').find((l) => l.includes('/api/config'));
    await expect.poll(logLine, { timeout: 5000 }).toBeTruthy();
    expect(JSON.parse(logLine() as string)).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/config' } });

    first.child.kill('SIGTERM');
    expect(await first.exited()).toBe(0);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  }, 240_000);
});
