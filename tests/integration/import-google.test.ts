import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAILS_FIELD_MASK, SEARCH_FIELD_MASK } from '../../src/server/modules/importing/places-client';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';

const KEY = 'test-places-key';
const PLACE_ID = 'ChIJN1t_tDeuEmsRUsoyG83frY4';

/** A local server answering with the Places API (New)'s documented request and response shapes. */
function placesServer(seen: { method: string; url: string; key?: string; mask?: string; body?: unknown }[]): Server {
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  return createServer(async (req, res) => {
    const raw = req.method === 'POST' ? await read(req) : '';
    const body = raw ? (JSON.parse(raw) as { textQuery?: string }) : undefined;
    seen.push({ method: req.method!, url: req.url!, key: req.headers['x-goog-api-key'] as string, mask: req.headers['x-goog-fieldmask'] as string, body });
    if (req.headers['x-goog-api-key'] !== KEY) {
      return json(res, 403, { error: { code: 403, message: 'The request is missing a valid API key.', status: 'PERMISSION_DENIED' } });
    }
    if (req.method === 'POST' && req.url === '/v1/places:searchText') {
      const q = body?.textQuery ?? '';
      if (q.includes('slow')) return; // never answers
      if (q.includes('redirect')) return res.writeHead(302, { location: 'http://10.0.0.7/' }).end();
      if (q.includes('huge')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.on('error', () => {});
        res.write('{"places":[{"id":"x","displayName":{"text":"');
        const chunk = 'a'.repeat(64 * 1024);
        for (let i = 0; i < 160; i++) res.write(chunk);
        return res.end('"}}]}');
      }
      if (q.includes('nothing')) return json(res, 200, {});
      return json(res, 200, {
        places: [
          { id: PLACE_ID, formattedAddress: '48 Pirrama Rd, Pyrmont NSW 2009, Australia', displayName: { text: 'Harbour Plumbing', languageCode: 'en' } },
          { id: 'ChIJ2', formattedAddress: '1 Other St, Sydney NSW 2000, Australia', displayName: { text: 'Harbour Plumbing (Sydney CBD)', languageCode: 'en' } },
        ],
      });
    }
    if (req.method === 'GET' && req.url === `/v1/places/${PLACE_ID}`) {
      return json(res, 200, {
        id: PLACE_ID,
        nationalPhoneNumber: '(02) 9374 4000',
        internationalPhoneNumber: '+61 2 9374 4000',
        formattedAddress: '48 Pirrama Rd, Pyrmont NSW 2009, Australia',
        rating: 4.7,
        websiteUri: 'https://harbourplumbing.example.com.au/',
        regularOpeningHours: {
          weekdayDescriptions: [
            'Monday: 7:00 AM – 5:00 PM',
            'Tuesday: 7:00 AM – 5:00 PM',
            'Wednesday: 7:00 AM – 5:00 PM',
            'Thursday: 7:00 AM – 5:00 PM',
            'Friday: 7:00 AM – 4:00 PM',
            'Saturday: Closed',
            'Sunday: Closed',
          ],
        },
        userRatingCount: 212,
        displayName: { text: 'Harbour Plumbing', languageCode: 'en' },
      });
    }
    if (req.method === 'GET' && req.url === '/v1/places/ChIJempty') return json(res, 200, { id: 'ChIJempty' });
    if (req.method === 'GET' && req.url === '/v1/places/ChIJjs') {
      return json(res, 200, { id: 'ChIJjs', displayName: { text: 'Odd Listing' }, websiteUri: 'javascript:alert(1)' });
    }
    return json(res, 404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
  });
}

describe('import from Google Business Profile (Places API (New))', () => {
  let t: TestApp;
  let token: string;
  let server: Server;
  const seen: Parameters<typeof placesServer>[0] = [];

  beforeAll(async () => {
    server = placesServer(seen);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t = await createTestApp('pglite', { GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    ({ token } = await signUpConfirmed(t, 'google-import@example.com'));
  });
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await t?.close();
  });

  const post = (path: string, input: unknown, tok = token) =>
    t.app.inject({ method: 'POST', url: `/api/import/google/${path}`, headers: { ...bearer(tok), ...jsonHeaders }, payload: { input } as object });

  it('says the import is available', async () => {
    const status = (await t.app.inject({ method: 'GET', url: '/api/onboarding', headers: bearer(token) })).json();
    expect(status.googleImport).toEqual({ available: true, reason: null });
  });

  it('finds the listing by name and town, then imports name, address, phone, website, opening hours and rating', async () => {
    seen.length = 0;
    const search = await post('search', { query: 'Harbour Plumbing Pyrmont' });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().places).toEqual([
      { id: PLACE_ID, name: 'Harbour Plumbing', address: '48 Pirrama Rd, Pyrmont NSW 2009, Australia' },
      { id: 'ChIJ2', name: 'Harbour Plumbing (Sydney CBD)', address: '1 Other St, Sydney NSW 2000, Australia' },
    ]);
    expect(seen[0]).toEqual({ method: 'POST', url: '/v1/places:searchText', key: KEY, mask: SEARCH_FIELD_MASK, body: { textQuery: 'Harbour Plumbing Pyrmont', pageSize: 5 } });

    const place = await post('place', { placeId: PLACE_ID });
    expect(place.statusCode, place.body).toBe(200);
    expect(place.json()).toEqual({
      source: 'Harbour Plumbing',
      details: {
        companyName: 'Harbour Plumbing',
        addressFreeForm: '48 Pirrama Rd, Pyrmont NSW 2009, Australia',
        phone: '(02) 9374 4000',
        socialUrl: 'https://harbourplumbing.example.com.au/',
        infoItems: [
          {
            title: 'Opening hours',
            description:
              'Monday: 7:00 AM – 5:00 PM · Tuesday: 7:00 AM – 5:00 PM · Wednesday: 7:00 AM – 5:00 PM · Thursday: 7:00 AM – 5:00 PM · Friday: 7:00 AM – 4:00 PM · Saturday: Closed · Sunday: Closed',
          },
          { title: 'Google reviews', description: 'Rated 4.7 out of 5 by 212 customers on Google.' },
        ],
      },
    });
    expect(seen[1]).toMatchObject({ method: 'GET', url: `/v1/places/${PLACE_ID}`, key: KEY, mask: DETAILS_FIELD_MASK });
  });

  it('says so when nothing matches or a listing has nothing to import, and drops a javascript: website', async () => {
    const none = await post('search', { query: 'nothing here' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errorMessage).toMatch(/No Google listing matches/);
    const empty = await post('place', { placeId: 'ChIJempty' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errorMessage).toMatch(/no details we can use/);
    const js = await post('place', { placeId: 'ChIJjs' });
    expect(js.json().details).toEqual({ companyName: 'Odd Listing' });
    const gone = await post('place', { placeId: 'ChIJgone' });
    expect(gone.json().errorMessage).toMatch(/not found on Google/);
  });

  it('gives up on a slow answer, refuses redirects and huge answers', { timeout: 20_000 }, async () => {
    const slow = await post('search', { query: 'slow plumbing' });
    expect(slow.statusCode).toBe(422);
    expect(slow.json().errorMessage).toMatch(/did not answer within 8 seconds/);
    const redirect = await post('search', { query: 'redirect plumbing' });
    expect(redirect.statusCode).toBe(422);
    expect(redirect.json().errorMessage).toMatch(/could not be reached/);
    const huge = await post('search', { query: 'huge plumbing' });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errorMessage).toMatch(/could not be reached/);
  });

  it('refuses bad input with a message for a person', async () => {
    expect((await post('search', { query: ' ' })).json().errorMessage).toMatch(/Type your business name and town/);
    expect((await post('place', { placeId: '../../v1/secrets' })).json().errorMessage).toMatch(/Choose your business from the list/);
  });

  it('without a key, says why the button is off', async () => {
    const plain = await createTestApp('pglite');
    try {
      const { token: other } = await signUpConfirmed(plain, 'no-google@example.com');
      const status = (await plain.app.inject({ method: 'GET', url: '/api/onboarding', headers: bearer(other) })).json();
      expect(status.googleImport.available).toBe(false);
      // In an owner's words (issue 23): nothing about keys or installations.
      expect(status.googleImport.reason).toBe('Importing from your Google listing is not available yet. Import from your website, or type your details in.');
      expect(status.googleImport.reason).not.toMatch(/API|key|installation|switched on/i);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/import/google/search',
        headers: { ...bearer(other), ...jsonHeaders },
        payload: { input: { query: 'Harbour Plumbing' } },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().errorMessage).toBe(status.googleImport.reason);
    } finally {
      await plain.close();
    }
  });
});
