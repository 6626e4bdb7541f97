import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes, are you sure you want to leave?';

/**
 * Asks before unsaved changes are lost: on an in-app link or the back button (the router's
 * blocker, answered with the browser's confirm dialog) and on closing or reloading the tab
 * (beforeunload, where the browser shows its own wording).
 */
export function useLeavePrompt(when: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useBeforeUnloadPrompt(when);
}

/** The browser's own prompt while `when` holds, for closing or reloading the tab (no in-app step can wait for that). */
export function useBeforeUnloadPrompt(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or at least need) a return value.
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
      return UNSAVED_CHANGES_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}
