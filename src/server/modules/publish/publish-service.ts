import { ownerText } from '../../../shared/i18n/owner-text';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isProfessional } from '../../../shared/account';
import { suspendedSiteMessage } from '../../../shared/admin';
import type { Account } from '../../../shared/account-schema';
import { hashString } from '../../../shared/hash';
import type { PreviewResponse, PublishResponse, RestoreResponse, VersionLabelResponse, VersionPageResponse, VersionsQuery, VersionsResponse } from '../../../shared/publish-schema';
import { describeChanges } from '../../../shared/version-changes';
import { siteUrl } from '../../../shared/site-address';
import type { SiteImageMap } from '../../../shared/site-images';
import { toStoredWebsiteDocument, type WebsiteContent } from '../../../shared/website';
import { migrateWebsiteDocument } from '../../../shared/website-schema';
import { noticeScheduleOf } from '../../../shared/notices';
import { isTimeZone, siteTimeZone } from '../../../shared/site-time-zone';
import { hasContactForm } from '../../../site/site-model';
import type { AccessClaims } from '../../auth/access-token';
import type { DB } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../errors';
import { type PublishedPages, renderPublishedPages } from '../../render/published-page';
import { assetStorageKey, type SiteAssetFiles } from '../../render/site-asset-files';
import type { Storage } from '../../storage/storage';
import type { AccountRepository } from '../account/account-repository';
import type { WebsiteRepository } from '../website/website-repository';
import type { VersionPruner } from './version-pruner';
import { languagePageKey, type VersionStore } from './version-store';
import { chooseSlug } from './slug';
import { siteLanguageOf } from '../../../shared/site-languages';

export const HASH_MISMATCH_MESSAGE = ownerText('refusal.publish.previewChanged');
export const NO_COMPANY_NAME_MESSAGE = ownerText('refusal.publish.noCompanyName');
export const UNCONFIRMED_MESSAGE = ownerText('refusal.publish.unconfirmed');
export const prunedVersionMessage = (version: number, keep: number | undefined) =>
  ownerText('refusal.publish.versionPruned', { version: String(version), keep: keep === undefined ? 'none' : String(keep) });

export interface PublishServiceDeps {
  db: Kysely<DB>;
  storage: Storage;
  /** Where a version's HTML is stored (compressed once, here, when it is published). */
  versions: VersionStore;
  websites: WebsiteRepository;
  accounts: AccountRepository;
  /** e.g. http://localhost:3001/{slug}/ */
  siteUrlTemplate: string;
  /** Where the page's "Created using Website Works" credit points. */
  creditHref: string;
  assets: SiteAssetFiles;
  /**
   * The Google tag an account's pages carry. Plan gating lives here: by default only an active
   * Professional subscription gets its tag; every other account's pages carry none.
   */
  googleTagFor?: (account: Pick<Account, 'subscriptionStatus' | 'subscriptionTier' | 'websiteGoogleTag'>) => string | null;
  /** The processed images a website's page shows (modules/images/site-image-lookup.ts); none when absent. */
  imagesFor?: (website: WebsiteContent, accountId: string) => Promise<SiteImageMap>;
  /** Told after a version went live (the site host drops what it cached for the account). */
  onPublished?: (accountId: string) => void;
  /** Prunes versions beyond the retention at each publish (decision 0027); without it every version is kept. */
  pruner?: VersionPruner;
  /** Where a failed prune is told (the publish itself has succeeded by then). */
  log?: { warn: (details: object, message: string) => void };
  /** Named in the sentence a suspended site's owner gets when publishing (issue 27). */
  supportEmail?: string;
  /**
   * Whether the owner takes bookings (issue 25: turned on in /bookings with a service to book). Without it
   * the Booking section (and the call bar's Book) stays off the published page, which would otherwise
   * invite visitors to a booking page that has nothing to offer.
   */
  bookingsOpen?: (accountId: string) => Promise<boolean>;
}

const defaultGoogleTagFor: NonNullable<PublishServiceDeps['googleTagFor']> = (account) =>
  isProfessional(account) ? account.websiteGoogleTag : null;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Preview, publish, history and restore. Every change runs in one transaction that first locks the
 * account row (select … for update), so one account's publishes are serialised: versions strictly
 * increase with none lost or repeated. The version's HTML is written to storage under a fresh key
 * before the rows that make it live; a failure anywhere rolls the rows back and removes the object,
 * so the previous version stays live and nothing half-written is ever reachable.
 */
