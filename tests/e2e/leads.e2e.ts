import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { baseURL, screenshot, signUpAndConfirm } from './support/browser';
import { publishFromSettings } from './support/journeys';

// Headless Chromium says so in its user agent, and crawler lists (rightly) do not count it as a visitor.
const VISITOR_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

async function mailsTo(to: string, count: number): Promise<Mail[]> {
  for (let i = 0; i < 100; i++) {
    const mails = ((await (await fetch(`${baseURL()}/dev/mailbox.json`)).json()) as Mail[]).filter((m) => m.to === to && m.subject.startsWith('New message'));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fewer than ${count} lead e-mails to ${to}`);
}

describe('leads and visitors', () => {
  it('a visitor gets in touch with JavaScript off and on; the owner sees both in Leads, by e-mail and on the dashboard', async ({ page, newContext }) => {
    const { email } = await signUpAndConfirm(page);
    await saveWebsiteFields(page, {
      companyName: 'Harbor Lane Plumbing',
      companyDescription: 'Leaks, drains and water heaters, fixed the same day.',
      phone: '+1 555 0134',
      email: 'office@harborlane.example',
      contactTitle: 'Ask for a quote',
      contactText: 'Tell us what needs fixing and when suits you. We answer within one working day.',
    });
    await publishFromSettings(page);
    const siteUrl = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;

    // Without JavaScript: the plain form posts, the site host answers with its thank-you page.
    const plain = await (await newContext({ javaScriptEnabled: false, userAgent: VISITOR_UA })).newPage();
    await plain.goto(siteUrl);
    await plain.getByRole('heading', { name: 'Ask for a quote' }).waitFor();
    await plain.getByLabel('Name', { exact: true }).fill('Nora No-Script');
    await plain.getByLabel('E-mail or phone').fill('call me');
    await plain.getByLabel('Message', { exact: true }).fill('The kitchen tap drips all night. Could you come on Friday?');
    await screenshot(plain, 'leads-form-desktop');
    await plain.getByRole('button', { name: 'Send message' }).click();
    // Refused: the form again, with what was typed and the reason; fixed and sent from there.
    await plain.getByRole('heading', { name: 'Your message was not sent' }).waitFor();
    await plain.getByText('Please enter a valid e-mail address or a phone number').waitFor();
    expect(await plain.getByLabel('Message', { exact: true }).inputValue()).toBe('The kitchen tap drips all night. Could you come on Friday?');
    await screenshot(plain, 'leads-refused-page');
    await plain.setViewportSize({ width: 400, height: 800 });
    await screenshot(plain, 'leads-refused-page-mobile');
    await plain.getByLabel('E-mail or phone').fill('nora@example.net');
    await plain.getByRole('button', { name: 'Send message' }).click();
    await plain.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await plain.getByText('Your message has been sent.').waitFor();
    expect(plain.url()).toBe(`${siteUrl}contact/thanks`);
    await screenshot(plain, 'leads-thank-you-page-mobile');
    await plain.setViewportSize({ width: 1280, height: 800 });
    await screenshot(plain, 'leads-thank-you-page');

    // With JavaScript, on a phone: site.js sends it in place and says thank you there.
    const phone = await (await newContext({ width: 400, height: 860, userAgent: PHONE_UA })).newPage();
    await phone.goto(siteUrl);
    const form = phone.locator('form.ww-form');
    await form.scrollIntoViewIfNeeded();
    await phone.getByLabel('Name', { exact: true }).fill('Sam Script');
    await phone.getByLabel('E-mail or phone').fill('+1 555 0199');
    await phone.getByLabel('Message', { exact: true }).fill('Water heater makes a banging noise.\nAny time next week works.');
    await screenshot(phone, 'leads-form-mobile');
    // A person takes a few seconds to write; the site host refuses a form sent faster than that.
    await phone.waitForTimeout(3200);
    await phone.getByRole('button', { name: 'Send message' }).click();
    await phone.getByText('Thank you! Your message has been sent.').waitFor();
    expect(phone.url()).toBe(siteUrl);
    await expect(phone.getByRole('button', { name: 'Send message' }).isVisible()).resolves.toBe(false);
    await form.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp/ww-screenshots'}/leads-form-mobile-sent.png` });

    // A filled honeypot gets a clear answer in place and stores nothing.
    const bot = await (await newContext({ userAgent: VISITOR_UA })).newPage();
    await bot.goto(siteUrl);
    await bot.getByLabel('Name', { exact: true }).fill('Spam Bot');
    await bot.getByLabel('E-mail or phone').fill('bot@spam.example');
    await bot.getByLabel('Message', { exact: true }).fill('Buy cheap links');
    await bot.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await bot.waitForTimeout(3100);
    await bot.getByRole('button', { name: 'Send message' }).click();
    await bot.getByText('Your message was not sent because a hidden field was filled in').waitFor();

    // The owner: two leads, newest first, and two e-mails (the e-mail sender's with a reply-to).
    const mails = await mailsTo(email, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual(['New message from Nora No-Script on your website', 'New message from Sam Script on your website']);
    expect(mails.find((m) => m.subject.includes('Nora'))?.replyTo).toBe('nora@example.net');
    expect(mails.find((m) => m.subject.includes('Sam'))?.text).toContain('+1 555 0199');

    await page.goto('/leads');
    const leads = page.getByTestId('lead');
    await leads.first().waitFor();
    expect(await leads.count()).toBe(2);
    await expect(leads.nth(0).textContent()).resolves.toContain('Sam Script');
    await expect(leads.nth(1).textContent()).resolves.toContain('Nora No-Script');
    await page.getByTestId('leads-summary').filter({ hasText: '2 messages, 2 unread' }).waitFor();
    await page.getByRole('link', { name: /Leads\s*2 unread/ }).waitFor();
    await screenshot(page, 'leads-inbox-desktop');
    await leads.nth(1).getByRole('button', { name: 'Mark as read' }).click();
    await page.getByTestId('leads-summary').filter({ hasText: '2 messages, 1 unread' }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/^leads-\d{4}-\d\d-\d\d\.csv$/);

    const narrow = await (await newContext({ width: 400, height: 860 })).newPage();
    await signInAs(narrow, page);
    await narrow.goto('/leads');
    await narrow.getByTestId('lead').first().waitFor();
    await screenshot(narrow, 'leads-inbox-mobile');

    // A flood from one address: refused with a clear answer once past 10 an hour, and nothing more stored.
    const before = (await apiCall<{ total: number }>(page, 'GET', 'leads')).body.total;
    const statuses: number[] = [];
    let lastAnswer = '';
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${siteUrl}contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': VISITOR_UA },
        body: new URLSearchParams({ name: 'Flo Od', contact: 'flood@example.net', message: `flood ${i}` }),
      });
      statuses.push(res.status);
      lastAnswer = ((await res.json()) as { errorMessage?: string }).errorMessage ?? '';
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(lastAnswer).toContain('You have sent several messages to this website in the last hour');
    const after = (await apiCall<{ total: number }>(page, 'GET', 'leads')).body.total;
    expect(after - before).toBe(statuses.filter((s) => s === 200).length);

    // In the editor the section is one more switchable section, its title and text edited in place.
    await page.goto('/website');
    const contact = page.getByTestId('site-page').locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    await contact.getByRole('button', { name: 'Hide section' }).waitFor();
    await contact.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp/ww-screenshots'}/leads-editor-section.png` });

    // The dashboard: the visits above, counted by the site host, and the leads.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Visitors' }).waitFor();
    // Both visitors came from this machine's one address, which counts as one visitor since issue 21 (an
    // address per day, whatever its user agents); their page views count each.
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="figure-page-views"]')?.textContent ?? 0) >= 2, undefined, { timeout: 15_000 });
    expect(Number(await page.getByTestId('figure-visitors').textContent())).toBe(1);
    await page.getByTestId('visitors-chart').locator('canvas').waitFor();
    await screenshot(page, 'dashboard-visitors-desktop');
    await narrow.goto('/');
    await narrow.getByTestId('visitors-chart').locator('canvas').waitFor();
    await screenshot(narrow, 'dashboard-visitors-mobile');
  });
});

/** Signs a second page in as the first page's owner (same origin, so the stored session carries over). */
async function signInAs(target: import('playwright-core').Page, source: import('playwright-core').Page) {
  const state = await source.context().storageState();
  await target.goto('/landing');
  await target.context().addCookies(state.cookies);
  const origin = state.origins.find((o) => o.origin === new URL(baseURL()).origin);
  await target.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, origin?.localStorage ?? []);
}
