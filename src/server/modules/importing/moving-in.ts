import { ownerText } from '../../../shared/i18n/owner-text';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { DB, ImportJobsTable } from '../../db/schema';
import type { FoundItem, SiteImportStatus } from '../../../shared/import-schema';
import type { TradeId } from '../../../shared/trades';
import { emptyWebsiteContent, type Item, type WebsiteContent } from '../../../shared/website';
import { PRICE_LIMITS, type PriceItem, WEBSITE_FIELDS, type DayHours } from '../../../shared/website-fields';
import { weekdayNames } from '../../../shared/i18n/format';
import { websiteContentSchema } from '../../../shared/website-schema';
import { displayPhone } from '../../../site/phone-numbers';
import { sniffImageType, SNIFF_BYTES } from '../../storage/image-types';
import { newMediaKey } from '../../storage/media-keys';
import type { Storage } from '../../storage/storage';
import { type ImageJobs, waitForImage } from '../images/image-jobs';
import type { MediaUploadRepository } from '../images/media-upload-repository';
import { guessCountry } from '../onboarding/country-guess';
import { starterWebsite } from '../onboarding/starter-website';
import { safeFetchBytes } from './safe-fetch';
import type { SiteFindings, SiteProgress } from './site-reader';
import { importedPrice } from './imported-price';
import { guessTrade } from './trade-guess';

/*
 * Moving in (issue 29): a whole-site read runs as a job the app polls (one per owner at a time). The job
 * runs in the replica that took the request, and its state (progress, findings, the sentence when it
 * failed) is kept in the database (migration 0290), so the owner's polls and the apply may reach any
 * replica behind the load balancer. A job is kept an hour; one whose replica stopped mid-read (no
 * progress written for longer than a read may take) reads as failed with a sentence, so the owner can
 * start again. When it is done the review screen lists every item found with where it goes and what
 * is there now; applying takes only the ticked items. Without a website yet, the draft is the trade
 * kit's (/start's) with the ticked items in place of the kit's words and pictures; with one, ticked
 * items replace what is there and nothing else changes. Pictures are downloaded by the server (the
 * address rule and a byte cap), stored as the owner's uploads and processed by the image pipeline
 * (which strips their metadata) before they are used.
 */

export interface Job {
  id: string;
  accountId: string;
  state: 'reading' | 'done' | 'failed';
  progress: SiteProgress;
  message: string | null;
  findings: SiteFindings | null;
  trade: TradeId;
  startedAt: number;
}

const JOB_TTL_MS = 60 * 60 * 1000;
/** Site reads running at once across the replicas (each one request at a time, with one page-reading worker). */
export const MAX_RUNNING_READS = 4;
const STOPPED = ownerText('movingInReview.weStoppedReadingYour');

