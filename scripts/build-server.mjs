// Compiles the server ahead of time (decision 0018): one ES module, dist/server/server.js. `npm start`
// runs it with plain Node: no TypeScript at run time. The dependencies the server loads at start are
// bundled in too (decision 0024): Node then reads and links one file instead of some 1,300 modules,
// which was most of the time to /ready. Left in node_modules (EXTERNAL): what is loaded only when used
// (a bundled copy would be parsed at every start), what carries files or native code of its own, and
// what starts workers from its own directory.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT, SERVER_ENTRY } from './build-state.mjs';

const EXTERNAL = [
  // Loaded only when used (decision 0024): the other kind of database, Stripe, S3, SMTP, better-auth's
  // schema comparison.
  '@electric-sql/pglite', // also: its WebAssembly and data files sit beside its code
  'pg',
  'stripe',
  '@aws-sdk/*',
  'nodemailer',
  'better-auth/db/migration',
  // Loaded only when used: the review poster's PDF (pdf-lib) and a push's encryption and signature (web-push).
  'pdf-lib',
  'web-push',
  // Native code.
  'sharp',
  // Files of its own: the Swagger UI's pages and scripts.
  '@fastify/swagger-ui',
  // Fastify's logger: transports run as workers started from its own directory.
  'pino',
  'thread-stream',
];

rmSync(path.dirname(SERVER_ENTRY), { recursive: true, force: true });
// Beside the server, the worker threads it starts from its own directory (html-budget.ts: imported pages are parsed in one).
const WORKERS = ['src/server/modules/importing/html-worker.ts'];
for (const worker of WORKERS) {
  await build({ ...options(), entryPoints: [path.join(ROOT, worker)], outfile: path.join(path.dirname(SERVER_ENTRY), `${path.basename(worker, '.ts')}.js`) });
}
await build({
  ...options(),
  entryPoints: [path.join(ROOT, 'src/server/server.ts')],
  outfile: SERVER_ENTRY,
});
for (const file of [SERVER_ENTRY, ...WORKERS.map((w) => path.join(path.dirname(SERVER_ENTRY), `${path.basename(w, '.ts')}.js`))]) asciiOnly(file);
console.log(`built ${path.relative(ROOT, SERVER_ENTRY)}`);

/**
 * Escapes what esbuild leaves outside ASCII (comments it keeps, a few regular expressions: "é", "—",
 * "’"). V8 keeps a script's source in memory for as long as it runs, and one character outside
 * Latin-1 makes the whole 11 MB bundle a two-byte string: 22 MB of the server's heap instead of 11
 * (decision 0065, figures after tuning). `\uXXXX` means the same character in a string, a template, a
 * regular expression (a pair of them for a character beyond U+FFFF, read as one with the u flag) and an
 * identifier, and nothing in a comment.
 */
function asciiOnly(file) {
  const source = readFileSync(file, 'utf8');
  if (!/[\u0080-\uffff]/.test(source)) return;
  const escape = (unit) => `\\u${unit.toString(16).padStart(4, '0')}`;
  writeFileSync(file, source.replace(/[\u0080-\uffff]/g, (c) => escape(c.charCodeAt(0))));
}

/**
 * React's production build, whatever NODE_ENV says when the server runs. React picks its build at run
 * time from process.env.NODE_ENV, and the built server runs without it in development (`npm start` on
 * embedded defaults) and in every test and benchmark: React's development build then rendered each
 * publish two to three times slower (checks and warnings meant for an editor, not a server: decision
 * 0065, addendum "Warm before the port opens"). The server's own NODE_ENV (config.ts) is untouched:
 * only React's files (and its scheduler's) read "production" in its place, so esbuild keeps their
 * production branch alone.
 */
function reactProduction() {
  return {
    name: 'react-production',
    setup(build) {
      build.onLoad({ filter: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/].*\.js$/ }, async (args) => ({
        contents: (await readFile(args.path, 'utf8')).replaceAll('process.env.NODE_ENV', '"production"'),
        loader: 'js',
      }));
    },
  };
}

/** The same options for the server and each worker. */
function options() {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: EXTERNAL,
    // The bundled CommonJS packages call require(); in an ES module it has to be made.
    banner: { js: "import { createRequire as __wwCreateRequire } from 'node:module'; const require = __wwCreateRequire(import.meta.url);" },
    jsx: 'automatic',
    // No source map: Node would keep it in memory for every stack trace; the bundle is not minified, so
    // a stack trace's file and line still read plainly.
    sourcemap: false,
    logLevel: 'warning',
    plugins: [reactProduction()],
  };
}
