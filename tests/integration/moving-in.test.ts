import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteImportStatus } from '../../src/shared/import-schema';
import { ownerWebsite } from '../support/publish-site';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site';
import { bearer, createTestApp, jsonHeaders, MEDIA_URL, signUpConfirmed, type TestApp } from '../support/test-app';

/*
 * Moving in (issue 29): reading a whole site into a first draft, end to end against local servers.
 * A request's deadline is short here (IMPORT_REQUEST_MS) so the hostile site's slow page ends quickly;
 * the overall budget is generous, as a loaded test machine starts the page worker slowly.
 */

describe('moving in: reading a whole site', () => {
  let t: TestApp;
  let site: FixtureSite;
  let other: Server;
  let otherHits = 0;
  let hostile: Server;
  let hostileBase: string;
  const hostileHits: string[] = [];

  // A local server speaking the Places API (New): Text Search, Place Details (field mask checked), Place Photos with skipHttpRedirect.
  const placesSeen: string[] = [];
  let places: Server;
  const startPlaces = async () => {
    places = createServer((req, res) => {
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
      placesSeen.push(`${req.method} ${req.url} ${req.headers['x-goog-fieldmask'] ?? ''}`);
      if (req.headers['x-goog-api-key'] !== 'places-key') return json(403, { error: { code: 403, status: 'PERMISSION_DENIED' } });
      const url = new URL(req.url!, 'http://x');
      if (req.method === 'GET' && url.pathname === '/v1/places/ChIJrose') {
        const mask = String(req.headers['x-goog-fieldmask']).split(',');
        if (!mask.includes('reviews') || !mask.includes('photos') || !mask.includes('regularOpeningHours.periods')) return json(400, { error: { code: 400 } });
        return json(200, {
          id: 'ChIJrose',
          displayName: { text: 'Rose City Plumbing & Drains', languageCode: 'en' },
          formattedAddress: '2140 SE Division St, Portland, OR 97202, USA',
          postalAddress: { regionCode: 'US', postalCode: '97202', administrativeArea: 'OR', locality: 'Portland', addressLines: ['2140 SE Division St'] },
          nationalPhoneNumber: '(503) 555-0162',
          primaryType: 'plumber',
          editorialSummary: { text: 'Family plumbers in Portland.' },
          regularOpeningHours: {
            periods: [1, 2, 3, 4, 5].map((day) => ({ open: { day, hour: 8, minute: 0 }, close: { day, hour: 17, minute: 0 } })).concat([{ open: { day: 6, hour: 9, minute: 0 }, close: { day: 6, hour: 13, minute: 0 } }]),
          },
          reviews: Array.from({ length: 6 }, (_, i) => ({ rating: 5 - (i % 2), text: { text: `Great job number ${i + 1}.`, languageCode: 'en' }, authorAttribution: { displayName: `Reviewer ${i + 1}`, uri: 'https://www.google.com/maps/contrib/1' } })),
          photos: ['van', 'team', 'bathroom', 'heater'].map((n) => ({ name: `places/ChIJrose/photos/${n}`, widthPx: 1200, heightPx: 900, authorAttributions: [{ displayName: 'Dana R.', uri: 'https://maps.google.com/maps/contrib/2' }] })),
        });
      }
      const media = /^\/v1\/places\/ChIJrose\/photos\/(\w+)\/media$/.exec(url.pathname);
      if (media && url.searchParams.get('skipHttpRedirect') === 'true') return json(200, { name: `places/ChIJrose/photos/${media[1]}/media`, photoUri: `${site.base}/images/${media[1]}.jpg` });
      return json(404, { error: { code: 404, status: 'NOT_FOUND' } });
    });
    await new Promise<void>((r) => places.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(places.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    const placesUrl = await startPlaces();
    other = createServer((_req, res) => {
      otherHits += 1;
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Another site</h1>');
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    const app = createTestApp('pglite', {
      IMPORT_ALLOW_LOOPBACK: 'true',
      IMPORT_SITE_BUDGET_MS: '20000',
      IMPORT_REQUEST_MS: '800',
      GOOGLE_PLACES_API_KEY: 'places-key',
      GOOGLE_PLACES_API_URL: placesUrl,
    });
    site = await startFixtureSite(otherBase);
    hostile = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0]!;
      hostileHits.push(path);
      const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html' }).end(body);
      if (path === '/') {
        // Thousands of links: to itself, to other hosts, to a loop, to a slow page and to a huge one.
        const links = Array.from({ length: 3000 }, (_, i) => `<a href="/services-${i}">Services ${i}</a>`).join('');
        const away = Array.from({ length: 200 }, (_, i) => `<a href="${otherBase}/about-${i}">About ${i}</a>`).join('');
        return html(`<html lang="en-GB"><title>Hostile Plumbing</title><a href="/contact-loop">Contact</a><a href="/about-slow">About</a><a href="/prices-huge">Prices</a><a href="/gallery-away">Gallery</a>${away}${links}<p>Call 0113 496 0000</p>`);
      }
      if (path === '/contact-loop') return res.writeHead(302, { location: '/contact-loop2' }).end();
      if (path === '/contact-loop2') return res.writeHead(302, { location: '/contact-loop' }).end();
      if (path === '/gallery-away') return res.writeHead(302, { location: `${otherBase}/gallery` }).end();
      if (path === '/about-slow') return; // never answers
      if (path === '/prices-huge') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.on('error', () => {});
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 8 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        return pump();
      }
      if (path.startsWith('/services-')) return html(`<h3>Service ${path}</h3><p>Words.</p>`);
      return res.writeHead(404).end();
    });
    await new Promise<void>((r) => hostile.listen(0, '127.0.0.1', r));
    hostileBase = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
    t = await app;
  });
  afterAll(async () => {
    site?.close();
    for (const s of [other, hostile, places]) {
      s?.closeAllConnections();
      s?.close();
    }
    await t?.close();
  });

  const startRead = (token: string, url: string) =>
    t.app.inject({ method: 'POST', url: '/api/import/site', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { url } } });
  async function readToEnd(token: string, url: string, google = false): Promise<SiteImportStatus> {
    const started = google
      ? await t.app.inject({ method: 'POST', url: '/api/import/google/site', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { placeId: url } } })
      : await startRead(token, url);
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json() as SiteImportStatus;
    for (let i = 0; i < 400; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/import/site/${jobId}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      const status = res.json() as SiteImportStatus;
      if (status.state !== 'reading') return status;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the read never ended');
  }
  const apply = (token: string, jobId: string, trade: string, take: string[]) =>
    t.app.inject({ method: 'POST', url: `/api/import/site/${jobId}/apply`, headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { trade, take } } });

  it('reads the six-page site, makes a complete draft of the ticked items and publishes it', async () => {
    const { token } = await signUpConfirmed(t, 'movein@example.com');
    const status = await readToEnd(token, `${site.base}/`);
    expect(status.state, status.message ?? '').toBe('done');
    const found = status.found!;
    expect(found.websiteExists).toBe(false);
    expect(found.trade).toBe('plumber');
    // Only the site's own pages, robots.txt respected (the sitemap's /private/ page and the link to it not read), never the other host.
    expect(new Set(found.pages.map((p) => new URL(p).pathname))).toEqual(new Set(['/', '/about-us', '/services', '/reviews', '/gallery', '/contact']));
    expect(site.requests).toContain('/robots.txt');
    expect(site.requests).toContain('/sitemap.xml');
    expect(site.requests.filter((p) => p.startsWith('/private'))).toEqual([]);
    expect(otherHits).toBe(0);

    const item = (id: string) => found.items.find((i) => i.id === id);
    expect(item('companyName')?.value).toBe('Rose City Plumbing & Drains');
    expect(item('phone')?.value).toBe('(503) 555-0162');
    expect(item('email')?.value).toBe('hello@rosecityplumbing.com');
    expect(item('addressFreeForm')?.value).toBe('2140 SE Division St\nPortland, OR 97202');
    expect(item('hours')?.value).toBe('Mon 08:00–17:00, Tue 08:00–17:00, Wed 08:00–17:00, Thu 08:00–17:00, Fri 08:00–17:00, Sat 09:00–13:00, Sun closed');
    expect(item('socialUrl')?.value).toBe('https://www.facebook.com/rosecityplumbing');
    expect(item('logo')?.image).toBe(`${site.base}/images/logo.png`);
    const services = found.items.filter((i) => i.goesTo === 'Services');
    expect(services.length).toBeGreaterThanOrEqual(4);
    expect(services[0]!.value).toBe('Leak repairs · From $95 · Dripping taps, running toilets and leaking pipes found and fixed the same day.');
    const reviews = found.items.filter((i) => i.goesTo === 'Reviews');
    expect(reviews.map((r) => r.value)).toEqual([
      '“Luis found the leak in ten minutes and the price was exactly what he said.” — Maria G., Sellwood',
      '“Our main drain was cleared on a Sunday morning. Friendly and tidy.” — Tom & Jenny R.',
      '“New water heater in half a day, old one hauled away. Recommended.” — Priya S.',
    ]);
    const photos = found.items.filter((i) => i.id.startsWith('photo:'));
    expect(photos.map((p) => new URL(p.image!).pathname).sort()).toEqual(['/images/bathroom.jpg', '/images/drain.jpg', '/images/heater.jpg', '/images/team.jpg', '/images/van.jpg']);
    // Reading saved nothing.
    expect((await t.app.inject({ method: 'GET', url: '/api/onboarding', headers: bearer(token) })).json().websiteSaved).toBe(false);

    // The owner unticks the second review and the social link.
    const take = found.items.map((i) => i.id).filter((id) => id !== 'review:1' && id !== 'socialUrl');
    const res = await apply(token, status.jobId, found.trade, take);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: true, photosUsed: 5, photosSkipped: 0 });

    const website = ownerWebsite(t, token);
    const content = (await website.get()).json();
    expect(content.companyName).toBe('Rose City Plumbing & Drains');
    expect(content.phone).toBe('(503) 555-0162');
    expect(content.email).toBe('hello@rosecityplumbing.com');
    expect(content.addressFreeForm).toBe('2140 SE Division St\nPortland, OR 97202');
    expect(content.openingHours[5]).toEqual({ opens: '09:00', closes: '13:00' });
    expect(content.enableHours).toBe(true);
    expect(content.socialUrl).toBe('');
    expect(content.serviceItems.map((s: { title: string }) => s.title)).toEqual(['Leak repairs', 'Drain cleaning', 'Water heaters', 'Bathroom remodels', 'Sewer line repair']);
    expect(content.reviews.map((r: { title: string }) => r.title)).toEqual(['Maria G., Sellwood', 'Priya S.']);
    // The kit's look and the rest of its sections: a complete first draft like /start's.
    expect(content.theme).toBe('bold');
    expect(content.aboutMe).toContain('Rose City Plumbing & Drains');
    expect(content.otherItems.length).toBeGreaterThan(0);
    // The pictures went through the image pipeline into the owner's media.
    expect(content.gallery).toHaveLength(5);
    for (const photo of content.gallery) expect(photo.img.startsWith(MEDIA_URL)).toBe(true);
    expect(content.backgroundImg.startsWith(MEDIA_URL)).toBe(true);
    expect(content.logo.startsWith(MEDIA_URL)).toBe(true);

    const html = await website.publish();
    expect(html).toContain('Rose City Plumbing &amp; Drains');
    expect(html).toContain('Priya S.');
    expect(html).not.toContain('Tom &amp; Jenny R.');
    expect(html).toContain('Drain cleaning');
  });

  it('over a website the owner has: only the ticked items replace what is there', async () => {
    const { token } = await signUpConfirmed(t, 'movein-existing@example.com');
    const website = ownerWebsite(t, token);
    const mine = { ...(await website.get()).json(), companyName: 'My own name', phone: '555 0000', email: 'me@example.com' };
    delete mine.websiteVersion;
    delete mine.accountId;
    expect((await website.put(mine)).statusCode).toBe(200);
    // A page with plain-text contact details only.
    const status = await readToEnd(token, `${site.base}/builders/plain-text`);
    const found = status.found!;
    expect(found.websiteExists).toBe(true);
    expect(found.items.find((i) => i.id === 'companyName')?.now).toBe('My own name');
    expect(found.items.find((i) => i.id === 'phone')?.value).toBe('0113 496 0812');
    expect(found.items.find((i) => i.id === 'email')?.value).toBe('dave@hartleywindows.co.uk');
    expect(found.items.find((i) => i.id === 'addressFreeForm')?.value).toBe('14 Kirkstall Road\nLeeds\nLS3 1HS');
    const res = await apply(token, status.jobId, 'house-cleaner', ['phone']);
    expect(res.statusCode, res.body).toBe(200);
    const content = (await website.get()).json();
    expect(content.phone).toBe('0113 496 0812');
    expect(content.companyName).toBe('My own name');
    expect(content.email).toBe('me@example.com');
    // Another owner cannot see or apply this read.
    const { token: stranger } = await signUpConfirmed(t, 'movein-stranger@example.com');
    expect((await t.app.inject({ method: 'GET', url: `/api/import/site/${status.jobId}`, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await apply(stranger, status.jobId, 'plumber', ['phone'])).statusCode).toBe(404);
  });

  it('a hostile site (thousands of links, loops, slow and huge pages, links and redirects away) stays within the budget and on its host', async () => {
    const { token } = await signUpConfirmed(t, 'movein-hostile@example.com');
    const before = otherHits;
    const status = await readToEnd(token, `${hostileBase}/`);
    expect(status.state, status.message ?? '').toBe('done');
    expect(status.pagesPlanned).toBeLessThanOrEqual(10);
    expect(status.found!.pages.length).toBeLessThanOrEqual(10);
    // Pages (not robots.txt and sitemap.xml) asked for: at most ten, the redirect loop's hops included.
    const pages = hostileHits.filter((p) => p !== '/robots.txt' && p !== '/sitemap.xml');
    expect(pages.length).toBeLessThanOrEqual(10 + 3);
    expect(otherHits).toBe(before);
    expect(status.found!.items.find((i) => i.id === 'phone')?.value).toBe('0113 496 0000');
  });

  it('refuses a page it cannot read with a sentence, and unknown reads with 404', async () => {
    const { token } = await signUpConfirmed(t, 'movein-bad@example.com');
    const status = await readToEnd(token, `${hostileBase}/contact-loop`);
    expect(status.state).toBe('failed');
    expect(status.message).toBe('That address sends us on too many times (more than 3 redirects). Paste the address your browser ends up on.');
    expect((await t.app.inject({ method: 'GET', url: '/api/import/site/00000000-0000-4000-8000-000000000000', headers: bearer(token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/import/site/nope', headers: bearer(token) })).statusCode).toBe(400);
    expect((await startRead(token, 'http://10.0.0.1/')).statusCode).toBe(202);
  });

  it('refuses an address no read can start at (no host DNS could hold, another scheme) with the sentence, starting nothing', async () => {
    const { token } = await signUpConfirmed(t, 'movein-wrong@example.com');
    for (const url of [`https://${'a'.repeat(300)}.com/`, `https://${'b'.repeat(64)}.example.com/`, 'ftp://example.com/', 'https://exa mple.com/']) {
      const res = await startRead(token, url);
      expect(res.statusCode, url.slice(0, 40)).toBe(422);
      expect(res.json().errorMessage).toBe('That is not a web address we can read. It should look like https://www.example.com');
    }
  });

  it('moves in from a Google Business Profile: details, hours, 5 reviews and photos with their attribution', async () => {
    const { token } = await signUpConfirmed(t, 'movein-google@example.com');
    const status = await readToEnd(token, 'ChIJrose', true);
    expect(status.state, status.message ?? '').toBe('done');
    const found = status.found!;
    expect(found.trade).toBe('plumber');
    const item = (id: string) => found.items.find((i) => i.id === id)?.value;
    expect(item('companyName')).toBe('Rose City Plumbing & Drains');
    expect(item('phone')).toBe('(503) 555-0162');
    expect(item('addressFreeForm')).toBe('2140 SE Division St\nPortland, OR 97202');
    expect(item('hours')).toBe('Mon 08:00–17:00, Tue 08:00–17:00, Wed 08:00–17:00, Thu 08:00–17:00, Fri 08:00–17:00, Sat 09:00–13:00, Sun closed');
    expect(found.items.filter((i) => i.goesTo === 'Reviews')).toHaveLength(5);
    const photos = found.items.filter((i) => i.id.startsWith('photo:'));
    expect(photos).toHaveLength(4);
    expect(photos[0]!.value).toBe('Photo by Dana R. on Google');
    // The key stays on the server: the photo addresses shown to the owner are the resolved ones.
    for (const p of photos) expect(p.image).not.toContain('key');
    const res = await apply(token, status.jobId, 'plumber', found.items.map((i) => i.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().photosUsed).toBe(4);
    const content = (await ownerWebsite(t, token).get()).json();
    expect(content.reviews.map((r: { title: string }) => r.title)).toEqual(['Reviewer 1', 'Reviewer 2', 'Reviewer 3', 'Reviewer 4', 'Reviewer 5']);
    expect(content.gallery[0].title).toBe('Photo by Dana R. on Google');
    // Google's photos show only with their attribution: in the Gallery, not behind the hero's words.
    expect(content.gallery.map((g: { img: string }) => g.img)).not.toContain(content.backgroundImg);
    expect(found.items.find((i) => i.id === 'photo:0')?.goesTo).toBe('Gallery');
    expect(content.openingHours[6]).toEqual({ opens: '', closes: '' });
    expect(placesSeen.filter((s) => s.includes('/media'))).toHaveLength(4);
  });
});
