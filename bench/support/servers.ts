import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_ENV } from '../../scripts/build-state.mjs';
import { serverCommand as serverArgs } from '../../tests/support/server-process';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The real server process (app + site host) as `npm start` runs it (the compiled build when fresh). */
export function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, serverArgs(), { cwd: ROOT, env: { ...process.env, ...SERVER_ENV, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A TypeScript file of bench/ run as its own process. */
export function startScript(file: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', file)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A fresh PostgreSQL database for a benchmark (BENCH_DATABASE_URL's server, default the local one). */
export async function freshPostgres(name: string): Promise<string | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: base });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
