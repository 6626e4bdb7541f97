import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onPath } from './required-tool';
import { repoRoot } from './server-process';

/** varnishd: VARNISHD_PATH, else on PATH or in /usr/sbin (Debian's `varnish`, which `.ci/run` installs). */
export function varnishdPath(): string | undefined {
  if (process.env.VARNISHD_PATH) return process.env.VARNISHD_PATH;
  if (onPath('varnishd')) return onPath('varnishd');
  try {
    accessSync('/usr/sbin/varnishd', constants.X_OK);
    return '/usr/sbin/varnishd';
  } catch {
    return undefined;
  }
}

export const MISSING_VARNISH =
  'varnishd is not installed (no VARNISHD_PATH, no varnishd on PATH or in /usr/sbin), so the shared-cache test cannot run: apt-get install varnish varnish-modules.';

export interface Varnish {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The shipped docs/deploy/varnish.vcl with `backends` (host:port of each replica's site host) between
 * its markers and `secret` for the purge secret, as a deployment fills it in.
 */
export function deployedVcl(backends: string[], secret: string): string {
  const vcl = readFileSync(path.join(repoRoot, 'docs/deploy/varnish.vcl'), 'utf8');
  const defs = backends.map((b, i) => {
    const [host, port] = b.split(':');
    return `backend replica${i + 1} { .host = "${host}"; .port = "${port}"; .probe = site_host_health; }`;
  });
  const adds = backends.map((_b, i) => `  replicas.add_backend(replica${i + 1});`);
  const between = (text: string, begin: string, end: string, lines: string[]) => {
    const from = text.indexOf(begin);
    const to = text.indexOf(end);
    if (from === -1 || to === -1) throw new Error(`varnish.vcl lacks ${begin}`);
    return `${text.slice(0, from + begin.length)}\n${lines.join('\n')}\n${text.slice(to)}`;
  };
  let out = between(vcl, '# ww:backends-begin', '# ww:backends-end', defs);
  out = between(out, '# ww:add-backends-begin', '  # ww:add-backends-end', adds);
  if (!out.includes('CHANGE-ME-PURGE-SECRET')) throw new Error('varnish.vcl lacks the purge secret placeholder');
  return out.replaceAll('CHANGE-ME-PURGE-SECRET', secret);
}

/** Starts varnishd in the foreground on `port` with `vcl`, and waits until it answers. */
export async function startVarnish(port: number, vcl: string, storageMb = 64): Promise<Varnish> {
  const binary = varnishdPath();
  if (!binary) throw new Error(MISSING_VARNISH);
  const dir = mkdtempSync(path.join(tmpdir(), 'ww-varnish-'));
  // varnishd started as root reads the file as its own unprivileged user.
  chmodSync(dir, 0o755);
  const vclFile = path.join(dir, 'default.vcl');
  writeFileSync(vclFile, vcl, { mode: 0o644 });
  const child = spawn(binary, ['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', vclFile, '-s', `malloc,${storageMb}m`, '-T', 'none', '-p', 'vcc_allow_inline_c=off'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (Date.now() - started < 20_000) {
    if (child.exitCode !== null) break;
    const res = await fetch(`${url}/_ww/health`).catch(() => undefined);
    if (res?.status === 200) return { url, child, output: () => log, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`varnishd did not answer with a healthy replica:\n${log}`);
}