export class PublishService {
  private readonly googleTagFor: NonNullable<PublishServiceDeps['googleTagFor']>;
  private assetsStored: Promise<void> | undefined;

  constructor(private readonly deps: PublishServiceDeps) {
    this.googleTagFor = deps.googleTagFor ?? defaultGoogleTagFor;
  }

  /** The version's pages: the main one and, on a two-language site, the second language's (decision 0067). */
  private render(website: WebsiteContent, publishUrl: string, googleTag: string | null, images: SiteImageMap, bookingsOpen: boolean): PublishedPages {
    // The kept document is the owner's; only the page leaves the Booking section out while bookings are closed.
    const shown = website.enableBooking && !bookingsOpen ? { ...website, enableBooking: false } : website;
    return renderPublishedPages({ website: shown, canonicalUrl: publishUrl, assets: this.deps.assets, creditHref: this.deps.creditHref, googleTag, images });
  }

  private async bookingsOpen(website: WebsiteContent | undefined, accountId: string): Promise<boolean> {
    if (!website?.enableBooking) return false;
    return this.deps.bookingsOpen ? this.deps.bookingsOpen(accountId) : true;
  }

  private images(website: WebsiteContent, accountId: string): Promise<SiteImageMap> {
    return this.deps.imagesFor ? this.deps.imagesFor(website, accountId) : Promise.resolve({});
  }

  private static problemOf(website: WebsiteContent): string | null {
    return website.companyName.trim() === '' ? NO_COMPANY_NAME_MESSAGE : null;
  }

  /** The owner's saved website rendered as it would be published now. */
  async preview(user: AccessClaims): Promise<PreviewResponse> {
    const account = await this.deps.accounts.find(user.userId);
    if (!account) throw notFound(ownerText('refusal.account.accountNotFound'));
    const website = await this.deps.websites.get(user.userId);
    const slug = account.websiteSlug ?? (await chooseSlug(this.deps.accounts, this.deps.db, website.companyName, user.userId));
    const publishUrl = siteUrl(this.deps.siteUrlTemplate, slug);
    const pages = this.render(website, publishUrl, this.googleTagFor(account), await this.images(website, user.userId), await this.bookingsOpen(website, user.userId));
    return { html: pages.html, hash: pagesHash(pages), publishUrl, problem: PublishService.problemOf(website) };
  }

  /**
   * Renders the saved website again and publishes it if it still hashes to what the owner previewed,
   * with the owner's name for the version when they gave one.
   */
  async publish(user: AccessClaims, hash: string, label?: string): Promise<PublishResponse> {
    if (!user.confirmed) throw forbidden(UNCONFIRMED_MESSAGE);
    const website = await this.deps.websites.get(user.userId);
    const problem = PublishService.problemOf(website);
    if (problem) throw badRequest(problem);
    const images = await this.images(website, user.userId);
    const bookingsOpen = await this.bookingsOpen(website, user.userId);
    return this.withAccountLock(user, async (trx, account) => {
      const slug = account.websiteSlug ?? (await chooseSlug(this.deps.accounts, trx, website.companyName, user.userId));
      const publishUrl = siteUrl(this.deps.siteUrlTemplate, slug);
      const googleTag = this.googleTagFor(account);
      const pages = this.render(website, publishUrl, googleTag, images, bookingsOpen);
      if (pagesHash(pages) !== hash) throw conflict(HASH_MISMATCH_MESSAGE);
      return { html: pages.html, second: pages.second, googleTag, slug, publishUrl, restoredFrom: null, contactForm: hasContactForm(website), language: siteLanguageOf(website.siteLanguage), website, label: label || null };
    });
  }

