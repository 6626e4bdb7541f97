/*
 * Draws the product's default pictures (src/site/stock/): for each trade family a hero background
 * and three card pictures, as plain SVG (no script, no external reference), from the family's
 * colours and hand-drawn line icons. Deterministic: re-running gives the same files.
 * Run: npx tsx scripts/make-stock-images.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { STOCK_FAMILIES, STOCK_FAMILY_NAMES, stockCardName, stockHeroName, type StockFamily } from '../src/shared/stock-images';

const OUT = fileURLToPath(new URL('../src/site/stock/', import.meta.url));

/** 24-unit line icons (stroke only). */
const ICONS: Record<string, string> = {
  wrench: '<path d="M14.7 6.3a4 4 0 0 0-5.4 5.1l-5.8 5.8a1.8 1.8 0 0 0 2.5 2.5l5.8-5.8a4 4 0 0 0 5.1-5.4l-2.6 2.6-2.3-.6-.6-2.3z"/>',
  droplet: '<path d="M12 3s-6 6.6-6 11a6 6 0 0 0 12 0c0-4.4-6-11-6-11z"/><path d="M9.5 14.5a2.5 2.5 0 0 0 2.5 2.5"/>',
  faucet: '<path d="M3 9h9a4 4 0 0 1 4 4v1h3v-1a7 7 0 0 0-7-7H9M7 9V6M4.5 6h5M17.5 17v1.2M17.5 20.5v.1"/>',
  bolt: '<path d="M13 2 4 14h7l-1 8 9-12h-7z"/>',
  bulb: '<path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z"/>',
  plug: '<path d="M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0zM12 17v5"/>',
  leaf: '<path d="M5 19c0-8 5-14 15-15-1 10-7 15-15 15zM5 19l8-8"/>',
  sprout: '<path d="M12 21v-9M12 12c0-4-3-6-7-6 0 4 3 6 7 6zM12 14c0-4 3-7 7-7 0 4-3 7-7 7zM7 21h10"/>',
  tree: '<path d="M12 22v-7M12 18l-3-2.5M12 3a5 5 0 0 0-5 5 4 4 0 0 0 1 7h8a4 4 0 0 0 1-7 5 5 0 0 0-5-5z"/>',
  hammer: '<path d="M4 20l9-9M10.5 8.5 15 4l5 5-4.5 4.5zM15 4l-2.5-1.5H9"/>',
  roller: '<path d="M4 4h13v5H4zM17 6.5h3v5h-8v3M11 14.5h2v7h-2z"/>',
  house: '<path d="M3 11 12 3l9 8M5 9.5V21h14V9.5M10 21v-6h4v6"/>',
  sparkle: '<path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.7 2 2 .7-2 .7-.7 2-.7-2-2-.7 2-.7z"/>',
  spray: '<path d="M9 9h5l1.5 3v9h-8v-9zM10 9V5.5h4l3.5-2M14 5.5h2.5M19 7h.1M20.5 9h.1M19 11h.1"/>',
  bucket: '<path d="M4 9h16l-2 12H6zM7 9a5 5 0 0 1 10 0M4 9h16"/>',
  scissors: '<circle cx="6" cy="7" r="3"/><circle cx="6" cy="17" r="3"/><path d="M8.5 8.5 20 19M8.5 15.5 20 5"/>',
  comb: '<path d="M3 7h18v4H3zM5.5 11v6M8.5 11v7M11.5 11v6M14.5 11v7M17.5 11v6"/>',
  polish: '<path d="M10 2.5h4V8h-4zM9 8h6v2M8 10h8a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zM10 14h4"/>',
  paw: '<circle cx="6.5" cy="10" r="1.8"/><circle cx="10" cy="6" r="1.8"/><circle cx="14" cy="6" r="1.8"/><circle cx="17.5" cy="10" r="1.8"/><path d="M12 12c-3 0-6 4-6 6.5 0 1.5 1.5 2 3 1.5 1-.3 2-.6 3-.6s2 .3 3 .6c1.5.5 3 0 3-1.5 0-2.5-3-6.5-6-6.5z"/>',
  heart: '<path d="M12 20s-8-4.6-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.4-8 10-8 10z"/>',
  tub: '<path d="M3 12h18v2a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM5.5 12V6a2 2 0 0 1 4-.5M7 19l-1 2M17 19l1 2M12 8.5h.1M14.5 7h.1M15 9.5h.1"/>',
  cup: '<path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 3c0 1.5 1 1.5 1 3M12 3c0 1.5 1 1.5 1 3M3 21h15"/>',
  loaf: '<path d="M4 13a8 5.5 0 0 1 16 0v6H4zM8 9.5l1.2 3M12 8.3v3.7M16 9.5l-1.2 3"/>',
  truck: '<path d="M2 6h12v10H2zM14 9h4l3 4v3h-7"/><circle cx="6" cy="18" r="2"/><circle cx="17" cy="18" r="2"/>',
  camera: '<path d="M3 8h4l2-3h6l2 3h4v11H3z"/><circle cx="12" cy="13.5" r="3.5"/>',
  aperture: '<circle cx="12" cy="12" r="9"/><path d="M12 3l3.5 7M21 12l-7.5.8M15.5 20.2 11 14M5 17.5l4-6.5M4.3 7.5l7.7 1"/>',
  frame: '<path d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6"/><circle cx="16" cy="9" r="1.5"/>',
  dumbbell: '<path d="M6.5 7v10M3.5 9.5v5M17.5 7v10M20.5 9.5v5M6.5 12h11"/>',
  pulse: '<path d="M3 12h4l2-4 3 8 2-4h7"/>',
  stopwatch: '<circle cx="12" cy="13.5" r="7.5"/><path d="M12 13.5V9.5M10 2.5h4M12 2.5V6M18 6.5l1.5-1.5"/>',
  car: '<path d="M3 16v-4l2.2-5h13.6l2.2 5v4zM3 16v2.5h3V16M18 16v2.5h3V16M3.5 12h17"/><circle cx="7.5" cy="14" r=".8"/><circle cx="16.5" cy="14" r=".8"/>',
  gauge: '<path d="M4.2 17a9 9 0 1 1 15.6 0M12 14l4-5"/><circle cx="12" cy="14" r="1.5"/>',
  book: '<path d="M4 5a2 2 0 0 1 2-2h13v15H6a2 2 0 0 0-2 2zM4 20a2 2 0 0 0 2 1.5h13M8 7h7"/>',
  calculator: '<path d="M6 2.5h12v19H6zM9 5.5h6v4H9zM9 13h.1M12 13h.1M15 13h.1M9 16.5h.1M12 16.5h.1M15 16.5h.1"/>',
  chart: '<path d="M4 3.5V20h16.5M8 16v-4M12 16V8.5M16 16v-6.5"/>',
  star: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"/>',
  shield: '<path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6z"/><path d="m8.8 12 2.2 2.2 4.2-4.4"/>',
  chat: '<path d="M4 5h16v11H9.5L5 20v-4H4z"/><path d="M8 9.5h8M8 12.5h5"/>',
};

