import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { DevOutbox } from '../../src/server/mail/mailer';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_FLAGS, staleBuild } from '../../scripts/build-state.mjs';

/**
 * The one place tests start the server as a real process (the server-process and replica tests, the
 * end-to-end setup): when the server is compiled ahead of time, only `serverCommand` changes.
 */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The command (after `node`) that starts the server: the compiled server (dist/server/server.js, what
 * `npm start` runs) when the build is fresh, else the TypeScript source through tsx (a run without
 * `npm run build` first), with the Node flags `npm start` gives it. Benchmarks start it the same way.
 */
export function serverCommand(): string[] {
  return [...SERVER_NODE_FLAGS, ...(staleBuild() === undefined ? [SERVER_ENTRY] : ['--import', 'tsx', 'src/server/server.ts'])];
}

/** Whether serverCommand() runs the compiled build. */
export const runsCompiledServer = () => staleBuild() === undefined;

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
}

/**
 * Starts the server with the given environment on top of this process's (the caller sets ports and
 * data); a variable given as undefined is left out (e.g. NODE_ENV, which is 'test' unless told).
 */
export function startServerProcess(env: Record<string, string | undefined>): ServerProcess {
  let output = '';
  // No drain on SIGTERM unless a test asks (SHUTDOWN_DRAIN_SECONDS): tests stop servers often.
  const merged: Record<string, string | undefined> = { ...process.env, ...SERVER_ENV, NODE_ENV: 'test', HOST: '127.0.0.1', SHUTDOWN_DRAIN_SECONDS: '0', ...env };
  const child = spawn(process.execPath, serverCommand(), {
    cwd: repoRoot,
    env: Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited: () => exit };
}

/** Polls `${url}/ready` until it answers 200 (true), the process ends or the time is up (false). */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      if ((await fetch(`${url}/ready`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Signs up `email` on the server at `base` whose public address is `appUrl`, confirms through the
 * e-mail its development outbox kept in `outboxDir`, and answers an access token.
 */
export async function signUpOverHttp(base: string, appUrl: string, outboxDir: string, email: string, password = 'correct horse battery'): Promise<string> {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: appUrl }, body: JSON.stringify({ email, password, name: '' }) });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const link = (await new DevOutbox(outboxDir).list()).find((m) => m.to === email)?.text.match(/https?:\/\/\S+/g)?.pop();
  if (!link) throw new Error(`no confirmation e-mail to ${email}`);
  const target = new URL(link);
  const verify = await fetch(`${base}${target.pathname}${target.search}`, { redirect: 'manual' });
  const cookie = verify.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = await fetch(`${base}/api/auth/token`, { headers: { cookie } });
  if (!token.ok) throw new Error(`token failed: ${token.status}`);
  return ((await token.json()) as { token: string }).token;
}
