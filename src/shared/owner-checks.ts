import { ownerText } from './i18n/owner-text';
import { isKitLanguage, KIT_LANGUAGE_NAMES } from './kit-languages';
import type { Item, ItemList, WebsiteContent } from './website';

/*
 * What a trade kit suggested that only the owner can confirm (decision 0039), listed under "Check before
 * you publish" on the first Preview and publish and marked in the editor: each card that carries a
 * `confirm` question (it stays off the published page until answered), and an Opening hours section the
 * kit switched on that has no hours yet (it stays hidden until they are entered). And a note, not a
 * question: the starter text is in English because the trade's kit has no version in the language the
 * owner chose (decision 0063), until the owner has read it.
 */

export type OwnerCheck =
  | { kind: 'card'; id: string; list: ItemList; index: number; title: string; question: string }
  | { kind: 'hours'; id: 'hours'; title: string; question: string }
  | { kind: 'language'; id: 'language'; title: string; question: string };

const CARD_LISTS = ['serviceItems', 'otherItems'] as const satisfies readonly ItemList[];

export function ownerChecks(w: WebsiteContent): OwnerCheck[] {
  const checks: OwnerCheck[] = [];
  for (const list of CARD_LISTS) {
    for (const item of w[list]) {
      if (item.confirm && item.confirm.trim() !== '') {
        checks.push({ kind: 'card', id: `${list}.${item.index}`, list, index: item.index, title: item.title.trim() || ownerText('checks.aCard'), question: item.confirm.trim() });
      }
    }
  }
  if (w.enableHours && w.openingHours.every((day) => day.opens === '') && w.hoursNote.trim() === '') {
    checks.push({ kind: 'hours', id: 'hours', title: ownerText('checks.openingHours'), question: ownerText('checks.addYourOpeningHours') });
  }
  const missing = w.kitLanguageMissing;
  if (isKitLanguage(missing) && missing !== 'en') {
    const name = KIT_LANGUAGE_NAMES[missing];
    checks.push({ kind: 'language', id: 'language', title: ownerText('checks.starterTextInEnglish'), question: ownerText('checks.starterTextInEnglishWhy', { language: name }) });
  }
  return checks;
}

/** The website after the owner answered a card's check: kept (shown on the page from now on) or left off (the card removed). */
export function answerCheck(w: WebsiteContent, list: ItemList, index: number, keep: boolean): WebsiteContent {
  const items: Item[] = w[list];
  const next = keep ? items.map((item) => (item.index === index ? withoutConfirm(item) : item)) : items.filter((item) => item.index !== index);
  return { ...w, [list]: next };
}

/** The website after the owner read the note that its starter text is in English. */
export function dismissLanguageNote(w: WebsiteContent): WebsiteContent {
  return { ...w, kitLanguageMissing: '' };
}

function withoutConfirm(item: Item): Item {
  const { confirm: _answered, ...rest } = item;
  return rest;
}
