import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB, loadConfig } from '../config';
import { openDatabase } from './database';

/** Decision 0024: PGlite's shared buffers are ours to set (PGlite 0.3 fixed them at 128 MB). */
describe('PGlite settings', () => {
  const show = async (sharedBuffersMb?: number) => {
    const database = await openDatabase({ kind: 'pglite-memory', ...(sharedBuffersMb ? { sharedBuffersMb } : {}) });
    try {
      return (await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db)).rows[0]?.shared_buffers;
    } finally {
      await database.close();
    }
  };

  it(`runs with ${DEFAULT_PGLITE_SHARED_BUFFERS_MB} MB of shared buffers unless told`, async () => {
    expect(await show()).toBe(`${DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB`);
  });

  it('runs with the shared buffers PGLITE_SHARED_BUFFERS_MB names', async () => {
    const config = loadConfig({ PGLITE_SHARED_BUFFERS_MB: '24', DATA_DIR: '/tmp/unused' });
    expect(config.pgliteSharedBuffersMb).toBe(24);
    expect(await show(config.pgliteSharedBuffersMb)).toBe('24MB');
  });

  it('refuses a PGLITE_SHARED_BUFFERS_MB that is not a whole number of MB, naming it', () => {
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
  });
});
