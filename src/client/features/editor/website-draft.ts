import { useReducer } from 'react';
import {
  addItem,
  ITEM_LISTS,
  removeLastItem,
  toggleSection,
  WEBSITE_LIMITS,
  type DayHours,
  type Item,
  type ItemList,
  type Section,
  type WebsiteContent,
} from '../../../shared/website';
import { WEBSITE_FIELDS, type FieldKind } from '../../../shared/website-fields';
import { completeSectionOrder, type SectionTypeName } from '../../../shared/website-sections';
import { answerCheck } from '../../../shared/owner-checks';
import type { SiteLanguage } from '../../../shared/site-languages';
import { setTranslation, translationsWithoutCard, withoutStaleTranslations } from '../../../shared/translations';

/*
 * The editor's working copy of the website, with its undo history. Every distinct state of the draft
 * has its own revision number; a save remembers the revision it sent, so an edit typed while the save
 * is on its way keeps the page marked unsaved, and undoing back to the saved state marks it saved again.
 *
 * Every edit is one undo step, except that consecutive edits of the same field (typing in one input,
 * dragging a colour picker) coalesce into one step. An "edit" that changes nothing (a control saying
 * its value again, as the colour input does on every blur) is no step at all (issue 23).
 */

/** How many steps Undo can go back (the issue asks for at least 100). */
export const UNDO_LIMIT = 200;

interface Snapshot {
  draft: WebsiteContent;
  revision: number;
}

export interface DraftState {
  draft: WebsiteContent;
  revision: number;
  savedRevision: number;
  /** The next unused revision number. */
  nextRevision: number;
  /** Earlier states, oldest first. */
  past: Snapshot[];
  /** States undone, the next one to redo last. */
  future: Snapshot[];
  /** What the last edit changed ('companyName', 'serviceItems.2.title'); a next edit of the same key joins its step. */
  lastKey: string | undefined;
}

export type DraftAction =
  /** `own`: always its own step (a pick from a list), never joined with the next edit of the same path. */
  | { type: 'set'; path: string; value: string; own?: boolean }
  /** A text in the second language (decision 0067): `translations[language][path]`; '' takes the translation away. */
  | { type: 'translate'; language: SiteLanguage; path: string; value: string }
  | { type: 'field'; patch: Partial<WebsiteContent> }
  | { type: 'addItem'; list: ItemList }
  | { type: 'removeLastItem'; list: ItemList }
  | { type: 'toggleSection'; section: Section }
  /** A trade kit's check on a card answered (decision 0039): kept, or the card taken off. */
  | { type: 'answerCheck'; list: ItemList; position: number; keep: boolean }
  | { type: 'moveSection'; section: SectionTypeName; to: number }
  | { type: 'load'; content: WebsiteContent }
  | { type: 'saved'; revision: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Ends the current step: the next edit starts a new one even in the same field (a field lost focus). */
  | { type: 'commit' };

const ITEM_FIELDS = ['title', 'description', 'img', 'stars', 'focus'] as const;
type ItemField = (typeof ITEM_FIELDS)[number];
const DAY_FIELDS = ['opens', 'closes'] as const;

function parseItemPath(path: string): { list: ItemList; position: number; field: ItemField } | undefined {
  const [list, position, field] = path.split('.');
  if (!(ITEM_LISTS as readonly string[]).includes(list ?? '')) return undefined;
  if (!(ITEM_FIELDS as readonly string[]).includes(field ?? '')) return undefined;
  const n = Number(position);
  if (!Number.isInteger(n) || n < 0) return undefined;
  return { list: list as ItemList, position: n, field: field as ItemField };
}

/** Writes a template path ('companyName', 'serviceItems.2.title', 'reviews.0.stars', 'openingHours.3.opens') into the content. */
export function setAtPath(content: WebsiteContent, path: string, value: string): WebsiteContent {
  if (!path.includes('.')) {
    if (!(path in content) || typeof content[path as keyof WebsiteContent] !== 'string') {
      throw new Error(`Not a text field: ${path}`);
    }
    return { ...content, [path]: value };
  }
  const [name, position, key] = path.split('.');
  if (name === 'openingHours' && (DAY_FIELDS as readonly string[]).includes(key ?? '')) {
    const day = Number(position);
    if (!Number.isInteger(day) || day < 0 || day >= content.openingHours.length) throw new Error(`Not a day: ${path}`);
    const hours: DayHours[] = content.openingHours.map((d, i) => (i === day ? { ...d, [key as string]: value } : d));
    return { ...content, openingHours: hours };
  }
  const target = parseItemPath(path);
  if (!target) throw new Error(`Not an item field: ${path}`);
  const items = content[target.list];
  if (target.position >= items.length) return content;
  const next: Item[] = items.map((item, i) => {
    if (i !== target.position) return item;
    if (target.field !== 'stars') return { ...item, [target.field]: value };
    // A rating is a number from 1 to 5; '' takes it away.
    const { stars: _old, ...rest } = item;
    const stars = Number(value);
    return value === '' || !Number.isInteger(stars) ? rest : { ...rest, stars };
  });
  return { ...content, [target.list]: next };
}

/** Moves a section in the page order (the order the owner sees: completed with any missing section). */
export function moveSection(content: WebsiteContent, type: SectionTypeName, to: number): WebsiteContent {
  const order = completeSectionOrder(content.sectionOrder);
  const from = order.indexOf(type);
  if (from < 0 || to < 0 || to >= order.length || from === to) return content;
  order.splice(from, 1);
  order.splice(to, 0, type);
  return { ...content, sectionOrder: order };
}

/**
 * One edit. `key` names what it changed when edits of it should coalesce (text, colour); undefined for
 * edits that are always their own step (toggles, adding a card).
 */
function edited(state: DraftState, draft: WebsiteContent, key: string | undefined): DraftState {
  if (draft === state.draft || unchanged(state.draft, draft)) return state;
  const revision = state.nextRevision;
  const coalesce = key !== undefined && key === state.lastKey && state.past.length > 0;
  const past = coalesce ? state.past : [...state.past, { draft: state.draft, revision: state.revision }].slice(-UNDO_LIMIT);
  // Typing a field back to exactly what the step started from leaves nothing to undo in that step.
  const start = past[past.length - 1];
  if (coalesce && start && start.draft !== state.draft && sameContent(start.draft, draft)) {
    return { ...state, draft: start.draft, revision: start.revision, past: past.slice(0, -1), future: [], lastKey: undefined };
  }
  return { ...state, draft, revision, nextRevision: revision + 1, past, future: [], lastKey: key };
}

/**
 * Whether two drafts say the same. Drafts share every field an edit did not replace, so only the fields
 * that are not the very same value are compared by content: a few short strings per key press rather
 * than the whole website twice (decision 0070). Field order does not matter, as it never did to a save.
 */
function sameContent(a: WebsiteContent, b: WebsiteContent): boolean {
  return unchanged(a, b);
}

/** Whether `next` says the same as `current` (comparing only the fields it replaced: cheap on every keystroke). */
function unchanged(current: WebsiteContent, next: WebsiteContent): boolean {
  for (const key of Object.keys(next) as (keyof WebsiteContent)[]) {
    const a = current[key];
    const b = next[key];
    if (a !== b && JSON.stringify(a) !== JSON.stringify(b)) return false;
  }
  return Object.keys(current).length === Object.keys(next).length;
}

/** Fields typed or dragged (their edits coalesce while the owner keeps at it); a pick from a list never does. */
const COALESCING_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'email', 'link', 'color', 'focus']);

