import { useReducer } from 'react';
import {
  addItem,
  ITEM_LISTS,
  removeLastItem,
  toggleSection,
  WEBSITE_LIMITS,
  type Item,
  type ItemList,
  type Section,
  type WebsiteContent,
} from '../../../shared/website';

/*
 * The editor's working copy of the website. Every edit bumps `revision`; a save remembers the
 * revision it sent, so an edit typed while the save is on its way keeps the page marked unsaved.
 */

export interface DraftState {
  draft: WebsiteContent;
  revision: number;
  savedRevision: number;
}

export type DraftAction =
  | { type: 'set'; path: string; value: string }
  | { type: 'field'; patch: Partial<WebsiteContent> }
  | { type: 'addItem'; list: ItemList }
  | { type: 'removeLastItem'; list: ItemList }
  | { type: 'toggleSection'; section: Section }
  | { type: 'load'; content: WebsiteContent }
  | { type: 'saved'; revision: number };

const ITEM_FIELDS = ['title', 'description', 'img'] as const;
type ItemField = (typeof ITEM_FIELDS)[number];

function parseItemPath(path: string): { list: ItemList; position: number; field: ItemField } | undefined {
  const [list, position, field] = path.split('.');
  if (!(ITEM_LISTS as readonly string[]).includes(list ?? '')) return undefined;
  if (!(ITEM_FIELDS as readonly string[]).includes(field ?? '')) return undefined;
  const n = Number(position);
  if (!Number.isInteger(n) || n < 0) return undefined;
  return { list: list as ItemList, position: n, field: field as ItemField };
}

/** Writes a template path ('companyName', 'serviceItems.2.title') into the content. */
export function setAtPath(content: WebsiteContent, path: string, value: string): WebsiteContent {
  if (!path.includes('.')) {
    if (!(path in content) || typeof content[path as keyof WebsiteContent] !== 'string') {
      throw new Error(`Not a text field: ${path}`);
    }
    return { ...content, [path]: value };
  }
  const target = parseItemPath(path);
  if (!target) throw new Error(`Not an item field: ${path}`);
  const items = content[target.list];
  if (target.position >= items.length) return content;
  const next: Item[] = items.map((item, i) => (i === target.position ? { ...item, [target.field]: value } : item));
  return { ...content, [target.list]: next };
}

function edited(state: DraftState, draft: WebsiteContent): DraftState {
  return draft === state.draft ? state : { ...state, draft, revision: state.revision + 1 };
}

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'set':
      return edited(state, setAtPath(state.draft, action.path, action.value));
    case 'field':
      return edited(state, { ...state.draft, ...action.patch });
    case 'addItem':
      if (state.draft[action.list].length >= WEBSITE_LIMITS.itemsPerList) return state;
      return edited(state, { ...state.draft, [action.list]: addItem(state.draft[action.list]) });
    case 'removeLastItem':
      return edited(state, { ...state.draft, [action.list]: removeLastItem(state.draft[action.list]) });
    case 'toggleSection':
      return edited(state, toggleSection(state.draft, action.section));
    case 'load':
      return { draft: action.content, revision: state.revision + 1, savedRevision: state.revision + 1 };
    case 'saved':
      return { ...state, savedRevision: action.revision };
  }
}

export function useWebsiteDraft(initial: WebsiteContent) {
  const [state, dispatch] = useReducer(draftReducer, { draft: initial, revision: 0, savedRevision: 0 });
  return { ...state, dirty: state.revision !== state.savedRevision, dispatch };
}
