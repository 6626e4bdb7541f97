import type { OwnAccessTokenClaims } from '../../shared/access-token-schema';

/** The access token and the session built from it: pure functions, no browser state. */

/** The session user, shaped like spec §3: the access token's claims, with its subject as id. */
export type SessionUser = OwnAccessTokenClaims & { id: string };

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

export const nowS = () => Date.now() / 1000;
export const isExpired = (s: Session, now = nowS()) => s.expires_at - EXPIRY_MARGIN_S <= now;

/** On a tick: refresh once fewer than REFRESH_TICKS ticks (90 s) of validity remain. */
export function needsRefresh(s: Session, now = nowS()): boolean {
  return Math.floor(((s.expires_at - now) * 1000) / TICK_MS) < REFRESH_TICKS;
}

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
      ...(typeof p.ww_viewed_by === 'string' ? { ww_viewed_by: p.ww_viewed_by } : {}),
    },
  };
}

