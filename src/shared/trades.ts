/*
 * The trades onboarding offers (Business type on /start), in the order the list shows them. The
 * words of each trade's starter website live on the server (modules/onboarding/trade-catalogue.ts);
 * this is only what the form needs.
 */

export const TRADES = [
  { id: 'plumber', label: 'Plumber' },
  { id: 'electrician', label: 'Electrician' },
  { id: 'landscaper', label: 'Landscaper' },
  { id: 'irrigation', label: 'Irrigation' },
  { id: 'house-cleaner', label: 'House cleaner' },
  { id: 'hair-salon', label: 'Hair salon' },
  { id: 'barber', label: 'Barber' },
  { id: 'nail-salon', label: 'Nail salon' },
  { id: 'dog-groomer', label: 'Dog groomer' },
  { id: 'bakery', label: 'Bakery' },
  { id: 'cafe', label: 'Café' },
  { id: 'food-truck', label: 'Food truck' },
  { id: 'photographer', label: 'Photographer' },
  { id: 'personal-trainer', label: 'Personal trainer' },
  { id: 'handyman', label: 'Handyman' },
  { id: 'painter', label: 'Painter' },
  { id: 'roofer', label: 'Roofer' },
  { id: 'auto-repair', label: 'Auto repair' },
  { id: 'tutor', label: 'Tutor' },
  { id: 'bookkeeper', label: 'Bookkeeper' },
  { id: 'other', label: 'Other' },
] as const;

/** The longest town or city name /start takes. */
export const TOWN_MAX = 80;

export type TradeId = (typeof TRADES)[number]['id'];
export const TRADE_IDS = TRADES.map((t) => t.id) as [TradeId, ...TradeId[]];
