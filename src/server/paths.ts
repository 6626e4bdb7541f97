import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root. This file is src/server/paths.ts when run from source (tsx, tests) and part
 * of dist/server/server.js when compiled (npm run build): both two levels below the root.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The published page's source assets (site.css, site.js, stock pictures), read at start. */
export const SITE_SOURCE_DIR = path.join(ROOT, 'src/site');
/** The built single-page app. */
export const CLIENT_DIST = path.join(ROOT, 'dist/client');
