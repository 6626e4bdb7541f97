import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWebsiteContent, type WebsiteContentInput } from '../../src/shared/website';
import { SECTION_LIST } from '../../src/shared/website-sections';
import { createTestApp, signUpConfirmed, type TestApp } from '../support/test-app';
import { accountIdOf } from '../support/media-helpers';
import { ownerWebsite } from '../support/publish-site';
import { databaseKinds } from '../support/test-database';

const ISSUE_13_FIELDS = ['theme', 'sectionOrder', 'enableHours', 'hoursTitle', 'openingHours', 'hoursNote', 'enableReviews', 'reviewsTitle', 'reviews', 'enableGallery', 'galleryTitle', 'gallery', 'enableFindUs', 'findUsTitle', 'findUsText'];

/** A website as version 3 of the product stored it: no theme, no order, none of issue 13's sections. */
function versionThreeDocument() {
  const fresh: Record<string, unknown> = emptyWebsiteContent();
  for (const name of ISSUE_13_FIELDS) delete fresh[name];
  return {
    ...fresh,
    companyName: 'Stored Before Themes',
    companyDescription: 'Pipes and drains.',
    aboutMeTitle: 'About us',
    aboutMe: 'Since 1998.',
    serviceItemsTitle: 'Services',
    serviceItems: [{ index: 0, title: 'Repairs', description: 'Leaks fixed' }],
    otherTitle: 'FAQ',
    otherItems: [{ index: 0, title: 'Area?', description: 'The valley.' }],
    addressFreeForm: '1 Main St',
    phone: '+1 555 0100',
    tagline: 'Local and fast',
    enableContactForm: true,
    contactTitle: 'Write to us',
    contactText: '',
    documentVersion: 3,
  };
}


describe.each(databaseKinds)('themes, sections and order on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let accountId: string;
  const get = () => ownerWebsite(t, token).get();
  const put = (input: unknown) => ownerWebsite(t, token).put(input);
  const publish = () => ownerWebsite(t, token).publish();
  const sectionIds = (html: string) => [...html.matchAll(/<section id="([a-z-]+)" class="ww-section /g)].map((m) => m[1]);

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token } = await signUpConfirmed(t, 'themes-owner@example.com'));
    accountId = await accountIdOf(t, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('loads, renders and publishes a document saved before this change as it was', async () => {
    const stored = versionThreeDocument();
    expect((await put(emptyWebsiteContent())).statusCode).toBe(200); // the account's website row exists from its first save
    await t.database.db.updateTable('websites').set({ document: JSON.stringify(stored), document_version: 3 }).where('account_id', '=', accountId).execute();
    const loaded = (await get()).json();
    const { documentVersion: _v, ...content } = stored;
    // Every field it had answers as stored; the new ones read as today's look and order, new sections off.
    expect(loaded).toMatchObject(content);
    expect(loaded.theme).toBe('classic');
    expect(loaded.sectionOrder).toEqual(SECTION_LIST);
    expect([loaded.enableHours, loaded.enableReviews, loaded.enableGallery, loaded.enableFindUs]).toEqual([false, false, false, false]);

    const html = await publish();
    expect(html).toContain('<html lang="en" data-theme="classic">');
    expect(sectionIds(html)).toEqual(['about', 'services', 'info', 'contact']);
    // Today's look: the shared stylesheet only, no theme stylesheet and no web font.
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html).not.toMatch(/woff2|openingHoursSpecification/);

    // Saved again by a client that knows nothing of issue 13 (leaves the new fields out): nothing changes.
    const { documentVersion: _w, ...input } = stored;
    for (const name of ISSUE_13_FIELDS) expect(name in input).toBe(false);
    expect((await put(input)).statusCode).toBe(200);
    expect(sectionIds(await publish())).toEqual(['about', 'services', 'info', 'contact']);
  });

  it('saves a theme, an order and the new sections, and the published page follows them', async () => {
    const { documentVersion: _v, ...old } = versionThreeDocument();
    const input = {
      ...(old as unknown as WebsiteContentInput),
      theme: 'elegant',
      sectionOrder: ['contact', 'hours', 'about'],
      enableHours: true,
      openingHours: [{ opens: '09:00', closes: '17:00' }, ...Array.from({ length: 6 }, () => ({ opens: '', closes: '' }))],
      hoursNote: 'Closed on public holidays.',
      enableReviews: true,
      reviews: [{ index: 0, title: 'Dana', description: 'Great work.', stars: 4 }],
      enableFindUs: true,
    };
    const res = await put(input);
    expect(res.statusCode).toBe(200);
    // The order is completed with the sections it left out, in their default order.
    expect(res.json().sectionOrder).toEqual(['contact', 'hours', 'about', ...SECTION_LIST.filter((s) => !['contact', 'hours', 'about'].includes(s))]);
    const html = await publish();
    expect(html).toContain('data-theme="elegant"');
    expect(sectionIds(html)).toEqual(['contact', 'hours', 'about', 'services', 'reviews', 'find-us', 'info']);
    // The menu follows the order (its row; the menu button's list repeats it for the entries that do not fit).
    const nav = /<ul class="ww-nav__list">[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect([...nav.matchAll(/href="#([a-z-]+)"/g)].map((m) => m[1])).toEqual(['contact', 'hours', 'about', 'services', 'reviews', 'find-us', 'info']);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld.openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '17:00' }]);
    expect(ld.aggregateRating).toBeUndefined();
    expect(html).toContain('aria-label="4 out of 5 stars"');
    expect(html).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=1%20Main%20St');
  });

  it('refuses invalid section data with a clear message and changes nothing', async () => {
    const before = (await get()).json();
    const { accountId: _a, websiteVersion: _v, ...base } = before;
    const photo = (index: number) => ({ index, title: '', description: '', img: 'https://images.example.com/p.jpg' });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ sectionOrder: ['about', 'testimonials'] }, /Section order names a section that does not exist: testimonials\./],
      [{ sectionOrder: ['about', 'about'] }, /Section order lists a section twice\./],
      [{ gallery: Array.from({ length: 1000 }, (_, i) => photo(i)) }, /Gallery can have at most 24 photos\./],
      [{ openingHours: [{ opens: '25:99', closes: '17:00' }, ...Array.from({ length: 6 }, () => ({ opens: '', closes: '' }))] }, /Opening hours, Monday: the opening time must be a time like 09:00, or empty\./],
      [{ openingHours: [{ opens: '09:00', closes: '' }, ...Array.from({ length: 6 }, () => ({ opens: '', closes: '' }))] }, /give both an opening and a closing time/],
      [{ openingHours: [] }, /Opening hours must list the seven days of the week, Monday first\./],
      [{ theme: 'neon' }, /Theme must be one of: Classic, Bold, Elegant, Friendly or Studio\./],
      [{ heroLayout: 'wide' }, /Hero layout must be one of: Photo behind the title, Photo beside the title or Big phone number\./],
      [{ reviews: [{ index: 0, title: 'A', description: 'B', stars: 9 }] }, /Stars must be a number from 1 to 5\./],
    ];
    for (const [change, message] of cases) {
      const res = await put({ ...base, ...change });
      expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(res.json().errorMessage).toMatch(message);
    }
    expect((await get()).json()).toEqual(before);
  });
});
