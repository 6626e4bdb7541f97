import { ownerText } from '../../../shared/i18n/owner-text';
import type { Kysely } from 'kysely';
import { isProfessional } from '../../../shared/account';
import type { Account } from '../../../shared/account-schema';
import { DOMAIN_TAKEN_MESSAGE, domainReady, domainTxtName, SLUG_TAKEN_MESSAGE } from '../../../shared/domains';
import type { DomainInfo, VerifyResult } from '../../../shared/domains-schema';
import { siteUrl } from '../../../shared/site-address';
import type { DB } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../errors';
import type { AccountRepository } from '../account/account-repository';
import { checkDomainDns, checkDomainTxt, type DomainResolver } from './dns-check';
import type { DomainTokenRepository } from './domain-token-repository';

/** How many earlier addresses an account keeps redirecting (each one stays reserved for it). */
export const MAX_OLD_SLUGS = 10;
export const TOO_MANY_SLUG_CHANGES_MESSAGE = `Your website already keeps ${MAX_OLD_SLUGS} earlier addresses working. Please contact support to change it again.`;

export interface AddressServiceDeps {
  db: Kysely<DB>;
  accounts: AccountRepository;
  /** e.g. http://localhost:3001/{slug}/ */
  siteUrlTemplate: string;
  /** SITES_CNAME_TARGET: what a custom domain's CNAME record points at. */
  cnameTarget: string;
  /** Our own host names (app, site host, media): no account can claim them or names under them. */
  ownHostnames: string[];
  resolver: DomainResolver;
  /** Each account's token for the TXT record proving a domain. */
  tokens: DomainTokenRepository;
  /** Told after an address changed (the site host drops what it cached). */
  onChanged?: () => void;
}


function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * The owner's custom addresses: the slug in the default URL and a custom domain. Plan gating
 * (Professional only) is checked by the routes before the body is looked at; this class assumes it.
 */
export class AddressService {
  constructor(private readonly deps: AddressServiceDeps) {}

  get cnameTarget(): string {
    return this.deps.cnameTarget;
  }

  async domainInfo(account: Account, { readOnly = false }: { readOnly?: boolean } = {}): Promise<DomainInfo> {
    return {
      domainName: account.domainName,
      status: !account.domainName ? 'none' : domainReady(account) ? 'ready' : 'pending',
      cnameTarget: this.deps.cnameTarget,
      served: domainReady(account) && isProfessional(account),
      txtName: account.domainName ? domainTxtName(account.domainName) : null,
      txtValue: readOnly ? ((await this.deps.tokens.existingTokenOf(account.accountId)) ?? '') : await this.deps.tokens.tokenOf(account.accountId),
    };
  }

