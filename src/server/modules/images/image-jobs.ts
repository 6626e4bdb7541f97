import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { PhotoCredit, ProcessedImage } from '../../../shared/site-images';
import type { DB } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { CONTENT_TYPES, ImageProblem, processImage, type ProcessorLimits } from './image-processor';
import { MemoryBudget } from './memory-budget';
import { variantKey } from '../../storage/media-keys';

/*
 * The image queue (decision 0014): a job row per upload to process, kept in the database so any
 * replica may take it. A worker claims the oldest due job with FOR UPDATE SKIP LOCKED (PGlite and
 * PostgreSQL alike) and holds it until `locked_until`; a process that dies mid-job simply lets the
 * claim run out, and the next claim counts another attempt. Each process works on IMAGE_CONCURRENCY images at a time (1 by default) within IMAGE_MEMORY_BUDGET_MB.
 */

/** Attempts before an image that keeps failing (not a bad file: a crash, a storage error) is given up. */
export const MAX_ATTEMPTS = 3;

export const GAVE_UP_MESSAGE = 'This image could not be prepared for your website. Please try uploading it again, or upload another image.';

export type ImageStatus =
  | { state: 'ready'; image: ProcessedImage }
  | { state: 'pending' }
  | { state: 'failed'; message: string }
  | { state: 'missing' };

export class ImageJobs {
  constructor(private readonly db: Kysely<DB>) {}

  /** Queues an upload whose bytes are verified (again is harmless: one job per key, a ready image stays ready). */
  async enqueue(key: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('media_uploads')
        .set({ image_state: 'pending', image_error: null })
        .where('key', '=', key)
        .where((eb) => eb.or([eb('image_state', 'is', null), eb('image_state', '=', 'failed')]))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) {
        await trx.insertInto('image_jobs').values({ key }).onConflict((oc) => oc.column('key').doNothing()).execute();
      }
    });
  }

  /**
   * Queues a ready image to be processed again (by today's pipeline: new widths, say). It stays ready
   * with its current variants meanwhile, and if processing fails now, it keeps them.
   */
  async reprocess(key: string): Promise<void> {
    await this.db
      .insertInto('image_jobs')
      .columns(['key'])
      .expression((eb) => eb.selectFrom('media_uploads').select('key').where('key', '=', key).where('image_state', '=', 'ready'))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }

  /** The oldest due job, now held by the caller for `leaseSeconds`; undefined when none is due. */
  async claim(leaseSeconds: number): Promise<{ key: string; attempts: number } | undefined> {
    const { rows } = await sql<{ key: string; attempts: number }>`
      update image_jobs set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${leaseSeconds})
      where key = (
        select key from image_jobs
        where run_after <= now() and (locked_until is null or locked_until < now())
        order by created_on, key
        for update skip locked
        limit 1
      )
      returning key, attempts`.execute(this.db);
    return rows[0];
  }

  async complete(key: string, image: ProcessedImage): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Processed again: the earlier variants this run did not write again stay listed (retired), so
      // the clean-up knows them, and keeps them while a stored version shows them.
      const before = await trx.selectFrom('media_uploads').select(['image_state', 'image']).where('key', '=', key).forUpdate().executeTakeFirst();
      const kept = new Set(image.variants.map((v) => v.key));
      const earlier = before?.image_state === 'ready' ? parseImage(before.image) : undefined;
      const retired = [...new Set([...(earlier?.variants.map((v) => v.key) ?? []), ...(earlier?.retired ?? [])])].filter((k) => !kept.has(k));
      const stored: ProcessedImage = retired.length > 0 ? { ...image, retired } : image;
      await trx
        .updateTable('media_uploads')
        .set({ image_state: 'ready', image: JSON.stringify(stored), image_error: null, processed_on: new Date() })
        .where('key', '=', key)
        .execute();
      await trx.deleteFrom('image_jobs').where('key', '=', key).execute();
    });
  }

  /** Gives up on a job: the image is failed with `message`, unless it is a ready one processed again, which keeps its variants. */
  async fail(key: string, message: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('media_uploads')
        .set({ image_state: 'failed', image_error: message, processed_on: new Date() })
        .where('key', '=', key)
        .where((eb) => eb.or([eb('image_state', 'is', null), eb('image_state', '!=', 'ready')]))
        .execute();
      await trx.deleteFrom('image_jobs').where('key', '=', key).execute();
    });
  }

  /** Gives the job back after an unexpected error, to be tried again a little later. */
  async release(key: string, error: string, delaySeconds: number): Promise<void> {
    await this.db
      .updateTable('image_jobs')
      .set({ locked_until: null, last_error: error.slice(0, 1000), run_after: sql<Date>`now() + make_interval(secs => ${delaySeconds})` })
      .where('key', '=', key)
      .execute();
  }

  async status(key: string): Promise<ImageStatus> {
    const row = await this.db.selectFrom('media_uploads').select(['image_state', 'image', 'image_error']).where('key', '=', key).executeTakeFirst();
    if (!row || row.image_state === null) return { state: 'missing' };
    if (row.image_state === 'ready') return { state: 'ready', image: parseImage(row.image) };
    if (row.image_state === 'failed') return { state: 'failed', message: row.image_error ?? GAVE_UP_MESSAGE };
    return { state: 'pending' };
  }

  /** Processed images by key (the ready ones among `keys`), with a stock photo's credit. */
  async ready(keys: readonly string[]): Promise<Map<string, ProcessedImage & { credit?: PhotoCredit }>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('media_uploads')
      .select(['key', 'image', 'credit'])
      .where('key', 'in', [...keys])
      .where('image_state', '=', 'ready')
      .execute();
    return new Map(
      rows.map((r) => {
        const credit = r.credit === null || r.credit === undefined ? undefined : ((typeof r.credit === 'string' ? JSON.parse(r.credit) : r.credit) as PhotoCredit);
        return [r.key, credit ? { ...parseImage(r.image), credit } : parseImage(r.image)];
      }),
    );
  }
}

