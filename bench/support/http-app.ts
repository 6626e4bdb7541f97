import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';

/** What the benchmarks' helpers ask of an app: Fastify's inject, or the same calls over HTTP to a server process. */
export interface Injector {
  inject(options: { method?: string; url: string; headers?: Record<string, string>; payload?: unknown }): Promise<{ statusCode: number; body: string; json(): any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as Fastify's inject answers
}

/** The inject calls of the set-up helpers (sign-up, uploads, publishing) sent over HTTP to a running server. */
export function httpApp(base: string): Injector {
  return {
    async inject({ method = 'GET', url, headers = {}, payload }) {
      const body = payload === undefined ? undefined : Buffer.isBuffer(payload) ? new Uint8Array(payload) : typeof payload === 'string' ? payload : JSON.stringify(payload);
      const res = await fetch(`${base}${url}`, { method, headers, body, redirect: 'manual' });
      const text = await res.text();
      return { statusCode: res.status, body: text, json: () => JSON.parse(text) };
    },
  };
}

/** A process's resident set now and its peak so far, in bytes, from /proc (Linux). */
export function processMemory(child: ChildProcess): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

/**
 * Signs up `email` on the server at `base` whose public address is `appUrl`, confirms through the
 * e-mail its development outbox kept in `outboxDir`, and answers an access token.
 */
export async function signUpOverHttp(base: string, appUrl: string, outboxDir: string, email: string, password = 'correct horse battery'): Promise<string> {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: appUrl }, body: JSON.stringify({ email, password, name: '' }) });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { DevOutbox } = await import('../../src/server/mail/mailer');
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
