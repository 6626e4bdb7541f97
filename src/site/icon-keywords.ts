/*
 * The spec's "sample-icon keywords": words in a title (or the kind of a contact line) choose
 * the small icon shown beside it. Whole words only, so "whole" does not match "who".
 */

export const ICON_NAMES = ['location', 'email', 'phone', 'owner', 'payment', 'hours', 'guarantee', 'link', 'info'] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const ICON_KEYWORDS: Readonly<Record<Exclude<IconName, 'info'>, readonly string[]>> = {
  location: ['location', 'address', 'where', 'area', 'region', 'directions', 'visit', 'map', 'located'],
  email: ['email', 'mail', 'message', 'write'],
  phone: ['phone', 'call', 'tel', 'telephone', 'mobile', 'text'],
  owner: ['owner', 'who', 'team', 'founder', 'staff', 'technician', 'technicians'],
  payment: ['payment', 'payments', 'pay', 'price', 'pricing', 'cost', 'costs', 'card', 'billing', 'invoice', 'financing', 'quote', 'estimate'],
  hours: ['hours', 'time', 'schedule', 'when', 'open', 'appointment', 'season'],
  guarantee: ['warranty', 'guarantee', 'guaranteed', 'insured', 'licensed', 'license', 'safe'],
  link: ['social', 'website', 'facebook', 'instagram', 'link', 'online'],
};

const LOOKUP = new Map<string, IconName>();
for (const [icon, words] of Object.entries(ICON_KEYWORDS) as [IconName, readonly string[]][]) {
  for (const word of words) {
    LOOKUP.set(word, icon);
    LOOKUP.set(`${word}s`, icon);
  }
}

/** The icon for the first keyword in `title`, or undefined when none matches. */
export function iconForTitle(title: string): IconName | undefined {
  for (const word of title.toLowerCase().split(/[^a-z]+/)) {
    const icon = LOOKUP.get(word);
    if (icon) return icon;
  }
  return undefined;
}
