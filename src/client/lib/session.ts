import { useSyncExternalStore } from 'react';
import { type AuthEvent, isExpired, needsRefresh, type Session, sessionFromToken, TICK_MS } from './session-token';

export type { AuthEvent, Session, SessionUser } from './session-token';

const RETRY_FIRST_MS = 200;
const RETRY_BUDGET_MS = 30_000;

/** One key per deployment, so two Website Works installations on one browser never mix sessions. */
export const STORAGE_KEY = `website-works-auth:${window.location.host}`;

type Listener = (event: AuthEvent, session: Session | null) => void;

/** Per tab (sessionStorage): the next page load asks for a fresh token instead of trusting the stored one. */
const FRESH_TOKEN_KEY = 'website-works-fresh-token';

/**
 * The API refused the stored token (it may be revoked: a sign-out elsewhere, a new password): the
 * reload that follows must not reuse it, but ask the session cookie for a fresh one, which signs
 * the tab out when the session is gone (issue 9). sessionStorage, so other tabs are not touched.
 */
export function refreshTokenOnNextLoad() {
  try {
    sessionStorage.setItem(FRESH_TOKEN_KEY, '1');
  } catch {
    // storage blocked: the reload reuses the stored token, as before
  }
}

function takeFreshTokenRequest(): boolean {
  try {
    const asked = sessionStorage.getItem(FRESH_TOKEN_KEY) === '1';
    sessionStorage.removeItem(FRESH_TOKEN_KEY);
    return asked;
  } catch {
    return false;
  }
}

function readStored(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Session;
    return typeof parsed?.access_token === 'string' ? sessionFromToken(parsed.access_token) : null;
  } catch {
    return null;
  }
}

/**
 * The browser's session: the short-lived access token (from better-auth's /token endpoint, which
 * needs the httpOnly cookie) and its user, kept in localStorage and mirrored across tabs.
 */
class SessionStore {
  private session: Session | null = null;
  private loading = true;
  private listeners = new Set<Listener>();
  private snapshotListeners = new Set<() => void>();
  private refreshing: Promise<Session | null> | undefined;
  private started = false;
  private snapshot = { session: this.session, loading: this.loading };

  start() {
    if (this.started) return;
    this.started = true;
    window.addEventListener('storage', (e) => {
      if (e.key !== STORAGE_KEY) return;
      const next = readStored();
      const event: AuthEvent = next ? (this.session ? 'TOKEN_REFRESHED' : 'SIGNED_IN') : 'SIGNED_OUT';
      this.set(next, event, false);
    });
    setInterval(() => void this.tick(), TICK_MS);
    const stored = takeFreshTokenRequest() ? null : readStored();
    if (stored && !isExpired(stored)) {
      this.set(stored, 'INITIAL_SESSION', false);
      void this.tick();
    } else {
      void this.refresh().then((s) => this.set(s, 'INITIAL_SESSION', true));
    }
  }

  getSnapshot = () => this.snapshot;

  subscribeSnapshot = (fn: () => void) => {
    this.snapshotListeners.add(fn);
    return () => this.snapshotListeners.delete(fn);
  };

  onAuthStateChange(fn: Listener) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  current() {
    return this.session;
  }

  /** A valid access token, refreshed first when it is about to expire; null when signed out. */
  async accessToken(): Promise<string | null> {
    const s = this.session;
    if (s && !isExpired(s)) return s.access_token;
    const next = await this.refresh();
    return next?.access_token ?? null;
  }

  /** Asks better-auth for a fresh access token with the session cookie; null when there is no session. */
  refresh(): Promise<Session | null> {
    this.refreshing ??= this.refreshWithRetry().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refreshWithRetry(): Promise<Session | null> {
    const started = Date.now();
    let delay = RETRY_FIRST_MS;
    for (;;) {
      try {
        const res = await fetch('/api/auth/token', { credentials: 'same-origin', headers: { accept: 'application/json' } });
        if (res.status === 401 || res.status === 403) {
          this.set(null, 'SIGNED_OUT', true);
          return null;
        }
        if (res.ok) {
          const body = (await res.json()) as { token?: string };
          const next = body.token ? sessionFromToken(body.token) : null;
          this.set(next, next ? (this.session ? 'TOKEN_REFRESHED' : 'SIGNED_IN') : 'SIGNED_OUT', true);
          return next;
        }
      } catch {
        // network error: retry below
      }
      if (Date.now() - started + delay > RETRY_BUDGET_MS) return this.session;
      await new Promise((r) => setTimeout(r, delay));
      delay *= 2;
    }
  }

  private async tick() {
    const s = this.session;
    if (!s) return;
    if (needsRefresh(s)) await this.refresh();
  }

  /** After sign-in or a change to the user (e.g. e-mail confirmed), fetch a token that says so. */
  async signedIn(): Promise<Session | null> {
    return this.refresh();
  }

  clear() {
    this.set(null, 'SIGNED_OUT', true);
  }

  /** Removes the stored session without telling this tab, which is about to leave with a full page load. */
  forgetStored() {
    try {
      localStorage.removeItem(STORAGE_KEY);
    } catch {
      // storage blocked: nothing was stored
    }
  }

  emit(event: AuthEvent) {
    for (const l of this.listeners) l(event, this.session);
  }

  private set(next: Session | null, event: AuthEvent, persist: boolean) {
    const changed = next?.access_token !== this.session?.access_token || this.loading;
    this.session = next;
    this.loading = false;
    if (persist) {
      try {
        if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
        else localStorage.removeItem(STORAGE_KEY);
      } catch {
        // storage full or blocked: the in-memory session still works for this tab
      }
    }
    if (changed) {
      this.snapshot = { session: this.session, loading: this.loading };
      for (const l of this.snapshotListeners) l();
    }
    this.emit(event);
  }
}

export const sessionStore = new SessionStore();

export function useSession() {
  return useSyncExternalStore(sessionStore.subscribeSnapshot, sessionStore.getSnapshot);
}
