/**
 * Image maintenance (decision 0014), against the configured database and storage (the same
 * environment variables as the server; safe to run beside running servers):
 *   npm run images -- process            processes every upload not processed yet (uploads from before
 *                                        image processing are queued by migration 0040 already; this
 *                                        also picks up S3 uploads verified since) and waits until done
 *   npm run images -- clean-up [--dry-run] [--grace-hours=24]
 *                                        deletes upload grants never used and uploads (with variants)
 *                                        no website document or stored version references
 */
import Fastify from 'fastify';
import { openConfiguredDatabase } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { ImageJobs, ImageWorker } from '../src/server/modules/images/image-jobs';
import { cleanUpMedia } from '../src/server/modules/images/media-cleanup';
import { migrateToLatest } from '../src/server/db/migrations';
import { createStorage } from '../src/server/storage/create-storage';
import { UploadTokens } from '../src/server/storage/upload-token';

const [command, ...flags] = process.argv.slice(2);
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrateToLatest(database.db as never);
  const storage = createStorage(config.storage, new UploadTokens(config.authSecret), config.appUrl);
  if (command === 'process') {
    const jobs = new ImageJobs(database.db);
    const waiting = await database.db.selectFrom('media_uploads').select('key').where('verified_on', 'is not', null).where('image_state', 'is', null).execute();
    for (const { key } of waiting) await jobs.enqueue(key);
    const worker = new ImageWorker(jobs, storage, Fastify({ logger: { level: config.logLevel } }).log, { limits: config.imageLimits });
    await worker.drain();
    const counts = await database.db.selectFrom('media_uploads').select(['image_state']).select((eb) => eb.fn.countAll<string>().as('n')).groupBy('image_state').execute();
    console.log(`Queued ${waiting.length}; uploads by state: ${counts.map((c) => `${c.image_state ?? 'not verified'} ${c.n}`).join(', ')}`);
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
} finally {
  await database.close();
}
