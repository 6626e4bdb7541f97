import { useSyncExternalStore } from 'react';

/** The session user, shaped like spec §3 (what the access token carries). */
export interface SessionUser {
  id: string;
  email: string;
  confirmed_at: string | null;
  created_at: string;
  identities: { provider: string }[];
  user_metadata: { full_name?: string; picture?: string };
}

export interface Session {
  access_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
  user: SessionUser;
}

export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';

// spec §9: check every 30 s, refresh when fewer than 3 ticks (90 s) remain, back off from 200 ms within 30 s,
// and count a session within 10 s of its expiry as expired.
export const TICK_MS = 30_000;
export const REFRESH_TICKS = 3;
export const EXPIRY_MARGIN_S = 10;
const RETRY_FIRST_MS = 200;
const RETRY_BUDGET_MS = 30_000;

/** One key per deployment, so two Website Works installations on one browser never mix sessions. */
export const STORAGE_KEY = `website-works-auth:${window.location.host}`;

type Listener = (event: AuthEvent, session: Session | null) => void;

function decodePayload(token: string): Record<string, unknown> | undefined {
  try {
    const part = token.split('.')[1];
    if (!part) return undefined;
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

export function sessionFromToken(token: string): Session | null {
  const p = decodePayload(token);
  if (!p || typeof p.sub !== 'string' || typeof p.exp !== 'number' || typeof p.email !== 'string') return null;
  return {
    access_token: token,
    expires_at: p.exp,
    user: {
      id: p.sub,
      email: p.email,
      confirmed_at: typeof p.confirmed_at === 'string' ? p.confirmed_at : null,
      created_at: typeof p.created_at === 'string' ? p.created_at : '',
      identities: Array.isArray(p.identities) ? (p.identities as { provider: string }[]) : [],
      user_metadata: (p.user_metadata ?? {}) as SessionUser['user_metadata'],
    },
  };
}

const nowS = () => Date.now() / 1000;
export const isExpired = (s: Session) => s.expires_at - EXPIRY_MARGIN_S <= nowS();

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
    const stored = readStored();
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
    const remainingTicks = Math.floor(((s.expires_at - nowS()) * 1000) / TICK_MS);
    if (remainingTicks < REFRESH_TICKS) await this.refresh();
  }

  /** After sign-in or a change to the user (e.g. e-mail confirmed), fetch a token that says so. */
  async signedIn(): Promise<Session | null> {
    return this.refresh();
  }

  clear() {
    this.set(null, 'SIGNED_OUT', true);
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
