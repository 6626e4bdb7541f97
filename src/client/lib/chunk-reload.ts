/*
 * After a deploy, a tab opened before it asks for page chunks whose names no longer exist. The first
 * such failure reloads the page once (the new index.html names the new chunks); if it fails again
 * soon after, the Oops page says a new version is available instead of reloading in a loop.
 */

const KEY = 'ww-chunk-reload';
/** A second failure within this time of the reload is the same problem, not a new deploy. */
const WINDOW_MS = 60_000;

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** Reloads the page unless it did so for the same reason a moment ago; says whether it reloads. */
export function reloadOnceForNewVersion(now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (now - last < WINDOW_MS) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    return false; // without storage we cannot tell a loop from a deploy: let the page explain
  }
  window.location.reload();
  return true;
}

/** Vite reports a failed chunk preload as 'vite:preloadError' on window: reload before the route even fails. */
export function watchForNewVersion() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForNewVersion()) event.preventDefault();
  });
}
