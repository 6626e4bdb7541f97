// Whether the build (dist/client + dist/server) is missing or older than its sources: read by
// `npm start` (scripts/start.mjs) and by the tests and benchmarks that start the server
// (tests/support/server-command.ts), so "is the build fresh" is decided in one place.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/server.js');
/**
 * Node's flags for the server process (decision 0024): V8's young generation capped at 8 MB a half
 * (16 by default). Left at 16 it grew in the first requests and stayed, 15–25 MB of RSS holding
 * nothing; capped at 2 or 4 MB, objects were promoted too early and the old generation swelled under
 * load (to 350–410 MB on PGlite over 80,000 requests). And the old generation let grow to 1.5 times what
 * is live before V8 collects it, not up to four times (decision 0072's addendum): a replica serving
 * 100,000 sites held 345 MB (328–361) after the random rounds and holds 229 (223–235), the random
 * site's rate the same within the noise, once its own structures stopped making garbage. `npm start`
 * passes the same (package.json; a test compares them; the Dockerfile and the systemd unit too), and so
 * does `serverCommand` for the tests and benchmarks.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=50'];
/**
 * The server process's environment of its own (issue 21): glibc's malloc arenas capped at 2. sharp's
 * libvips allocates on several threads, and with an arena per thread the memory freed after each
 * image stayed in the process: ten 12 MP photos raised its RSS by 300 MB, with 2 arenas by about 100
 * (tests/integration/security/image-budget.test.ts). Read by glibc when the process starts, so it is
 * set by whatever starts it: `npm start` (package.json; a test compares them), the tests and
 * benchmarks, and the container and service files (docs/deploy.md).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
const CLIENT_ENTRY = path.join(ROOT, 'dist/client/index.html');
/** What the build is made from: a change to any of these makes it stale. */
const SOURCES = ['src', 'public', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'scripts/build-server.mjs', 'scripts/compress-client.mjs'];

function newestIn(target) {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const mtime = statSync(path.join(entry.parentPath, entry.name)).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** Undefined when the build is fresh; otherwise why it is not. */
export function staleBuild() {
  if (!existsSync(SERVER_ENTRY)) return 'the server is not built';
  if (!existsSync(CLIENT_ENTRY)) return 'the client is not built';
  const built = Math.min(statSync(SERVER_ENTRY).mtimeMs, statSync(CLIENT_ENTRY).mtimeMs);
  const changed = SOURCES.find((source) => newestIn(source) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}
