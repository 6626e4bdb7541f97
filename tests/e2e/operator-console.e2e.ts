import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { baseURL, screenshot, signUpAndConfirm, uniqueEmail } from './support/browser';
import { publishFromSettings, skipStart, upgradeWithTestCard } from './support/journeys';
import { axeProblems, enrolAuthenticator, grantOperator } from './support/operator';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function outbox(): Promise<Mail[]> {
  return (await (await fetch(`${baseURL()}/dev/mailbox.json`)).json()) as Mail[];
}

/** The page at 1280 and 400 px: screenshots to look at, and axe finds nothing. */
async function lookAt(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  const problems: string[] = [];
  for (const width of [1280, 400]) {
    await page.setViewportSize({ width, height: 900 });
    await ready(page);
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${name} at ${width} px: ${overflow} px of horizontal overflow`);
    problems.push(...(await axeProblems(page)).map((p) => `${name} at ${width} px: ${p}`));
    await screenshot(page, `admin-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return problems;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('heading', { name, level: 1 }).waitFor();
};

describe('the operator console (issue 27)', () => {
  it('grant from the command line; find an owner by custom domain; suspend and restore; cancel and refund; a report without JavaScript; view as owner; all in the audit log', { timeout: 600_000 }, async ({ newContext }) => {
    const problems: string[] = [];
    // An owner with a published Professional site and a custom domain.
    const ownerContext = await newContext();
    ownerContext.setDefaultTimeout(30_000);
    const owner = await ownerContext.newPage();
    const { email: ownerEmail } = await signUpAndConfirm(owner, uniqueEmail('abuse-owner'));
    await skipStart(owner);
    const stamp = Date.now().toString(36);
    const company = `Northside Locksmiths ${stamp}`;
    await saveWebsiteFields(owner, { companyName: company, companyDescription: 'Locks opened, fitted and repaired, day and night.' });
    await publishFromSettings(owner);
    await upgradeWithTestCard(owner);
    const domain = `www.northside-locks-${stamp}.com`;
    expect((await apiCall(owner, 'POST', 'domains/', { input: { domainName: domain } })).status).toBe(200);
    const siteUrl = (await apiCall<{ websiteUrl: string }>(owner, 'GET', 'account')).body.websiteUrl;
    expect((await fetch(siteUrl)).status).toBe(200);

    // The owner (not an operator) gets the app's normal not-found page at /admin.
    await owner.goto('/admin');
    await owner.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(owner, 'admin-as-owner-not-found');

    // An operator: an account like any other, made an operator from the command line.
    const operatorContext = await newContext();
    operatorContext.setDefaultTimeout(30_000);
    const operator = await operatorContext.newPage();
    const { email: operatorEmail, password: operatorPassword } = await signUpAndConfirm(operator, uniqueEmail('operator'));
    expect(await grantOperator(operatorEmail)).toBe(`${operatorEmail} is now an operator: after signing in, they open the console at ${baseURL()}/admin.`);
    // Without a second factor the console says where to add one, and shows nothing else.
    await operator.goto('/admin');
    await operator.getByRole('alert').getByText('The operator console needs a second factor.', { exact: false }).waitFor();
    expect(await operator.getByRole('heading', { name: 'Find an account' }).count()).toBe(0);
    await enrolAuthenticator(operator, operatorPassword);

    // Find the owner by the custom domain.
    await operator.goto('/admin');
    await operator.getByRole('heading', { name: 'Find an account', level: 1 }).waitFor();
    problems.push(...(await lookAt(operator, 'search-empty', heading('Find an account'))));
    await operator.getByLabel('E-mail, company name, site address or custom domain').fill(`https://${domain}/`);
    await operator.getByRole('button', { name: 'Search' }).click();
    const result = operator.getByRole('link', { name: company });
    await result.waitFor();
    await operator.getByText('Found by custom domain').waitFor();
    problems.push(...(await lookAt(operator, 'search', async (p) => p.getByRole('link', { name: company }).waitFor())));
    await result.click();
    await operator.getByRole('heading', { name: company, level: 1 }).waitFor();
    await operator.getByText(ownerEmail).first().waitFor();
    problems.push(...(await lookAt(operator, 'account', heading(company))));

    // Suspend with a reason: the published page answers 451 with the neutral page; the owner is e-mailed.
    const reason = `Phishing: the page asks for card numbers (ticket ${stamp}).`;
    const suspendForm = operator.getByRole('form', { name: 'Suspend the site' });
    await suspendForm.getByLabel(/^Reason/).fill(reason);
    await suspendForm.getByRole('button', { name: 'Suspend the site' }).click();
    await operator.getByText('The site is suspended. The owner was e-mailed the reason.').waitFor();
    await operator.getByText('Suspended', { exact: true }).first().waitFor();
    const suspended = await fetch(siteUrl);
    expect(suspended.status).toBe(451);
    const body = await suspended.text();
    expect(body).toContain('This site is unavailable');
    expect(body).not.toContain('Northside');
    const visitorContext = await newContext();
    visitorContext.setDefaultTimeout(30_000);
    const visitor = await visitorContext.newPage();
    await visitor.goto(siteUrl);
    await visitor.getByRole('heading', { name: 'This site is unavailable' }).waitFor();
    await screenshot(visitor, 'admin-suspended-site');
    const mail = (await outbox()).find((m) => m.to === ownerEmail && m.subject === 'Your website has been suspended');
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain('How to appeal');
    // The owner sees the sentence in Settings, and cannot publish.
    await owner.goto('/settings');
    await owner.getByText('Your website is suspended').waitFor();
    await screenshot(owner, 'admin-owner-settings-suspended');
    const refused = await apiCall<{ errorMessage: string }>(owner, 'POST', 'website/publish/', { input: { hash: '0' } });
    expect(refused.status).toBe(403);
    expect(refused.body.errorMessage).toMatch(/^Your website has been suspended by Website Works/);
    problems.push(...(await lookAt(operator, 'account-suspended', heading(company))));

    // Restore.
    const restoreForm = operator.getByRole('form', { name: 'Restore the site' });
    await restoreForm.getByLabel(/^Note/).fill('Owner removed the form (appeal accepted).');
    await restoreForm.getByRole('button', { name: 'Restore the site' }).click();
    await operator.getByText('The site is restored. The owner was e-mailed.').waitFor();
    expect((await fetch(siteUrl)).status).toBe(200);

    // Cancel the test-provider subscription now, refunding the unused part.
    const cancelForm = operator.getByRole('form', { name: 'Cancel the subscription' });
    await cancelForm.getByLabel('Now, and refund the unused part').check();
    await cancelForm.getByLabel(/^Reason/).fill('Owner is closing the business (ticket 77).');
    await cancelForm.getByRole('button', { name: 'Cancel the subscription' }).click();
    await operator.getByText(/^Cancelled now\. Refunded \$\d+\.\d\d\./).waitFor();
    await expect.poll(async () => (await apiCall<{ subscriptionTier: string; subscriptionStatus: string }>(owner, 'GET', 'account')).body).toMatchObject({ subscriptionTier: 'starter', subscriptionStatus: 'canceled' });

    // A visitor with JavaScript off reports the site from its footer.
    const noScript = await newContext({ javaScriptEnabled: false });
    noScript.setDefaultTimeout(30_000);
    const reporter = await noScript.newPage();
    await reporter.goto(siteUrl);
    await reporter.getByRole('link', { name: 'Report this site' }).click();
    await reporter.getByRole('heading', { name: 'Report this site', level: 1 }).waitFor();
    // axe runs as a script: the same form looked at in a browser with JavaScript on.
    const looking = await (await newContext()).newPage();
    await looking.goto(reporter.url());
    problems.push(...(await lookAt(looking, 'report-form', heading('Report this site'))));
    await reporter.getByLabel('What is wrong with this website?').selectOption('phishing');
    await reporter.getByLabel('Details').fill('It asks for my bank card number and PIN.');
    await reporter.getByLabel('Your e-mail address (optional)').fill('careful.visitor@example.com');
    await reporter.getByRole('button', { name: 'Report this site' }).click();
    await reporter.getByRole('heading', { name: 'Thank you for your report' }).waitFor();
    await screenshot(reporter, 'admin-report-thanks-400');
    await operator.goto('/admin/reports');
    await operator.getByText('It asks for my bank card number and PIN.').waitFor();
    problems.push(...(await lookAt(operator, 'reports', heading('Reports'))));

    // View as owner: the owner's editor and settings, read-only, with the banner; then back.
    await operator.goto('/admin');
    await operator.getByLabel('E-mail, company name, site address or custom domain').fill(ownerEmail);
    await operator.getByRole('button', { name: 'Search' }).click();
    await operator.getByRole('link', { name: company }).click();
    const viewForm = operator.getByRole('form', { name: 'View as owner' });
    await viewForm.getByLabel(/^Reason/).fill('Owner says the editor looks wrong (ticket 90).');
    await viewForm.getByRole('button', { name: 'View as owner' }).click();
    await operator.waitForURL((url) => url.pathname === '/website');
    const banner = operator.getByRole('region', { name: 'Viewing as owner' });
    await banner.getByText(`You are viewing ${ownerEmail}'s account as its owner.`).waitFor();
    await operator.getByRole('complementary', { name: 'Editor Options' }).waitFor();
    await screenshot(operator, 'admin-view-as-editor-1280');
    await operator.goto('/settings');
    await operator.getByRole('heading', { name: 'Publish Settings' }).waitFor();
    expect(await operator.getByRole('button', { name: 'Publish Website' }).isDisabled()).toBe(true);
    await screenshot(operator, 'admin-view-as-settings-1280');
    const write = await apiCall<{ errorMessage: string }>(operator, 'PATCH', 'account/', { input: { fullName: 'Not the owner' } });
    expect(write.status).toBe(403);
    await banner.getByRole('button', { name: 'Back to the console' }).click();
    await operator.waitForURL((url) => url.pathname.startsWith('/admin/accounts/'));
    await operator.getByRole('heading', { name: company, level: 1 }).waitFor();

    // Every action is in the audit log.
    await operator.goto('/admin/audit');
    await operator.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    // Other test files run beside this one and write their own entries: read this operator's (or about it),
    // showing older entries until all of them are there or the log ends.
    const expected = ['operator.granted', 'search', 'account.viewed', 'site.suspended', 'site.restored', 'subscription.canceled', 'subscription.refunded', 'reports.listed', 'account.viewed_as_owner', 'account.view_as_owner_ended'];
    const ours = () =>
      operator.locator('[data-action]').evaluateAll(
        (items, email) => items.filter((li) => (li.textContent ?? '').includes(email)).map((li) => li.getAttribute('data-action')),
        operatorEmail,
      );
    // The heading shows before the entries arrive: read them once the first is on the page.
    await operator.locator('[data-action]').first().waitFor();
    let actions = await ours();
    const older = operator.getByRole('button', { name: 'Show older entries' });
    while (expected.some((a) => !actions.includes(a)) && (await older.count()) > 0) {
      const shown = await operator.locator('[data-action]').count();
      await older.click();
      await expect.poll(() => operator.locator('[data-action]').count()).toBeGreaterThan(shown);
      actions = await ours();
    }
    for (const action of expected) {
      expect(actions, action).toContain(action);
    }
    await operator.getByText(`Why: ${reason}`).first().waitFor();
    problems.push(...(await lookAt(operator, 'audit', heading('Audit log'))));

    expect(problems).toEqual([]);
  });

  it('asks an operator for the password again after 15 idle minutes (the browser\'s clock moved)', { timeout: 180_000 }, async ({ newContext }) => {
    const context: BrowserContext = await newContext();
    const page = await context.newPage();
    const { email, password } = await signUpAndConfirm(page, uniqueEmail('idle-operator'));
    await grantOperator(email);
    await enrolAuthenticator(page, password);
    await page.clock.install();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Find an account', level: 1 }).waitFor();
    await page.clock.fastForward('16:00');
    await page.getByRole('heading', { name: 'Enter your password again' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Find an account' }).count()).toBe(0);
    const problems = await lookAt(page, 'locked', async (p) => p.getByRole('heading', { name: 'Enter your password again' }).waitFor());
    await page.getByRole('textbox', { name: 'Password' }).fill('a good password 1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Find an account', level: 1 }).waitFor();
    expect(problems).toEqual([]);
  });
});
