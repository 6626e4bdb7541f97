/*
 * Draws the demo site's images (public/sample/) as SVG scenes and photographs them with the
 * system Chromium, so the sample needs no downloaded or licensed pictures.
 * Run: npx tsx scripts/make-sample-images.ts   (then check sizes: logo < 20 KB, photos < 80 KB)
 */
import { mkdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../public/sample/', import.meta.url));

// Small deterministic PRNG so re-running gives the same files.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const defs = `
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd0ff"/><stop offset="1" stop-color="#e6f5ff"/></linearGradient>
  <linearGradient id="skyWarm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cc3f5"/><stop offset="0.7" stop-color="#d9f0ff"/><stop offset="1" stop-color="#fff4d6"/></linearGradient>
  <linearGradient id="winterSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9c6e6"/><stop offset="1" stop-color="#eef4fb"/></linearGradient>
  <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#74c25c"/><stop offset="1" stop-color="#3f8f3a"/></linearGradient>
  <linearGradient id="soil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a5a3c"/><stop offset="1" stop-color="#5b3a26"/></linearGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5d6670"/><stop offset="0.5" stop-color="#aab3bc"/><stop offset="1" stop-color="#59626b"/></linearGradient>
  <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f9e5a"/><stop offset="1" stop-color="#16623a"/></linearGradient>
  <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1ec"/><stop offset="1" stop-color="#d5ddd2"/></linearGradient>
  <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff7c2"/><stop offset="0.35" stop-color="#ffe98a" stop-opacity="0.9"/><stop offset="1" stop-color="#ffe98a" stop-opacity="0"/></radialGradient>
</defs>`;

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`;
}

/** A fan of water from a sprinkler nozzle: faint arcs plus droplets along them. */
function spray(x0: number, y0: number, opts: { arcs: number; spread: number; power: number; g: number; seed: number; dir?: number }) {
  const r = rng(opts.seed);
  const dir = opts.dir ?? 0;
  let out = '';
  for (let i = 0; i < opts.arcs; i++) {
    const angle = -Math.PI / 2 + dir + (i / (opts.arcs - 1) - 0.5) * opts.spread;
    const vx = Math.cos(angle) * opts.power;
    const vy = Math.sin(angle) * opts.power;
    const pts: string[] = [];
    for (let t = 0; t <= 1.0001; t += 0.05) {
      pts.push(`${(x0 + vx * t).toFixed(1)},${(y0 + vy * t + opts.g * t * t).toFixed(1)}`);
    }
    out += `<polyline points="${pts.join(' ')}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${(2 + r() * 2).toFixed(1)}" stroke-linecap="round"/>`;
    for (let k = 0; k < 14; k++) {
      const t = 0.15 + r() * 0.95;
      const x = x0 + vx * t + (r() - 0.5) * 8;
      const y = y0 + vy * t + opts.g * t * t + (r() - 0.5) * 8;
      out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(1.2 + r() * 2.6).toFixed(1)}" fill="#ffffff" fill-opacity="${(0.55 + r() * 0.4).toFixed(2)}"/>`;
    }
  }
  return out;
}

