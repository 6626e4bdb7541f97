import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteImportStatus } from '../../src/shared/import-schema';
import { BUILDER_SITES, serveBuilderSite } from '../support/builder-sites';
import { ownerWebsite } from '../support/publish-site';
import { bearer, createTestApp, jsonHeaders, MEDIA_URL, signUpConfirmed, type TestApp } from '../support/test-app';

/*
 * Moving in (issue 29, "the same for each builder-shaped fixture"): each builder-shaped site (Wix,
 * Squarespace, WordPress, GoDaddy, Google's old profile site; tests/support/builder-sites.ts) served on
 * a local port, read whole, applied to a fresh owner and published. Decision 0064's table says what each gives.
 */

describe('moving in from builder-made sites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { IMPORT_ALLOW_LOOPBACK: 'true', IMPORT_SITE_BUDGET_MS: '20000', IMPORT_REQUEST_MS: '2000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function readToEnd(token: string, url: string): Promise<SiteImportStatus> {
    const started = await t.app.inject({ method: 'POST', url: '/api/import/site', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { url } } });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json() as SiteImportStatus;
    for (let i = 0; i < 400; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/import/site/${jobId}`, headers: bearer(token) });
      const status = res.json() as SiteImportStatus;
      if (status.state !== 'reading') return status;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the read never ended');
  }

  it('reads each builder site whole, makes its draft with the photos processed, and publishes it', async () => {
    for (const [n, builder] of BUILDER_SITES.entries()) {
      const site = await serveBuilderSite(builder);
      try {
        const { token } = await signUpConfirmed(t, `movein-builder-${n}@example.com`);
        const status = await readToEnd(token, `${site.base}/`);
        const who = `${builder.builder}: ${status.message ?? ''}`;
        expect(status.state, who).toBe('done');
        const found = status.found!;
        expect(found.pages.length, who).toBe(3);
        const item = (id: string) => found.items.find((i) => i.id === id)?.value;
        expect(item('companyName'), who).toBe(builder.name);
        expect(item('phone'), who).toBe(builder.phone);
        expect(item('email'), who).toBe(builder.email);
        expect(item('addressFreeForm'), who).toBe(builder.address);
        expect(item('hours'), who).toBe(builder.hours);
        expect(found.trade, who).toBe(builder.trade);
        const services = found.items.filter((i) => i.goesTo === 'Services');
        expect(services.length, who).toBeGreaterThanOrEqual(4);
        // Each with its price and its words ("title · price · description").
        for (const s of services) expect(s.value?.split(' · '), who).toHaveLength(3);
        const reviews = found.items.filter((i) => i.goesTo === 'Reviews');
        expect(reviews, who).toHaveLength(3);
        const photos = found.items.filter((i) => i.id.startsWith('photo:'));
        expect(photos.length, who).toBeGreaterThanOrEqual(4);
        for (const p of photos) expect(new URL(p.image!).origin, who).toBe(site.base);

        const res = await t.app.inject({
          method: 'POST',
          url: `/api/import/site/${status.jobId}/apply`,
          headers: { ...bearer(token), ...jsonHeaders },
          payload: { input: { trade: found.trade, take: found.items.map((i) => i.id) } },
        });
        expect(res.statusCode, `${who} ${res.body}`).toBe(200);
        expect(res.json(), who).toMatchObject({ created: true, photosSkipped: 0 });
        expect(res.json().photosUsed, who).toBeGreaterThanOrEqual(4);

        const website = ownerWebsite(t, token);
        const content = (await website.get()).json();
        expect(content.companyName, who).toBe(builder.name);
        expect(content.serviceItems.map((s: { title: string }) => s.title), who).toEqual(expect.arrayContaining(builder.services));
        expect(content.reviews.map((r: { title: string }) => r.title), who).toEqual(builder.reviewers);
        // Each service's price, read as an amount in the site's currency, fills the Prices section too.
        expect(content.enablePrices, who).toBe(true);
        const priceList = content.prices[0].items as { name: string; price: number }[];
        expect(priceList.map((i) => i.name), who).toEqual(content.serviceItems.map((s: { title: string }) => s.title));
        for (const item of priceList) expect(item.price, `${who}: ${item.name}`).toBeGreaterThan(0);
        if (builder.name === 'Sunny Paws Dog Grooming') expect(priceList.find((i) => i.name === 'Nail trim')?.price).toBe(15);
        expect(content.gallery.length, who).toBeGreaterThanOrEqual(4);
        for (const photo of content.gallery) expect(photo.img.startsWith(MEDIA_URL), who).toBe(true);
        const html = await website.publish();
        expect(html, who).toContain(builder.name.replaceAll('&', '&amp;'));
        expect(html, who).toContain('class="ww-prices');
      } finally {
        site.close();
      }
    }
  });
});
