import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../../shared/admin';
import type { Account } from '../../../shared/account-schema';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { AccountRepository } from '../account/account-repository';
import type { AuditLog } from './audit-log';
import { siteRestoredMail, siteSuspendedMail } from './admin-mails';
import type { Operator } from './operator-access';

export interface SiteSuspensionDeps {
  db: Kysely<DB>;
  accounts: AccountRepository;
  audit: AuditLog;
  mailer: Mailer;
  supportEmail: string;
  /**
   * THE hook point of a suspension or restore, after it is committed: whatever serves the site must stop
   * (or start again) showing it. Today the site host's directory (as publishing does); issue 30 adds the
   * shared cache's purge of the site's keys here.
   */
  onSiteChanged: (accountId: string) => void | Promise<void>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Suspending and restoring a site (issue 27). A suspended site answers 451 with a neutral page at its
 * address and its custom domain (site-finder.ts), cannot be published or restored to an older version
 * (publish-service.ts), and its owner is e-mailed the reason and how to appeal. Each change and its audit
 * entry commit together.
 */
export class SiteSuspension {
  constructor(private readonly deps: SiteSuspensionDeps) {}

  async suspend(operator: Operator, accountId: string, reason: string): Promise<Account> {
    const account = await this.change(operator, accountId, { reason, at: new Date() });
    await this.mail(siteSuspendedMail(account.email, account.websiteUrl, reason, this.deps.supportEmail));
    return account;
  }

  async restore(operator: Operator, accountId: string, reason: string | undefined): Promise<Account> {
    const account = await this.change(operator, accountId, null, reason);
    await this.mail(siteRestoredMail(account.email, account.websiteUrl, this.deps.supportEmail));
    return account;
  }

  private async change(operator: Operator, accountId: string, suspension: { reason: string; at: Date } | null, note?: string): Promise<Account> {
    const account = await this.deps.db.transaction().execute(async (trx) => {
      const result = await this.deps.accounts.setSuspension(accountId, suspension, trx);
      if (!result) throw notFound(ADMIN_MESSAGES.accountMissing);
      if (!result.changed) throw conflict(suspension ? ADMIN_MESSAGES.alreadySuspended : ADMIN_MESSAGES.notSuspended);
      await this.deps.audit.record(
        operator,
        {
          action: suspension ? 'site.suspended' : 'site.restored',
          accountId,
          subject: result.account.websiteUrl,
          reason: suspension?.reason ?? note ?? null,
          details: { domainName: result.account.domainName },
        },
        trx,
      );
      return result.account;
    });
    await this.deps.onSiteChanged(accountId);
    return account;
  }

  /** The owner's e-mail: sent after the change, which stands even when the mail server fails (logged). */
  private async mail(message: Parameters<Mailer['send']>[0]): Promise<void> {
    try {
      await this.deps.mailer.send(message);
    } catch (error) {
      this.deps.log.error({ err: error }, 'the suspension e-mail to the owner failed');
    }
  }
}