/** Image fields ('logo', 'backgroundImg', 'serviceItems.0.img'): each new picture is its own step. */
const IMAGE_PATH = /^logo$|Img$|\.img$/;

/**
 * Text and colours coalesce while typed or dragged; a switch, an image, a pick from a list (theme,
 * layout, country) or a list is one step each time.
 */
function patchKey(patch: Partial<WebsiteContent>): string | undefined {
  const entries = Object.entries(patch);
  if (entries.length !== 1) return undefined;
  const [key, value] = entries[0]!;
  const kind = (WEBSITE_FIELDS as Record<string, { kind: FieldKind } | undefined>)[key]?.kind;
  return typeof value === 'string' && kind !== undefined && COALESCING_KINDS.has(kind) ? key : undefined;
}

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'set':
      return edited(state, setAtPath(state.draft, action.path, action.value), action.own || IMAGE_PATH.test(action.path) ? undefined : action.path);
    case 'translate':
      return edited(state, setTranslation(state.draft, action.language, action.path, action.value), `translate:${action.language}:${action.path}`);
    case 'field':
      return edited(state, { ...state.draft, ...action.patch }, patchKey(action.patch));
    case 'addItem':
      if (state.draft[action.list].length >= WEBSITE_LIMITS.itemsPerList) return state;
      return edited(state, { ...state.draft, [action.list]: addItem(state.draft[action.list]) }, undefined);
    case 'removeLastItem':
      // The removed card's translations go with it (a card added later starts untranslated).
      return edited(state, withoutStaleTranslations({ ...state.draft, [action.list]: removeLastItem(state.draft[action.list]) }), undefined);
    case 'toggleSection':
      return edited(state, toggleSection(state.draft, action.section), undefined);
    case 'answerCheck': {
      const item = state.draft[action.list][action.position];
      if (!item) return state;
      const answered = answerCheck(state.draft, action.list, item.index, action.keep);
      // A card taken off: its translations go, and those of the cards after it move up with them.
      const shifted =
        answered[action.list].length < state.draft[action.list].length ? { ...answered, translations: translationsWithoutCard(answered.translations, action.list, action.position) } : answered;
      return edited(state, shifted, undefined);
    }
    case 'moveSection':
      return edited(state, moveSection(state.draft, action.section, action.to), undefined);
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return {
        ...state,
        draft: previous.draft,
        revision: previous.revision,
        past: state.past.slice(0, -1),
        future: [...state.future, { draft: state.draft, revision: state.revision }],
        lastKey: undefined,
      };
    }
    case 'redo': {
      const next = state.future[state.future.length - 1];
      if (!next) return state;
      return {
        ...state,
        draft: next.draft,
        revision: next.revision,
        past: [...state.past, { draft: state.draft, revision: state.revision }],
        future: state.future.slice(0, -1),
        lastKey: undefined,
      };
    }
    case 'commit':
      return state.lastKey === undefined ? state : { ...state, lastKey: undefined };
    case 'load':
      return initialDraftState(action.content, state.nextRevision);
    case 'saved':
      return { ...state, savedRevision: action.revision };
  }
}

export function initialDraftState(content: WebsiteContent, revision = 0): DraftState {
  return { draft: content, revision, savedRevision: revision, nextRevision: revision + 1, past: [], future: [], lastKey: undefined };
}

export function useWebsiteDraft(initial: WebsiteContent) {
  const [state, dispatch] = useReducer(draftReducer, initial, (content) => initialDraftState(content));
  return {
    draft: state.draft,
    revision: state.revision,
    dirty: state.revision !== state.savedRevision,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    dispatch,
  };
}