  /**
   * Publishes an earlier version again, as the next version number: its content rendered anew under
   * the account's CURRENT plan and settings (issue 9: a version published on Professional must not
   * bring its Google tag back once the subscription ended). A version published before documents
   * were kept with versions is republished as stored only when that cannot bring back anything the
   * plan no longer includes.
   *
   * The restored content also becomes the saved website, in the same transaction (issue 23): the editor
   * then shows what is live, and the next publish does not silently undo the restore.
   */
  async restore(user: AccessClaims, version: number): Promise<RestoreResponse> {
    if (!user.confirmed) throw forbidden(UNCONFIRMED_MESSAGE);
    // The version's pictures are looked up before the account lock, as publish does: on PGlite the one
    // connection belongs to the lock's transaction, so a lookup inside it would wait for ever.
    const saved = await this.deps.db
      .selectFrom('website_versions')
      .select('document')
      .where('account_id', '=', user.userId)
      .where('version', '=', version)
      .executeTakeFirst();
    const savedWebsite = saved?.document != null ? migrateWebsiteDocument(typeof saved.document === 'string' ? JSON.parse(saved.document) : saved.document) : undefined;
    const images = savedWebsite ? await this.images(savedWebsite, user.userId) : {};
    const bookingsOpen = await this.bookingsOpen(savedWebsite, user.userId);
    return this.withAccountLock(user, async (trx, account) => {
      const old = await trx
        .selectFrom('website_versions')
        .selectAll()
        .where('account_id', '=', user.userId)
        .where('version', '=', version)
        .executeTakeFirst();
      if (!old || !account.websiteSlug) throw notFound(ownerText('refusal.publish.noSuchVersion', { version: String(version) }));
      // Pruning marks a version under this same lock before deleting its bytes, so this check cannot race it.
      if (old.pruned_on !== null) throw new HttpError(410, prunedVersionMessage(version, this.deps.pruner?.keep));
      const publishUrl = account.websiteUrl ?? siteUrl(this.deps.siteUrlTemplate, account.websiteSlug);
      const googleTag = this.googleTagFor(account);
      if (old.document !== null && old.document !== undefined) {
        // Versions never change once stored: the document read before the lock is this one.
        const website = savedWebsite ?? migrateWebsiteDocument(typeof old.document === 'string' ? JSON.parse(old.document) : old.document);
        const pages = this.render(website, publishUrl, googleTag, images, bookingsOpen);
        await this.deps.websites.save(user.userId, website, trx);
        return { html: pages.html, second: pages.second, googleTag, slug: account.websiteSlug, publishUrl, restoredFrom: version, contactForm: hasContactForm(website), language: siteLanguageOf(website.siteLanguage), website, draftRestored: true };
      }
      if (old.google_tag !== null && old.google_tag !== googleTag) {
        throw conflict(
          ownerText('refusal.publish.analyticsNotInPlan', { version: String(version) }),
        );
      }
      const stored = await this.deps.versions.readHtml({ storageKey: old.storage_key, compressed: old.compressed });
      if (stored === undefined) throw new Error(`stored version missing: ${old.storage_key}`);
      return { html: stored, googleTag: old.google_tag, slug: account.websiteSlug, publishUrl, restoredFrom: version, contactForm: old.contact_form, language: old.language, draftRestored: false };
    }).then(({ draftRestored, ...published }) => ({ ...published, draftRestored: draftRestored ?? false }));
  }

  /** Names one of the owner's versions (an empty name takes the name away); listed and pruned versions alike. */
  async nameVersion(accountId: string, version: number, label: string): Promise<VersionLabelResponse> {
    const row = await this.deps.db
      .updateTable('website_versions')
      .set({ label: label === '' ? null : label })
      .where('account_id', '=', accountId)
      .where('version', '=', version)
      .returning(['version', 'label'])
      .executeTakeFirst();
    if (!row) throw notFound(ownerText('refusal.publish.noSuchVersion', { version: String(version) }));
    return row;
  }

