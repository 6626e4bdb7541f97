/*
 * Draws every trade kit's pictures (src/shared/trade-pictures.ts) into src/site/stock/ as small SVG
 * files: a setting in the trade's colours (scripts/trade-pictures/scenes.ts) with the objects of that
 * trade and service on it, from Fluent Emoji Flat (MIT, © Microsoft Corporation: the licence is in
 * src/site/stock/LICENSE.md) and our own drawings (drawn.ts). Optimised with svgo; deterministic.
 * Run: npx tsx scripts/make-trade-pictures.ts [--sheets DIR]  (--sheets also renders a PNG contact
 * sheet per trade, for looking at them by eye: decision 0039 has the table of what each one shows).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { optimize } from 'svgo';
import { TRADE_PICTURES, tradePictureName } from '../src/shared/trade-pictures';
import { TRADES, type TradeId } from '../src/shared/trades';
import { DRAWN } from './trade-pictures/drawn';
import { scene, SURFACE } from './trade-pictures/scenes';
import { TRADE_ART, type PictureSpec } from './trade-pictures/specs';

const OUT = fileURLToPath(new URL('../src/site/stock/', import.meta.url));
const require = createRequire(import.meta.url);
const EMOJI = require('@iconify-json/fluent-emoji-flat/icons.json') as { icons: Record<string, { body: string }>; width: number };

const CARD = { w: 640, h: 400 };
const HERO = { w: 1600, h: 1000 };
const f = (n: number) => Number(n.toFixed(1));

/** Ids inside an object (gradients) made unique per use, so two uses in one picture do not clash. */
function uniqueIds(body: string, prefix: string): string {
  return body.replace(/id="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`).replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

function objectBody(what: string, art: (typeof TRADE_ART)[TradeId], prefix: string): string {
  const [kind, name] = what.split(':') as ['e' | 'd', string];
  if (kind === 'e') {
    const icon = EMOJI.icons[name];
    if (!icon) throw new Error(`no emoji named ${name}`);
    return uniqueIds(icon.body, prefix);
  }
  const draw = DRAWN[name];
  if (!draw) throw new Error(`no drawing named ${name}`);
  return uniqueIds(draw({ brand: art.palette.brand, brandDark: art.palette.brandDark, accent: art.palette.accent }), prefix);
}

function picture(trade: TradeId, name: string, spec: PictureSpec): string {
  const { w, h } = name === 'hero' ? HERO : CARD;
  const art = TRADE_ART[trade];
  const surface = h * SURFACE;
  const parts = spec.items.map(([what, cx, cy, size, rotate], i) => {
    const scale = size / 32;
    const bottom = cy + size * 0.46;
    // A soft shadow where the object stands on the surface (not for things on the wall or in the air).
    const shadow =
      bottom > surface - h * 0.02 && spec.scene !== 'garden'
        ? `<ellipse cx="${f(cx)}" cy="${f(Math.max(bottom, surface + h * 0.02))}" rx="${f(size * 0.4)}" ry="${f(size * 0.07)}" fill="#000" fill-opacity=".14"/>`
        : '';
    const turn = rotate ? ` rotate(${rotate} 16 16)` : '';
    return `${shadow}<g transform="translate(${f(cx - size / 2)} ${f(cy - size / 2)}) scale(${scale.toFixed(3)})${turn}">${objectBody(what, art, `o${i}`)}</g>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${scene(spec.scene, w, h, art.palette, 's')}${parts.join('')}</svg>`;
  return optimize(svg, { multipass: true, floatPrecision: 1, plugins: ['preset-default'] }).data;
}

const sheetsAt = process.argv.indexOf('--sheets');
const sheetDir = sheetsAt > 0 ? process.argv[sheetsAt + 1] : undefined;

await mkdir(OUT, { recursive: true });
if (sheetDir) await mkdir(sheetDir, { recursive: true });
let total = 0;
let count = 0;
for (const { id: trade } of TRADES) {
  const names = TRADE_PICTURES[trade];
  const art = TRADE_ART[trade];
  const rendered: Buffer[] = [];
  for (const name of names) {
    const spec = art.pictures[name];
    if (!spec) throw new Error(`${trade}: no picture spec for ${name}`);
    const svg = picture(trade, name, spec);
    await writeFile(`${OUT}${tradePictureName(trade, name)}`, svg);
    total += svg.length;
    count += 1;
    if (sheetDir) rendered.push(await sharp(Buffer.from(svg)).resize(name === 'hero' ? 800 : 320).png().toBuffer());
  }
  const extra = Object.keys(art.pictures).filter((name) => !(names as readonly string[]).includes(name));
  if (extra.length > 0) throw new Error(`${trade}: specs for pictures no kit uses: ${extra.join(', ')}`);
  if (sheetDir) {
    // The hero on top (800 × 500), the cards in a row under it (320 × 200 each).
    const width = Math.max(800, (names.length - 1) * 330);
    const composite = rendered.map((input, i) => (i === 0 ? { input, left: 0, top: 0 } : { input, left: (i - 1) * 330, top: 510 }));
    await sharp({ create: { width, height: 710, channels: 3, background: '#FFFFFF' } }).composite(composite).png().toFile(`${sheetDir}/${trade}.png`);
  }
}
console.log(`wrote ${count} trade pictures to ${OUT} (${Math.round(total / 1024)} KB in all)${sheetDir ? `; contact sheets in ${sheetDir}` : ''}`);