function sprinklerHead(x: number, y: number, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-10" y="-34" width="20" height="34" rx="3" fill="url(#metal)"/>
    <rect x="-15" y="-6" width="30" height="10" rx="3" fill="#2f353b"/>
    <rect x="-6" y="-44" width="12" height="12" rx="2" fill="#3b4249"/>
  </g>`;
}

function tree(x: number, y: number, s: number, shade = '#2f7d3a'): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-6" y="-10" width="12" height="50" rx="4" fill="#6b4a2f"/>
    <circle cx="0" cy="-40" r="42" fill="${shade}"/><circle cx="-30" cy="-18" r="30" fill="${shade}"/>
    <circle cx="30" cy="-20" r="32" fill="${shade}"/><circle cx="10" cy="-62" r="26" fill="#3f9a4a" fill-opacity="0.7"/>
  </g>`;
}

function shrub(x: number, y: number, s: number, c = '#3c8f45'): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="-18" cy="0" r="20" fill="${c}"/><circle cx="14" cy="-4" r="24" fill="${c}"/><circle cx="0" cy="-18" r="20" fill="#4fa757"/></g>`;
}

/** Mowing stripes fanning out from a vanishing point. */
function lawnStripes(w: number, top: number, h: number, vpX: number, n: number): string {
  let out = `<rect x="0" y="${top}" width="${w}" height="${h - top}" fill="url(#lawn)"/>`;
  for (let i = -n; i < n * 2; i += 2) {
    const x1 = (i / n) * w;
    const x2 = ((i + 1) / n) * w;
    out += `<polygon points="${vpX},${top} ${vpX},${top} ${x2 * 2 - vpX},${h} ${x1 * 2 - vpX},${h}" fill="#ffffff" fill-opacity="0.07"/>`;
  }
  return out;
}

const hero = svg(
  1600,
  800,
  `<rect width="1600" height="800" fill="url(#skyWarm)"/>
  <circle cx="1260" cy="170" r="190" fill="url(#sun)"/>
  <path d="M0 470 C 220 380 420 420 620 400 S 1000 330 1250 380 S 1500 420 1600 390 L1600 560 L0 560Z" fill="#9fd08a"/>
  <path d="M0 520 C 300 450 560 500 800 470 S 1300 430 1600 480 L1600 600 L0 600Z" fill="#7fc06c"/>
  <g transform="translate(1080 452)"><rect x="0" y="-70" width="190" height="80" fill="#f4efe6"/><polygon points="-16,-68 95,-130 206,-68" fill="#a4553f"/><rect x="80" y="-36" width="30" height="46" fill="#6a4a35"/><rect x="22" y="-52" width="36" height="28" fill="#bfe1f2"/><rect x="132" y="-52" width="36" height="28" fill="#bfe1f2"/></g>
  ${tree(980, 470, 0.9)}${tree(1340, 470, 1.1, '#2c7436')}${tree(180, 470, 1.2, '#2c7436')}${tree(300, 480, 0.8)}
  ${lawnStripes(1600, 540, 800, 800, 10)}
  ${shrub(90, 600, 1.4)}${shrub(1500, 610, 1.6)}${shrub(1240, 560, 0.9)}
  ${spray(420, 700, { arcs: 9, spread: 1.6, power: 330, g: 360, seed: 3 })}${sprinklerHead(420, 712, 1.2)}
  ${spray(1000, 640, { arcs: 7, spread: 1.4, power: 240, g: 260, seed: 7 })}${sprinklerHead(1000, 650, 0.85)}
  ${spray(1380, 760, { arcs: 9, spread: 1.6, power: 300, g: 330, seed: 11 })}${sprinklerHead(1380, 772, 1.3)}`,
);

const about = svg(
  1200,
  900,
  `<rect width="1200" height="900" fill="url(#sky)"/>
  <circle cx="980" cy="150" r="160" fill="url(#sun)"/>
  <path d="M0 520 C 250 440 520 480 760 450 S 1100 430 1200 460 L1200 640 L0 640Z" fill="#9fd08a"/>
  ${tree(140, 560, 1.3, '#2c7436')}${tree(1080, 560, 1.1)}
  ${lawnStripes(1200, 600, 900, 600, 8)}
  <g transform="translate(250 430)">
    <ellipse cx="330" cy="352" rx="360" ry="22" fill="#000" fill-opacity="0.18"/>
    <path d="M0 60 Q0 20 40 20 L430 20 Q470 20 480 60 L500 140 L640 170 Q690 182 690 230 L690 320 Q690 340 670 340 L20 340 Q0 340 0 320Z" fill="#ffffff"/>
    <path d="M0 250 L690 250 L690 320 Q690 340 670 340 L20 340 Q0 340 0 320Z" fill="url(#brand)"/>
    <path d="M480 60 L500 140 L610 164 L560 80 Q550 60 520 60Z" fill="#bfe1f2"/>
    <rect x="360" y="70" width="90" height="70" rx="8" fill="#bfe1f2"/>
    <circle cx="140" cy="150" r="58" fill="url(#brand)"/>
    <path d="M140 112 C 118 140 110 156 110 170 a30 30 0 0 0 60 0 c0-14-8-30-30-58z" fill="#ffffff"/>
    <text x="215" y="140" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="700" fill="#16623a">GREEN VALLEY</text>
    <text x="215" y="178" font-family="DejaVu Sans, sans-serif" font-size="22" letter-spacing="4" fill="#2f9e5a">IRRIGATION</text>
    <g fill="#1d2228"><circle cx="150" cy="340" r="54"/><circle cx="550" cy="340" r="54"/></g>
    <g fill="#c9d0d6"><circle cx="150" cy="340" r="24"/><circle cx="550" cy="340" r="24"/></g>
    <rect x="660" y="270" width="36" height="22" rx="6" fill="#ffd36b"/>
  </g>
  ${shrub(80, 820, 1.6)}${shrub(1120, 800, 1.4)}`,
);

const sprinkler = svg(
  800,
  500,
  `<rect width="800" height="500" fill="url(#sky)"/>
  <circle cx="660" cy="90" r="110" fill="url(#sun)"/>
  <path d="M0 250 C 200 200 420 230 600 210 S 760 200 800 215 L800 330 L0 330Z" fill="#9fd08a"/>
  ${tree(110, 270, 0.8, '#2c7436')}${tree(700, 270, 0.7)}
  ${lawnStripes(800, 300, 500, 400, 8)}
  ${spray(400, 400, { arcs: 11, spread: 2.2, power: 260, g: 250, seed: 21 })}
  ${sprinklerHead(400, 420, 1.5)}`,
);

function plant(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 0 C -4 -20 -2 -40 0 -56" stroke="#2e7d32" stroke-width="5" fill="none"/>
    <ellipse cx="-18" cy="-30" rx="20" ry="9" transform="rotate(-30 -18 -30)" fill="#4caf50"/>
    <ellipse cx="18" cy="-40" rx="20" ry="9" transform="rotate(30 18 -40)" fill="#43a047"/>
    <ellipse cx="-12" cy="-54" rx="14" ry="7" transform="rotate(-50 -12 -54)" fill="#66bb6a"/>
    <ellipse cx="10" cy="-62" rx="12" ry="6" transform="rotate(45 10 -62)" fill="#81c784"/>
  </g>`;
}

