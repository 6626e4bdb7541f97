import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountIdOf } from '../../support/media-helpers';
import { bearer, createTestApp, jsonHeaders, MEDIA_URL, signUpConfirmed, type TestApp } from '../../support/test-app';

// Starting an app on PGlite can take over a minute on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

/** Finding 4 of issue 9: another account's upload was accepted through another spelling of our media host. */
describe('only your own uploads, however our host is spelled (issue 9, finding 4)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a logo that is another account\'s upload on 127.0.0.1, localhost. or [::1], and stores nothing', async () => {
    const owner = await signUpConfirmed(t, 'media-owner@example.com');
    const other = await signUpConfirmed(t, 'media-other@example.com');
    const ownerId = await accountIdOf(t, owner.token);
    const key = `u/${ownerId}/0123456789abcdef-logo.png`;
    const port = new URL(MEDIA_URL).port;
    const read = async () => (await t.app.inject({ method: 'GET', url: '/api/website?version=1', headers: bearer(other.token) })).json() as Record<string, unknown>;
    const before = await read();
    for (const host of [`127.0.0.1:${port}`, `localhost.:${port}`, `[::1]:${port}`, `localhost:${port}`]) {
      const logo = `http://${host}/media/${key}`;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/website/',
        headers: { ...bearer(other.token), ...jsonHeaders },
        payload: { input: { ...before, accountId: undefined, websiteVersion: undefined, logo } },
      });
      expect(res.statusCode, logo).toBe(400);
      expect(res.json().errorMessage, logo).toBe('Logo must be one of your own uploaded images, or a link to an image on another website.');
      expect(await read(), logo).toEqual(before);
    }
  });
});