  /**
   * Moves the site to a new slug. The old one goes to slug_redirects (it keeps redirecting and stays
   * this account's); taking back an own old slug removes its redirect. All under the account's row
   * lock, so one account's changes are serialised; a race with another account for the same slug is
   * settled by the unique index on accounts.website_slug (or slug_redirects.old_slug).
   */
  async changeSlug(accountId: string, slug: string): Promise<Account> {
    const { accounts } = this.deps;
    try {
      const account = await this.deps.db.transaction().execute(async (trx) => {
        const current = await accounts.lockForUpdate(trx, accountId);
        if (!current) throw new Error(`account ${accountId} vanished`);
        if (current.websiteSlug === slug) return current;
        const holders = await accounts.slugHolders(trx, slug);
        if (holders.current || (holders.former && holders.former !== accountId)) throw conflict(SLUG_TAKEN_MESSAGE);
        if (holders.former) await accounts.dropFormerSlug(trx, slug);
        if (current.websiteSlug) {
          if ((await accounts.formerSlugCount(trx, accountId)) >= MAX_OLD_SLUGS) throw conflict(TOO_MANY_SLUG_CHANGES_MESSAGE);
          await accounts.addFormerSlug(trx, accountId, current.websiteSlug);
        }
        return accounts.setSlug(trx, accountId, slug, siteUrl(this.deps.siteUrlTemplate, slug));
      });
      this.deps.onChanged?.();
      return account;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN_MESSAGE);
      throw error;
    }
  }

  /** Why a normalised, well-formed domain cannot be used because it is one of ours, or null. */
  private ownHostProblem(domain: string): string | null {
    const own = [this.deps.cnameTarget, ...this.deps.ownHostnames].filter((h) => h.includes('.'));
    return own.some((h) => domain === h || domain.endsWith(`.${h}`)) ? 'That address belongs to Website Works. Enter a domain you own.' : null;
  }

  /** Sets (or replaces) the custom domain; a new domain starts as 'Pending setup' until its DNS is checked. */
  async setDomain(current: Account, domain: string): Promise<Account> {
    const problem = this.ownHostProblem(domain);
    if (problem) throw badRequest(problem);
    if (current.domainName === domain) return current;
    const holder = await this.deps.accounts.domainHolder(domain);
    if (holder && holder !== current.accountId) await this.takeOverUnproven(holder, current.accountId, domain);
    await this.checkUnderProvenDomain(current.accountId, domain);
    try {
      const account = await this.deps.accounts.setDomain(current.accountId, domain, this.deps.cnameTarget);
      if (!account) throw new Error(`account ${current.accountId} vanished`);
      this.deps.onChanged?.();
      return account;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DOMAIN_TAKEN_MESSAGE);
      throw error;
    }
  }

  /**
   * Another account holds `domain`. Refused (a takeover) when it proved the domain; an unproven claim
   * gives way to an account whose TXT record is in place, so no one can squat a domain they do not own.
   */
  private async takeOverUnproven(holderId: string, claimantId: string, domain: string): Promise<void> {
    const holder = await this.deps.accounts.find(holderId);
    if (holder?.distributionId) throw conflict(DOMAIN_TAKEN_MESSAGE);
    const proof = await checkDomainTxt(this.deps.resolver, domainTxtName(domain), await this.deps.tokens.tokenOf(claimantId));
    if (proof.result !== 'found') {
      throw conflict(ownerText('refusal.domains.takenAddProof', { taken: DOMAIN_TAKEN_MESSAGE, record: domainTxtName(domain) }));
    }
    await this.deps.accounts.removeDomain(holderId);
  }

  /**
   * A subdomain (www. or any other) of a domain another account has proven is claimed only with its
   * own proof, checked now: otherwise anyone could park a pending claim on www.<their domain> and
   * make the certificate answer for it say no (issue 21). The owner of the proven domain needs none
   * (it already has the www. form, and may set any name under its own domain pending as before).
   */
  private async checkUnderProvenDomain(claimantId: string, domain: string): Promise<void> {
    const labels = domain.split('.');
    const parents = labels.slice(1, -1).map((_, i) => labels.slice(i + 1).join('.'));
    const proven = (await this.deps.accounts.findByDomains(parents)).filter((a) => a.distributionId && a.accountId !== claimantId);
    if (proven.length === 0) return;
    const proof = await checkDomainTxt(this.deps.resolver, domainTxtName(domain), await this.deps.tokens.tokenOf(claimantId));
    if (proof.result === 'found') return;
    const parent = proven[0]?.domainName ?? '';
    throw conflict(
      ownerText('refusal.domains.parentInUse', { parent, domain, record: domainTxtName(domain) }),
    );
  }

  async removeDomain(current: Account): Promise<Account> {
    const account = await this.deps.accounts.removeDomain(current.accountId);
    if (!account) throw new Error(`account ${current.accountId} vanished`);
    this.deps.onChanged?.();
    return account;
  }

  /**
   * Looks the domain up in DNS. It becomes 'Ready to use' (distributionId set) only when it points at
   * the target AND its TXT record `_websiteworks.<domain>` holds this account's token (the proof that
   * the owner controls the domain); a definite answer otherwise makes it 'Pending setup' again (no
   * longer served, no certificate); no answer changes nothing.
   */
  async verifyDomain(account: Account): Promise<VerifyResult> {
    const domain = account.domainName;
    if (!domain) throw badRequest(ownerText('refusal.domains.addYourDomainFirst'));
    const target = this.deps.cnameTarget;
    const token = await this.deps.tokens.tokenOf(account.accountId);
    const txtName = domainTxtName(domain);
    const [check, proof] = await Promise.all([checkDomainDns(this.deps.resolver, domain, target), checkDomainTxt(this.deps.resolver, txtName, token)]);
    if (check.result === 'unknown' || proof.result === 'unknown') {
      return {
        account,
        ready: domainReady(account),
        message: `We could not look up ${domain} right now. Please try again in a few minutes.`,
      };
    }
    const points = check.result === 'points';
    const proven = proof.result === 'found';
    const ready = points && proven;
    // The owner may have changed the domain while DNS was asked: then this answer is about an old one.
    const updated = await this.deps.accounts.setDomainChecked(account.accountId, domain, { distributionId: ready ? `site-host:${domain}` : null, target });
    if (!updated) throw new HttpError(409, ownerText('refusal.domains.yourDomainChangedWhile'));
    this.deps.onChanged?.();
    if (ready) return { account: updated, ready: true, message: `${domain} points to ${target} and its TXT record proves it is yours. Your domain is ready to use.` };
    const missing: string[] = [];
    if (!points) {
      const found = check.result === 'elsewhere' && check.found.length > 0 ? ` (it points to ${check.found.slice(0, 3).join(', ')})` : '';
      missing.push(`${domain} does not point to ${target} yet${found}. Add a CNAME record for ${domain} with the value ${target}.`);
    }
    if (!proven) missing.push(`We could not find the TXT record that proves ${domain} is yours. Add a TXT record named ${txtName} with the value ${token}.`);
    return { account: updated, ready: false, message: `${missing.join(' ')} DNS changes can take a few hours.` };
  }

  /**
   * For Caddy's on-demand TLS: may a certificate be issued for this host name? Only for a verified
   * domain of a Professional account (DESIGN §7, decision 0006), or its www. form, which the site host
   * also answers.
   */
  async isAllowed(hostname: string): Promise<boolean> {
    const candidates = [hostname, ...(hostname.startsWith('www.') ? [hostname.slice(4)] : [])];
    // Only proven names count, as in the site host (site-finder.ts): an exact match first, then the
    // apex for its www. form. An unproven claim of www.<a proven domain> must not turn its answer to no.
    const holders = (await this.deps.accounts.findByDomains(candidates)).filter((a) => a.distributionId);
    const account = holders.find((a) => a.domainName === hostname) ?? holders[0];
    return !!account && isProfessional(account);
  }
}
