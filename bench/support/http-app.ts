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