export function parseImage(value: unknown): ProcessedImage {
  return (typeof value === 'string' ? JSON.parse(value) : value) as ProcessedImage;
}

export interface ImageWorkerOptions {
  limits: Omit<ProcessorLimits, 'memory'>;
  /** Images processed at once (default 1) and the memory they may reserve together (default 256 MB). */
  pool?: { concurrency: number; memoryBudgetMb: number };
  /** How often to look for jobs other replicas queued (or whose claim ran out). */
  pollMs?: number;
}

/**
 * Processes queued images, `pool.concurrency` at a time, each within its share of the pool's memory
 * budget (image-processor.ts reserves what an image's decoder may need before decoding it): reads the upload, makes the variants, stores each under
 * its content address, and only then marks the image ready, so nothing half-processed is ever
 * referenced. A bad file is marked failed with the reason; anything else is retried.
 */
export class ImageWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  readonly id = randomBytes(4).toString('hex');
  /** Shared with the quote photos taken by the site host (decision 0059). */
  readonly memory: MemoryBudget;

  constructor(
    private readonly jobs: ImageJobs,
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
    private readonly options: ImageWorkerOptions,
  ) {
    this.memory = new MemoryBudget((options.pool?.memoryBudgetMb ?? 256) * 1024 * 1024);
  }

  start(): void {
    this.stopped = false;
    this.timer ??= setInterval(() => this.poke(), this.options.pollMs ?? 2000);
    this.timer.unref();
    this.poke();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Looks for work now (after an upload was queued). */
  poke(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'image worker failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.poke();
        }
      });
  }

  /** Runs jobs until none is due. Resolves when idle; tests and the backfill command await it. */
  async drain(): Promise<void> {
    // Twice the processing limit, so a slow but live worker keeps its claim; storage writes come on top.
    const lease = this.options.limits.timeoutSeconds * 2 + 30;
    const loop = async () => {
      while (!this.stopped) {
        const job = await this.jobs.claim(lease);
        if (!job) return;
        await this.run(job.key, job.attempts);
      }
    };
    await Promise.all(Array.from({ length: this.options.pool?.concurrency ?? 1 }, loop));
  }

  private async run(key: string, attempts: number): Promise<void> {
    if (attempts > MAX_ATTEMPTS) {
      this.log.warn({ key }, 'image given up after repeated attempts');
      await this.jobs.fail(key, GAVE_UP_MESSAGE);
      return;
    }
    const started = Date.now();
    try {
      const object = await this.storage.read(key);
      if (!object) {
        await this.jobs.fail(key, 'This image has not finished uploading. Please upload it again.');
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      const result = await processImage(Buffer.concat(chunks), { ...this.options.limits, memory: this.memory });
      const variants = [];
      for (const file of result.files) {
        const variant = variantKey(key, file.hash, file.format);
        // Content-addressed: an object already there has these very bytes.
        if (!(await this.storage.head(variant))) await this.storage.put(variant, file.body, CONTENT_TYPES[file.format]);
        variants.push({ format: file.format, width: file.width, height: file.height, key: variant, bytes: file.body.length });
      }
      await this.jobs.complete(key, { ...result.image, variants });
      this.log.info({ key, ms: Date.now() - started, variants: variants.length }, 'image processed');
    } catch (error) {
      if (error instanceof ImageProblem) {
        this.log.info({ key, reason: error.message }, 'image refused');
        await this.jobs.fail(key, error.message);
        return;
      }
      this.log.error({ err: error, key }, 'image processing failed; will retry');
      await this.jobs.release(key, error instanceof Error ? error.message : String(error), 5 * attempts);
    }
  }
}

/** Waits (polling the database, so another replica's work counts) until the image is no longer pending. */
export async function waitForImage(jobs: ImageJobs, key: string, timeoutMs: number, pollMs = 100): Promise<ImageStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await jobs.status(key);
    if (status.state !== 'pending' || Date.now() >= deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
