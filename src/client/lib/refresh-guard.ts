import { toast } from 'react-toastify';
import { ApiError } from './api-client';
import { refreshTokenOnNextLoad } from './session';

const MARKER_KEY = 'website-works-refresh-marker';
export const REFRESH_GUARD_WINDOW_MS = 60 * 60 * 1000;
export const RELOAD_DELAY_MS = 2000;

/**
 * spec §8: when the API rejects the session, reload once (at most once an hour) so a fresh token is
 * fetched; if that already happened recently, ask the user to refresh or contact support instead.
 * Our API answers 401 where the original's gateway answered 403; both trigger the guard.
 * The reload asks for a fresh token (session.ts), so a revoked session signs the tab out (issue 9).
 */
export function handleSessionRejected(error: unknown, now = Date.now()): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const marker = Number(localStorage.getItem(MARKER_KEY) ?? 0);
  if (!marker || now - marker > REFRESH_GUARD_WINDOW_MS) {
    localStorage.setItem(MARKER_KEY, String(now));
    toast.info('Your session is being refreshed, hang in there...', { toastId: 'session-refresh' });
    // The reload fetches a new token with the session cookie (not the refused one again), so a
    // revoked session ends on the login page instead of refusing every call until the token expires.
    refreshTokenOnNextLoad();
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  } else {
    toast.error('[403] Please try refreshing the page, or contacting support if page does not load.', {
      toastId: 'session-refresh-failed',
    });
  }
  return true;
}
