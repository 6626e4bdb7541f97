import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWebsiteContent, type WebsiteContentInput } from '../../src/shared/website';
import { websiteSchema } from '../../src/shared/website-schema';
import { accountIdOf, uploadImage } from '../support/media-helpers';
import { withQueryLog } from '../support/query-log';
import { APP_URL, MEDIA_URL, bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { makePng } from '../support/test-images';
import { databaseKinds } from '../support/test-database';

const MEDIA = MEDIA_URL;

function fullWebsite(): WebsiteContentInput {
  return {
    ...emptyWebsiteContent(),
    headerTitle: 'Green Valley',
    companyName: '  Green Valley Irrigation  ',
    companyDescription: 'Sprinklers, drip lines and repairs.',
    aboutMeTitle: 'About us',
    aboutMe: 'Family business since 1998.',
    serviceItemsTitle: 'Services',
    serviceItems: [
      { index: 0, title: 'Install', description: 'New systems' },
      { index: 3, title: 'Repair', description: 'Leaks fixed', img: 'https://images.example.com/repair.jpg' },
    ],
    otherTitle: 'FAQ',
    otherItems: [{ index: 0, title: 'Hours', description: 'Mon–Fri' }],
    email: 'hello@greenvalley.example',
    phone: '+1 555 0100',
    socialUrl: 'https://facebook.com/greenvalley',
    owner: 'Ana Ruiz',
    addressFreeForm: '1 Main St',
    logo: 'https://images.example.com/logo.png',
    enableSectionThree: false,
    ctaText: 'Call us',
    ctaLink: 'tel:+15550100',
    ctaEnabled: true,
    primaryColor: '#1a2b3c',
    secondaryColor: '#FFFFFF',
  };
}

describe.each(databaseKinds)('website API on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let accountId: string;
  const get = (tok = token, query = '?version=1') => t.app.inject({ method: 'GET', url: `/api/website${query}`, headers: bearer(tok) });
  const put = (payload: unknown, tok = token) =>
    t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(tok), ...jsonHeaders }, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token } = await signUpConfirmed(t, 'site-owner@example.com'));
    accountId = await accountIdOf(t, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject('/api/website?version=1')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PUT', url: '/api/website/', headers: jsonHeaders, payload: { input: fullWebsite() } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorMessage).toBeTruthy();
  });

  it('gives a new account an empty website with the default colours', async () => {
    const { token: fresh } = await signUpConfirmed(t, 'fresh@example.com');
    const res = await get(fresh);
    expect(res.statusCode).toBe(200);
    const site = res.json();
    expect(site).toEqual({ ...emptyWebsiteContent(), accountId: await accountIdOf(t, fresh), websiteVersion: 0 });
    expect(site.primaryColor).toBe('#F7F7F7');
    expect(site.secondaryColor).toBe('#000000');
  });

  it('answers a read with what is stored now, also after another replica wrote the row', async () => {
    expect((await put({ input: { ...fullWebsite(), companyName: 'Read Twice' } })).statusCode).toBe(200);
    expect((await get()).json().companyName).toBe('Read Twice');
    expect((await get()).json().companyName).toBe('Read Twice');
    // A save this process did not make (another replica): the next read shows it.
    const stored = await t.database.db.selectFrom('websites').select('document').where('account_id', '=', accountId).executeTakeFirstOrThrow();
    const document = typeof stored.document === 'string' ? JSON.parse(stored.document) : stored.document;
    await t.database.db.updateTable('websites').set({ document: JSON.stringify({ ...document, companyName: 'Written Elsewhere' }) }).where('account_id', '=', accountId).execute();
    expect((await get()).json().companyName).toBe('Written Elsewhere');
  });

  it('sends the answer compressed as the client takes it, and never an older answer after a change', async () => {
    const read = (encoding: string) => t.app.inject({ method: 'GET', url: '/api/website?version=1', headers: { ...bearer(token), 'accept-encoding': encoding } });
    const decoded = (res: Awaited<ReturnType<typeof read>>) => {
      const encoding = res.headers['content-encoding'];
      const bytes = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
      return JSON.parse(bytes.toString('utf8'));
    };
    for (const name of ['Compressed Once', 'Compressed Twice']) {
      expect((await put({ input: { ...fullWebsite(), companyName: name } })).statusCode).toBe(200);
      const plain = await read('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['cache-control']).toBe('no-store');
      expect(plain.json().companyName).toBe(name);
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
      ] as const) {
        for (let i = 0; i < 2; i++) {
          const res = await read(accept);
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding'], accept).toBe(encoding);
          expect(res.headers.vary).toMatch(/accept-encoding/i);
          expect(decoded(res), accept).toEqual(plain.json());
        }
      }
    }
    // Another replica publishes: the live version number in the answer follows at once.
    const before = (await get()).json().websiteVersion as number;
    await t.database.db.updateTable('accounts').set({ website_version: before + 7 }).where('account_id', '=', accountId).execute();
    expect(decoded(await read('br')).websiteVersion).toBe(before + 7);
    await t.database.db.updateTable('accounts').set({ website_version: before }).where('account_id', '=', accountId).execute();
    expect(decoded(await read('gzip')).websiteVersion).toBe(before);
  });

  it('reads a saved website with one query on PostgreSQL, and none on PGlite while nothing was written since', async () => {
    expect((await put({ input: { ...fullWebsite(), companyName: 'Counted' } })).statusCode).toBe(200);
    const queries: string[] = [];
    const first = await withQueryLog(t.database.db as never, queries, () => get());
    expect(first.json().companyName).toBe('Counted');
    queries.length = 0;
    const second = await withQueryLog(t.database.db as never, queries, () => get());
    expect(second.json().companyName).toBe('Counted');
    // The revocation check asks the database at most every two seconds per token: not counted here.
    const reads = queries.filter((q) => !/auth_token_epochs|jwks/i.test(q));
    expect(reads).toHaveLength(kind === 'pglite' ? 0 : 1);
    // Any write, by any path of this process, and the next read asks again and shows it.
    await t.database.db.updateTable('websites').set({ document_version: sql`document_version` }).where('account_id', '=', accountId).execute();
    queries.length = 0;
    const third = await withQueryLog(t.database.db as never, queries, () => get());
    expect(third.json().companyName).toBe('Counted');
    expect(queries.filter((q) => !/auth_token_epochs|jwks/i.test(q))).toHaveLength(1);
  });

  it('answers reads asked together with one query, and a read asked after a save with the save', async () => {
    expect((await put({ input: { ...fullWebsite(), companyName: 'Together' } })).statusCode).toBe(200);
    const { token: other } = await signUpConfirmed(t, 'together-other@example.com');
    expect((await put({ input: { ...fullWebsite(), companyName: 'Someone Else' } }, other)).statusCode).toBe(200);
    const queries: string[] = [];
    const answers = await withQueryLog(t.database.db as never, queries, () => Promise.all([...Array.from({ length: 10 }, () => get()), get(other), get(other)]));
    expect(answers.slice(0, 10).map((res) => res.json().companyName)).toEqual(Array(10).fill('Together'));
    expect(answers.slice(10).map((res) => res.json().companyName)).toEqual(['Someone Else', 'Someone Else']);
    expect(queries.filter((q) => /from unnest/i.test(q))).toHaveLength(1);

    // A read asked while an earlier read's query is under way is not given that query's answer: a
    // save committed between the two is in the second read.
    const stored = await t.database.db.selectFrom('websites').select('document').where('account_id', '=', accountId).executeTakeFirstOrThrow();
    const document = typeof stored.document === 'string' ? JSON.parse(stored.document) : stored.document;
    // Written (unchanged) so that PGlite asks the database too.
    await t.database.db.updateTable('websites').set({ document_version: sql`document_version` }).where('account_id', '=', accountId).execute();
    const executor = (t.database.db as unknown as { getExecutor(): { executeQuery: (q: { sql: string }) => Promise<unknown> } }).getExecutor();
    const original = executor.executeQuery.bind(executor);
    let later: Promise<Awaited<ReturnType<typeof get>>> | undefined;
    executor.executeQuery = async (query) => {
      if (later === undefined && /from unnest/i.test(query.sql)) {
        executor.executeQuery = original;
        const running = original(query);
        await t.database.db.updateTable('websites').set({ document: JSON.stringify({ ...document, companyName: 'Saved Meanwhile' }) }).where('account_id', '=', accountId).execute();
        later = get();
        return running;
      }
      return original(query);
    };
    try {
      const first = await get();
      expect(['Together', 'Saved Meanwhile']).toContain(first.json().companyName);
    } finally {
      executor.executeQuery = original;
    }
    expect(later).toBeDefined();
    expect((await later)?.json().companyName).toBe('Saved Meanwhile');
  });

  it('accepts only version 1', async () => {
    for (const query of ['', '?version=2', '?version=abc', '?version=1.0']) {
      const res = await get(token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorMessage).toMatch(/version 1|version=1/);
    }
  });

  it('saves the whole document and reads it back', async () => {
    const res = await put({ input: fullWebsite() });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ accountId, websiteVersion: 0, companyName: 'Green Valley Irrigation', primaryColor: '#1A2B3C' });
    expect(saved.serviceItems[1]).toEqual({ index: 3, title: 'Repair', description: 'Leaks fixed', img: 'https://images.example.com/repair.jpg' });
    expect((await get()).json()).toEqual(saved);
    // Both answers are what the API's document says they are (websiteSchema, GET's and PUT's 200).
    expect(websiteSchema.parse(saved)).toEqual(saved);
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }> }>> };
    for (const [path, method] of [['/api/website', 'get'], ['/api/website/', 'put']] as const) {
      expect(Object.keys(doc.paths[path]?.[method]?.responses['200']?.content?.['application/json']?.schema?.properties ?? {}), `${method} ${path}`).toEqual(
        expect.arrayContaining(['companyName', 'serviceItems', 'accountId', 'websiteVersion']),
      );
    }

    // A second save replaces the document as a whole.
    const next = { ...fullWebsite(), serviceItems: [], companyName: 'GV', logo: '' };
    const again = await put({ input: next });
    expect(again.statusCode).toBe(200);
    const read = (await get()).json();
    expect(read.serviceItems).toEqual([]);
    expect(read.companyName).toBe('GV');
    expect(read.logo).toBe('empty');
  });

  it('refuses every invalid document with 400 naming the field, and saves nothing', async () => {
    await put({ input: fullWebsite() });
    const before = (await get()).json();
    const base = fullWebsite();
    const manyItems = Array.from({ length: 25 }, (_, i) => ({ index: i, title: `t${i}`, description: '' }));
    const { companyName: _dropped, ...withoutCompanyName } = base;
    const cases: [RegExp, unknown][] = [
      [/^Company name must be at most 120/, { input: { ...base, companyName: 'x'.repeat(121) } }],
      [/^About Me text must be at most 3000/, { input: { ...base, aboutMe: 'x'.repeat(3001) } }],
      [/^Services can have at most 24/, { input: { ...base, serviceItems: manyItems } }],
      [/^Services, card 1: Title must be at most 120/, { input: { ...base, serviceItems: [{ index: 0, title: 'x'.repeat(121), description: '' }] } }],
      [/^Services, card 1: Card has unknown field.*onclick/, { input: { ...base, serviceItems: [{ index: 0, title: '', description: '', onclick: 'x' }] } }],
      [/^Info items cards must have different indexes/, { input: { ...base, otherItems: [{ index: 1, title: '', description: '' }, { index: 1, title: '', description: '' }] } }],
      [/^Primary colour must be a colour like/, { input: { ...base, primaryColor: 'red' } }],
      [/^Secondary colour must be/, { input: { ...base, secondaryColor: '#12345' } }],
      [/^Button link must be a web address/, { input: { ...base, ctaLink: 'javascript:alert(1)' } }],
      [/^Button link must be a web address/, { input: { ...base, ctaLink: 'java\tscript:alert(1)' } }],
      [/^Social link must be a web address/, { input: { ...base, socialUrl: 'javascript:alert(1)' } }],
      [/^Logo must be an http/, { input: { ...base, logo: 'javascript:alert(1)' } }],
      [/^Background image must be an http/, { input: { ...base, backgroundImg: 'data:image/png;base64,AAAA' } }],
      [/^E-mail must be a valid e-mail address/, { input: { ...base, email: 'not an address' } }],
      [/unknown field.*isAdmin/, { input: { ...base, isAdmin: true } }],
      [/unknown field.*accountId/, { input: { ...base, accountId: 'someone-else' } }],
      [/^Button switch must be true or false/, { input: { ...base, ctaEnabled: 'yes' } }],
      [/^Services must be a list/, { input: { ...base, serviceItems: 'none' } }],
      [/^Company name must be text/, { input: { ...base, companyName: 42 } }],
      [/^Company name is required/, { input: withoutCompanyName }],
      [/^Services, card 1: Index must be 0 or more/, { input: { ...base, serviceItems: [{ index: -1, title: '', description: '' }] } }],
      [/^Website is required/, {}],
      [/^Website must be an object/, { input: 'everything' }],
    ];
    for (const [message, payload] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(res.json().errorMessage, JSON.stringify(payload).slice(0, 120)).toMatch(message);
    }
    expect((await get()).json()).toEqual(before);
  });

  it('refuses a huge body with 413 and a clear message', async () => {
    const before = (await get()).json();
    const res = await put({ input: { ...fullWebsite(), aboutMe: 'x'.repeat(600 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().errorMessage).toMatch(/too large/i);
    expect((await get()).json()).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(token), ...jsonHeaders }, payload: '{"input":' });
    expect(res.statusCode).toBe(400);
  });

  describe('ownership', () => {
    let otherToken: string;
    let otherId: string;
    beforeAll(async () => {
      ({ token: otherToken } = await signUpConfirmed(t, 'neighbour@example.com'));
      otherId = await accountIdOf(t, otherToken);
    });

    it("never shows one owner's website to another", async () => {
      await put({ input: { ...fullWebsite(), companyName: 'Owner A only' } });
      const theirs = (await get(otherToken)).json();
      expect(theirs.accountId).toBe(otherId);
      expect(theirs.companyName).toBe('');
      await put({ input: { ...fullWebsite(), companyName: 'Owner B' } }, otherToken);
      expect((await get()).json().companyName).toBe('Owner A only');
    });

    it('lets an owner use their own uploads and external images, never media under another owner', async () => {
      const mine = await uploadImage(t, token, makePng(4, 4), 'image/png', 'logo.png');
      expect(mine.publicUrl).toBe(`${MEDIA}${mine.fullKey}`);
      const ok = await put({ input: { ...fullWebsite(), logo: mine.publicUrl, serviceItems: [{ index: 0, title: 'a', description: '', img: mine.publicUrl }] } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().logo).toBe(mine.publicUrl);
      const before = (await get()).json();

      const refused: [string, string][] = [
        ['logo', mine.publicUrl], // owner B using owner A's real upload
        ['logo', `${MEDIA}u/${accountId}/0123456789abcdef-x.png`],
        ['backgroundImg', `${MEDIA}u/${otherId}/../${accountId}/${mine.fullKey.split('/').pop()}`],
        ['backgroundImg', `${MEDIA}u/${otherId}/%2e%2e/${accountId}/${mine.fullKey.split('/').pop()}`],
        ['otherImg', `${APP_URL}/api/account`],
        ['otherImg', `${APP_URL}/logout`],
        ['logo', `${mine.publicUrl}?x=1`],
      ];
      for (const [field, url] of refused) {
        const res = await put({ input: { ...fullWebsite(), [field]: url } }, otherToken);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errorMessage, url).toMatch(/^(Logo|Background image|About Me image) must be one of your own uploaded images/);
      }
      const item = await put({ input: { ...fullWebsite(), otherItems: [{ index: 0, title: '', description: '', img: mine.publicUrl }] } }, otherToken);
      expect(item.statusCode).toBe(400);
      expect(item.json().errorMessage).toMatch(/^Info items, card 1: Image must be one of your own/);
      expect((await get()).json()).toEqual(before);
    });

    it('refuses own-prefix links to images that were never uploaded', async () => {
      const res = await put({ input: { ...fullWebsite(), logo: `${MEDIA}u/${accountId}/0123456789abcdef-ghost.png` } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toMatch(/^Logo: .*never uploaded/);
    });

  it('keeps a field an older client leaves out, and reads documents stored before the field existed', async () => {
    const { db } = t.database;
    // A document saved by version 1 of the product (no tagline, no version tag).
    const { tagline: _none, ...old } = { ...fullWebsite(), companyName: 'Stored Before Taglines' };
    await db.updateTable('websites').set({ document: JSON.stringify(old), document_version: 1 }).where('account_id', '=', accountId).execute();
    const loaded = (await get()).json();
    expect(loaded.companyName).toBe('Stored Before Taglines');
    expect(loaded.tagline).toBe('');

    expect((await put({ input: { ...fullWebsite(), tagline: '  Fast, friendly, local  ' } })).json().tagline).toBe('Fast, friendly, local');
    const { tagline: _left, ...withoutTagline } = { ...fullWebsite(), companyName: 'Saved By An Older Client' };
    const saved = await put({ input: withoutTagline });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().tagline).toBe('Fast, friendly, local');
    expect((await get()).json()).toMatchObject({ companyName: 'Saved By An Older Client', tagline: 'Fast, friendly, local' });

    const tooLong = await put({ input: { ...fullWebsite(), tagline: 'x'.repeat(121) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errorMessage).toContain('Tagline must be at most 120 characters.');
  });
  });
});
