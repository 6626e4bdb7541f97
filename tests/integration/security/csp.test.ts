import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';

// Starting an app on PGlite can take over a minute on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

/** Finding 7 of issue 9: the app's CSP had `connect-src 'self' http: https:` (an injected script could send the token anywhere). */
describe("the app's Content-Security-Policy as served (issue 9, finding 7)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets the page connect to the app only (local storage, test payments): no scheme-wide or wildcard source', async () => {
    for (const url of ['/', '/login', '/api/config']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy'] ?? '');
      const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/);
      expect(connect, `${url}: ${csp}`).toEqual(["'self'"]);
    }
  });
});
