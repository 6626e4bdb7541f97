import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { repoRoot } from '../../support/server-process';

/**
 * `npm run operator -- grant <email>` against the app the end-to-end tests run: its embedded database
 * belongs to the running server, so the command goes through the server's operator channel.
 */
export function grantOperator(email: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'operator', '--', 'grant', email],
      { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'test', DATA_DIR: inject('dataDir'), DATABASE_URL: '', APP_URL: inject('baseURL'), LOG_LEVEL: 'silent' }, timeout: 120_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout.trim())),
    );
  });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2 A/AA violations on the page as it is now, one line each. */
export async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

/**
 * Turns on an authenticator app on /account as an owner does (the code made as a phone would), since
 * operators need a second factor (issue 21) before the console opens.
 */
export async function enrolAuthenticator(page: Page, password: string): Promise<TOTP> {
  await page.goto('/account');
  const card = page.getByTestId('two-factor-card');
  await card.getByLabel('Your password').fill(password);
  await card.getByRole('button', { name: 'Set up authenticator app' }).click();
  const key = (await card.getByTestId('totp-key').innerText()).trim();
  const totp = new TOTP({ issuer: 'Website Works', secret: Secret.fromBase32(key) });
  await card.getByLabel('2. Enter the 6-digit code the app shows').fill(totp.generate());
  await card.getByRole('button', { name: 'Turn on' }).click();
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await card.getByText('On: your sign-ins ask for a code from your app.').waitFor();
  return totp;
}

/** Signs in with the password, then the authenticator's code (an operator's sign-in). */
export async function signInWithAuthenticator(page: Page, email: string, password: string, totp: TOTP): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Your Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  // better-auth takes 3 second-factor requests per 10 s from one address: a test signing in again and
  // again (one context per width) waits for the next window as a person would, rather than failing.
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel('Authenticator code').fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    const signedIn = await page.waitForURL((url) => url.pathname !== '/login', { timeout: 12_000 }).then(
      () => true,
      () => false,
    );
    if (signedIn) break;
    if (attempt === 3) throw new Error(`the second factor was refused: ${await page.getByRole('alert').allInnerTexts()}`);
  }
  await page.getByRole('banner').waitFor();
}
