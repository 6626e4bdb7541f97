import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { makePhoto } from '../support/test-images';
import { apiCall, saveWebsiteFields } from './support/api';
import { axeViolations } from './support/axe';
import { signUpAndConfirm } from './support/browser';
import { it } from './support/fixtures';
import { publishFromSettings } from './support/journeys';

const VISITOR_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/ww-screenshots';

/** A phone-like photo file with the camera's details and where it was taken (EXIF, GPS). */
async function photoFile(seed: number): Promise<string> {
  const { default: sharp } = await import('sharp');
  const bytes = await sharp(await makePhoto(seed, 1600, 1200))
    .withExif({ IFD0: { Make: 'Phone', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 28/1 51/1', GPSLongitudeRef: 'W', GPSLongitude: '2/1 14/1 39/1' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const file = path.join(tmpdir(), `ww-quote-${process.pid}-${seed}.jpg`);
  writeFileSync(file, bytes);
  return file;
}

describe('quote requests with photos (issue 25)', () => {
  it('the owner switches to the quote form and publishes; visitors with and without JavaScript send photos; the owner sees them in Leads', async ({ page, newContext }) => {
    const files = Promise.all([1, 2, 3].map(photoFile));
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, {
      companyName: 'Harbor Lane Plumbing',
      serviceItems: [
        { index: 0, title: 'Leak repairs', description: 'Taps, pipes and radiators.' },
        { index: 1, title: 'Water heaters', description: 'Fitted and serviced.' },
      ],
      contactFormKind: 'message',
    });

    // The editor: the Contact form choice beside the layout; the page beside it shows the quote form at once.
    await page.goto('/website');
    await page.getByLabel('Contact form').selectOption({ label: 'Request a quote' });
    const canvas = page.getByTestId('site-page');
    await canvas.getByRole('heading', { name: 'Request a quote' }).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    await publishFromSettings(page);
    const siteUrl = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;
    const [one, two, three] = await files;

    // With JavaScript, on a phone: two photos, sent in place.
    const phone = await (await newContext({ width: 400, height: 860, userAgent: PHONE_UA })).newPage();
    await phone.goto(siteUrl);
    const form = phone.locator('form.ww-quote-form');
    await form.scrollIntoViewIfNeeded();
    await phone.getByLabel('What is the job?').selectOption('Leak repairs');
    await phone.getByLabel('Postcode or town').fill('M1 4BT');
    await phone.getByLabel('Describe the job').fill('Water under the kitchen sink since Monday.');
    await phone.getByLabel(/^Photos of the job/).setInputFiles([one!, two!]);
    await phone.getByLabel('Name', { exact: true }).fill('Sam Script');
    await phone.getByLabel('E-mail or phone').fill('sam@example.net');
    expect(await axeViolations(phone)).toEqual([]);
    await form.screenshot({ path: `${SHOTS}/quotes-form-mobile.png` });
    await phone.waitForTimeout(3200); // a person takes seconds; faster is refused as a program
    await phone.getByRole('button', { name: 'Send request' }).click();
    await phone.getByText('Thank you! Your request has been sent.').waitFor({ timeout: 20_000 });
    expect(phone.url()).toBe(siteUrl);

    // The published quote form at 1280 px, held to WCAG A/AA (axe runs as a script, so with JavaScript on).
    const desk = await (await newContext({ userAgent: VISITOR_UA })).newPage();
    await desk.goto(siteUrl);
    await desk.locator('form.ww-quote-form').scrollIntoViewIfNeeded();
    expect(await axeViolations(desk)).toEqual([]);

    // Without JavaScript, on a desktop: a plain multipart post, the site host's thank-you page.
    const plain = await (await newContext({ javaScriptEnabled: false, userAgent: VISITOR_UA })).newPage();
    await plain.goto(siteUrl);
    await plain.getByLabel('What is the job?').selectOption('Something else');
    await plain.getByLabel('Postcode or town').fill('Salford');
    await plain.getByLabel('Describe the job').fill('A new outside tap by the back door.');
    await plain.getByLabel(/^Photos of the job/).setInputFiles([three!]);
    await plain.getByLabel('Name', { exact: true }).fill('Nora No-Script');
    await plain.getByLabel('E-mail or phone').fill('+44 161 555 0100');
    await plain.locator('form.ww-quote-form').screenshot({ path: `${SHOTS}/quotes-form-desktop.png` });
    await plain.getByRole('button', { name: 'Send request' }).click();
    await plain.getByRole('heading', { name: 'Thank you!' }).waitFor({ timeout: 20_000 });
    expect(plain.url()).toBe(`${siteUrl}quote/thanks`);

    // The owner: both requests in Leads, with the job, the place and the processed photos.
    await page.goto('/leads');
    const leads = page.getByTestId('lead');
    await leads.nth(1).waitFor();
    expect(await leads.count()).toBe(2);
    const sam = leads.filter({ hasText: 'Sam Script' });
    await sam.getByText('Leak repairs').waitFor();
    await sam.getByText('· M1 4BT').waitFor();
    await leads.filter({ hasText: 'Nora No-Script' }).getByText('Something else').waitFor();
    const thumbs = page.getByTestId('lead-photo');
    expect(await thumbs.count()).toBe(3);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="lead-photo"] img')].filter((img) => (img as HTMLImageElement).naturalWidth === 320).length === 3);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/quotes-leads-desktop.png`, fullPage: true });
    await sam.getByRole('button', { name: 'Open photo 1 of 2 from Sam Script' }).click();
    const large = page.getByRole('img', { name: 'photo 1 of 2 from Sam Script' });
    await large.waitFor();
    await page.waitForFunction(() => (document.querySelector('img[alt="photo 1 of 2 from Sam Script"]') as HTMLImageElement | null)?.naturalWidth === 1280);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/quotes-leads-photo-desktop.png` });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 400, height: 860 });
    await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/quotes-leads-mobile.png`, fullPage: true });
  });
});
