import type { TradeId } from './trades';

/*
 * The trade kits' own pictures (decision 0039): for every trade a hero and one picture per starter
 * service card, each showing that trade and that service. Drawn by scripts/make-trade-pictures.ts into
 * src/site/stock/ as `<trade>-<name>.svg`; the first name of each list is the hero. The kits in
 * server/modules/onboarding/trade-catalogue.ts name their cards' pictures from these lists.
 */
export const TRADE_PICTURES = {
  plumber: ['hero', 'leaks', 'drains', 'heating', 'bathrooms'],
  electrician: ['hero', 'faults', 'lighting', 'fuse-board', 'ev-charger'],
  landscaper: ['hero', 'design', 'planting', 'patios', 'maintenance'],
  irrigation: ['hero', 'sprinklers', 'drip', 'repairs', 'controllers'],
  'house-cleaner': ['hero', 'regular', 'deep-clean', 'moving', 'after-builders'],
  'hair-salon': ['hero', 'cut', 'colour', 'balayage', 'occasion'],
  barber: ['hero', 'haircut', 'fade', 'beard', 'shave'],
  'nail-salon': ['hero', 'manicure', 'pedicure', 'gel', 'nail-art'],
  'dog-groomer': ['hero', 'full-groom', 'bath', 'puppy', 'nails'],
  bakery: ['hero', 'bread', 'pastries', 'cakes', 'wholesale'],
  cafe: ['hero', 'coffee', 'breakfast', 'lunch', 'cakes'],
  'food-truck': ['hero', 'menu', 'parties', 'catering', 'markets'],
  photographer: ['hero', 'weddings', 'portraits', 'headshots', 'events'],
  'personal-trainer': ['hero', 'one-to-one', 'groups', 'nutrition', 'online'],
  handyman: ['hero', 'repairs', 'assembly', 'walls', 'outdoor'],
  painter: ['hero', 'interior', 'exterior', 'cabinets', 'fences'],
  roofer: ['hero', 'repairs', 'new-roof', 'gutters', 'inspections'],
  'auto-repair': ['hero', 'servicing', 'brakes', 'diagnostics', 'inspections'],
  tutor: ['hero', 'maths', 'english', 'science', 'exams'],
  bookkeeper: ['hero', 'books', 'payroll', 'tax', 'catch-up'],
  other: ['hero', 'advice', 'service', 'support'],
} as const satisfies Record<TradeId, readonly string[]>;

export type TradePicture<T extends TradeId> = (typeof TRADE_PICTURES)[T][number];

export const tradePictureName = (trade: TradeId, name: string) => `${trade}-${name}.svg`;

/** Every trade picture's file name. */
export const TRADE_PICTURE_NAMES: readonly string[] = (Object.keys(TRADE_PICTURES) as TradeId[]).flatMap((trade) =>
  TRADE_PICTURES[trade].map((name) => tradePictureName(trade, name)),
);
