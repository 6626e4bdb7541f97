import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

function start(dataDir: string, port: number, sitesPort: number) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), SITES_PORT: String(sitesPort), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function ready(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) return false;
    try {
      if ((await fetch(`${url}/ready`)).ok) return true;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const exited = (child: ChildProcess) => new Promise<number | null>((r) => (child.exitCode !== null ? r(child.exitCode) : child.once('exit', (code) => r(code))));

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-proc-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on embedded defaults, logs requests as JSON, refuses a second process on the same data, and stops cleanly on SIGTERM', async () => {
    const [port, sitesPort, port2, sitesPort2] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const first = start(dataDir, port, sitesPort);
    expect(await ready(`http://127.0.0.1:${port}`, first.child), first.output()).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

    const second = start(dataDir, port2, sitesPort2);
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toContain('already in use by another Website Works process');

    await fetch(`http://127.0.0.1:${port}/api/config`);
    // the log line reaches stdout a moment after the answer
    const logLine = () => first.output().split('\n').find((l) => l.includes('/api/config'));
    await expect.poll(logLine, { timeout: 5000 }).toBeTruthy();
    expect(JSON.parse(logLine() as string)).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/config' } });

    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  }, 90_000);
});
