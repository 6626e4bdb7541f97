import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Each account's token for proving a custom domain, made on first need and kept (so the TXT record
 * an owner adds stays valid whatever else changes). Random, so no one can derive another account's.
 */
export class DomainTokenRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The account's token if it was made already (nothing is written). */
  async existingTokenOf(accountId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('domain_tokens').select('token').where('account_id', '=', accountId).executeTakeFirst();
    return row?.token;
  }

  async tokenOf(accountId: string): Promise<string> {
    const candidate = `website-works-verify=${randomBytes(16).toString('hex')}`;
    await this.db.insertInto('domain_tokens').values({ account_id: accountId, token: candidate }).onConflict((oc) => oc.column('account_id').doNothing()).execute();
    const row = await this.db.selectFrom('domain_tokens').select('token').where('account_id', '=', accountId).executeTakeFirstOrThrow();
    return row.token;
  }
}
