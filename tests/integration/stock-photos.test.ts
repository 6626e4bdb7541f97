import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWebsiteContent } from '../../src/shared/website';
import { ONBOARDING_PHOTO_BUDGET_MS } from '../../src/server/modules/photos/onboarding-photos';
import { imageReady } from '../support/media-helpers';
import { ownerWebsite } from '../support/publish-site';
import { databaseKinds } from '../support/test-database';
import { PEXELS_TEST_KEY, startStockPhotoServer, type StockPhotoServer, UNSPLASH_TEST_KEY } from '../support/stock-photo-server';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';

/** "Search photos" (issue 24, decision 0057) against a local server speaking Unsplash's and Pexels's documented APIs. */

function post(t: TestApp, token: string, path: string, input: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/photos/${path}`, headers: { ...bearer(token), ...jsonHeaders }, payload: { input } as object });
}

/** Chooses a photo and waits for the image pipeline, as the editor does: the URL for the image field and its processed source. */
async function choose(t: TestApp, token: string, id: string) {
  const chosen = await post(t, token, 'choose', { id });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const { fullKey, publicUrl, description } = chosen.json().image as { fullKey: string; publicUrl: string; description: string };
  let ready = await imageReady(t, token, fullKey);
  while (ready.statusCode === 409) ready = await imageReady(t, token, fullKey);
  expect(ready.statusCode, ready.body).toBe(200);
  return { fullKey, publicUrl, description, source: ready.json().image.source };
}

describe.each(databaseKinds)('Search photos with Unsplash on %s', (kind) => {
  let t: TestApp;
  let photos: StockPhotoServer;
  let token: string;

  beforeAll(async () => {
    photos = await startStockPhotoServer();
    t = await createTestApp(kind, { UNSPLASH_ACCESS_KEY: UNSPLASH_TEST_KEY, UNSPLASH_API_URL: photos.url, UNSPLASH_APP_NAME: 'website_works_test' });
    ({ token } = await signUpConfirmed(t, 'unsplash@example.com'));
  });
  afterAll(async () => {
    await t?.close();
    await photos?.close();
  });

  it('tells the browser which provider is switched on', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.photos).toBe('unsplash');
  });

  it('searches Unsplash with the access key and answers the results with their descriptions and photographers', async () => {
    photos.seen.length = 0;
    const res = await post(t, token, 'search', { query: 'fresh bread' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('unsplash');
    expect(body.providerUrl).toBe('https://unsplash.com/?utm_source=website_works_test&utm_medium=referral');
    expect(body.totalPages).toBe(2);
    expect(body.photos).toHaveLength(24);
    expect(body.photos[0]).toMatchObject({
      id: 'fresh-bread-0',
      description: 'a photo of fresh bread',
      width: 4800,
      height: 3200,
      thumbUrl: `${photos.url}/unsplash-images/fresh-bread-0?ixid=M3w1&w=400`,
    });
    expect(body.photos[0].photographerUrl).toMatch(/^https:\/\/unsplash\.com\/@\w+\?utm_source=website_works_test&utm_medium=referral$/);
    expect(photos.seen).toEqual([
      {
        path: '/search/photos',
        query: { query: 'fresh bread', page: '1', per_page: '24', content_filter: 'high' },
        authorization: `Client-ID ${UNSPLASH_TEST_KEY}`,
        acceptVersion: 'v1',
      },
    ]);
  });

  it('chooses a photo: downloads it through the image pipeline, reports the download, and credits the photographer on the published page', async () => {
    photos.seen.length = 0;
    photos.downloads.length = 0;
    const { publicUrl, fullKey, description, source } = await choose(t, token, 'fresh-bread-3');
    expect(description).toBe('a photo of fresh bread');
    expect(publicUrl).toBe(`http://localhost:3001/media/${fullKey}`);
    expect(fullKey).toMatch(/^u\/[\w-]+\/[0-9a-f]{16}-unsplash-fresh-bread-3\.jpg$/);
    // Unsplash's guidelines: the photo's download_location is called when it is used.
    expect(photos.downloads).toEqual(['fresh-bread-3']);
    const download = photos.seen.find((s) => s.path === '/unsplash-images/fresh-bread-3');
    expect(download?.query).toMatchObject({ w: '1920', fm: 'jpg', fit: 'max' });
    // Processed like an upload: variants up to the photo's own width (960 px), every format.
    expect(source.width).toBe(960);
    expect(source.widths[0].width).toBe(160);
    expect(source.widths.at(-1).width).toBe(960);
    expect(source.avif).toContain('.avif 960w');
    expect(source.credit).toMatchObject({ provider: 'unsplash', providerUrl: 'https://unsplash.com/?utm_source=website_works_test&utm_medium=referral' });

    const site = ownerWebsite(t, token);
    const saved = await site.put({ ...emptyWebsiteContent(), companyName: 'Crumb & Co', backgroundImg: publicUrl });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = await site.publish();
    // The published page shows our own variants, never a link to the provider's images…
    expect(html).toContain(source.src);
    expect(html).not.toContain(photos.url);
    // …and says who took the photo, linked as Unsplash asks.
    const credit = source.credit as { photographer: string; photographerUrl: string };
    expect(html).toContain(
      `Photo by <a href="${credit.photographerUrl.replaceAll('&', '&amp;')}">${credit.photographer}</a> on <a href="https://unsplash.com/?utm_source=website_works_test&amp;utm_medium=referral">Unsplash</a>`,
    );
    // The editor's list of the website's images carries the credit too.
    const images = (await t.app.inject({ method: 'GET', url: '/api/website/images', headers: bearer(token) })).json();
    expect(images.images[publicUrl].credit).toEqual(source.credit);
  });

  it('gives a page without stock photos no credits', async () => {
    const { token: other } = await signUpConfirmed(t, 'no-stock@example.com');
    const site = ownerWebsite(t, other);
    expect((await site.put({ ...emptyWebsiteContent(), companyName: 'Plain Ltd' })).statusCode).toBe(200);
    expect(await site.publish()).not.toContain('ww-photo-credits');
  });

  it('says in a sentence when Unsplash is down, slow or the photo is gone, never a 500', async () => {
    photos.mode = 'down';
    let res = await post(t, token, 'search', { query: 'cakes' });
    expect(res.statusCode).toBe(502);
    expect(res.json().errorMessage).toBe('Unsplash could not be reached just now, so photos cannot be searched. Try again in a minute, or upload your own picture.');
    res = await post(t, token, 'choose', { id: 'cakes-1' });
    expect(res.statusCode).toBe(502);

    photos.mode = 'images-down';
    res = await post(t, token, 'choose', { id: 'cakes-1' });
    expect(res.statusCode).toBe(502);
    expect(res.json().errorMessage).toBe('The photo could not be downloaded from Unsplash just now. Try again in a minute, or choose another one.');

    photos.mode = 'ok';
    res = await post(t, token, 'choose', { id: 'missing-1' });
    expect(res.statusCode).toBe(502);
    expect(res.json().errorMessage).toBe('That photo is no longer on Unsplash. Search again and choose another.');

    res = await post(t, token, 'choose', { id: '../../etc/passwd' });
    expect(res.statusCode).toBe(400);
    res = await post(t, token, 'search', { query: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toContain('Type what the photo should show');
  });

  it('gives up on a provider that does not answer, with a sentence', async () => {
    photos.mode = 'slow';
    try {
      const res = await post(t, token, 'search', { query: 'bread' });
      expect(res.statusCode).toBe(502);
      expect(res.json().errorMessage).toBe('Unsplash did not answer within 8 seconds. Try again in a minute, or upload your own picture.');
    } finally {
      photos.mode = 'ok';
    }
  }, 20_000);

  const start = (tok: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/onboarding/start',
      headers: { ...bearer(tok), ...jsonHeaders },
      payload: { input: { trade: 'bakery', companyName: 'Crumb & Co', town: 'York', phone: '01904 555 123' } },
    });

  it("onboarding fills the kit's hero and cards with the best matches for the trade, credited on the published page", async () => {
    const { token: owner } = await signUpConfirmed(t, 'onboard-unsplash@example.com');
    photos.seen.length = 0;
    const began = Date.now();
    const res = await start(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - began).toBeLessThan(ONBOARDING_PHOTO_BUDGET_MS + 2000);
    const site = res.json();
    const searches = photos.seen.filter((s) => s.path === '/search/photos').map((s) => s.query);
    expect(searches.map((q) => q.query).sort()).toEqual(['bakery', 'bakery bread', 'bakery celebration cakes', 'bakery pastries', 'bakery wholesale'].sort());
    for (const q of searches) expect(q).toMatchObject({ orientation: 'landscape', content_filter: 'high' });
    // The first result of each search, each a different photo, now the owner's own processed media.
    expect(site.backgroundImg).toMatch(/^http:\/\/localhost:3001\/media\/u\/[\w-]+\/[0-9a-f]{16}-unsplash-bakery-0\.jpg$/);
    expect(site.serviceItems.map((card: { img: string }) => card.img.replace(/^.*-unsplash-/, ''))).toEqual([
      'bakery-bread-0.jpg',
      'bakery-pastries-0.jpg',
      'bakery-celebration-cakes-0.jpg',
      'bakery-wholesale-0.jpg',
    ]);
    const html = await ownerWebsite(t, owner).publish();
    expect(html).not.toContain(photos.url);
    expect(html).not.toContain('/_ww/stock/bakery-');
    expect(html).toMatch(/<ul class="ww-photo-credits" aria-label="Photo credits">(<li>Photo by <a href="https:\/\/unsplash\.com\/@\w+\?utm_source=website_works_test&amp;utm_medium=referral">[^<]+<\/a> on <a href="https:\/\/unsplash\.com\/\?utm_source=website_works_test&amp;utm_medium=referral">Unsplash<\/a><\/li>)+<\/ul>/);
  }, 60_000);

  it("onboarding keeps the kit's own pictures, quickly, when the provider is down or slow", async () => {
    for (const mode of ['down', 'slow'] as const) {
      const { token: owner } = await signUpConfirmed(t, `onboard-${mode}@example.com`);
      photos.mode = mode;
      try {
        const began = Date.now();
        const res = await start(owner);
        expect(res.statusCode, res.body).toBe(200);
        // Down: the searches fail at once; hanging: each search gives up after its 3 s, well inside the 8 s budget.
        expect(Date.now() - began).toBeLessThan(mode === 'down' ? 4000 : 6000);
        const site = res.json();
        expect(site.backgroundImg).toBe('/_ww/stock/bakery-hero.svg');
        expect(site.serviceItems[0].img).toBe('/_ww/stock/bakery-bread.svg');
      } finally {
        photos.mode = 'ok';
      }
    }
  }, 60_000);

  it('needs a signed-in owner', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/photos/search', headers: jsonHeaders, payload: { input: { query: 'bread' } } });
    expect(res.statusCode).toBe(401);
  });
});

