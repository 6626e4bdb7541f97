/**
 * Image maintenance (decision 0014), against the configured database and storage (the same
 * environment variables as the server; safe to run beside running servers):
 *   npm run images -- process            processes every upload not processed yet (uploads from before
 *                                        image processing are queued by migration 0040 already; this
 *                                        also picks up S3 uploads verified since), processes again the
 *                                        images that lack a variant today's pipeline writes (from before
 *                                        the 160 and 800 px widths), and waits until done; idempotent
 *   npm run images -- clean-up [--dry-run] [--grace-hours=24]
 *                                        deletes upload grants never used and uploads (with variants)
 *                                        no website document or stored version references
 */
import Fastify from 'fastify';
import { ImageJobs, ImageWorker } from '../src/server/modules/images/image-jobs';
import { processOutstandingImages } from '../src/server/modules/images/image-backfill';
import { cleanUpMedia } from '../src/server/modules/images/media-cleanup';
import { withConfiguredProduct } from './support/maintenance';

const [command, ...flags] = process.argv.slice(2);
await withConfiguredProduct(async ({ config, database, storage }) => {
  if (command === 'process') {
    const jobs = new ImageJobs(database.db);
    const worker = new ImageWorker(jobs, storage, Fastify({ logger: { level: config.logLevel } }).log, { limits: config.imageLimits, pool: config.imagePool });
    const result = await processOutstandingImages({ db: database.db, jobs, worker });
    console.log(
      `Queued ${result.queuedNew} new and ${result.queuedOutdated} processed before today's widths; uploads by state: ` +
        `${Object.entries(result.states).map(([state, n]) => `${state} ${n}`).join(', ')}` +
        `${result.stillOutdated > 0 ? `; ${result.stillOutdated} kept their earlier variants (see the log for why)` : ''}.`,
    );
  } else if (command === 'clean-up') {
    const dryRun = flags.includes('--dry-run');
    const grace = Number(flags.find((f) => f.startsWith('--grace-hours='))?.split('=')[1] ?? 24);
    const result = await cleanUpMedia({ db: database.db, storage, graceMs: grace * 3600_000, dryRun });
    console.log(
      `${dryRun ? 'Would delete' : 'Deleted'} ${result.unusedGrants} unused upload grants and ${result.unreferencedUploads} unreferenced uploads` +
        `${dryRun ? '' : ` (${result.deletedObjects} stored objects)`}; kept ${result.keptUploads} uploads in use.`,
    );
  } else {
    console.error('Usage: npm run images -- process | clean-up [--dry-run] [--grace-hours=24]');
    process.exitCode = 2;
  }
});
