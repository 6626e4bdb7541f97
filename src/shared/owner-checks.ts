import type { Item, ItemList, WebsiteContent } from './website';

/*
 * What a trade kit suggested that only the owner can confirm (decision 0039), listed under "Check before
 * you publish" on the first Preview and publish and marked in the editor: each card that carries a
 * `confirm` question (it stays off the published page until answered), and an Opening hours section the
 * kit switched on that has no hours yet (it stays hidden until they are entered).
 */

export type OwnerCheck =
  | { kind: 'card'; id: string; list: ItemList; index: number; title: string; question: string }
  | { kind: 'hours'; id: 'hours'; title: string; question: string };

const CARD_LISTS = ['serviceItems', 'otherItems'] as const satisfies readonly ItemList[];

export function ownerChecks(w: WebsiteContent): OwnerCheck[] {
  const checks: OwnerCheck[] = [];
  for (const list of CARD_LISTS) {
    for (const item of w[list]) {
      if (item.confirm && item.confirm.trim() !== '') {
        checks.push({ kind: 'card', id: `${list}.${item.index}`, list, index: item.index, title: item.title.trim() || 'A card', question: item.confirm.trim() });
      }
    }
  }
  if (w.enableHours && w.openingHours.every((day) => day.opens === '') && w.hoursNote.trim() === '') {
    checks.push({ kind: 'hours', id: 'hours', title: 'Opening hours', question: 'Add your opening hours in the editor. The section stays off your page until you do.' });
  }
  return checks;
}

/** The website after the owner answered a card's check: kept (shown on the page from now on) or left off (the card removed). */
export function answerCheck(w: WebsiteContent, list: ItemList, index: number, keep: boolean): WebsiteContent {
  const items: Item[] = w[list];
  const next = keep ? items.map((item) => (item.index === index ? withoutConfirm(item) : item)) : items.filter((item) => item.index !== index);
  return { ...w, [list]: next };
}

function withoutConfirm(item: Item): Item {
  const { confirm: _answered, ...rest } = item;
  return rest;
}
