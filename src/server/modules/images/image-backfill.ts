import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type ImageJobs, type ImageWorker, parseImage } from './image-jobs';
import { hasCurrentVariants } from './image-processor';

/*
 * `npm run images -- process` (decision 0014, 0028): brings every upload up to today's pipeline.
 * Uploads not processed yet are queued as new; processed ones missing a variant today's pipeline
 * writes (those from before the 160 and 800 px widths, say) are processed again. Those stay ready
 * with their old variants until the new ones are all stored, and the old files stay for the published
 * versions that show them (content-addressed; the clean-up deletes them once nothing references them).
 * Running it again finds nothing to do.
 */

export interface BackfillResult {
  /** Uploads queued for their first processing. */
  queuedNew: number;
  /** Processed images queued again for the variants they lack. */
  queuedOutdated: number;
  /** Uploads by processing state once the queue is drained ('not verified' for uploads whose bytes never arrived). */
  states: Record<string, number>;
  /** Ready images still without every current variant afterwards (their original could not be processed again). */
  stillOutdated: number;
}

const PAGE = 500;

/** Keys of ready images that lack a current variant, read a page at a time. */
async function outdatedImages(db: Kysely<DB>): Promise<string[]> {
  const outdated: string[] = [];
  let after = '';
  for (;;) {
    const rows = await db.selectFrom('media_uploads').select(['key', 'image']).where('image_state', '=', 'ready').where('key', '>', after).orderBy('key').limit(PAGE).execute();
    for (const row of rows) if (!hasCurrentVariants(parseImage(row.image))) outdated.push(row.key);
    if (rows.length < PAGE) return outdated;
    after = (rows[rows.length - 1] as { key: string }).key;
  }
}

export async function processOutstandingImages({ db, jobs, worker }: { db: Kysely<DB>; jobs: ImageJobs; worker: ImageWorker }): Promise<BackfillResult> {
  const waiting = await db.selectFrom('media_uploads').select('key').where('verified_on', 'is not', null).where('image_state', 'is', null).execute();
  for (const { key } of waiting) await jobs.enqueue(key);
  const outdated = await outdatedImages(db);
  for (const key of outdated) await jobs.reprocess(key);
  // Workers of running servers may take some of these jobs: wait for them too (a claim that runs out
  // because its process died is taken again by this drain).
  const queued = [...waiting.map((w) => w.key), ...outdated];
  for (;;) {
    await worker.drain();
    if (queued.length === 0) break;
    const left = await db.selectFrom('image_jobs').select((eb) => eb.fn.countAll<string>().as('n')).where('key', 'in', queued).executeTakeFirstOrThrow();
    if (Number(left.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const counts = await db.selectFrom('media_uploads').select(['image_state']).select((eb) => eb.fn.countAll<string>().as('n')).groupBy('image_state').execute();
  return {
    queuedNew: waiting.length,
    queuedOutdated: outdated.length,
    states: Object.fromEntries(counts.map((c) => [c.image_state ?? 'not verified', Number(c.n)])),
    stillOutdated: (await outdatedImages(db)).length,
  };
}
