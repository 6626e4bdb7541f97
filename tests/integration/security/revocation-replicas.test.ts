import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVOCATION_CACHE_MS, TokenRevocation } from '../../../src/server/auth/token-revocation';
import { createTestApp, type TestApp } from '../../support/test-app';

// Starting an app on PGlite can take over a minute on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

/** Revocation across replicas (issue 9, finding 2): the token epoch lives in the database; each replica remembers it briefly. */
describe('token epochs across replicas', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the epoch in the database: another replica sees a bump within its short cache, this one at once', async () => {
    let now = 1_000_000;
    const here = new TokenRevocation(t.database.db, () => now);
    const there = new TokenRevocation(t.database.db, () => now);
    // A token minted before tokens named their session: judged by the epoch alone.
    const claims = { userId: 'replica-user', sessionId: undefined, epoch: await here.epochOf('replica-user') };
    expect(await there.isRevoked(claims)).toBe(false);
    await here.bump('replica-user');
    expect(await here.isRevoked(claims)).toBe(true);
    expect(await there.isRevoked(claims)).toBe(false); // remembered for a moment …
    now += REVOCATION_CACHE_MS;
    expect(await there.isRevoked(claims)).toBe(true); // … then read again
    expect(await there.isRevoked({ ...claims, epoch: await there.epochOf('replica-user') })).toBe(false);
  });
});
