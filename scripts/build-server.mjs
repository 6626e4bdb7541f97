// Compiles the server ahead of time (decision 0018): one ES module, dist/server/server.js, with the
// dependencies left in node_modules. `npm start` runs it with plain Node: no TypeScript at run time.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT, SERVER_ENTRY } from './build-state.mjs';

rmSync(path.dirname(SERVER_ENTRY), { recursive: true, force: true });
await build({
  entryPoints: [path.join(ROOT, 'src/server/server.ts')],
  outfile: SERVER_ENTRY,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  jsx: 'automatic',
  // No source map: Node would keep it in memory for every stack trace; the bundle is not minified, so
  // a stack trace's file and line still read plainly.
  sourcemap: false,
  logLevel: 'warning',
});
console.log(`built ${path.relative(ROOT, SERVER_ENTRY)}`);
