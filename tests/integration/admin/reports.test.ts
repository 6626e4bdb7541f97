import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../../src/shared/site-report';
import { signUpOperator } from '../../support/operators';
import { publishSite } from '../../support/publish-site';
import { createTestApp, type TestApp } from '../../support/test-app';
import { databaseKinds } from '../../support/test-database';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * Issue 27: "Report this site". Every published page links to a form on the site host that works without
 * JavaScript; a report lands in the console's /admin/reports with a status; one address is limited.
 */
describe.each(databaseKinds)('Report this site on %s', (kind) => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof publishSite>>;
  let operator: Awaited<ReturnType<typeof signUpOperator>>;
  const report = (fields: Record<string, string>, ip = '198.51.100.7', headers: Record<string, string> = {}) =>
    t.app.siteHost.inject({
      method: 'POST',
      url: `${site.path}report`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
      payload: form(fields),
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { REPORT_RATE_LIMIT_MAX: '5', REPORT_RATE_LIMIT_WINDOW_SECONDS: '3600' });
    site = await publishSite(t, 'owner@example.com', 'Totally Real Bank');
    operator = await signUpOperator(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('links every published page to the form, which is plain HTML', async () => {
    const page = await t.app.siteHost.inject(site.path);
    expect(page.body).toContain('<a class="ww-report-link" href="report" rel="nofollow">Report this site</a>');
    const formPage = await t.app.siteHost.inject(`${site.path}report`);
    expect(formPage.statusCode).toBe(200);
    expect(formPage.headers['content-security-policy']).toContain("form-action 'self'");
    const formTag = /<form [^>]*>/.exec(formPage.body)?.[0] ?? '';
    expect(formTag).toContain(`action="${site.path}report"`);
    expect(formTag).toContain('method="post"');
    expect(formPage.body).toMatch(/<select [^>]*name="reason"/);
    expect(formPage.body).toMatch(/<textarea [^>]*name="details"/);
    expect(formPage.body).toMatch(/<input [^>]*type="email"[^>]*name="email"/);
    expect(formPage.body).toContain('<button type="submit" class="ww-btn ww-form__submit">Report this site</button>');
    expect(formPage.body).not.toContain('<script');
  });

  it('takes a report without JavaScript and shows it in the console with its status', async () => {
    const res = await report({ reason: 'phishing', details: 'It asks for my online banking PIN.', email: 'Worried@Example.com', website: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${site.path}report/thanks`);
    const thanks = await t.app.siteHost.inject(res.headers.location as string);
    expect(thanks.body).toContain(REPORT_MESSAGES.thanksTitle);

    const list = (await operator.get('reports')).json();
    expect(list.open).toBe(1);
    expect(list.reports[0]).toMatchObject({
      accountId: site.accountId,
      accountEmail: 'owner@example.com',
      siteAddress: site.publishUrl,
      reason: 'phishing',
      details: 'It asks for my online banking PIN.',
      reporterEmail: 'Worried@Example.com',
      status: 'open',
      suspended: false,
    });
    const id = list.reports[0].reportId as string;
    expect((await operator.post(`reports/${id}`, { status: 'resolved', note: 'Suspended the site.' })).statusCode).toBe(200);
    expect((await operator.get('reports')).json().reports).toEqual([]);
    expect((await operator.get('reports?status=all')).json().reports[0]).toMatchObject({ status: 'resolved', handledBy: 'operator@example.com', note: 'Suspended the site.' });
    const audit = (await operator.get('audit')).json().entries as { action: string; subject: string | null; details: Record<string, unknown> }[];
    expect(audit.find((e) => e.action === 'report.status_changed')).toMatchObject({ subject: id, details: { from: 'open', to: 'resolved' } });
    expect(audit.some((e) => e.action === 'reports.listed')).toBe(true);
  });

  it('refuses a bad report with the form again, what was typed and a sentence, storing nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ reason: '', details: 'x' }, REPORT_MESSAGES.reasonMissing],
      [{ reason: 'nonsense', details: 'x' }, REPORT_MESSAGES.reasonMissing],
      [{ reason: 'other', details: '   ' }, REPORT_MESSAGES.detailsMissing],
      [{ reason: 'spam', details: 'x'.repeat(2001) }, REPORT_MESSAGES.detailsTooLong],
      [{ reason: 'spam', details: 'Ads everywhere', email: 'not an address' }, REPORT_MESSAGES.emailInvalid],
      [{ reason: 'spam', details: 'Ads everywhere', website: 'http://spam.example' }, REPORT_MESSAGES.honeypot],
    ];
    for (const [fields, message] of cases) {
      const res = await report(fields, '203.0.113.50');
      expect(res.statusCode, message).toBe(400);
      expect(res.body, message).toContain(message.replace(/'/g, '&#x27;'));
      // What was typed comes back whole, a too-long report too (the form has no maxlength to cut a paste short).
      if (fields.details?.trim()) expect(res.body).toContain(fields.details);
      expect(res.body).not.toMatch(/maxlength/i);
    }
    const crossSite = await report({ reason: 'spam', details: 'x' }, '203.0.113.51', { origin: 'https://elsewhere.example' });
    expect(crossSite.statusCode).toBe(403);
    expect((await operator.get('reports?status=all')).json().reports).toHaveLength(1);
  });

  it('limits one address: of 20 reports in a minute, the first 5 are taken', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await report({ reason: 'spam', details: `Report ${i}` }, '192.0.2.99')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([303, 303, 303, 303, 303]);
    expect(statuses.slice(5)).toEqual(Array(15).fill(429));
    const limited = await report({ reason: 'spam', details: 'One more' }, '192.0.2.99');
    expect(limited.body).toContain(REPORT_MESSAGES.tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by it.
    expect((await report({ reason: 'spam', details: 'From elsewhere' }, '192.0.2.100')).statusCode).toBe(303);
    expect((await operator.get('reports')).json().open).toBe(6);
  });
});
