import { ownerText } from './i18n/owner-text';

/*
 * The trades onboarding offers (Business type on /start), in the order the list shows them. The
 * words of each trade's starter website live on the server (modules/onboarding/trade-catalogue.ts);
 * this is only what the form needs.
 */

export const TRADES = [
  { id: 'plumber', label: ownerText('trade.plumber') },
  { id: 'electrician', label: ownerText('trade.electrician') },
  { id: 'landscaper', label: ownerText('trade.landscaper') },
  { id: 'irrigation', label: ownerText('trade.irrigation') },
  { id: 'house-cleaner', label: ownerText('trade.houseCleaner') },
  { id: 'hair-salon', label: ownerText('trade.hairSalon') },
  { id: 'barber', label: ownerText('trade.barber') },
  { id: 'nail-salon', label: ownerText('trade.nailSalon') },
  { id: 'dog-groomer', label: ownerText('trade.dogGroomer') },
  { id: 'bakery', label: ownerText('trade.bakery') },
  { id: 'cafe', label: ownerText('trade.cafe') },
  { id: 'food-truck', label: ownerText('trade.foodTruck') },
  { id: 'photographer', label: ownerText('trade.photographer') },
  { id: 'personal-trainer', label: ownerText('trade.personalTrainer') },
  { id: 'handyman', label: ownerText('trade.handyman') },
  { id: 'painter', label: ownerText('trade.painter') },
  { id: 'roofer', label: ownerText('trade.roofer') },
  { id: 'auto-repair', label: ownerText('trade.autoRepair') },
  { id: 'tutor', label: ownerText('trade.tutor') },
  { id: 'bookkeeper', label: ownerText('trade.bookkeeper') },
  { id: 'other', label: ownerText('trade.other') },
] as const;

/** The longest town or city name /start takes. */
export const TOWN_MAX = 80;

export type TradeId = (typeof TRADES)[number]['id'];
export const TRADE_IDS = TRADES.map((t) => t.id) as [TradeId, ...TradeId[]];