  /** A kept version's page as it was published (the versions list draws a small picture of it). */
  async versionPage(accountId: string, version: number): Promise<VersionPageResponse> {
    const row = await this.deps.db
      .selectFrom('website_versions')
      .select(['storage_key', 'compressed', 'pruned_on'])
      .where('account_id', '=', accountId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (!row) throw notFound(ownerText('refusal.publish.noSuchVersion', { version: String(version) }));
    if (row.pruned_on !== null) throw new HttpError(410, prunedVersionMessage(version, this.deps.pruner?.keep));
    const html = await this.deps.versions.readHtml({ storageKey: row.storage_key, compressed: row.compressed });
    if (html === undefined) throw notFound(ownerText('refusal.publish.pageNotStored', { version: String(version) }));
    return { html };
  }

  /** One page of the account's versions, newest first (keyset on the version number: stable while publishing). */
  async versions(accountId: string, { limit, before }: VersionsQuery): Promise<VersionsResponse> {
    let query = this.deps.db
      .selectFrom('website_versions')
      .select(['version', 'published_on', 'published_by', 'restored_from', 'pruned_on', 'label', 'changes'])
      .where('account_id', '=', accountId)
      .orderBy('version', 'desc')
      .limit(limit + 1);
    if (before !== undefined) query = query.where('version', '<', before);
    const [account, rows] = await Promise.all([this.deps.accounts.find(accountId), query.execute()]);
    return {
      versions: rows.slice(0, limit).map((r) => ({
        version: r.version,
        publishedOn: r.published_on.toISOString(),
        publishedBy: r.published_by,
        live: r.version === account?.websiteVersion,
        restoredFrom: r.restored_from,
        restorable: r.pruned_on === null,
        label: r.label,
        changes: r.changes,
      })),
      hasMore: rows.length > limit,
      retention: this.deps.pruner?.keep ?? null,
    };
  }

  /**
   * Locks the account, lets `prepare` decide the HTML, stores it as the next version and switches
   * the account to it, all or nothing. A unique-slug race with another account is retried.
   */
  private async withAccountLock(
    user: AccessClaims,
    prepare: (
      trx: Transaction<DB>,
      account: Account,
    ) => Promise<{
      html: string;
      /** A two-language site's second page (decision 0067), stored beside the main one. */
      second?: { language: string; html: string };
      googleTag: string | null;
      slug: string;
      publishUrl: string;
      restoredFrom: number | null;
      contactForm: boolean;
      /** The site language of the page (decision 0062). */
      language?: string;
      /** The content rendered, kept with the version so restore can render it again. */
      website?: WebsiteContent;
      /** The owner's name for the version. */
      label?: string | null;
      /** A restore: whether its content became the saved website. */
      draftRestored?: boolean;
    }>,
  ): Promise<PublishResponse & { draftRestored?: boolean }> {
    const accountId = user.userId;
    await this.storeAssets();
    for (let attempt = 1; ; attempt++) {
      let writtenKey: string | undefined;
      let writtenSecond: string | undefined;
      try {
        const result = await this.deps.db.transaction().execute(async (trx) => {
          const account = await this.deps.accounts.lockForUpdate(trx, accountId);
          if (!account) throw notFound(ownerText('refusal.account.accountNotFound'));
          // An operator suspended the site (issue 27): nothing goes live until it is restored.
          if (account.websiteSuspendedOn) throw forbidden(suspendedSiteMessage(this.deps.supportEmail ?? 'support'));
          const last = await trx
            .selectFrom('website_versions')
            .select((eb) => eb.fn.max('version').as('max'))
            .where('account_id', '=', accountId)
            .executeTakeFirst();
          const next = Math.max(Number(last?.max ?? 0), account.websiteVersion) + 1;
          const page = await prepare(trx, account);
          // What changed since the newest version (its kept content); unknown when it kept none.
          const previous =
            page.website && last?.max != null
              ? await trx.selectFrom('website_versions').select('document').where('account_id', '=', accountId).where('version', '=', Number(last.max)).executeTakeFirst()
              : undefined;
          const before = previous?.document != null ? migrateWebsiteDocument(typeof previous.document === 'string' ? JSON.parse(previous.document) : previous.document) : undefined;
          const changes = !page.website ? null : last?.max != null && !before ? null : describeChanges(before, page.website);
          const key = `sites/${accountId}/v${next}-${randomBytes(6).toString('hex')}.html`;
          writtenKey = key;
          writtenSecond = page.second?.language;
          const { compressed } = await this.deps.versions.put(key, page.html, { fast: true });
          if (page.second) await this.deps.versions.put(languagePageKey(key, page.second.language), page.second.html, { fast: true });
          const now = new Date();
          await trx
            .insertInto('website_versions')
            .values({
              account_id: accountId,
              version: next,
              storage_key: key,
              html_hash: hashString(page.html),
              etag: sha256(page.html),
              size: Buffer.byteLength(page.html),
              google_tag: page.googleTag,
              published_on: now,
              published_by: user.email,
              restored_from: page.restoredFrom,
              contact_form: page.contactForm,
              language: page.language ?? 'en',
              second_language: page.second?.language ?? null,
              second_etag: page.second ? sha256(page.second.html) : null,
              compressed,
              document: page.website ? JSON.stringify(toStoredWebsiteDocument(page.website)) : null,
              label: page.label ?? null,
              changes,
              // The site host shows each dated notice only between its days (decision 0060).
              notices: page.website ? noticeScheduleJson(page.website, page.website.notices?.length ? await bookingTimeZone(trx, accountId) : undefined) : null,
            })
            .execute();
          await this.deps.accounts.switchToVersion(trx, accountId, {
            version: next,
            url: page.publishUrl,
            slug: page.slug,
            slugChanged: account.websiteSlug !== page.slug,
            publishedOn: now,
            publishedBy: user.email,
          });
          // Versions now beyond the retention are marked in this transaction (under this lock), so they
          // stop being restorable together with the new version going live (decision 0027).
          const pruned = await this.deps.pruner?.markBeyond(trx, accountId, next);
          return { publishVersion: next, publishUrl: page.publishUrl, pending: pruned?.pending, draftRestored: page.draftRestored, key };
        });
        // Stored with fast brotli while the owner waited; the smallest bytes follow in the background.
        this.deps.versions.refine(result.key, { accountId, version: result.publishVersion, secondLanguage: writtenSecond });
        this.deps.onPublished?.(accountId);
        // Their objects (and any an interrupted prune left) are deleted after the commit. A failure leaves
        // the publish standing and the objects for the next publish, never a restorable version without its page.
        if (result.pending && this.deps.pruner) {
          await this.deps.pruner.removeObjects(result.pending).catch((error: unknown) => this.deps.log?.warn({ err: error, accountId }, 'deleting pruned versions failed'));
        }
        return { publishVersion: result.publishVersion, publishUrl: result.publishUrl, ...(result.draftRestored === undefined ? {} : { draftRestored: result.draftRestored }) };
      } catch (error) {
        if (writtenKey) await this.deps.versions.delete(writtenKey, writtenSecond).catch(() => {});
        if (isUniqueViolation(error) && attempt < 3) continue;
        if (isUniqueViolation(error)) throw new HttpError(409, ownerText('refusal.publish.anotherWebsiteTookThis'));
        throw error;
      }
    }
  }

  /** The shared stylesheet and script, kept in storage by content hash so every published version keeps its styles. */
  private storeAssets(): Promise<void> {
    this.assetsStored ??= (async () => {
      // The shared files and every theme's stylesheet and fonts.
      for (const asset of this.deps.assets.byName.values()) {
        const key = assetStorageKey(asset.name);
        if (!(await this.deps.storage.head(key))) await this.deps.storage.put(key, asset.body, asset.contentType);
      }
    })().catch((error: unknown) => {
      this.assetsStored = undefined;
      throw error;
    });
    return this.assetsStored;
  }
}

/** The version's notice schedule as stored (JSON text), or null when it has no dated notice. */
function noticeScheduleJson(website: WebsiteContent, zone?: string): string | null {
  const schedule = noticeScheduleOf(website.notices ?? [], zone ?? siteTimeZone(website));
  return schedule ? JSON.stringify(schedule) : null;
}

/**
 * The site has one time zone (issue 25): the one the owner set in /bookings, once bookings are set up
 * (it starts as the website's own or its country's, and may have been changed there); undefined before.
 */
async function bookingTimeZone(db: Kysely<DB>, accountId: string): Promise<string | undefined> {
  const row = await db.selectFrom('booking_settings').select('settings').where('account_id', '=', accountId).executeTakeFirst();
  if (!row) return undefined;
  try {
    const settings = (typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings) as { timeZone?: unknown } | null;
    return isTimeZone(settings?.timeZone) ? settings.timeZone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the preview's hash covers: the main page, and on a two-language site the second page too, so a
 * translation changed between preview and publish is caught like any other change.
 */
export function pagesHash(pages: PublishedPages): string {
  return pages.second ? hashString(`${pages.html}\u0000${pages.second.language}\u0000${pages.second.html}`) : hashString(pages.html);
}
