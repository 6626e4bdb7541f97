import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** The editor's wording (spec §2), so both pages ask the same question. */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes, are you sure you want to leave?';

/**
 * Asks before leaving with unsaved changes: in-app navigation through the router's blocker,
 * closing or reloading the tab through the browser's own beforeunload prompt.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set; the text itself is ignored.
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
