import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { THEMES, type ThemeName } from '../../shared/website-fields';
import { SITE_CSS_FILE, SITE_JS_FILE } from '../../site/site-assets';
import { SITE_SOURCE_DIR } from '../paths';
import { encodeSoon } from '../sites/http-cache';
import { STYLED_THEMES, THEME_FONTS } from '../../site/themes';

/*
 * The published page's shared stylesheet and script: read once from src/site, minified simply,
 * named by content hash (`site.<hash>.css`) and compressed ahead of time, since they never change
 * while the process runs. Published HTML links them as `/_ww/<name>` on whatever host serves it.
 */

const SITE_DIR = SITE_SOURCE_DIR;

export const ASSET_PREFIX = '/_ww/';
/** Names the server can have made: `site.<12 hex>.css|js`. Anything else is never looked up. */
export const ASSET_NAME = /^site\.[0-9a-f]{12}\.(css|js|woff2)$/;
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

/** A theme's own stylesheet (its @font-face rules first) and the font files its first view needs. */
export interface ThemeAssets {
  css?: StaticAsset;
  fonts: StaticAsset[];
}

export interface SiteAssetFiles {
  css: StaticAsset;
  js: StaticAsset;
  themes: Record<ThemeName, ThemeAssets>;
  byName: Map<string, StaticAsset>;
}

const CONTENT_TYPES = { css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8', woff2: 'font/woff2' } as const;
export const assetContentType = (name: string) => CONTENT_TYPES[(name.split('.').pop() ?? 'js') as keyof typeof CONTENT_TYPES] ?? CONTENT_TYPES.js;

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

export function makeAsset(ext: 'css' | 'js' | 'woff2', content: string | Buffer): StaticAsset {
  const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const name = `site.${hash}.${ext}`;
  // Compressed in the background, not before the server is ready (decision 0024).
  const encoded = encodeSoon(body);
  return Object.defineProperties({ name, href: `${ASSET_PREFIX}${name}`, contentType: CONTENT_TYPES[ext], body, etag: `"${hash}"` } as StaticAsset, {
    gzip: { get: () => encoded.gzip, enumerable: true },
    br: { get: () => encoded.br, enumerable: true },
  });
}

let loaded: SiteAssetFiles | undefined;

export function loadSiteAssetFiles(): SiteAssetFiles {
  if (loaded) return loaded;
  const css = makeAsset('css', minifyCss(readFileSync(path.join(SITE_DIR, SITE_CSS_FILE), 'utf8')));
  const js = makeAsset('js', minifyJs(readFileSync(path.join(SITE_DIR, SITE_JS_FILE), 'utf8')));
  const themes = Object.fromEntries(THEMES.map((theme) => [theme, loadTheme(theme)])) as Record<ThemeName, ThemeAssets>;
  const all = [css, js, ...Object.values(themes).flatMap((t) => [...(t.css ? [t.css] : []), ...t.fonts])];
  loaded = { css, js, themes, byName: new Map(all.map((a) => [a.name, a])) };
  return loaded;
}

const require = createRequire(import.meta.url);

/** A theme's stylesheet: @font-face rules for its @fontsource files (served as our own assets), then themes/<name>.css. */
function loadTheme(theme: ThemeName): ThemeAssets {
  if (!(STYLED_THEMES as readonly string[]).includes(theme)) return { fonts: [] };
  const fonts = THEME_FONTS[theme].map((font) => ({ font, asset: makeAsset('woff2', readFileSync(path.join(path.dirname(require.resolve(`${font.pkg}/package.json`)), font.file))) }));
  const faces = fonts
    .map(({ font, asset }) => `@font-face{font-family:'${font.family}';font-style:normal;font-display:swap;font-weight:${font.weight};src:url(${asset.href}) format('woff2');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`)
    .join('');
  const css = makeAsset('css', faces + minifyCss(readFileSync(path.join(SITE_DIR, 'themes', `${theme}.css`), 'utf8')));
  return { css, fonts: fonts.map((f) => f.asset) };
}