function dripRow(y: number, s: number, seed: number): string {
  const r = rng(seed);
  let out = `<path d="M-20 ${y + 6 * s} Q 400 ${y - 4 * s} 820 ${y + 6 * s}" stroke="#1b1f23" stroke-width="${7 * s}" fill="none" stroke-linecap="round"/>`;
  for (let x = 60; x < 800; x += 130) {
    const px = x + (r() - 0.5) * 20;
    out += plant(px + 30 * s, y - 4 * s, s);
    out += `<path d="M${px} ${y + 8 * s} q ${-5 * s} ${10 * s} 0 ${14 * s} q ${5 * s} ${-4 * s} 0 ${-14 * s}z" fill="#6ec6ff"/>`;
    out += `<ellipse cx="${px}" cy="${y + 30 * s}" rx="${26 * s}" ry="${6 * s}" fill="#3e2617" fill-opacity="0.55"/>`;
  }
  return out;
}

const drip = svg(
  800,
  500,
  `<rect width="800" height="500" fill="url(#sky)"/>
  <rect y="130" width="800" height="370" fill="url(#soil)"/>
  <path d="M0 130 L800 130 L800 150 L0 150Z" fill="#5a9f4a"/>
  ${dripRow(210, 0.8, 1)}${dripRow(320, 1.05, 2)}${dripRow(450, 1.35, 3)}`,
);

