import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadSiteAssetFiles } from '../../src/server/render/site-asset-files';
import { renderPublishedPage } from '../../src/server/render/published-page';
import { THEMES } from '../../src/shared/website-fields';
import { sampleWebsite } from '../../src/site/sample-website';
import { THEME_FONTS } from '../../src/site/themes';

/** Issue 13: the published page's first view (HTML, CSS and fonts, without images) stays at most 50 KB compressed, whatever the theme. */
const BUDGET = 50 * 1024;

describe('themes', () => {
  const assets = loadSiteAssetFiles();

  it.each(THEMES)('keeps the %s sample page within 50 KB compressed, with its fonts preloaded and swapped', (theme) => {
    const website = { ...sampleWebsite('https://media.example.com'), theme };
    const html = renderPublishedPage({ website, canonicalUrl: 'https://green-valley.example/', assets, creditHref: 'https://websiteworks.example/' });
    // The sample business is in the US: the page says so (decision 0039).
    expect(html).toContain(`<html lang="en-US" data-theme="${theme}">`);
    const own = assets.themes[theme];
    const files = [assets.css, assets.js, ...(own.css ? [own.css] : []), ...own.fonts];
    for (const file of files) expect(html).toContain(file.href);
    // Fonts: at most two families, each file preloaded, display swap, WOFF2 served by the page's own host.
    expect(new Set(THEME_FONTS[theme].map((f) => f.family)).size).toBeLessThanOrEqual(2);
    expect(own.fonts).toHaveLength(THEME_FONTS[theme].length);
    for (const font of own.fonts) {
      expect(html).toContain(`<link rel="preload" href="${font.href}" as="font" type="font/woff2" crossorigin>`);
      expect(font.body.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    if (own.css) expect(own.css.body.toString().match(/font-display:swap/g)?.length).toBe(own.fonts.length);
    const bytes = brotliCompressSync(Buffer.from(html)).length + files.reduce((sum, f) => sum + (f.name.endsWith('.woff2') ? f.body.length : f.br.length), 0);
    expect(bytes).toBeLessThanOrEqual(BUDGET);
  });
});
