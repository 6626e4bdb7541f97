import { Button, Group } from '@mantine/core';
import { useEffect, type Dispatch } from 'react';
import type { DraftAction } from './website-draft';
import { appText } from '../../i18n/app-text';

/** Ctrl+Z / Cmd+Z: the step to take, or undefined when the key is not an undo shortcut. */
export function undoShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return undefined;
}

/**
 * The editor's undo keys, everywhere on the page including inside its text fields (so one Ctrl+Z is
 * one step of the editor's history, not the browser's per-input history, which React's controlled
 * inputs do not keep reliably).
 *
 * A field losing focus ends its typing step, and so does the end of a press (a swatch clicked, a
 * slider let go: each is its own step). The step ends after the control's own blur handler has run
 * (the colour input sets its value once more on blur: that belongs to the step being ended, and
 * changes nothing), and not when a control's stand-in gives its focus to the real control as its
 * code arrives (issue 23: that made one typed colour two steps).
 */
export function useUndoShortcuts(dispatch: Dispatch<DraftAction>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = undoShortcut(event);
      if (!step || event.defaultPrevented) return;
      event.preventDefault();
      dispatch({ type: step });
    };
    const onBlur = (event: FocusEvent) => {
      const left = event.target;
      // After the event has run its course: a stand-in taken out of the page while focused is no longer in it.
      queueMicrotask(() => {
        if (left instanceof Node && !left.isConnected) return;
        dispatch({ type: 'commit' });
      });
    };
    const onPressEnd = () => dispatch({ type: 'commit' });
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('focusout', onBlur);
    document.addEventListener('pointerup', onPressEnd, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusout', onBlur);
      document.removeEventListener('pointerup', onPressEnd, true);
    };
  }, [dispatch]);
}

export function UndoButtons({ canUndo, canRedo, dispatch }: { canUndo: boolean; canRedo: boolean; dispatch: Dispatch<DraftAction> }) {
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  const mod = mac ? '⌘' : 'Ctrl+';
  return (
    <Group gap="xs" grow wrap="nowrap" role="group" aria-label={appText('editor.history')}>
      <Button variant="default" size="xs" px="xs" disabled={!canUndo} onClick={() => dispatch({ type: 'undo' })} title={appText('editor.undoShortcut', { mod })} aria-keyshortcuts="Control+Z Meta+Z">
        {appText('editor.undo')}
      </Button>
      <Button variant="default" size="xs" px="xs" disabled={!canRedo} onClick={() => dispatch({ type: 'redo' })} title={appText('editor.redoShortcut', { mod })} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
        {appText('editor.redo')}
      </Button>
    </Group>
  );
}
