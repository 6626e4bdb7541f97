/*
 * The pictures the product ships (drawn by scripts/make-stock-images.ts and scripts/make-trade-pictures.ts;
 * see src/site/stock/LICENSE.md). One hero and three card pictures per trade family, and each trade kit's own. They are served
 * by the app and the site host at one stable, root-relative path, `/_ww/stock/<name>.svg`, so a
 * page shows them from its own origin wherever it is served (path host, subdomain, custom
 * domain, the editor's preview). An image field may hold such a path: it is the one kind of image
 * value that is not an absolute http(s) link, and only names in this list are accepted.
 */

import { TRADE_PICTURE_NAMES } from './trade-pictures';

export const STOCK_IMAGE_PREFIX = '/_ww/stock/';

export const STOCK_FAMILIES = {
  water: ['wrench', 'droplet', 'faucet'],
  power: ['bolt', 'bulb', 'plug'],
  garden: ['leaf', 'sprout', 'tree'],
  home: ['hammer', 'roller', 'house'],
  clean: ['sparkle', 'spray', 'bucket'],
  beauty: ['scissors', 'comb', 'polish'],
  pets: ['paw', 'heart', 'tub'],
  food: ['cup', 'loaf', 'truck'],
  camera: ['camera', 'aperture', 'frame'],
  fitness: ['dumbbell', 'pulse', 'stopwatch'],
  auto: ['car', 'wrench', 'gauge'],
  office: ['book', 'calculator', 'chart'],
  general: ['star', 'shield', 'chat'],
} as const satisfies Record<string, readonly [string, string, string]>;

export type StockFamily = keyof typeof STOCK_FAMILIES;
export const STOCK_FAMILY_NAMES = Object.keys(STOCK_FAMILIES) as StockFamily[];

export const stockHeroName = (family: StockFamily) => `${family}-hero.svg`;
export const stockCardName = (family: StockFamily, n: number) => `${family}-card-${STOCK_FAMILIES[family][n % 3]}.svg`;

/**
 * Every file name the product ships: the trade families' first set (decision 0013, kept so documents
 * that name them still show them) and the trade kits' own pictures (trade-pictures.ts, decision 0039).
 */
export const STOCK_IMAGE_NAMES: readonly string[] = [
  ...STOCK_FAMILY_NAMES.flatMap((family) => [stockHeroName(family), ...[0, 1, 2].map((n) => stockCardName(family, n))]),
  ...TRADE_PICTURE_NAMES,
];
const NAMES = new Set(STOCK_IMAGE_NAMES);

export const stockHeroPath = (family: StockFamily) => `${STOCK_IMAGE_PREFIX}${stockHeroName(family)}`;
export const stockCardPath = (family: StockFamily, n: number) => `${STOCK_IMAGE_PREFIX}${stockCardName(family, n)}`;

/** Whether an image value is one of the shipped pictures (exact path, nothing appended). */
export function isStockImage(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.startsWith(STOCK_IMAGE_PREFIX) && NAMES.has(value.slice(STOCK_IMAGE_PREFIX.length));
}

/** The hero of a page whose owner chose no background picture: designed, never a flat slab. */
export const DEFAULT_HERO_PATH = stockHeroPath('general');
