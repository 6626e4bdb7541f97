import { type Kysely, sql } from 'kysely';
import { domainTxtName } from '../../../shared/domains';
import { ownerText } from '../../../shared/i18n/owner-text';
import type { DB } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { signed } from '../../mail/signed';
import type { AccountRepository } from '../account/account-repository';
import { checkDomainTxt, type DomainResolver } from './dns-check';
import type { DomainTokenRepository } from './domain-token-repository';

/** How long a proven domain's TXT record may be gone before the domain stops being served. */
export const TXT_GRACE_DAYS = 7;
/** Domains one replica checks per run. */
const BATCH = 50;


export const txtMissingMail = (to: string, domain: string, txtName: string, token: string, appUrl: string): MailMessage => ({
  to,
  subject: ownerText('ownerMail.txtMissing.subject', { domain }),
  text: signed(ownerText('ownerMail.txtMissing.body', { domain, txtName, token, days: TXT_GRACE_DAYS, settingsUrl: `${appUrl}/settings` })),
});

export const domainStoppedMail = (to: string, domain: string, txtName: string, appUrl: string): MailMessage => ({
  to,
  subject: ownerText('ownerMail.domainStopped.subject', { domain }),
  text: signed(ownerText('ownerMail.domainStopped.body', { domain, txtName, days: TXT_GRACE_DAYS, settingsUrl: `${appUrl}/settings` })),
});

interface RecheckLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DomainRecheckDeps {
  db: Kysely<DB>;
  accounts: AccountRepository;
  tokens: DomainTokenRepository;
  resolver: DomainResolver;
  mailer: Mailer;
  appUrl: string;
  log: RecheckLog;
  clock: () => Date;
  /** Told when a domain stopped being served (the site host's lookups). */
  onChanged?: () => void;
}

/**
 * Proven custom domains are checked again every `intervalMs` (DOMAIN_RECHECK_HOURS; issue 22): a proof is
 * not forever, a domain can be sold or its records cleaned up. A TXT record found missing starts a grace
 * period and the owner is e-mailed; found again, all is forgotten; still missing after TXT_GRACE_DAYS, the
 * domain stops being served (as if "Check DNS" had found it unproven) and the owner is e-mailed again. A
 * DNS question left unanswered changes nothing. Replicas share the work: a domain is claimed by setting
 * its `checked_on` in one statement, so each is checked by one replica per interval.
 */
export class DomainRechecker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly deps: DomainRecheckDeps) {}

  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    // Every few minutes a replica takes whatever is due; an interval of its own would bunch them together.
    const every = Math.min(intervalMs, 5 * 60_000);
    this.timer = setInterval(() => void this.runOnce(intervalMs).catch((error: unknown) => this.deps.log.error({ err: error }, 'domain re-check failed; trying again later')), every);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => {});
  }

  /** Checks the proven domains not checked within `intervalMs`; answers how many were checked. */
  runOnce(intervalMs: number): Promise<number> {
    this.running ??= this.run(intervalMs).finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(intervalMs: number): Promise<number> {
    const now = this.deps.clock();
    const due = new Date(now.getTime() - intervalMs);
    // Claim: proven domains whose last check is older than the interval (or that were never checked).
    const claimed = await sql<{ account_id: string; domain: string; missing_since: Date | null; warned_on: Date | null; email: string }>`
      insert into domain_rechecks (account_id, domain, checked_on)
      select a.account_id, a.domain_name, ${now}
      from accounts a left join domain_rechecks r on r.account_id = a.account_id
      where a.domain_name is not null and a.distribution_id is not null and (r.account_id is null or r.checked_on <= ${due} or r.domain <> a.domain_name)
      order by r.checked_on nulls first
      limit ${BATCH}
      on conflict (account_id) do update set
        checked_on = excluded.checked_on,
        domain = excluded.domain,
        missing_since = case when domain_rechecks.domain = excluded.domain then domain_rechecks.missing_since end,
        warned_on = case when domain_rechecks.domain = excluded.domain then domain_rechecks.warned_on end
      where domain_rechecks.checked_on <= ${due} or domain_rechecks.domain <> excluded.domain
      returning account_id, domain, missing_since, warned_on, (select email from accounts where account_id = domain_rechecks.account_id) as email`.execute(this.deps.db);
    for (const row of claimed.rows) await this.check(row, now);
    return claimed.rows.length;
  }

  private async check(row: { account_id: string; domain: string; missing_since: Date | null; warned_on: Date | null; email: string }, now: Date): Promise<void> {
    const { deps } = this;
    const token = await deps.tokens.tokenOf(row.account_id);
    const txtName = domainTxtName(row.domain);
    const proof = await checkDomainTxt(deps.resolver, txtName, token);
    if (proof.result === 'unknown') return;
    const recheck = deps.db.updateTable('domain_rechecks').where('account_id', '=', row.account_id).where('domain', '=', row.domain);
    if (proof.result === 'found') {
      if (row.missing_since) {
        await recheck.set({ missing_since: null, warned_on: null }).execute();
        deps.log.info({ domain: row.domain }, 'custom domain: its TXT record is back');
      }
      return;
    }
    const since = row.missing_since ?? now;
    if (!row.missing_since || !row.warned_on) {
      await recheck.set({ missing_since: since, warned_on: now }).execute();
      deps.log.warn({ domain: row.domain }, `custom domain: its TXT record is missing; it stops being served after ${TXT_GRACE_DAYS} days unless it is back`);
      await deps.mailer.send(txtMissingMail(row.email, row.domain, txtName, token, deps.appUrl)).catch((error: unknown) => deps.log.error({ err: error, domain: row.domain }, 'custom domain: the warning e-mail failed'));
      return;
    }
    if (now.getTime() - since.getTime() < TXT_GRACE_DAYS * 86_400_000) return;
    // Gone for the whole grace period: no longer proven, so no longer served and no certificate.
    const account = await deps.accounts.find(row.account_id);
    if (!account || account.domainName !== row.domain) return;
    const updated = await deps.accounts.setDomainChecked(row.account_id, row.domain, { distributionId: null, target: account.distributionDomain ?? '' });
    if (!updated) return;
    await deps.db.deleteFrom('domain_rechecks').where('account_id', '=', row.account_id).execute();
    deps.onChanged?.();
    deps.log.warn({ domain: row.domain }, `custom domain: its TXT record has been missing for ${TXT_GRACE_DAYS} days; no longer served`);
    await deps.mailer.send(domainStoppedMail(row.email, row.domain, txtName, deps.appUrl)).catch((error: unknown) => deps.log.error({ err: error, domain: row.domain }, 'custom domain: the e-mail saying it stopped failed'));
  }
}
