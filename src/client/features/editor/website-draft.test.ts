import { describe, expect, it } from 'vitest';
import { emptyWebsiteContent } from '../../../shared/website';
import { draftReducer, initialDraftState, UNDO_LIMIT, type DraftAction, type DraftState } from './website-draft';

function run(state: DraftState, ...actions: DraftAction[]): DraftState {
  return actions.reduce(draftReducer, state);
}

const dirty = (s: DraftState) => s.revision !== s.savedRevision;

describe('the editor draft history', () => {
  const start = initialDraftState({ ...emptyWebsiteContent(), companyName: 'Acme' });

  it('makes typing in one field one step, and undo back to the saved state clean', () => {
    const typed = run(start, ...['A', 'Ac', 'Acm', 'Acme!'].map((value): DraftAction => ({ type: 'set', path: 'headerTitle', value })));
    expect(typed.draft.headerTitle).toBe('Acme!');
    expect(dirty(typed)).toBe(true);
    const undone = run(typed, { type: 'undo' });
    expect(undone.draft.headerTitle).toBe('');
    expect(dirty(undone)).toBe(false);
    const redone = run(undone, { type: 'redo' });
    expect(redone.draft.headerTitle).toBe('Acme!');
    expect(dirty(redone)).toBe(true);
  });

  it('makes edits of different fields, switches and colours separate steps', () => {
    const s = run(
      start,
      { type: 'set', path: 'headerTitle', value: 'Hi' },
      { type: 'toggleSection', section: 'enableSectionOne' },
      { type: 'field', patch: { primaryColor: '#111111' } },
      { type: 'field', patch: { primaryColor: '#222222' } },
      { type: 'set', path: 'companyName', value: 'Acme Ltd' },
      { type: 'addItem', list: 'serviceItems' },
    );
    expect(s.past).toHaveLength(5);
    const back3 = run(s, { type: 'undo' }, { type: 'undo' }, { type: 'undo' });
    expect(back3.draft.primaryColor).toBe(start.draft.primaryColor);
    expect(back3.draft.companyName).toBe('Acme');
    expect(back3.draft.enableSectionOne).toBe(!start.draft.enableSectionOne);
    const fwd = run(back3, { type: 'redo' });
    expect(fwd.draft.primaryColor).toBe('#222222');
    // A new edit drops what was undone.
    const branched = run(back3, { type: 'set', path: 'owner', value: 'Jo' });
    expect(branched.future).toHaveLength(0);
    expect(run(branched, { type: 'redo' })).toBe(branched);
  });

  it('starts a new step in the same field after a commit (the field lost focus)', () => {
    const s = run(start, { type: 'set', path: 'owner', value: 'J' }, { type: 'commit' }, { type: 'set', path: 'owner', value: 'Jo' });
    expect(s.past).toHaveLength(2);
    expect(run(s, { type: 'undo' }).draft.owner).toBe('J');
  });

  it('makes an edit that changes nothing no step (the colour input sets its value again on blur, issue 23)', () => {
    const typed = run(start, { type: 'field', patch: { primaryColor: '#1E6091' } }, { type: 'commit' }, { type: 'field', patch: { primaryColor: '#1E6091' } });
    expect(typed.past).toHaveLength(1);
    expect(run(typed, { type: 'undo' }).draft.primaryColor).toBe(start.draft.primaryColor);
    expect(run(start, { type: 'set', path: 'companyName', value: 'Acme' })).toBe(start);
    expect(run(start, { type: 'field', patch: { sectionOrder: [...start.draft.sectionOrder] } })).toBe(start);
  });

  it('makes each pick from a list its own step (theme, layout, a review’s stars), even without a commit between', () => {
    const s = run(
      start,
      { type: 'field', patch: { theme: 'bold' } },
      { type: 'field', patch: { theme: 'elegant' } },
      { type: 'field', patch: { heroLayout: 'split' } },
      { type: 'field', patch: { heroLayout: 'phone' } },
    );
    expect(s.past).toHaveLength(4);
    expect(run(s, { type: 'undo' }).draft.heroLayout).toBe('split');
    expect(run(s, { type: 'undo' }, { type: 'undo' }, { type: 'undo' }).draft.theme).toBe('bold');
    const reviews = run(start, { type: 'addItem', list: 'reviews' });
    const rated = run(reviews, { type: 'set', path: 'reviews.0.stars', value: '4', own: true }, { type: 'set', path: 'reviews.0.stars', value: '5', own: true });
    expect(rated.past).toHaveLength(3);
    expect(run(rated, { type: 'undo' }).draft.reviews[0]?.stars).toBe(4);
  });

  it('keeps at least 100 steps', () => {
    let s = start;
    for (let i = 0; i < 150; i++) s = run(s, { type: 'toggleSection', section: 'enableSectionOne' }, { type: 'set', path: 'owner', value: `n${i}` }, { type: 'commit' });
    let steps = 0;
    while (s.past.length > 0) {
      s = run(s, { type: 'undo' });
      steps++;
    }
    expect(steps).toBe(UNDO_LIMIT);
    expect(steps).toBeGreaterThanOrEqual(100);
  });

  it('keeps the page unsaved when an edit came after the save was sent, and saved when undone to it', () => {
    const edited = run(start, { type: 'set', path: 'owner', value: 'Jo' });
    const sent = edited.revision;
    const more = run(edited, { type: 'toggleSection', section: 'enableSectionThree' }, { type: 'saved', revision: sent });
    expect(dirty(more)).toBe(true);
    expect(dirty(run(more, { type: 'undo' }))).toBe(false);
    expect(dirty(run(more, { type: 'undo' }, { type: 'undo' }))).toBe(true);
  });
});

describe('a trade kit’s checks (decision 0039)', () => {
  it('keeps a card (its check answered) or removes it, each one undo step', () => {
    const start = { ...emptyWebsiteContent(), otherItems: [{ index: 3, title: 'Gas Safe registered', description: 'On the register.', confirm: 'Are you?' }] };
    const kept = draftReducer(initialDraftState(start), { type: 'answerCheck', list: 'otherItems', position: 0, keep: true });
    expect(kept.draft.otherItems[0]).toEqual({ index: 3, title: 'Gas Safe registered', description: 'On the register.' });
    expect(draftReducer(kept, { type: 'undo' }).draft.otherItems[0]?.confirm).toBe('Are you?');
    const removed = draftReducer(initialDraftState(start), { type: 'answerCheck', list: 'otherItems', position: 0, keep: false });
    expect(removed.draft.otherItems).toEqual([]);
  });
});
