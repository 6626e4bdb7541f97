import type { TradeId } from '../../../shared/trades';

/*
 * The trade a site is about, guessed from its schema.org business type and its words (issue 29); the
 * owner confirms or changes it on the review screen before the kit is chosen. 'other' when nothing
 * stands out.
 */

const SCHEMA_TYPES: Partial<Record<string, TradeId>> = {
  plumber: 'plumber',
  electrician: 'electrician',
  roofingcontractor: 'roofer',
  housepainter: 'painter',
  hairsalon: 'hair-salon',
  nailsalon: 'nail-salon',
  bakery: 'bakery',
  cafeorcoffeeshop: 'cafe',
  autorepair: 'auto-repair',
  accountingservice: 'bookkeeper',
  exercisegym: 'personal-trainer',
  petstore: 'dog-groomer',
  // Google's place types, underscores dropped (hair_salon → hairsalon).
  cafe: 'cafe',
  coffeeshop: 'cafe',
  carrepair: 'auto-repair',
  painter: 'painter',
  barbershop: 'barber',
  accounting: 'bookkeeper',
  photographer: 'photographer',
  personaltrainer: 'personal-trainer',
  landscaper: 'landscaper',
  housecleaningservice: 'house-cleaner',
};

const WORDS: [TradeId, RegExp][] = [
  ['plumber', /\b(plumb(er|ing)|boiler|leak(s|ing)?|blocked drains?|water heaters?|taps?)\b/gi],
  ['electrician', /\b(electrician|electrical|rewir(e|ing)|sockets?|fuse ?boards?|consumer units?|ev chargers?|panel upgrades?)\b/gi],
  ['landscaper', /\b(landscap(e|er|ing)|garden design|lawns?|patios?|hedges?|turf)\b/gi],
  ['irrigation', /\b(irrigation|sprinklers?|drip systems?)\b/gi],
  ['house-cleaner', /\b(cleaning|cleaners?|deep clean|end of tenancy|move-out clean)\b/gi],
  ['hair-salon', /\b(hair ?salon|hairdress(er|ing)|haircuts?|colou?ring|balayage|blow-?dry)\b/gi],
  ['barber', /\b(barber(s|shop)?|fades?|beard trims?|hot towel shaves?)\b/gi],
  ['nail-salon', /\b(nails?|manicures?|pedicures?|gel polish|acrylics?)\b/gi],
  ['dog-groomer', /\b(dog groom(er|ing)|grooming|puppy|pets?|dogs?)\b/gi],
  ['bakery', /\b(baker(y|s)|bread|sourdough|pastr(y|ies)|cakes?|croissants?)\b/gi],
  ['cafe', /\b(caf[eé]|coffee|espresso|brunch|latte)\b/gi],
  ['food-truck', /\b(food truck|street food|tacos?|burgers?)\b/gi],
  ['photographer', /\b(photograph(er|y)|portraits?|wedding photos?|shoots?)\b/gi],
  ['personal-trainer', /\b(personal train(er|ing)|fitness|workouts?|strength)\b/gi],
  ['handyman', /\b(handyman|odd jobs|flat-?pack|shelves|repairs around the home)\b/gi],
  ['painter', /\b(paint(er|ers|ing)|decorat(or|ing)|wallpaper)\b/gi],
  ['roofer', /\b(roof(er|ers|ing|s)?|gutters?|shingles?|slates?)\b/gi],
  ['auto-repair', /\b(auto repair|garage|mot|brakes?|car servic(e|ing)|mechanics?|oil change)\b/gi],
  ['tutor', /\b(tutor(ing|s)?|lessons?|exam prep|gcse|sat prep|maths? tuition)\b/gi],
  ['bookkeeper', /\b(bookkeep(er|ing)|payroll|vat returns?|accounts|tax returns?)\b/gi],
];

export function guessTrade(businessTypes: string[], words: string): TradeId {
  for (const t of businessTypes) {
    const hit = SCHEMA_TYPES[t.toLowerCase()];
    if (hit) return hit;
  }
  let best: { trade: TradeId; score: number } = { trade: 'other', score: 1 };
  for (const [trade, re] of WORDS) {
    const score = words.match(re)?.length ?? 0;
    if (score > best.score) best = { trade, score };
  }
  return best.trade;
}