const repair = svg(
  800,
  500,
  `<rect width="800" height="500" fill="url(#lawn)"/>
  <path d="M60 160 Q 400 120 740 170 L760 380 Q 400 420 40 370Z" fill="url(#soil)"/>
  <path d="M60 160 Q 400 120 740 170" stroke="#3f8f3a" stroke-width="14" fill="none"/>
  <rect x="40" y="252" width="720" height="34" rx="8" fill="#f2f4f5"/>
  <rect x="40" y="252" width="720" height="10" rx="5" fill="#ffffff"/>
  <rect x="320" y="236" width="150" height="66" rx="12" fill="#2f9e5a"/>
  <rect x="380" y="196" width="30" height="48" rx="6" fill="#23824a"/>
  <rect x="356" y="184" width="78" height="20" rx="8" fill="#1d6d3d"/>
  <rect x="250" y="244" width="40" height="50" rx="6" fill="#dfe3e6"/><rect x="500" y="244" width="40" height="50" rx="6" fill="#dfe3e6"/>
  <mask id="jaw"><rect x="-80" y="-120" width="160" height="360" fill="#fff"/><rect x="-13" y="-90" width="26" height="58" rx="3" fill="#000"/></mask>
  <g transform="translate(585 135) rotate(35)">
    <rect x="-14" y="0" width="28" height="210" rx="13" fill="url(#metal)"/>
    <circle cx="0" cy="-22" r="38" fill="#8d969f" mask="url(#jaw)"/>
    <circle cx="0" cy="196" r="8" fill="#59626b"/>
  </g>
  <g fill="#6ec6ff">${[0, 1, 2, 3, 4].map((i) => `<path d="M${200 + i * 30} ${330 + (i % 2) * 14} q -7 13 0 19 q 7 -6 0 -19z"/>`).join('')}</g>`,
);

function snowflake(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" stroke="#ffffff" stroke-width="3" stroke-linecap="round">
    <path d="M0 -14 V14 M-12 -7 L12 7 M-12 7 L12 -7"/></g>`;
}

const winter = svg(
  800,
  500,
  `<rect width="800" height="500" fill="url(#winterSky)"/>
  <path d="M0 260 C 200 210 420 240 600 220 S 760 210 800 225 L800 500 L0 500Z" fill="#dfe9f3"/>
  <path d="M0 330 C 260 300 520 320 800 300 L800 500 L0 500Z" fill="#f7fbff"/>
  <g transform="translate(140 280)"><rect x="-6" y="-10" width="12" height="60" fill="#5e4634"/><polygon points="0,-120 -60,0 60,0" fill="#2f6b4f"/><polygon points="0,-120 -34,-50 34,-50" fill="#ffffff" fill-opacity="0.85"/><polygon points="0,-70 -60,0 60,0" fill="#ffffff" fill-opacity="0.35"/></g>
  <g transform="translate(670 270) scale(0.8)"><rect x="-6" y="-10" width="12" height="60" fill="#5e4634"/><polygon points="0,-120 -60,0 60,0" fill="#2f6b4f"/><polygon points="0,-120 -34,-50 34,-50" fill="#ffffff" fill-opacity="0.85"/></g>
  ${sprinklerHead(400, 410, 1.8)}
  <ellipse cx="400" cy="330" rx="34" ry="12" fill="#ffffff"/>
  <rect x="300" y="405" width="200" height="30" rx="15" fill="#ffffff"/>
  <path d="M470 420 C 560 420 600 380 690 400" stroke="#f5b031" stroke-width="14" fill="none" stroke-linecap="round"/>
  <rect x="660" y="370" width="90" height="60" rx="10" fill="#e8eef3" stroke="#b8c4ce" stroke-width="4"/>
  <circle cx="705" cy="400" r="16" fill="#9fb0bf"/>
  ${[
    [80, 80, 1.2],
    [240, 140, 0.8],
    [360, 70, 1],
    [520, 120, 1.3],
    [640, 60, 0.9],
    [740, 150, 1.1],
    [300, 220, 0.7],
    [580, 240, 0.8],
  ]
    .map(([x, y, s]) => snowflake(x!, y!, s!))
    .join('')}`,
);

const smart = svg(
  800,
  500,
  `<rect width="800" height="500" fill="url(#wall)"/>
  <rect y="400" width="800" height="100" fill="#c7d1c3"/>
  <rect x="110" y="80" width="330" height="300" rx="24" fill="#ffffff" stroke="#cfd8cc" stroke-width="4"/>
  <rect x="140" y="110" width="270" height="130" rx="12" fill="#16623a"/>
  <path d="M200 140 C 186 160 180 172 180 182 a20 20 0 0 0 40 0 c0-10-6-22-20-42z" fill="#7fe0a4"/>
  <text x="240" y="178" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="700" fill="#ffffff">Zone 3</text>
  <text x="240" y="212" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#bdf2d0">12 min · 6:00</text>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${170 + (i % 3) * 105}" cy="${280 + Math.floor(i / 3) * 60}" r="20" fill="${i === 2 ? '#2f9e5a' : '#e3e9e1'}"/>`).join('')}
  <g transform="translate(520 90)">
    <rect width="170" height="320" rx="26" fill="#1f2429"/>
    <rect x="12" y="22" width="146" height="276" rx="14" fill="#f6faf7"/>
    <text x="28" y="62" font-family="DejaVu Sans, sans-serif" font-size="17" font-weight="700" fill="#16623a">Schedule</text>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="28" y="${84 + i * 40}" width="${50 + ((i * 37) % 60)}" height="22" rx="6" fill="${i === 1 ? '#2f9e5a' : '#9ed9b4'}"/>`).join('')}
  </g>
  <g transform="translate(470 70)" fill="none" stroke="#2f9e5a" stroke-width="6" stroke-linecap="round">
    <path d="M-30 0 a42 42 0 0 1 60 0"/><path d="M-18 14 a24 24 0 0 1 36 0"/><circle cx="0" cy="28" r="3" fill="#2f9e5a"/>
  </g>`,
);

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192">${defs}
  <circle cx="96" cy="96" r="92" fill="url(#brand)"/>
  <path d="M96 34 C 70 70 58 94 58 116 a38 38 0 0 0 76 0 c0-22-12-46-38-82z" fill="#ffffff"/>
  <path d="M96 148 C 96 120 104 104 124 92 C 122 116 114 132 96 148z" fill="#2f9e5a"/>
  <path d="M96 148 C 98 128 106 114 118 102" stroke="#16623a" stroke-width="3" fill="none" stroke-linecap="round"/>
  <path d="M76 100 q -6 12 2 22" stroke="#cfeedd" stroke-width="6" fill="none" stroke-linecap="round"/>