/** Deep, middle and light tone, and a warm accent, per family. */
const PALETTES: Record<StockFamily, { deep: string; mid: string; light: string; accent: string }> = {
  water: { deep: '#0B3A5B', mid: '#1F6F9F', light: '#CFE8F6', accent: '#6CC3E8' },
  power: { deep: '#1E2235', mid: '#394274', light: '#E4E6F4', accent: '#F2B632' },
  garden: { deep: '#163D26', mid: '#2F7A45', light: '#DCEFD9', accent: '#A7D37C' },
  home: { deep: '#3A2A1E', mid: '#8A5A36', light: '#F3E6D8', accent: '#E0A458' },
  clean: { deep: '#0E4A4A', mid: '#2A8C8A', light: '#DDF3F1', accent: '#9FE3D9' },
  beauty: { deep: '#3D1F33', mid: '#8E4A73', light: '#F6E3EE', accent: '#E7A9C6' },
  pets: { deep: '#3B2B14', mid: '#A0682A', light: '#F7EAD6', accent: '#F3B967' },
  food: { deep: '#43200F', mid: '#A24E25', light: '#FBE9DC', accent: '#F0A872' },
  camera: { deep: '#1A1D24', mid: '#4A5162', light: '#E8EAEF', accent: '#C9A86B' },
  fitness: { deep: '#2B1330', mid: '#C2410C', light: '#FDE7DA', accent: '#FB923C' },
  auto: { deep: '#15191F', mid: '#3C4A5C', light: '#E3E8EE', accent: '#E4572E' },
  office: { deep: '#132A47', mid: '#2E5C8A', light: '#E2EAF4', accent: '#8FB3D9' },
  general: { deep: '#1F2A44', mid: '#4B5E8C', light: '#E6EAF3', accent: '#F2C14E' },
};

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const seedOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const f = (n: number) => Number(n.toFixed(1));

