import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { SITE_CSS_FILE, SITE_JS_FILE } from '../../site/site-assets';

/*
 * The published page's shared stylesheet and script: read once from src/site, minified simply,
 * named by content hash (`site.<hash>.css`) and compressed ahead of time, since they never change
 * while the process runs. Published HTML links them as `/_ww/<name>` on whatever host serves it.
 */

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site');

export const ASSET_PREFIX = '/_ww/';
/** Names the server can have made: `site.<12 hex>.css|js`. Anything else is never looked up. */
export const ASSET_NAME = /^site\.[0-9a-f]{12}\.(css|js)$/;
/** Where published asset files are kept in storage, so pages published by older deploys keep their styles. */
export const assetStorageKey = (name: string) => `site-assets/${name}`;

export interface StaticAsset {
  name: string;
  /** `/_ww/<name>`: root-relative, so it works on the path host, a subdomain or a custom domain. */
  href: string;
  contentType: string;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export interface SiteAssetFiles {
  css: StaticAsset;
  js: StaticAsset;
  byName: Map<string, StaticAsset>;
}

/** Comments out, runs of white space collapsed, spaces around braces, semicolons and commas dropped. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** Whole-line comments and indentation out; line breaks stay, so automatic semicolons still work. */
export function minifyJs(js: string): string {
  return js
    .replace(/^\s*\/\*[\s\S]*?\*\/\s*$/gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

export function makeAsset(ext: 'css' | 'js', text: string): StaticAsset {
  const body = Buffer.from(text, 'utf8');
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const name = `site.${hash}.${ext}`;
  return {
    name,
    href: `${ASSET_PREFIX}${name}`,
    contentType: ext === 'css' ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
    body,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    etag: `"${hash}"`,
  };
}

let loaded: SiteAssetFiles | undefined;

export function loadSiteAssetFiles(): SiteAssetFiles {
  if (loaded) return loaded;
  const css = makeAsset('css', minifyCss(readFileSync(path.join(SITE_DIR, SITE_CSS_FILE), 'utf8')));
  const js = makeAsset('js', minifyJs(readFileSync(path.join(SITE_DIR, SITE_JS_FILE), 'utf8')));
  loaded = { css, js, byName: new Map([css, js].map((a) => [a.name, a])) };
  return loaded;
}