</svg>`;

const images: { file: string; svg: string; w: number; h: number; type: 'png' | 'jpeg'; quality?: number }[] = [
  { file: 'logo.png', svg: logo, w: 192, h: 192, type: 'png' },
  { file: 'hero.jpg', svg: hero, w: 1600, h: 800, type: 'jpeg', quality: 72 },
  { file: 'about.jpg', svg: about, w: 1200, h: 900, type: 'jpeg', quality: 74 },
  { file: 'service-sprinklers.jpg', svg: sprinkler, w: 800, h: 500, type: 'jpeg', quality: 76 },
  { file: 'service-drip.jpg', svg: drip, w: 800, h: 500, type: 'jpeg', quality: 76 },
  { file: 'service-repairs.jpg', svg: repair, w: 800, h: 500, type: 'jpeg', quality: 76 },
  { file: 'service-winterization.jpg', svg: winter, w: 800, h: 500, type: 'jpeg', quality: 76 },
  { file: 'service-smart-controllers.jpg', svg: smart, w: 800, h: 500, type: 'jpeg', quality: 76 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  await mkdir(OUT, { recursive: true });
  const page = await browser.newPage();
  for (const image of images) {
    await page.setViewportSize({ width: image.w, height: image.h });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${image.svg}</body></html>`);
    const path = `${OUT}${image.file}`;
    await page.screenshot({
      path,
      type: image.type,
      quality: image.quality,
      omitBackground: image.type === 'png',
      clip: { x: 0, y: 0, width: image.w, height: image.h },
    });
    console.log(image.file, (await stat(path)).size, 'bytes');
  }
} finally {
  await browser.close();
}
