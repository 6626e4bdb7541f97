// After `vite build`: writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of
// the built client, which the app sends as they are (@fastify/static's preCompressed, decision 0023):
// nothing of the app's own code is compressed while someone waits for it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { ROOT } from './build-state.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const CLIENT = path.join(ROOT, 'dist/client');
/** Text the browser fetches; pictures and fonts are compressed formats already. */
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.map', '.webmanifest', '.xml']);
/** Below this, a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const files = readdirSync(CLIENT, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && TEXT.has(path.extname(entry.name)) && !entry.name.endsWith('.map'))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => statSync(file).size >= MIN_BYTES);

let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const body = readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 9 }),
    ]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    before += body.length;
    after += br.length;
  }),
);
console.log(`compressed ${files.length} client files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