function icon(name: string, x: number, y: number, size: number, color: string, opacity: number, width = 1.4): string {
  const scale = size / 24;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${scale.toFixed(3)})" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</g>`;
}

function hero(family: StockFamily): string {
  const p = PALETTES[family];
  const [a, b, c] = STOCK_FAMILIES[family];
  const r = rng(seedOf(family));
  const W = 1600;
  const H = 900;
  const blobs = Array.from({ length: 5 }, (_, i) => {
    const cx = 700 + r() * 900;
    const cy = r() * H;
    const rad = 160 + r() * 260;
    return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="${i % 2 ? p.accent : p.light}" fill-opacity="${(0.06 + r() * 0.08).toFixed(2)}"/>`;
  }).join('');
  // A faint pattern of the family's icons over the right-hand side, one large icon on top.
  const pattern: string[] = [];
  const names = [a, b, c];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 7; col++) {
      const x = 820 + col * 112 + (row % 2) * 56;
      const y = 40 + row * 145;
      if (x > W - 40) continue;
      pattern.push(icon(names[(row + col) % 3]!, x, y, 44, p.light, 0.16, 1.2));
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.deep}"/><stop offset="0.65" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>
<radialGradient id="glow" cx="0.78" cy="0.45" r="0.5"><stop offset="0" stop-color="${p.light}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>${blobs}${pattern.join('')}
<circle cx="1230" cy="450" r="250" fill="${p.deep}" fill-opacity="0.28"/><circle cx="1230" cy="450" r="250" fill="none" stroke="${p.light}" stroke-opacity="0.5" stroke-width="3"/>
${icon(a, 1230 - 140, 450 - 140, 280, '#FFFFFF', 0.92, 1.1)}
<path d="M0 ${H - 120} C 400 ${H - 200} 900 ${H - 40} ${W} ${H - 150} V ${H} H 0 Z" fill="${p.deep}" fill-opacity="0.35"/>
</svg>
`;
}

function card(family: StockFamily, n: number): string {
  const p = PALETTES[family];
  const name = STOCK_FAMILIES[family][n]!;
  const r = rng(seedOf(`${family}-${name}`));
  const W = 800;
  const H = 520;
  const angle = [135, 45, 90][n]!;
  const cx = 400 + (r() - 0.5) * 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>
<pattern id="d" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="2" fill="${p.light}" fill-opacity="0.12"/></pattern></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#d)"/>
<circle cx="${f(120 + r() * 120)}" cy="${f(80 + r() * 80)}" r="${f(120 + r() * 60)}" fill="${p.accent}" fill-opacity="0.22"/>
<circle cx="${f(620 + r() * 120)}" cy="${f(380 + r() * 80)}" r="${f(140 + r() * 60)}" fill="${p.light}" fill-opacity="0.12"/>
<circle cx="${f(cx)}" cy="260" r="150" fill="${p.light}" fill-opacity="0.95"/>
<circle cx="${f(cx)}" cy="260" r="172" fill="none" stroke="${p.accent}" stroke-opacity="0.7" stroke-width="4"/>
${icon(name, cx - 95, 165, 190, p.deep, 1, 1.5)}
</svg>
`;
}

await mkdir(OUT, { recursive: true });
let total = 0;
for (const family of STOCK_FAMILY_NAMES) {
  const files: [string, string][] = [[stockHeroName(family), hero(family)], ...[0, 1, 2].map((n): [string, string] => [stockCardName(family, n), card(family, n)])];
  for (const [name, body] of files) {
    await writeFile(`${OUT}${name}`, body);
    total += body.length;
  }
}
console.log(`wrote ${STOCK_FAMILY_NAMES.length * 4} pictures to ${OUT} (${Math.round(total / 1024)} KB in all)`);
