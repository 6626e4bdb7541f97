import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../src/shared/contact-form';
import type { LeadList } from '../../src/shared/leads-schema';
import { OTHER_JOB, QUOTE_MESSAGES, QUOTE_PHOTO_MAX_BYTES } from '../../src/shared/quote-form';
import { publishSite } from '../support/publish-site';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { HTML_FILE, makeJpegLike, makePhoto, makePng } from '../support/test-images';

/*
 * Quote requests with photos (issue 25, decision 0059), on PGlite: a multipart post like a phone's
 * (three 12 MP JPEGs with EXIF and GPS), with and without JavaScript; the photos reach the owner's
 * leads processed, with no metadata; bad input gets a sentence and stores nothing.
 */

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const services = [
  { index: 0, title: 'Leak repairs', description: 'Taps, pipes and radiators.' },
  { index: 1, title: 'Boiler servicing', description: 'Yearly checks.' },
];
const request = { job: 'Leak repairs', place: 'M1 4BT', description: 'Water under the kitchen sink.\nIt started on Monday.', name: 'Jane Visitor', contact: 'jane@example.net', website: '', elapsed: '' };

type Upload = { filename: string; type?: string; bytes: Buffer; field?: string };

function multipart(fields: Record<string, string>, files: Upload[]) {
  const boundary = `----ww${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'photos'}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function send(sites: FastifyInstance, url: string, fields: Record<string, string>, files: Upload[] = [], { html = false, ip = '203.0.113.7' } = {}) {
  const body = multipart(fields, files);
  return sites.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'content-type': body.type, accept: html ? HTML : '*/*' }, payload: body.payload });
}

/** A phone's photo: 12 MP JPEG, turned (EXIF orientation 6), with the camera, the time and where it was taken (GPS). */
async function phonePhoto(base: Buffer, seed: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  // Three different files from one photo-like picture (made once: it takes seconds): each shot a little darker.
  return sharp(base)
    .linear(1 - seed / 20, 0)
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Phone 15', Copyright: 'Jane Visitor' },
      IFD2: { DateTimeOriginal: '2026:03:02 09:41:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 28/1 51/1', GPSLongitudeRef: 'W', GPSLongitude: '2/1 14/1 39/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 88 })
    .toBuffer();
}

describe('quote requests with photos', () => {
  let t: TestApp;
  let sites: FastifyInstance;
  let owner: Awaited<ReturnType<typeof publishSite>>;
  let other: Awaited<ReturnType<typeof publishSite>>;
  let photos: Buffer[];

  beforeAll(async () => {
    t = await createTestApp('pglite', { CONTACT_RATE_LIMIT_MAX: '100', CONTACT_DAILY_CAP: '1000', QUOTE_PHOTOS_DAILY: '10', IMAGE_MAX_PIXELS: '13000000', QUOTE_POSTS_AT_ONCE: '1' });
    sites = t.app.siteHost;
    owner = await publishSite(t, 'plumber@example.com', 'Acme Plumbing', { serviceItems: services, contactFormKind: 'quote' });
    other = await publishSite(t, 'baker@example.com', 'Rosie Bakes');
    const base = await makePhoto(1);
    photos = await Promise.all([1, 2, 3].map((seed) => phonePhoto(base, seed)));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const leadsOf = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) })).json() as LeadList;
  const stored = async () => {
    const leads = await t.database.db.selectFrom('leads').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
    const kept = await t.database.db.selectFrom('lead_photos').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
    return { leads: Number(leads?.n), photos: Number(kept?.n) };
  };

  it('shows the quote form on a site that chose it, and the message form on one that did not', async () => {
    const page = (await sites.inject(owner.path)).body;
    expect(page).toContain('action="quote"');
    expect(page.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(page).toMatch(/<input[^>]*type="file"[^>]*accept="image\/\*"[^>]*multiple/);
    expect(page).toContain('>Request a quote</h3>');
    // On the site host's page after a refusal it is an h2 under the page's h1 (see the refusal test).
    expect(page).toContain('>Send request</button>');
    expect(page).toContain('<option value="Leak repairs">Leak repairs</option><option value="Boiler servicing">Boiler servicing</option><option value="Something else">Something else</option>');
    const plain = (await sites.inject(other.path)).body;
    expect(plain).toContain('action="contact"');
    expect(plain).not.toContain('action="quote"');
    const refused = await send(sites, `${other.path}quote`, { ...request, job: OTHER_JOB });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ errorMessage: QUOTE_MESSAGES.formOff });
  });

  it('takes three 12 MP phone photos (site.js): the lead has them processed, and no metadata is ever served', async () => {
    const res = await send(sites, `${owner.path}quote`, { ...request, elapsed: '45000' }, photos.map((bytes, i) => ({ filename: `IMG_00${i + 1}.jpg`, bytes })));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: QUOTE_MESSAGES.thanks });

    const { leads } = await leadsOf(owner.token);
    expect(leads).toHaveLength(1);
    const lead = leads[0]!;
    expect(lead).toMatchObject({ name: 'Jane Visitor', contact: 'jane@example.net', message: request.description, quote: { job: 'Leak repairs', place: 'M1 4BT' } });
    // Turned upright by its EXIF orientation: 3024 wide, 4032 high.
    expect(lead.quote?.photos.map((p) => [p.position, p.width, p.height])).toEqual([
      [1, 3024, 4032],
      [2, 3024, 4032],
      [3, 3024, 4032],
    ]);
    const { default: sharp } = await import('sharp');
    for (const photo of lead.quote!.photos) {
      for (const [url, width] of [
        [photo.small, 320],
        [photo.large, 1280],
      ] as const) {
        const got = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
        expect(got.statusCode).toBe(200);
        expect(got.headers['content-type']).toBe('image/webp');
        expect(got.headers['cache-control']).toBe('private, max-age=86400');
        const meta = await sharp(got.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(got.rawPayload.includes(Buffer.from('Jane Visitor'))).toBe(false);
        // Another account, and no account, never see it.
        expect((await t.app.inject({ method: 'GET', url, headers: bearer(other.token) })).statusCode).toBe(404);
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    }
    // The stored bytes are these variants only: nothing in the database holds the originals' metadata.
    const rows = await t.database.db.selectFrom('lead_photos').select(['small', 'large']).execute();
    for (const row of rows) for (const bytes of [row.small, row.large]) expect(Buffer.from(bytes).includes(Buffer.from('Phone 15'))).toBe(false);

    // The owner's e-mail names the job, the place and how many photos wait in Leads (none attached).
    await expect
      .poll(async () => (await t.outbox.list()).find((m) => m.subject === 'New quote request from Jane Visitor on your website')?.text, { timeout: 10_000, interval: 50 })
      .toContain('Job: Leak repairs\nPostcode or town: M1 4BT\nPhotos: 3 (see them in Leads)');

    const csv = (await t.app.inject({ method: 'GET', url: '/api/leads.csv', headers: bearer(owner.token) })).body.split('\r\n');
    expect(csv[0]).toContain(',Job,Postcode or town,Photos');
    expect(csv[1]).toMatch(/,Leak repairs,M1 4BT,3$/);
  }, 60_000);

  it('reads one quote post at a time here (QUOTE_POSTS_AT_ONCE=1): another at the same moment is asked to try again, and stores nothing', async () => {
    const before = await stored();
    // The first holds its place while its 12 MP photo is processed; the second arrives meanwhile.
    const first = send(sites, `${owner.path}quote`, { ...request, name: 'First' }, [{ filename: 'one.jpg', bytes: photos[0]! }], { ip: '203.0.113.20' });
    const second = send(sites, `${owner.path}quote`, { ...request, name: 'Second' }, [{ filename: 'two.jpg', bytes: photos[1]! }], { ip: '203.0.113.21' });
    const third = send(sites, `${owner.path}quote`, { ...request, name: 'Third' }, [{ filename: 'three.jpg', bytes: photos[2]! }], { ip: '203.0.113.22', html: true });
    const [a, b, c] = await Promise.all([first, second, third]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode).toBe(503);
    expect(b.headers['retry-after']).toBe('60');
    expect(b.json()).toEqual({ errorMessage: QUOTE_MESSAGES.busy });
    // Without JavaScript: the site's page with the sentence.
    expect(c.statusCode).toBe(503);
    expect(c.headers['content-type']).toContain('text/html');
    expect(c.body).toContain(QUOTE_MESSAGES.busy);
    expect(c.body).toContain('<title>Your request was not sent · Acme Plumbing</title>');
    expect(await stored()).toEqual({ leads: before.leads + 1, photos: before.photos + 1 });
  }, 60_000);

  it('works without JavaScript: a plain multipart post gets the thank-you page', async () => {
    const res = await send(sites, `${owner.path}quote`, { ...request, job: OTHER_JOB, name: 'Sam' }, [{ filename: 'shed.png', type: 'image/png', bytes: makePng(64, 48) }], { html: true, ip: '203.0.113.9' });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${owner.path}quote/thanks`);
    const thanks = await sites.inject(String(res.headers.location));
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain(QUOTE_MESSAGES.thanksDetail);
    expect(thanks.body).toContain('<title>Request sent · Acme Plumbing</title>');
    const lead = (await leadsOf(owner.token)).leads.find((l) => l.name === 'Sam');
    expect(lead?.quote).toMatchObject({ job: OTHER_JOB, photos: [{ position: 1, width: 64, height: 48 }] });
    // An empty file input (no photo chosen) is no photo.
    const none = await send(sites, `${owner.path}quote`, { ...request, name: 'Noor' }, [{ filename: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) }]);
    expect(none.statusCode, none.body).toBe(200);
    expect((await leadsOf(owner.token)).leads.find((l) => l.name === 'Noor')?.quote?.photos).toEqual([]);
  });

  it('refuses bad input with a sentence and stores nothing', async () => {
    const before = await stored();
    const url = `${owner.path}quote`;
    const small = { filename: 'a.png', type: 'image/png', bytes: makePng(8, 8) };
    const cases: { fields?: Record<string, string>; files?: Upload[]; status: number; message: string; field?: string }[] = [
      { fields: { ...request, job: 'Brain surgery' }, status: 400, message: QUOTE_MESSAGES.jobUnknown, field: 'job' },
      { fields: { ...request, job: '' }, status: 400, message: QUOTE_MESSAGES.jobMissing, field: 'job' },
      { fields: { ...request, place: 'M1\u00004BT' }, status: 400, message: QUOTE_MESSAGES.notText('Postcode or town'), field: 'place' },
      { fields: { ...request, description: 'Leak\u0000' }, status: 400, message: QUOTE_MESSAGES.notText('Describe the job'), field: 'description' },
      { fields: { ...request, place: ' ' }, status: 400, message: QUOTE_MESSAGES.placeMissing, field: 'place' },
      { fields: { ...request, contact: 'call me' }, status: 400, message: CONTACT_MESSAGES.contactInvalid, field: 'contact' },
      { fields: { ...request, website: 'http://spam.example' }, status: 400, message: CONTACT_MESSAGES.honeypot },
      { fields: { ...request, elapsed: '900' }, status: 400, message: CONTACT_MESSAGES.tooFast },
      { files: [small, small, small, small], status: 400, message: QUOTE_MESSAGES.tooManyPhotos, field: 'photos' },
      { files: [small, { filename: 'huge.jpg', bytes: makeJpegLike(QUOTE_PHOTO_MAX_BYTES + 1) }], status: 413, message: QUOTE_MESSAGES.photoTooLarge('huge.jpg'), field: 'photos' },
      { files: [{ filename: 'page.jpg', bytes: HTML_FILE }], status: 400, message: QUOTE_MESSAGES.notAPhoto('page.jpg'), field: 'photos' },
      // 4000 × 4000 is over IMAGE_MAX_PIXELS (13 MP here): refused from its header, before decoding.
      {
        files: [small, { filename: 'big.png', type: 'image/png', bytes: makePng(4000, 4000) }],
        status: 400,
        message: QUOTE_MESSAGES.photoProblem('big.png', 'This image is 4000 × 4000 pixels (16 megapixels); images can have at most 13 megapixels. Please upload a smaller image.'),
        field: 'photos',
      },
      { files: [{ filename: 'cut.jpg', bytes: photos[0]!.subarray(0, 40_000) }], status: 400, message: QUOTE_MESSAGES.photoProblem('cut.jpg', 'This image file is incomplete (it may have been cut off while copying). Please upload the whole file again.'), field: 'photos' },
    ];
    for (const [i, c] of cases.entries()) {
      const res = await send(sites, url, c.fields ?? request, c.files ?? [], { ip: `198.51.100.${i + 1}` });
      expect(res.statusCode, `case ${i}: ${res.body}`).toBe(c.status);
      expect(res.json(), `case ${i}`).toEqual({ errorMessage: c.message, ...(c.field ? { field: c.field } : {}) });
    }
    // Without JavaScript: the form again, with what was typed and the reason beside it, still nothing kept.
    const page = await send(sites, url, { ...request, job: 'Brain surgery' }, [small], { html: true });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(QUOTE_MESSAGES.jobUnknown.replaceAll('"', '&quot;'));
    expect(page.body).toContain('Water under the kitchen sink.');
    expect(page.body).toContain('please choose your photos again');
    expect(page.body).toContain('>Request a quote</h2>');
    expect(await stored()).toEqual(before);
  }, 60_000);

  it("holds the site's photos of the day: a request past it is refused whole", async () => {
    const small = (n: number) => ({ filename: `p${n}.png`, type: 'image/png', bytes: makePng(8, 8) });
    // 8 of the 10 were taken above (the phone photos, the PNG, and the bad cases' small ones that passed the checks before processing).
    const before = await stored();
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 4 && !refused; i++) {
      const res = await send(sites, `${owner.path}quote`, { ...request, name: `Batch ${i}` }, [small(1), small(2), small(3)], { ip: `192.0.2.${i + 1}` });
      if (res.statusCode !== 200) refused = res;
    }
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toEqual({ errorMessage: QUOTE_MESSAGES.photosToday, field: 'photos' });
    const after = await stored();
    // Whatever was taken before the refusal has all its photos; the refused request left nothing.
    expect((after.photos - before.photos) % 3).toBe(0);
    expect(after.photos - before.photos).toBe((after.leads - before.leads) * 3);
  }, 60_000);
});
