import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '../../src/shared/contact-form';
import type { Lead, LeadList } from '../../src/shared/leads-schema';
import { bearer, createTestApp, jsonHeaders, type TestApp } from '../support/test-app';
import { publishSite } from '../support/publish-site';
import { databaseKinds } from '../support/test-database';


const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const person = { name: 'Jane Visitor', contact: 'jane@example.net', message: 'Could you fix a leaking tap on Tuesday?', website: '', elapsed: '' };

/** A post like a browser's: the plain form (HTML) or site.js's fetch (JSON). */
function post(sites: FastifyInstance, url: string, fields: Record<string, string>, { html = false, ip = '203.0.113.7', headers = {} }: { html?: boolean; ip?: string; headers?: Record<string, string> } = {}) {
  return sites.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: html ? HTML : '*/*', ...headers },
    payload: form(fields),
  });
}

async function waitForMail(t: TestApp, predicate: (m: { to: string; subject: string; text: string; replyTo?: string }) => boolean) {
  for (let i = 0; i < 100; i++) {
    const found = (await t.outbox.list()).filter(predicate);
    if (found.length > 0) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no such mail');
}

describe.each(databaseKinds)('contact form and leads on %s', (kind) => {
  let t: TestApp;
  let sites: FastifyInstance;
  // The clock runs, from a day the test chooses (limits and retries depend on it).
  let offset = Date.parse('2026-03-02T10:00:00Z') - Date.now();
  const moveTo = (iso: string) => (offset = Date.parse(iso) - Date.now());
  let owner: Awaited<ReturnType<typeof publishSite>>;
  let other: Awaited<ReturnType<typeof publishSite>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { CONTACT_RATE_LIMIT_MAX: '3', CONTACT_DAILY_CAP: '30' }, { clock: () => new Date(Date.now() + offset) });
    sites = t.app.siteHost;
    owner = await publishSite(t, 'plumber@example.com', 'Acme Plumbing');
    other = await publishSite(t, 'baker@example.com', 'Rosie Bakes', { enableContactForm: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const leadsOf = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) })).json() as LeadList;

  it('serves the form with a policy that lets it post to its own origin, and none to a page without it', async () => {
    const page = await sites.inject(owner.path);
    expect(page.body).toContain('action="contact"');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    const without = await sites.inject(other.path);
    expect(without.body).not.toContain('<form');
    expect(without.headers['content-security-policy']).toContain("form-action 'none'");
  });

  it('takes a plain form post: stored, thank-you page, and an e-mail to the owner replying to the visitor', async () => {
    const res = await post(sites, `${owner.path}contact`, person, { html: true });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${owner.path}contact/thanks`);
    const thanks = await sites.inject(String(res.headers.location));
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain(CONTACT_MESSAGES.thanksTitle);
    expect(thanks.body).toContain(CONTACT_MESSAGES.thanksDetail);
    expect(thanks.body).toContain(`href="${owner.path}"`);
    expect(thanks.headers['content-security-policy']).toContain("default-src 'none'");
    // Issue 23: it wears the site's look: its name at the top linking home, in the title and the way back.
    expect(thanks.body).toContain('<title>Message sent · Acme Plumbing</title>');
    expect(thanks.body).toMatch(new RegExp(`<header class="ww-contact-page__header"><a class="ww-brand" href="${owner.path}"><span class="ww-brand__name">Acme Plumbing</span>`));
    expect(thanks.body).toContain('>Back to Acme Plumbing</a>');

    const list = await leadsOf(owner.token);
    expect(list.total).toBe(1);
    expect(list.unread).toBe(1);
    expect(list.leads[0]).toMatchObject({ name: 'Jane Visitor', contact: 'jane@example.net', contactKind: 'email', message: person.message, read: false });

    const [mail] = await waitForMail(t, (m) => m.to === 'plumber@example.com' && m.subject.includes('Jane Visitor'));
    expect(mail?.replyTo).toBe('jane@example.net');
    expect(mail?.subject).toBe('New message from Jane Visitor on your website');
    expect(mail?.text).toContain(person.message);
    expect(mail?.text).toContain('http://localhost:3000/leads');
    // The lead is marked sent just after the mail leaves: on a busy machine the outbox can be read first.
    await vi.waitFor(async () => expect((await leadsOf(owner.token)).leads[0]?.mailState).toBe('sent'), { timeout: 5000, interval: 50 });
  });

  it("answers site.js's fetch in JSON, and takes a phone number (no reply-to)", async () => {
    const res = await post(sites, `${owner.path}contact`, { ...person, name: 'Bob', contact: '+1 (555) 010-2000', elapsed: '15234' }, { ip: '203.0.113.8' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_MESSAGES.thanks });
    const [mail] = await waitForMail(t, (m) => m.subject.includes('Bob'));
    expect(mail?.replyTo).toBeUndefined();
    expect(mail?.text).toContain('+1 (555) 010-2000');
    expect((await leadsOf(owner.token)).leads[0]).toMatchObject({ name: 'Bob', contactKind: 'phone' });
  });

  it("shows the thank-you and refusal pages in the site's theme, colours and name (issue 23)", async () => {
    const styled = await publishSite(t, 'painter@example.com', 'Brush & Roller', { theme: 'elegant', primaryColor: '#1E3A5F', secondaryColor: '#C2410C' });
    const thanks = await sites.inject(`${styled.path}contact/thanks`);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(thanks.body).toContain('data-theme="elegant"');
    expect(thanks.body).toContain('--ww-primary:#1E3A5F');
    expect(thanks.body).toContain('--ww-secondary:#C2410C');
    expect(thanks.body).toContain('<title>Message sent · Brush &amp; Roller</title>');
    expect(thanks.body).toMatch(/<link rel="stylesheet" href="\/_ww\/site\.[0-9a-f]{12}\.css">\n<link rel="stylesheet" href="\/_ww\/site\.[0-9a-f]{12}\.css">/);
    expect(thanks.body).toMatch(/<link rel="preload" href="\/_ww\/site\.[0-9a-f]{12}\.woff2" as="font"/);
    // Each stylesheet and font it names is served (same origin, so the page's policy allows them).
    const assets = [...thanks.body.matchAll(/href="(\/_ww\/[^"]+)"/g)].map((m) => m[1] as string);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const href of assets) expect((await sites.inject(href)).statusCode, href).toBe(200);

    const refused = await post(sites, `${styled.path}contact`, { ...person, contact: 'call me maybe' }, { html: true, ip: '198.51.100.9' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('data-theme="elegant"');
    expect(refused.body).toContain('<span class="ww-brand__name">Brush &amp; Roller</span>');
    expect(refused.body).toContain('>Back to Brush &amp; Roller</a>');
    // The host's own pages keep the neutral look.
    expect((await sites.inject(`${styled.path}report`)).body).not.toContain('ww-contact-page__header');
  });

  it('refuses a filled honeypot, bad fields and a form sent too fast with a clear answer, storing nothing', async () => {
    const before = (await leadsOf(owner.token)).total;
    const honeypot = await post(sites, `${owner.path}contact`, { ...person, website: 'https://spam.example' }, { ip: '198.51.100.1' });
    expect(honeypot.statusCode).toBe(400);
    expect(honeypot.json().errorMessage).toBe(CONTACT_MESSAGES.honeypot);

    const noName = await post(sites, `${owner.path}contact`, { ...person, name: '  ' }, { ip: '198.51.100.1' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({ errorMessage: 'Please enter your name.', field: 'name' });
    const badContact = await post(sites, `${owner.path}contact`, { ...person, contact: 'call me maybe' }, { ip: '198.51.100.1' });
    expect(badContact.json()).toEqual({ errorMessage: CONTACT_MESSAGES.contactInvalid, field: 'contact' });
    const tooLong = await post(sites, `${owner.path}contact`, { ...person, message: 'x'.repeat(5001) }, { ip: '198.51.100.1' });
    expect(tooLong.json()).toEqual({ errorMessage: 'Message can be at most 5,000 characters, and yours has 5,001. Please shorten it by 1, then send it again.', field: 'message' });
    // Issue 23: a 7,200-character message is refused with the limit, never cut; without JavaScript the form
    // comes back holding all of it, and no maxlength lets a browser cut a pasted text silently.
    const long = 'A long story. '.repeat(600).slice(0, 7200);
    const longHtml = await post(sites, `${owner.path}contact`, { ...person, message: long }, { html: true, ip: '198.51.100.1' });
    expect(longHtml.statusCode).toBe(400);
    expect(longHtml.body).toContain('Message can be at most 5,000 characters, and yours has 7,200. Please shorten it by 2,200, then send it again.');
    expect(longHtml.body).toContain(`>${long}</textarea>`);
    expect(longHtml.body).not.toMatch(/maxlength/i);
    expect(longHtml.body).toMatch(/<textarea[^>]*aria-describedby="ww-cf-status ww-cf-message-count"/);
    expect(longHtml.body).toContain('Up to 5,000 characters.');
    const fast = await post(sites, `${owner.path}contact`, { ...person, elapsed: '900' }, { ip: '198.51.100.1' });
    expect(fast.statusCode).toBe(400);
    expect(fast.json().errorMessage).toBe(CONTACT_MESSAGES.tooFast);
    const junk = await sites.inject({ method: 'POST', url: `${owner.path}contact`, headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(junk.statusCode).toBeLessThan(500);
    expect(junk.statusCode).toBeGreaterThanOrEqual(400);

    // Without JavaScript the refusal is the form again, holding what the visitor typed.
    const html = await post(sites, `${owner.path}contact`, { ...person, contact: 'call me maybe' }, { html: true, ip: '198.51.100.1' });
    expect(html.statusCode).toBe(400);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('Your message was not sent');
    expect(html.body).toContain(CONTACT_MESSAGES.contactInvalid);
    expect(html.body).toContain('value="call me maybe"');
    expect(html.body).toContain(`>${person.message}</textarea>`);
    expect(html.body).toContain(`action="${owner.path}contact"`);
    expect(html.body).toMatch(/id="ww-cf-contact"[^>]*aria-invalid="true"/);
    expect(html.headers['content-security-policy']).toContain("form-action 'self'");

    expect((await leadsOf(owner.token)).total).toBe(before);
  });

  it('refuses a post from another website', async () => {
    const res = await post(sites, `${owner.path}contact`, person, { ip: '198.51.100.2', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe(CONTACT_MESSAGES.otherSite);
  });

  it('takes no messages for a page without the form', async () => {
    const res = await post(sites, `${other.path}contact`, person, { ip: '198.51.100.3' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe(CONTACT_MESSAGES.formOff);
    const html = await post(sites, `${other.path}contact`, person, { html: true, ip: '198.51.100.3' });
    expect(html.body).toContain('Here is what you wrote, so you can copy it');
    expect(html.body).toContain(person.message);
    expect((await leadsOf(other.token)).total).toBe(0);
  });

  it('stops a flood: per visitor address per hour and per day, then per site per day, without shutting out new visitors (issue 21)', async () => {
    const before = (await leadsOf(owner.token)).total;
    const flood = [];
    for (let i = 0; i < 5; i++) flood.push(await post(sites, `${owner.path}contact`, { ...person, message: `flood ${i}` }, { ip: '192.0.2.50' }));
    expect(flood.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(flood[3]?.json().errorMessage).toBe(CONTACT_MESSAGES.tooMany);
    expect(Number(flood[3]?.headers['retry-after'])).toBeGreaterThan(0);
    const html = await post(sites, `${owner.path}contact`, person, { html: true, ip: '192.0.2.50' });
    expect(html.statusCode).toBe(429);
    expect(html.body).toContain(CONTACT_MESSAGES.tooMany);

    // Fourteen more senders, three messages each: their later messages fill the site's daily cap
    // (30 here: .50's two and 14 × 2); each sender's first of the day does not count against it.
    for (let n = 51; n <= 64; n++) {
      for (let i = 0; i < 3; i++) expect((await post(sites, `${owner.path}contact`, { ...person, message: `from ${n}, ${i}` }, { ip: `192.0.2.${n}` })).statusCode).toBe(200);
    }
    // A new visitor still gets through; their second message of the day finds the cap full.
    const fresh = await post(sites, `${owner.path}contact`, { ...person, message: 'first time writing' }, { ip: '192.0.2.65' });
    expect(fresh.statusCode).toBe(200);
    const capped = await post(sites, `${owner.path}contact`, { ...person, message: 'one too many' }, { ip: '192.0.2.65' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().errorMessage).toBe(CONTACT_MESSAGES.siteBusy);
    expect((await post(sites, `${owner.path}contact`, { ...person, message: 'another newcomer' }, { ip: '192.0.2.66' })).statusCode).toBe(200);
    // Two hours later a sender's hour has passed, but their share of the day (a tenth of the cap: 3) has not.
    moveTo('2026-03-02T13:00:00Z');
    const later = await post(sites, `${owner.path}contact`, { ...person, message: 'again' }, { ip: '192.0.2.50' });
    expect(later.statusCode).toBe(429);
    expect(later.json().errorMessage).toBe(CONTACT_MESSAGES.tooManyToday);
    const after = await leadsOf(owner.token);
    expect(after.total).toBe(before + 3 + 42 + 2);
    expect(after.leads.map((l) => l.message)).not.toContain('flood 3');
  });

  it('keeps the lead when the e-mail fails, and sends it on a later try', async () => {
    // Days later (the limits have started again); the outbox cannot be written while a file stands in its way.
    moveTo('2026-03-10T10:00:00Z');
    const outbox = path.join(t.dataDir, 'outbox');
    renameSync(outbox, `${outbox}-away`);
    writeFileSync(outbox, 'not a directory');
    const res = await post(sites, `${owner.path}contact`, { ...person, name: 'Carla Mailfail', message: 'Is the mail server up?' }, { ip: '192.0.2.60' });
    expect(res.statusCode).toBe(200);
    let lead: Lead | undefined;
    for (let i = 0; i < 100 && !lead; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const found = (await leadsOf(owner.token)).leads.find((l) => l.name === 'Carla Mailfail');
      const row = await t.database.db
        .selectFrom('leads')
        .select(['mail_attempts', 'mail_next_attempt_on', 'received_on'])
        .where('name', '=', 'Carla Mailfail')
        .executeTakeFirst();
      // The failed attempt is recorded once the next try is set a minute on (not the five-minute lease of the attempt).
      const retrying = row?.mail_next_attempt_on && row.mail_next_attempt_on.getTime() - row.received_on.getTime() < 2 * 60_000;
      if (found?.mailState === 'pending' && row && row.mail_attempts === 1 && retrying) lead = found;
    }
    expect(lead?.message).toBe('Is the mail server up?');
    expect((await t.outbox.list()).some((m) => m.subject.includes('Carla Mailfail'))).toBe(false);

    // The mail server is back; two minutes on, the next lead's delivery run picks up the due retry too.
    rmSync(outbox);
    renameSync(`${outbox}-away`, outbox);
    moveTo('2026-03-10T10:02:00Z');
    expect((await post(sites, `${owner.path}contact`, { ...person, name: 'Dan Next', message: 'Another one' }, { ip: '192.0.2.61' })).statusCode).toBe(200);
    const mails = await waitForMail(t, (m) => m.subject.includes('Carla Mailfail'));
    expect(mails).toHaveLength(1);
    await waitForMail(t, (m) => m.subject.includes('Dan Next'));
    expect((await leadsOf(owner.token)).leads.find((l) => l.name === 'Carla Mailfail')?.mailState).toBe('sent');
  });

  it('lists newest first, marks read, deletes, and exports CSV safe for spreadsheets', async () => {
    moveTo('2026-03-20T10:00:00Z');
    await post(sites, `${owner.path}contact`, { ...person, name: '=HYPERLINK("http://evil.example","click")', message: '+SUM(1,2)\nsecond line, with "quotes"' }, { ip: '192.0.2.70' });
    const list = await leadsOf(owner.token);
    const dates = list.leads.map((l) => l.receivedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    const newest = list.leads[0] as Lead;

    const read = await t.app.inject({ method: 'PATCH', url: `/api/leads/${newest.leadId}`, headers: { ...bearer(owner.token), ...jsonHeaders }, payload: { input: { read: true } } });
    expect(read.statusCode).toBe(200);
    expect(read.json().read).toBe(true);
    expect((await leadsOf(owner.token)).unread).toBe(list.unread - 1);

    const csv = await t.app.inject({ method: 'GET', url: '/api/leads.csv', headers: bearer(owner.token) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Received (UTC),Name,E-mail or phone,Message,Read,Job,Postcode or town,Photos');
    // Cells that would start a formula get an apostrophe; quotes double; a line break stays inside its quoted cell.
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,"'=HYPERLINK\(""http:\/\/evil.example"",""click""\)",jane@example.net,"'\+SUM\(1,2\)\nsecond line, with ""quotes""",yes,,,$/);
    expect(lines).toHaveLength(list.total + 2);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/leads/${newest.leadId}`, headers: bearer(owner.token) });
    expect(del.statusCode).toBe(204);
    expect((await leadsOf(owner.token)).total).toBe(list.total - 1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/leads/${newest.leadId}`, headers: bearer(owner.token) })).statusCode).toBe(404);
  });

  it("never shows or changes another account's leads", async () => {
    const mine = (await leadsOf(owner.token)).leads[0] as Lead;
    expect((await leadsOf(other.token)).leads).toEqual([]);
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/leads/${mine.leadId}`, headers: { ...bearer(other.token), ...jsonHeaders }, payload: { input: { read: true } } });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().errorMessage).toBe('This message does not exist or was deleted.');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/leads/${mine.leadId}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/leads.csv', headers: bearer(other.token) })).body.split('\r\n')).toHaveLength(2);
    expect((await leadsOf(owner.token)).leads.find((l) => l.leadId === mine.leadId)).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/leads' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/leads/${mine.leadId}`, headers: { ...bearer(owner.token), ...jsonHeaders }, payload: { input: { read: 'yes' } } });
    expect(bad.statusCode).toBe(400);
  });
});