describe('Search photos with Pexels', () => {
  let t: TestApp;
  let photos: StockPhotoServer;
  let token: string;

  beforeAll(async () => {
    photos = await startStockPhotoServer();
    t = await createTestApp('pglite', { PEXELS_API_KEY: PEXELS_TEST_KEY, PEXELS_API_URL: photos.url });
    ({ token } = await signUpConfirmed(t, 'pexels@example.com'));
  });
  afterAll(async () => {
    await t?.close();
    await photos?.close();
  });

  it('searches, chooses and credits "Photo by … on Pexels"', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().photos).toBe('pexels');
    const res = await post(t, token, 'search', { query: 'haircut' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().photos[1]).toMatchObject({ id: 'haircut-1', description: 'A photo of haircut' });
    expect(photos.seen[0]).toMatchObject({ path: '/v1/search', authorization: PEXELS_TEST_KEY, query: { query: 'haircut', per_page: '24', page: '1' } });

    const { publicUrl, source } = await choose(t, token, 'haircut-1');
    expect(source.credit).toMatchObject({ provider: 'pexels', providerUrl: 'https://www.pexels.com/' });
    expect(source.credit.photographerUrl).toMatch(/^https:\/\/www\.pexels\.com\/@\w+$/);
    const site = ownerWebsite(t, token);
    expect((await site.put({ ...emptyWebsiteContent(), companyName: 'Sharp Cuts', backgroundImg: publicUrl })).statusCode).toBe(200);
    const html = await site.publish();
    expect(html).toContain(`Photo by <a href="${source.credit.photographerUrl}">${source.credit.photographer}</a> on <a href="https://www.pexels.com/">Pexels</a>`);
    expect(html).not.toContain(photos.url);
  });
});

describe('without a stock-photo key', () => {
  it('has no Search photos: the config says so and the routes do not exist', async () => {
    const t = await createTestApp('pglite');
    try {
      const { token } = await signUpConfirmed(t, 'no-key@example.com');
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().photos).toBeNull();
      expect((await post(t, token, 'search', { query: 'bread' })).statusCode).toBe(404);
      expect((await post(t, token, 'choose', { id: 'bread-1' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
