import { Stack, Text } from '@mantine/core';
import { lazy, startTransition, Suspense, useRef, useState, type Dispatch } from 'react';
import type { WebsiteContent } from '../../../shared/website';
import { completeSectionOrder, type SectionTypeName } from '../../../shared/website-sections';
import { StaticSectionList } from './section-row';
import type { DraftAction } from './website-draft';
import classes from './editor-page.module.css';
import { appText } from '../../i18n/app-text';

const SortableSectionList = lazy(() => import('./sortable-section-list'));

/** A press on a handle that came before drag and drop had loaded, to hand over once it has. */
interface EarlyPress {
  handle: string;
  event: PointerEvent | KeyboardEvent;
}

/**
 * The page's sections in order: drag a row by its handle (mouse, touch, or the keyboard: Space, arrows,
 * Space), or use its Move up / Move down buttons. Each move is one undo step; the menu follows the order.
 *
 * The rows show at once without drag and drop; its code (dnd-kit) loads when the pointer or the focus
 * first reaches the list, which comes before any drag. A press on a handle while it loads is handed to
 * the loaded row, and the focus moves with it, so the first drag works like any other.
 */
export function SectionOrderGroup({ draft, dispatch }: { draft: WebsiteContent; dispatch: Dispatch<DraftAction> }) {
  const order = completeSectionOrder(draft.sectionOrder);
  const move = (section: SectionTypeName, to: number) => dispatch({ type: 'moveSection', section, to });
  const [sortable, setSortable] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const handedOver = useRef(false);
  const early = useRef<EarlyPress | null>(null);
  const focused = useRef<string | null>(null);

  // A transition: the rows stay as they are (no fallback) until the sortable ones are ready.
  const wake = () => {
    if (!sortable) startTransition(() => setSortable(true));
  };
  const handleOf = (target: EventTarget) => (target instanceof Element ? (target.closest<HTMLElement>('[data-section-handle]')?.dataset.sectionHandle ?? null) : null);
  const onPress = (event: PointerEvent | KeyboardEvent) => {
    const handle = handleOf(event.target as EventTarget);
    if (!handedOver.current && handle) early.current = { handle, event };
  };

  /** Once the sortable rows are there: the focus and an early press go to the same row's new handle. */
  const onMounted = () => {
    handedOver.current = true;
    const find = (handle: string) => listRef.current?.querySelector<HTMLElement>(`[data-section-handle="${handle}"]`);
    // The old handle left the document with the focus: give it to its successor.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focused.current && lost) find(focused.current)?.focus();
    const press = early.current;
    early.current = null;
    const handle = press && find(press.handle);
    if (!press || !handle) return;
    if (press.event instanceof PointerEvent) {
      const { clientX, clientY, screenX, screenY, pointerId, pointerType, isPrimary, button, buttons } = press.event;
      handle.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, clientX, clientY, screenX, screenY, pointerId, pointerType, isPrimary, button, buttons }));
    } else {
      const { key, code } = press.event;
      handle.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key, code }));
    }
  };

  const list = <StaticSectionList order={order} draft={draft} onMove={move} />;
  return (
    <Stack gap="xs" component="section" aria-label={appText('editor.sections')}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.groupTitle}>
        {appText('editor.sections')}
      </Text>
      <div
        ref={listRef}
        onPointerEnter={wake}
        onFocus={(event) => {
          focused.current = handedOver.current ? null : handleOf(event.target);
          wake();
        }}
        onBlur={(event) => {
          // Focus moving elsewhere; a handle removed with the focus (the swap) has no next target.
          if (event.relatedTarget) focused.current = null;
        }}
        onPointerDown={(event) => {
          wake();
          if (event.button === 0 && event.isPrimary) onPress(event.nativeEvent);
        }}
        onPointerUp={() => {
          // A press that is over before the rows are ready is not handed over.
          early.current = null;
        }}
        onKeyDown={(event) => {
          wake();
          if (event.code === 'Space' || event.code === 'Enter') onPress(event.nativeEvent);
        }}
      >
        <Suspense fallback={list}>{sortable ? <SortableSectionList order={order} draft={draft} onMove={move} onMounted={onMounted} /> : list}</Suspense>
      </div>
    </Stack>
  );
}