type JobRow = Selectable<ImportJobsTable>;

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The owner's site-reading jobs, kept in the database so every replica sees them. */
export class SiteImportJobs {
  constructor(
    private readonly db: Kysely<DB>,
    /** Longer than any read may take without writing progress: the budget and a margin. */
    private readonly staleMs: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  private toJob(row: JobRow): Job {
    const stopped = row.state === 'reading' && Date.now() - row.updated_on.getTime() > this.staleMs;
    return {
      id: row.job_id,
      accountId: row.account_id,
      state: stopped ? 'failed' : (row.state as Job['state']),
      progress: json<SiteProgress>(row.progress),
      message: stopped ? STOPPED : row.message,
      findings: row.findings == null ? null : json<SiteFindings>(row.findings),
      trade: row.trade as TradeId,
      startedAt: row.started_on.getTime(),
    };
  }

  /** Reads under way (of one owner, or of everyone), leaving out those whose replica stopped. */
  async running(accountId?: string): Promise<number> {
    const row = await this.db
      .selectFrom('import_jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('state', '=', 'reading')
      .where('updated_on', '>', new Date(Date.now() - this.staleMs))
      .$if(accountId !== undefined, (q) => q.where('account_id', '=', accountId as string))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async start(accountId: string, read: (onProgress: (p: SiteProgress) => void) => Promise<SiteFindings>, onFailure: (error: unknown) => string): Promise<Job> {
    const now = new Date();
    const job: Job = { id: randomUUID(), accountId, state: 'reading', progress: { pagesRead: 0, pagesPlanned: 1, reading: null }, message: null, findings: null, trade: 'other', startedAt: now.getTime() };
    // The owner's finished jobs go (only the newest is ever reviewed), and everyone's expired ones.
    await this.db
      .deleteFrom('import_jobs')
      .where((eb) => eb.or([eb.and([eb('account_id', '=', accountId), eb('state', '<>', 'reading')]), eb('started_on', '<', new Date(now.getTime() - JOB_TTL_MS))]))
      .execute();
    await this.db
      .insertInto('import_jobs')
      .values({ job_id: job.id, account_id: accountId, state: 'reading', progress: JSON.stringify(job.progress), message: null, findings: null, trade: job.trade, started_on: now, updated_on: now })
      .execute();
    const write = (values: Partial<Omit<JobRow, 'job_id' | 'account_id' | 'started_on'>>) =>
      this.db
        .updateTable('import_jobs')
        .set({ ...values, updated_on: new Date() })
        .where('job_id', '=', job.id)
        .execute()
        .then(
          () => undefined,
          (error: unknown) => this.log?.warn({ err: error }, 'moving in: could not write a job’s state'),
        );
    // Progress writes go one after another, so a late one never overwrites the result.
    let written: Promise<unknown> = Promise.resolve();
    const after = (values: Parameters<typeof write>[0]) => (written = written.then(() => write(values)));
    read((p) => void after({ progress: JSON.stringify(p) })).then(
      (findings) => void after({ findings: JSON.stringify(findings), trade: guessTrade(findings.businessTypes, findings.words), state: 'done' }),
      (error: unknown) => void after({ message: onFailure(error), state: 'failed' }),
    );
    return job;
  }

  /** The owner's job, or undefined (someone else's job is as unknown as a missing one). */
  async get(accountId: string, id: string): Promise<Job | undefined> {
    const row = await this.db
      .selectFrom('import_jobs')
      .selectAll()
      .where('job_id', '=', id)
      .where('account_id', '=', accountId)
      .where('started_on', '>', new Date(Date.now() - JOB_TTL_MS))
      .executeTakeFirst();
    return row ? this.toJob(row) : undefined;
  }
}

/** Findings read from a Google Business Profile (places-client.ts names the listing as their source). */
const fromGoogle = (f: Pick<SiteFindings, 'source'>) => f.source.startsWith('https://www.google.com/maps/place/');

const hoursText = (hours: DayHours[]) => {
  const days = weekdayNames('short');
  return hours
    .map((d, i) => (d.opens ? ownerText('movingInReview.dayHours', { day: days[i] ?? '', opens: d.opens, closes: d.closes }) : ownerText('movingInReview.dayClosed', { day: days[i] ?? '' })))
    .join(', ');
};
const serviceText = (s: { title: string; description: string; price?: string }) => [s.title, s.price, s.description].filter(Boolean).join(' · ');

/** The review screen's list: every item found, where it goes and what is there now. */
export function foundItems(f: SiteFindings, current: WebsiteContent | undefined): FoundItem[] {
  const items: FoundItem[] = [];
  const field = (id: string, goesTo: string, value: string | undefined, now: string | undefined) => {
    if (value) items.push({ id, goesTo, value, image: null, now: current ? (now ?? '') : null });
  };
  field('companyName', ownerText('movingInReview.companyName'), f.name, current?.companyName);
  field('companyDescription', ownerText('movingInReview.textUnderYourName'), f.description, current?.companyDescription);
  field('phone', ownerText('movingInReview.phone'), f.phone, current?.phone);
  field('email', ownerText('movingInReview.email'), f.email, current?.email);
  field('addressFreeForm', ownerText('movingInReview.address'), f.address, current?.addressFreeForm);
  field('socialUrl', ownerText('movingInReview.socialLink'), f.socialLinks[0], current?.socialUrl);
  if (f.hours) field('hours', ownerText('movingInReview.openingHours'), hoursText(f.hours), current ? (current.openingHours.some((d) => d.opens) ? hoursText(current.openingHours) : '') : undefined);
  if (f.logo) items.push({ id: 'logo', goesTo: ownerText('movingInReview.logo'), value: ownerText('movingInReview.yourLogo'), image: f.logo, now: current ? (current.logo === 'empty' ? '' : ownerText('movingInReview.yourCurrentLogo')) : null });
  f.services.forEach((s, i) => items.push({ id: `service:${i}`, goesTo: ownerText('movingInReview.services'), value: serviceText(s), image: null, now: null }));
  f.reviews.forEach((r, i) => items.push({ id: `review:${i}`, goesTo: ownerText('movingInReview.reviews'), value: `“${r.text}” — ${r.author}`, image: null, now: null }));
  f.images.slice(0, 12).forEach((img, i) =>
    items.push({ id: `photo:${i}`, goesTo: i === 0 && !fromGoogle(f) ? ownerText('movingInReview.topOfThePage') : ownerText('movingInReview.gallery'), value: img.alt || ownerText('movingInReview.photoFromSite', { position: String(i + 1) }), image: img.url, now: null }),
  );
  return items;
}

export function statusOf(job: Job, current: WebsiteContent | undefined, websiteExists: boolean): SiteImportStatus {
  return {
    jobId: job.id,
    state: job.state,
    pagesRead: job.progress.pagesRead,
    pagesPlanned: job.progress.pagesPlanned,
    reading: job.progress.reading,
    message: job.message,
    found: job.findings
      ? { source: job.findings.source, pages: job.findings.pagesRead, trade: job.trade, websiteExists, items: foundItems(job.findings, current) }
      : null,
  };
}

export interface PhotoStoreDeps {
  storage: Storage;
  uploads: MediaUploadRepository;
  enqueue: (key: string) => Promise<void>;
  jobs: ImageJobs;
  mediaBaseUrl: string;
  maxBytes: number;
  allowLoopback: boolean;
  log: FastifyBaseLogger;
}

/** Downloads the pictures, stores each as the owner's upload, and waits for the pipeline: the addresses of those ready in time (in order; undefined for those that failed). */
export async function bringPhotos(accountId: string, urls: string[], deps: PhotoStoreDeps, budgetMs: number): Promise<(string | undefined)[]> {
  const started = Date.now();
  const left = () => Math.max(1, budgetMs - (Date.now() - started));
  const keys: (string | undefined)[] = [];
  // One download at a time, like the pages.
  for (const url of urls) {
    try {
      const res = await safeFetchBytes(url, {
        timeoutMs: Math.min(10_000, left()),
        maxBytes: deps.maxBytes,
        allowLoopback: deps.allowLoopback,
        accept: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream', 'binary/octet-stream'],
        acceptHeader: 'image/jpeg,image/png,image/webp',
      });
      const type = sniffImageType(res.body.subarray(0, SNIFF_BYTES));
      if (!type || type === 'image/gif') throw new Error('not a photo');
      const name = decodeURIComponent(new URL(res.url).pathname.split('/').pop() ?? 'photo').replace(/\.[a-z0-9]+$/i, '') || 'photo';
      const key = newMediaKey(accountId, `imported-${name}`.slice(0, 60), type);
      await deps.uploads.record({ key, accountId, contentType: type, size: res.body.length });
      try {
        await deps.storage.put(key, res.body, type);
      } catch (error) {
        await deps.uploads.remove(key);
        throw error;
      }
      await deps.uploads.markVerified(key);
      await deps.enqueue(key);
      keys.push(key);
    } catch (error) {
      deps.log.info({ err: error, url }, 'moving in: a picture could not be brought over');
      keys.push(undefined);
    }
  }
  const out: (string | undefined)[] = [];
  for (const key of keys) {
    if (!key) {
      out.push(undefined);
      continue;
    }
    const status = await waitForImage(deps.jobs, key, left());
    out.push(status.state === 'ready' ? `${deps.mediaBaseUrl}${key}` : undefined);
  }
  return out;
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trim()}…`);

/**
 * The website with the ticked items: over `current` when the owner has one, else over the trade
 * kit's first draft. `photos` are the processed pictures of the ticked `photo:n` items, in order.
 */
export function applyFindings(
  f: SiteFindings,
  take: ReadonlySet<string>,
  trade: TradeId,
  current: WebsiteContent | undefined,
  photos: { url: string; alt: string }[],
  logoUrl: string | undefined,
): WebsiteContent {
  const country = f.country ?? (f.phone ? guessCountry({ town: '', phone: f.phone }).country : '') ?? '';
  const name = take.has('companyName') && f.name ? f.name : current?.companyName || f.name || 'My business';
  const town = f.address?.split('\n').at(-1)?.replace(/\b[A-Z]{2}\b.*$|\d.*$/, '').replace(/,\s*$/, '').trim() ?? '';
  const base: WebsiteContent =
    current ??
    starterWebsite({ trade, companyName: clip(name, 120), town: clip(town || name, 80), phone: take.has('phone') && f.phone ? f.phone.slice(0, 40) : '', country: country || '' });
  const next: WebsiteContent = { ...emptyWebsiteContent(), ...base };
  if (!current) next.addressFreeForm = '';
  const site = next.country || country;
  if (take.has('companyName') && f.name) {
    next.companyName = clip(f.name, WEBSITE_FIELDS.companyName.max);
    next.headerTitle = clip(f.name, WEBSITE_FIELDS.headerTitle.max);
  }
  if (take.has('companyDescription') && f.description) next.companyDescription = clip(f.description, WEBSITE_FIELDS.companyDescription.max);
  if (take.has('phone') && f.phone) next.phone = clip(displayPhone(f.phone, site), WEBSITE_FIELDS.phone.max);
  if (take.has('email') && f.email) next.email = f.email;
  if (take.has('addressFreeForm') && f.address) {
    next.addressFreeForm = clip(f.address, WEBSITE_FIELDS.addressFreeForm.max);
    next.enableFindUs = true;
  }
  if (take.has('socialUrl') && f.socialLinks[0]) next.socialUrl = f.socialLinks[0];
  if (take.has('hours') && f.hours) {
    next.openingHours = f.hours;
    next.enableHours = true;
  }
  if (take.has('logo') && logoUrl) next.logo = logoUrl;
  const services = f.services.filter((_, i) => take.has(`service:${i}`));
  if (services.length) {
    // Prices read as amounts in the site's currency fill the Prices section (when the site has no price
    // list yet); a price that cannot be read so stays words in its service's description.
    const fillPrices = !(current?.prices?.length);
    const priced = services.map((s) => ({ s, price: fillPrices && s.price ? importedPrice(s.price, site) : undefined }));
    next.serviceItems = priced.slice(0, WEBSITE_FIELDS.serviceItems.max).map(({ s, price }, index) => ({
      index,
      title: clip(s.title, 120),
      description: clip([s.description, s.price && !price ? `Price: ${s.price}` : ''].filter(Boolean).join(' '), 1000),
    }));
    next.enableSectionTwo = true;
    const items: PriceItem[] = priced.flatMap(({ s, price }) =>
      price ? [{ name: clip(s.title, PRICE_LIMITS.name), description: clip(price.per, PRICE_LIMITS.description), price: price.price, ...(price.priceTo !== undefined ? { priceTo: price.priceTo } : {}), ...(price.from ? { from: true } : {}) }] : [],
    );
    if (items.length) {
      next.prices = [{ name: '', items: items.slice(0, PRICE_LIMITS.itemsPerGroup) }];
      next.enablePrices = true;
    }
  }
  const reviews = f.reviews.filter((_, i) => take.has(`review:${i}`));
  if (reviews.length) {
    next.reviews = reviews.slice(0, WEBSITE_FIELDS.reviews.max).map((r, index): Item => ({ index, title: clip(r.author, 120), description: clip(r.text, 1000), ...(r.stars ? { stars: r.stars } : {}) }));
    next.enableReviews = true;
  }
  if (photos.length) {
    // A Google listing's photos show only where their attribution shows with them (Google's terms): in the
    // Gallery, captioned "Photo by … on Google", not behind the hero's words.
    if (!fromGoogle(f)) {
      next.backgroundImg = photos[0]!.url;
      if (next.heroLayout === 'phone') next.heroLayout = 'photo';
    }
    // A caption is also the picture's text alternative: the old site's, else a plain one.
    next.gallery = photos
      .slice(0, WEBSITE_FIELDS.gallery.max)
      .map((p, index) => ({ index, title: clip(p.alt || `${next.companyName} — photo ${index + 1}`, 120), description: '', img: p.url }));
    next.enableGallery = true;
  }
  return websiteContentSchema.parse(next) as WebsiteContent;
}
