import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWebsiteContent } from '../../src/shared/website';
import { bearer, createTestApp, signUpConfirmed, type TestApp } from '../support/test-app';
import { accountIdOf, imageReady, uploadImage } from '../support/media-helpers';
import { makePng } from '../support/test-images';
import { ownerWebsite } from '../support/publish-site';
import { databaseKinds } from '../support/test-database';

/*
 * Issue 11: the focal point of the hero and card pictures (document version 5), and the processed
 * variants the editor's live page uses (GET /api/website/images, POST /api/image/ready's source).
 */
describe.each(databaseKinds)('focal points and the editor\'s processed images on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let accountId: string;
  const get = () => ownerWebsite(t, token).get();
  const put = (input: unknown) => ownerWebsite(t, token).put(input);
  const publish = () => ownerWebsite(t, token).publish();
  let photo: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token } = await signUpConfirmed(t, 'focus-owner@example.com'));
    accountId = await accountIdOf(t, token);
    const grant = await uploadImage(t, token, makePng(1200, 800, { noise: true }), 'image/png', 'garden.png');
    const ready = await imageReady(t, token, grant.fullKey);
    expect(ready.statusCode).toBe(200);
    photo = grant.publicUrl;
    // The editor gets the variants with the answer, so its live page can show them at once.
    const source = ready.json().image.source;
    expect(source).toMatchObject({ width: 1200, height: 800, fallbackType: 'image/jpeg' });
    expect(source.webp).toMatch(/ 320w, .+ 1200w$/);
    expect(source.src).toMatch(/\/media\/u\/[^/]+\/i\/[0-9a-f]{32}\.jpg$/);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores the focal points and honours them with object-position on the published page', async () => {
    const input = {
      ...emptyWebsiteContent(),
      companyName: 'Focus Gardens',
      aboutMe: 'We grow things.',
      backgroundImg: photo,
      backgroundImgFocus: '20% 80%',
      otherImg: photo,
      otherImgFocus: '0%,100%',
      serviceItems: [{ index: 0, title: 'Hedges', description: 'Trimmed', img: photo, focus: '70% 30%' }],
    };
    const saved = await put(input);
    expect(saved.statusCode, saved.body).toBe(200);
    const loaded = (await get()).json();
    expect(loaded).toMatchObject({ backgroundImgFocus: '20% 80%', otherImgFocus: '0% 100%' });
    expect(loaded.serviceItems[0].focus).toBe('70% 30%');

    const html = await publish();
    const position = (className: string) => new RegExp(`<img class="${className}"[^>]*style="([^"]*)"`).exec(html)?.[1];
    expect(position('ww-hero__bg')).toMatch(/^object-position:20% 80%;background-color:#[0-9a-f]{6}$/);
    expect(position('ww-about__img')).toMatch(/^object-position:0% 100%;/);
    expect(position('ww-card__img')).toMatch(/^object-position:70% 30%;/);
    // The processed variants still (srcset), with the focal point on the same <img>.
    expect(html).toMatch(/<img class="ww-hero__bg" src="[^"]+\.jpg" srcSet="[^"]+ 320w/);
  });

  it('refuses an invalid focal point with a 400 and a clear message, and changes nothing', async () => {
    const before = (await get()).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ backgroundImgFocus: '150% 20%' }, 'Background image focal point must be two percentages from 0% to 100%, across then down, like 50% 30%.'],
      [{ otherImgFocus: 'top left' }, 'About Me image focal point must be two percentages from 0% to 100%, across then down, like 50% 30%.'],
      [{ otherImgFocus: 5 }, 'About Me image focal point must be text.'],
      [
        { serviceItems: [{ index: 0, title: 'Hedges', description: '', img: photo, focus: '50%' }] },
        'Services, card 1: Focal point must be two percentages from 0% to 100%, across then down, like 50% 30%.',
      ],
    ];
    const { accountId: _a, websiteVersion: _v, ...content } = before;
    for (const [change, message] of cases) {
      const res = await put({ ...content, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errorMessage).toBe(message);
    }
    expect((await get()).json()).toEqual(before);
  });

  it('reads a document stored before focal points as the centre, and a save without them keeps the stored ones', async () => {
    const fresh: Record<string, unknown> = { ...emptyWebsiteContent(), companyName: 'Old Co', backgroundImg: photo };
    delete fresh.backgroundImgFocus;
    delete fresh.otherImgFocus;
    await t.database.db.updateTable('websites').set({ document: JSON.stringify({ ...fresh, documentVersion: 4 }), document_version: 4 }).where('account_id', '=', accountId).execute();
    const loaded = (await get()).json();
    expect(loaded).toMatchObject({ backgroundImgFocus: '50% 50%', otherImgFocus: '50% 50%', companyName: 'Old Co' });
    const html = await publish();
    expect(html).not.toContain('object-position');

    // An older client (it knows no focal points) leaves them out: the stored ones stay.
    expect((await put({ ...fresh, backgroundImgFocus: '10% 10%' })).statusCode).toBe(200);
    expect((await put({ ...fresh, companyName: 'Old Co 2' })).statusCode).toBe(200);
    expect((await get()).json()).toMatchObject({ backgroundImgFocus: '10% 10%', companyName: 'Old Co 2' });
  });

  it('gives the editor the processed variants of the stored website\'s own images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/website/images', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { images } = res.json();
    expect(Object.keys(images)).toEqual([photo]);
    expect(images[photo].src).toMatch(/\/media\/u\/[^/]+\/i\/[0-9a-f]{32}\.jpg$/);
    expect(images[photo].avif).toMatch(/\.avif 320w/);
    expect((await t.app.inject({ method: 'GET', url: '/api/website/images' })).statusCode).toBe(401);
    // Only the caller's own: another owner's account gets its own (empty) map.
    const other = (await signUpConfirmed(t, 'focus-other@example.com')).token;
    expect((await t.app.inject({ method: 'GET', url: '/api/website/images', headers: bearer(other) })).json()).toEqual({ images: {} });
  });
});
