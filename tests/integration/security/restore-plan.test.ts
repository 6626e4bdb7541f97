import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishSite } from '../../support/publish-site';
import { bearer, createTestApp, jsonHeaders, type TestApp } from '../../support/test-app';

// Starting an app on PGlite can take over a minute on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

/** Finding 5 of issue 9: restoring a version published on Professional brought its Google tag back after the subscription ended. */
describe('restore renders under the current plan (issue 9, finding 5)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a version published with a Google tag comes back without it once the plan no longer includes it', async () => {
    const site = await publishSite(t, 'restore-plan@example.com', 'Tagged Bakery');
    const headers = { ...bearer(site.token), ...jsonHeaders };
    const setPlan = (professional: boolean) =>
      t.database.db
        .updateTable('accounts')
        .set(professional ? { subscription_status: 'active', subscription_tier: 'professional' } : { subscription_status: 'canceled', subscription_tier: 'starter' })
        .where('account_id', '=', site.accountId)
        .execute();
    const live = () => t.app.siteHost.inject({ method: 'GET', url: site.path });
    const publish = async () => {
      const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(site.token) })).json();
      const res = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } });
      expect(res.statusCode).toBe(200);
      return res.json().publishVersion as number;
    };

    await setPlan(true);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/account/', headers, payload: { input: { websiteGoogleTag: 'G-RESTORE123' } } })).statusCode).toBe(200);
    const tagged = await publish();
    const onProfessional = await live();
    expect(onProfessional.body).toContain('G-RESTORE123');
    expect(String(onProfessional.headers['content-security-policy'])).toContain('googletagmanager.com');

    // The subscription ends; the owner publishes (no tag), then restores the tagged version.
    await setPlan(false);
    await publish();
    const restore = await t.app.inject({ method: 'POST', url: '/api/website/restore/', headers, payload: { input: { version: tagged } } });
    expect(restore.statusCode).toBe(200);
    const restored = await live();
    expect(restored.statusCode).toBe(200);
    expect(restored.body).toContain('Tagged Bakery');
    expect(restored.body).not.toContain('G-RESTORE123');
    expect(restored.body).not.toContain('googletagmanager');
    expect(String(restored.headers['content-security-policy'])).not.toContain('googletagmanager.com');
  });
});
