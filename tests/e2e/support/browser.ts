import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseURL = () => inject('baseURL');

/** Screenshots for a person to look at; kept out of the repository. */
export async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR ?? '/tmp/ww-screenshots';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

let counter = 0;
/** A unique address per test run, so tests never collide on the shared app. */
export function uniqueEmail(prefix = 'owner') {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for the newest message to an address in the dev outbox and returns its last link. */
export async function mailLink(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseURL()}/dev/mailbox.json`);
    const mails = (await res.json()) as Mail[];
    const mail = mails.find((m) => m.to === to && (!subject || subject.test(m.subject)));
    const links = mail?.text.match(/https?:\/\/\S+/g);
    if (links?.length) return links[links.length - 1] as string;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}

/** Signs up through the UI, confirms through the mailed link: the page ends signed in. */
export async function signUpAndConfirm(page: Page, email = uniqueEmail(), password = 'a good password 1') {
  await page.goto('/login');
  await page.getByRole('button', { name: "Don't have an account? Sign up for free" }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Your Password').fill(password);
  await page.getByRole('button', { name: 'Sign up for free', exact: true }).click();
  await page.getByText('Check your email for the confirmation link').waitFor();
  await page.goto(await mailLink(email, /Confirm/));
  await page.waitForURL((url) => !url.pathname.startsWith('/api/'));
  return { email, password };
}
