/*
 * The installed app's icons (issue 26): the favicon's white "W" on the app's teal, drawn here with sharp
 * so they can be made again at any size. `any` icons are a rounded square; the maskable one fills its
 * square and keeps the letter inside the central 80 % safe zone, for launchers that cut their own shape.
 * Run: npx tsx scripts/make-app-icons.ts
 */
import path from 'node:path';
import sharp from 'sharp';

const TEAL = '#0c8599';
const OUT = path.resolve(import.meta.dirname, '../public/icons');

function svg(size: number, maskable: boolean): string {
  const radius = maskable ? 0 : size * 0.18;
  const font = size * (maskable ? 0.46 : 0.62);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${TEAL}"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${font}" fill="#ffffff">W</text>
</svg>`;
}

for (const [name, size, maskable] of [
  ['app-192.png', 192, false],
  ['app-512.png', 512, false],
  ['app-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
] as const) {
  await sharp(Buffer.from(svg(size, maskable))).png({ compressionLevel: 9, palette: true }).toFile(path.join(OUT, name));
}
