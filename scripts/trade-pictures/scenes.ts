/*
 * The settings the trade pictures are drawn in: a wall and a counter, a tiled bathroom, a garden under
 * the sky, a salon, a garage, a street, a desk. Flat shapes in the trade's palette; our own work.
 */

export interface Palette {
  /** The wall (or sky) at the top, light. */
  wall: string;
  /** The wall's second tone, a little deeper. */
  wall2: string;
  /** What the objects stand on (counter, floor, desk), and its shadow side. */
  surface: string;
  surfaceDark: string;
  /** The trade's brand colours (what the kit's page uses), for paintwork and details. */
  brand: string;
  brandDark: string;
  accent: string;
}

export type SceneKind = 'counter' | 'tiles' | 'garden' | 'salon' | 'garage' | 'street' | 'desk' | 'studio' | 'shelves';

/** The height (from the top, as a share of the picture) where the surface begins: objects stand on it. */
export const SURFACE = 0.74;

const f = (n: number) => Number(n.toFixed(1));

export function scene(kind: SceneKind, w: number, h: number, pal: Palette, id: string): string {
  const top = f(h * SURFACE);
  const defs = `<defs><linearGradient id="${id}w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.wall}"/><stop offset="1" stop-color="${pal.wall2}"/></linearGradient>
<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.surface}"/><stop offset="1" stop-color="${pal.surfaceDark}"/></linearGradient></defs>`;
  const wall = `<rect width="${w}" height="${h}" fill="url(#${id}w)"/>`;
  const surface = (y = top) => `<rect y="${y}" width="${w}" height="${f(h - y)}" fill="url(#${id}s)"/><rect y="${y}" width="${w}" height="${f(h * 0.014)}" fill="#FFFFFF" fill-opacity=".35"/>`;
  const glow = `<circle cx="${f(w * 0.72)}" cy="${f(h * 0.3)}" r="${f(h * 0.42)}" fill="${pal.accent}" fill-opacity=".16"/><circle cx="${f(w * 0.12)}" cy="${f(h * 0.1)}" r="${f(h * 0.26)}" fill="#FFFFFF" fill-opacity=".22"/>`;
  switch (kind) {
    case 'counter':
      return defs + wall + glow + surface();
    case 'shelves': {
      const shelf = (y: number) => `<rect x="${f(w * 0.04)}" y="${f(y)}" width="${f(w * 0.92)}" height="${f(h * 0.025)}" rx="3" fill="${pal.surfaceDark}"/><rect x="${f(w * 0.04)}" y="${f(y + h * 0.025)}" width="${f(w * 0.92)}" height="${f(h * 0.012)}" fill="#000" fill-opacity=".08"/>`;
      return defs + wall + glow + shelf(h * 0.36) + surface();
    }
    case 'tiles': {
      const size = h / 9;
      const lines: string[] = [];
      for (let x = size; x < w; x += size) lines.push(`M${f(x)} 0V${top}`);
      for (let y = size; y < top; y += size) lines.push(`M0 ${f(y)}H${w}`);
      return defs + wall + `<path d="${lines.join('')}" stroke="#FFFFFF" stroke-opacity=".55" stroke-width="${f(h * 0.006)}"/>` + glow + surface();
    }
    case 'salon': {
      const stripes: string[] = [];
      for (let x = 0; x < w; x += h / 7) stripes.push(`<rect x="${f(x)}" width="${f(h / 14)}" height="${top}" fill="#FFFFFF" fill-opacity=".18"/>`);
      return defs + wall + stripes.join('') + glow + surface();
    }
    case 'garage': {
      const panels: string[] = [];
      for (let y = h * 0.08; y < top; y += h / 10) panels.push(`<rect x="${f(w * 0.06)}" y="${f(y)}" width="${f(w * 0.88)}" height="${f(h * 0.012)}" fill="#000" fill-opacity=".07"/>`);
      return defs + wall + panels.join('') + surface() + `<rect y="${f(top + (h - top) * 0.45)}" width="${w}" height="${f(h * 0.008)}" fill="#F6C443" fill-opacity=".7"/>`;
    }
    case 'desk':
      return defs + wall + glow + `<rect x="${f(w * 0.08)}" y="${f(h * 0.1)}" width="${f(w * 0.2)}" height="${f(h * 0.3)}" rx="6" fill="#FFFFFF" fill-opacity=".35"/>` + surface();
    case 'studio':
      return (
        defs +
        `<radialGradient id="${id}r" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${pal.wall}"/><stop offset="1" stop-color="${pal.wall2}"/></radialGradient><rect width="${w}" height="${h}" fill="url(#${id}r)"/>` +
        `<ellipse cx="${f(w / 2)}" cy="${f(h * 0.98)}" rx="${f(w * 0.62)}" ry="${f(h * 0.3)}" fill="${pal.surface}" fill-opacity=".55"/>`
      );
    case 'garden': {
      const sky = `<linearGradient id="${id}k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#CFEAFB"/><stop offset="1" stop-color="#F3FAFF"/></linearGradient>`;
      return (
        // A lawn is green whatever the trade's colours.
        `<defs>${sky}<linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6DB35F"/><stop offset="1" stop-color="#4C9444"/></linearGradient></defs>` +
        `<rect width="${w}" height="${h}" fill="url(#${id}k)"/><circle cx="${f(w * 0.84)}" cy="${f(h * 0.16)}" r="${f(h * 0.08)}" fill="#FFE08A"/>` +
        `<ellipse cx="${f(w * 0.12)}" cy="${f(h * 0.2)}" rx="${f(h * 0.16)}" ry="${f(h * 0.05)}" fill="#FFFFFF" fill-opacity=".9"/>` +
        `<path d="M0 ${f(h * 0.62)}C${f(w * 0.25)} ${f(h * 0.5)} ${f(w * 0.5)} ${f(h * 0.58)} ${f(w * 0.7)} ${f(h * 0.54)}S${w} ${f(h * 0.56)} ${w} ${f(h * 0.56)}V${h}H0z" fill="#B9DDB0"/>` +
        `<path d="M0 ${f(top - h * 0.04)}C${f(w * 0.3)} ${f(top - h * 0.09)} ${f(w * 0.6)} ${f(top)} ${w} ${f(top - h * 0.06)}V${h}H0z" fill="url(#${id}g)"/>` +
        [0.15, 0.35, 0.55, 0.75, 0.95].map((x) => `<path d="M${f(w * x - w * 0.05)} ${h}L${f(w * x)} ${f(top)}L${f(w * x + w * 0.05)} ${h}z" fill="#FFFFFF" fill-opacity=".06"/>`).join('')
      );
    }
    case 'street': {
      const sky = `<linearGradient id="${id}k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.wall}"/><stop offset="1" stop-color="${pal.wall2}"/></linearGradient>`;
      const blocks = [0.02, 0.16, 0.3, 0.5, 0.66, 0.82].map((x, i) => {
        const bh = h * (0.28 + ((i * 37) % 17) / 60);
        return `<rect x="${f(w * x)}" y="${f(top - bh)}" width="${f(w * 0.13)}" height="${f(bh)}" fill="${pal.brandDark}" fill-opacity=".14"/>`;
      });
      return `<defs>${sky}<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.surface}"/><stop offset="1" stop-color="${pal.surfaceDark}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id}k)"/>${blocks.join('')}${surface()}`;
    }
  }
}
