import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrations';
import { SiteImportJobs } from '../../src/server/modules/importing/moving-in';
import type { SiteFindings, SiteProgress } from '../../src/server/modules/importing/site-reader';
import { databaseKinds, openTestDatabase } from '../support/test-database';

/*
 * Moving in (issue 29): a site-reading job runs in the replica that took the request, and the owner's
 * polls and apply may reach another one behind the load balancer. Two job stores on one database stand
 * for two replicas: what one runs, the other sees, progress and findings alike; a job whose replica
 * stopped reads as failed with a sentence; another owner never sees it.
 */
describe.each(databaseKinds)('moving-in jobs on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrateToLatest(database.db as never);
    await sql`insert into accounts (account_id, email, updated_on) values ('owner-a', 'a@example.com', now()), ('owner-b', 'b@example.com', now())`.execute(database.db);
  });
  afterAll(async () => database?.close());

  it('is seen by every replica while it reads and when it is done', async () => {
    const replicaOne = new SiteImportJobs(database.db, 60_000);
    const replicaTwo = new SiteImportJobs(database.db, 60_000);
    let report: (p: SiteProgress) => void = () => {};
    let finish: (f: SiteFindings) => void = () => {};
    const job = await replicaOne.start(
      'owner-a',
      (onProgress) => {
        report = onProgress;
        return new Promise<SiteFindings>((resolve) => (finish = resolve));
      },
      () => 'failed',
    );
    expect(await replicaTwo.running('owner-a')).toBe(1);
    expect(await replicaTwo.running('owner-b')).toBe(0);
    report({ pagesRead: 2, pagesPlanned: 6, reading: '/services' });
    await expect.poll(async () => (await replicaTwo.get('owner-a', job.id))?.progress.pagesRead).toBe(2);
    expect(await replicaTwo.get('owner-b', job.id)).toBeUndefined();
    finish({ source: 'https://old.example/', pagesRead: ['/'], businessTypes: ['Plumber'], words: 'plumber boiler', services: [], reviews: [], images: [], socialLinks: [] } as unknown as SiteFindings);
    await expect.poll(async () => (await replicaTwo.get('owner-a', job.id))?.state).toBe('done');
    const done = await replicaTwo.get('owner-a', job.id);
    expect(done?.findings?.source).toBe('https://old.example/');
    expect(await replicaTwo.running()).toBe(0);
  });

  it('reads as failed, with a sentence, once its replica stopped writing', async () => {
    const stopped = new SiteImportJobs(database.db, 60_000);
    const job = await stopped.start('owner-b', () => new Promise<SiteFindings>(() => {}), () => 'failed');
    await sql`update import_jobs set updated_on = now() - interval '2 minutes' where job_id = ${job.id}`.execute(database.db);
    const seen = await new SiteImportJobs(database.db, 60_000).get('owner-b', job.id);
    expect(seen?.state).toBe('failed');
    expect(seen?.message).toMatch(/Read it again/);
    expect(await stopped.running('owner-b')).toBe(0);
  });
});
