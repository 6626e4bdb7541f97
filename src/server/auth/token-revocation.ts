import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/** What the guard needs of a verified token to decide whether it was revoked. */
export interface RevocationClaims {
  userId: string;
  /** The better-auth session the token was minted from (undefined for tokens minted before issue 9). */
  sessionId: string | undefined;
  /** The user's token epoch when the token was minted (0 when the token has none). */
  epoch: number;
}

/** How long one replica trusts what it read; a revocation done on this replica takes effect at once. */
export const REVOCATION_CACHE_MS = 2_000;

/*
 * Revocation that takes effect at once (issue 9). An access token lives 15 minutes and is checked
 * without a database round trip, so on its own it outlives a sign-out. Every token now carries the
 * session it was minted from and the user's token epoch, and the guard refuses it when
 *  - the session is gone (signed out, revoked by "sign out everywhere", by a password reset or change), or
 *  - the user's epoch has moved past the token's (password reset or change, "sign out everywhere").
 * Both live in the database, so every replica sees them; each replica remembers an answer for at most
 * REVOCATION_CACHE_MS, and forgets it at once when the revocation happened on itself.
 */
export class TokenRevocation {
  private readonly cache = new Map<string, { revoked: boolean; at: number }>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The user's current epoch: written into every token minted. */
  async epochOf(userId: string): Promise<number> {
    const row = await this.db.selectFrom('auth_token_epochs').select('epoch').where('user_id', '=', userId).executeTakeFirst();
    return row?.epoch ?? 0;
  }

  /** Ends every access token of the user minted before now. */
  async bump(userId: string): Promise<void> {
    await sql`insert into auth_token_epochs (user_id, epoch, updated_on) values (${userId}, 1, now())
      on conflict (user_id) do update set epoch = auth_token_epochs.epoch + 1, updated_on = now()`.execute(this.db);
    this.forget();
  }

  /** Drops what this replica remembers (after a sign-out or revocation handled here). */
  forget(): void {
    this.cache.clear();
  }

  async isRevoked(claims: RevocationClaims): Promise<boolean> {
    const key = `${claims.userId}\u0001${claims.sessionId ?? ''}\u0001${claims.epoch}`;
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < REVOCATION_CACHE_MS) return hit.revoked;
    const { rows } = await sql<{ epoch: number | null; live: boolean }>`
      select (select epoch from auth_token_epochs where user_id = ${claims.userId}) as epoch,
        ${claims.sessionId === undefined ? sql`true` : sql`exists (select 1 from auth_session where id = ${claims.sessionId} and "expiresAt" > now())`} as live`.execute(
      this.db,
    );
    const row = rows[0];
    const revoked = !row?.live || claims.epoch < (row?.epoch ?? 0);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { revoked, at: this.now() });
    return revoked;
  }
}
