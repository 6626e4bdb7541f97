import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/*
 * Checks that need something the machine may lack (Java for the W3C HTML checker, caddy, a PostgreSQL
 * server). In CI (CI=true, as `.ci/run` sets it) a missing one fails the run with a sentence naming it:
 * a green run must not hide a check that never ran. Elsewhere the check is skipped, with the reason printed.
 */

/** Whether this run is CI's (CI=true or 1: `.ci/run`, and CI services, set it). */
export const inCi = (): boolean => /^(true|1)$/i.test(process.env.CI ?? '');

/** The executable `name` on PATH, found as `command -v` finds it in `.ci/run`; undefined when there is none. */
export function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir === '') continue;
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/**
 * Whether to skip a check because what it needs is missing (`problem`: undefined when it is there,
 * else a sentence naming what is missing and how to get it). Locally: prints the sentence and skips.
 * In CI: never skips; the check's first step, failWithout(problem), fails it with the sentence.
 */
export function skipWithout(problem: string | undefined): boolean {
  if (problem === undefined || inCi()) return false;
  console.warn(`Skipped: ${problem} (With CI=true this fails instead.)`);
  return true;
}

/**
 * Whether a check that needs `tool` can run (`present`), for describe.runIf: without it, skipped locally
 * with the reason printed; in CI a failure naming it (thrown while the file is collected), never a skip.
 */
export function hasTool(present: boolean, tool: string, why: string): boolean {
  if (present) return true;
  if (inCi()) throw new Error(`${tool} is needed in CI (${why}) and is missing: .ci/run installs or starts it.`);
  console.warn(`Skipped: ${why} needs ${tool}, which is missing here. (With CI=true this fails instead.)`);
  return false;
}

/** The first step of a check that skipWithout let run: fails it, naming what is missing. */
export function failWithout(problem: string | undefined): void {
  if (problem !== undefined) throw new Error(`${problem} CI must run this check, so it fails rather than skipping.`);
}

/** The caddy binary the HTTPS tests run: CADDY_PATH, else `caddy` on PATH (what `.ci/run` installs). */
export function caddyPath(): string | undefined {
  return process.env.CADDY_PATH || onPath('caddy');
}

/** Java, which the W3C HTML checker (vnu-jar) runs on: `java` on PATH (`.ci/run` installs default-jre-headless). */
export function javaPath(): string | undefined {
  return onPath('java');
}

export const MISSING_JAVA =
  'Java is not installed (no `java` on PATH), so the W3C HTML checker (vnu-jar) cannot run: apt-get install default-jre-headless.';
export const MISSING_CADDY =
  'caddy is not installed (no CADDY_PATH, no `caddy` on PATH), so the custom-domain HTTPS test cannot run: apt-get install caddy.';
export const MISSING_POSTGRES =
  'TEST_DATABASE_URL is not set, so nothing runs on PostgreSQL: set it to a server you can create schemas and databases on (.ci/run uses postgres://postgres@127.0.0.1:5432/test).';

/**
 * The Chromium the browser tests and benchmarks drive: CHROMIUM_PATH, else `chromium` on PATH (what
 * `.ci/run` installs). Never skipped: without it those checks fail here, naming it.
 */
export function chromiumPath(): string {
  const found = process.env.CHROMIUM_PATH || onPath('chromium');
  if (!found) throw new Error('Chromium is not installed (no CHROMIUM_PATH, no `chromium` on PATH), so the browser checks cannot run: apt-get install chromium.');
  return found;
}
