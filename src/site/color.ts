/*
 * Colour arithmetic for the template: owners pick any two colours, and the page must stay
 * readable (WCAG AA, 4.5:1 for body text) whatever they pick.
 */

const HEX = /^#[0-9a-fA-F]{6}$/;

export const NEAR_BLACK = '#1A1A1A';
export const WHITE = '#FFFFFF';
export const BLACK = '#000000';
export const AA_NORMAL_TEXT = 4.5;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  if (!isHexColor(hex)) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** WCAG 2.x relative luminance. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Near-black or white, whichever reads better on `bg`. Some mid greys fail 4.5:1 with both
 * near-black and white; pure black always passes where white fails, so it is the last resort.
 */
export function readableTextOn(bg: string): string {
  const dark = contrastRatio(NEAR_BLACK, bg);
  const light = contrastRatio(WHITE, bg);
  if (dark >= AA_NORMAL_TEXT || light >= AA_NORMAL_TEXT) return dark >= light ? NEAR_BLACK : WHITE;
  return BLACK;
}

/** Mixes `a` toward `b`; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * amount) as Rgb);
}

/**
 * `fg` if it is readable on `bg`; otherwise `fg` pulled toward the readable text colour just
 * far enough to pass, so a brand colour keeps its hue where it can.
 */
export function ensureContrast(fg: string, bg: string, ratio = AA_NORMAL_TEXT): string {
  if (contrastRatio(fg, bg) >= ratio) return fg.toUpperCase();
  const target = readableTextOn(bg);
  for (let step = 1; step <= 10; step++) {
    const candidate = mix(fg, target, step / 10);
    if (contrastRatio(candidate, bg) >= ratio) return candidate;
  }
  return target;
}

export interface SiteColors {
  primary: string;
  secondary: string;
}

/**
 * The CSS custom properties the stylesheet reads. Inputs that are not #RRGGBB (a half-typed
 * colour in the editor, a tampered document) fall back to the defaults, so nothing
 * unvalidated is ever written into a style attribute.
 */
export function siteColorVars(
  { primary, secondary }: SiteColors,
  { heroHasImage }: { heroHasImage: boolean },
): Record<`--ww-${string}`, string> {
  const p = isHexColor(primary) ? primary.toUpperCase() : '#F7F7F7';
  const s = isHexColor(secondary) ? secondary.toUpperCase() : '#000000';
  const onSecondary = readableTextOn(s);
  return {
    '--ww-primary': p,
    '--ww-on-primary': readableTextOn(p),
    '--ww-accent-on-primary': ensureContrast(s, p),
    '--ww-secondary': s,
    '--ww-on-secondary': onSecondary,
    '--ww-accent': ensureContrast(s, WHITE),
    // The hero shows the background photo under a dark overlay (see site.css), else the
    // secondary colour.
    '--ww-hero-text': heroHasImage ? WHITE : onSecondary,
  };
}
