import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { axeViolations } from './support/axe';
import { screenshot, signUpAndConfirm } from './support/browser';
import { SITE_LANGUAGES, type SiteLanguage } from '../../src/shared/site-languages';
import { SITE_CATALOGUES, siteText } from '../../src/site/i18n';

/*
 * Issue 28 (decision 0062): one site published in each shipped language. Each time: <html lang> and the
 * JSON-LD say the language, no English word of the product's is left on the page (the English catalogue's
 * words that the language words differently), and the contact form sends and thanks in the language,
 * with JavaScript off (French, German, Polish: the site host's own pages) and on (the others: site.js in
 * place). The 404 and "Report this site" pages follow the site; axe and screenshots on two languages.
 */

// Headless Chromium says so in its user agent, and the visit counter leaves such visitors out; nothing here needs either.
const VISITOR_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const JS_OFF: readonly SiteLanguage[] = ['fr', 'de', 'pl'];

const en = SITE_CATALOGUES.en;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English product words that must not be on a page in `language`: every English message (its literal
 * pieces around placeholders, for those that have some) that the language words differently. The
 * report, 404 and refusal messages are not on the page; they are checked where they are shown.
 */
function englishLeftovers(language: SiteLanguage): RegExp[] {
  const own = SITE_CATALOGUES[language];
  const patterns: RegExp[] = [];
  for (const [key, english] of Object.entries(en) as [keyof typeof en, string][]) {
    if (key.startsWith('report.') || key.startsWith('notFound.') || key.startsWith('contact.') || own[key] === english) continue;
    if (english.includes('{')) {
      // Plurals are checked through their output below; plain pieces of a sentence with placeholders here.
      if (english.includes('plural')) continue;
      for (const piece of english.split(/\{[^}]*\}/).map((p) => p.trim())) {
        if (piece.length >= 5 && !own[key].includes(piece)) patterns.push(new RegExp(escape(piece)));
      }
    } else {
      // A whole label: between tags or as an attribute's value ("Contact" must not match "Contacto").
      patterns.push(new RegExp(`(>|")\\s*${escape(english)}\\s*(<|")`));
    }
  }
  return patterns;
}

async function publish(page: Page): Promise<void> {
  const preview = await apiCall<{ hash: string }>(page, 'GET', 'website/preview');
  const published = await apiCall(page, 'POST', 'website/publish/', { input: { hash: preview.body.hash } });
  if (published.status !== 200) throw new Error(`publishing failed: ${JSON.stringify(published.body)}`);
}

const hours = (opens: string, closes: string) => ({ opens, closes });

describe('site languages', () => {
  it('publishes a site in each shipped language: its lang, no English product word, the contact form with and without JavaScript', { timeout: 180_000 }, async ({ page, newContext }) => {
    await signUpAndConfirm(page);
    // The owner's own words are names and numbers, so every word in a language below is the product's.
    await saveWebsiteFields(page, {
      companyName: 'Atelier Moreau',
      headerTitle: 'Atelier Moreau',
      companyDescription: '—',
      aboutMe: 'Moreau & Kowalski · 1998',
      aboutMeTitle: '',
      serviceItemsTitle: '',
      serviceItems: [{ index: 0, title: 'Ø 40 mm', description: '12 × 30' }],
      otherTitle: '',
      otherItems: [{ index: 0, title: '24/7', description: '☎' }],
      phone: '+33 1 42 68 53 00',
      email: 'atelier@moreau.example',
      owner: 'Camille Moreau',
      addressFreeForm: '12 rue Oberkampf, 75011 Paris',
      enableHours: true,
      hoursTitle: '',
      openingHours: [hours('08:00', '18:00'), hours('08:00', '18:00'), hours('08:00', '18:00'), hours('08:00', '18:00'), hours('08:00', '17:00'), hours('', ''), hours('', '')],
      enableReviews: true,
      reviewsTitle: '',
      reviews: [{ index: 0, title: 'Zoé', description: '★★★★', stars: 4 }],
      enableFindUs: true,
      findUsTitle: '',
      findUsText: '',
      enableContactForm: true,
      contactTitle: '',
      contactText: '',
      ctaEnabled: true,
      ctaText: '+33 1 42 68 53 00',
      ctaLink: 'tel:+33142685300',
    });
    let siteUrl = '';
    const waiting: { language: SiteLanguage; visitor: Page }[] = [];

    for (const language of SITE_LANGUAGES) {
      const text = siteText(language);
      if (language === 'fr') {
        // The owner's way: the Website language card in Settings (held to axe like every app page).
        await page.goto('/settings');
        await page.getByLabel('Language', { exact: true }).selectOption('fr');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByText('The website language has been saved').waitFor();
        expect(await axeViolations(page), 'settings').toEqual([]);
        await page.getByText('Every word Website Works puts on your website').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp/ww-screenshots'}/settings-language-1280.png` });
      } else {
        await saveWebsiteFields(page, { siteLanguage: language });
      }
      await publish(page);
      siteUrl ||= (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;
      const html = await (await fetch(siteUrl, { headers: { 'user-agent': VISITOR_UA } })).text();
      expect(html, language).toContain(`<html lang="${language}"`);
      expect(html, language).toContain(`"knowsLanguage":"${language}"`);
      expect(html, language).toContain(`"inLanguage":"${language}"`);
      const leftovers = englishLeftovers(language)
        .filter((pattern) => pattern.test(html))
        .map(String);
      expect(leftovers, language).toEqual([]);
      // The plural and the day names, as the language writes them.
      expect(html, language).toContain(`aria-label="${text.t('stars', { stars: 4, max: 5 })}"`);
      expect(html, language).toContain(`<th scope="row">${text.weekdays()[0]}</th>`);
      if (language !== 'en') expect(html, language).not.toMatch(/>(Monday|Saturday|Closed)</);

      if (JS_OFF.includes(language)) {
        // Without JavaScript: the site host's own pages, in the site's language.
        const plain = await (await newContext({ javaScriptEnabled: false, userAgent: VISITOR_UA })).newPage();
        await plain.goto(siteUrl);
        await plain.getByLabel(text.t('form.name'), { exact: true }).fill('Zoé Nowak');
        await plain.getByLabel(text.t('form.message'), { exact: true }).fill('—');
        if (language === 'fr') {
          // A refusal: the form again, the reason in the language.
          await plain.getByLabel(text.t('form.contact'), { exact: true }).fill('?');
          await plain.getByRole('button', { name: text.t('form.submit') }).click();
          await plain.getByRole('heading', { name: text.t('contact.notSent') }).waitFor();
          await plain.getByText(text.t('contact.contactInvalid')).waitFor();
          expect(await plain.locator('html').getAttribute('lang')).toBe(language);
        }
        await plain.getByLabel(text.t('form.contact'), { exact: true }).fill('zoe@nowak.example');
        await plain.getByRole('button', { name: text.t('form.submit') }).click();
        await plain.getByRole('heading', { name: text.t('contact.thanksTitle') }).waitFor();
        await plain.getByText(text.t('contact.thanksDetail')).waitFor();
        expect(await plain.locator('html').getAttribute('lang')).toBe(language);
        await plain.close();
      } else {
        // With JavaScript: a refusal from the site host shown in place, in the language; the send itself
        // once a person's few seconds have passed (below, all together).
        const visitor = await (await newContext({ userAgent: VISITOR_UA })).newPage();
        await visitor.goto(siteUrl);
        await visitor.getByLabel(text.t('form.name'), { exact: true }).fill('Zoé Nowak');
        await visitor.getByLabel(text.t('form.contact'), { exact: true }).fill('?');
        await visitor.getByLabel(text.t('form.message'), { exact: true }).fill('x'.repeat(5001));
        await visitor.getByText(text.t('form.over', { n: (5001).toLocaleString(language), over: (1).toLocaleString(language), max: 5000 })).waitFor();
        await visitor.getByRole('button', { name: text.t('form.submit') }).click();
        await visitor.getByText(text.t('contact.tooLong', { label: text.t('form.message'), max: 5000, length: 5001, over: 1 })).waitFor();
        await visitor.getByLabel(text.t('form.contact'), { exact: true }).fill('zoe@nowak.example');
        await visitor.getByLabel(text.t('form.message'), { exact: true }).fill('—');
        waiting.push({ language, visitor });
      }

      if (language === 'de') {
        // The 404 and "Report this site" of a known site follow its language.
        const missing = await fetch(`${siteUrl}nothing-here`);
        expect(missing.status).toBe(404);
        const notFound = await missing.text();
        expect(notFound).toContain('<html lang="de">');
        expect(notFound).toContain(text.t('notFound.title'));
        const report = await (await fetch(`${siteUrl}report`)).text();
        expect(report).toContain('<html lang="de">');
        expect(report).toContain(text.t('report.intro'));
        expect(report).not.toContain(en['report.intro']);
      }
      if (language === 'de' || language === 'pl') {
        // Long German and Polish words in the header and buttons: axe and a look at both widths.
        const visitor = await (await newContext({ width: 400, height: 860, userAgent: VISITOR_UA })).newPage();
        await visitor.goto(siteUrl);
        expect(await axeViolations(visitor), `${language} 400`).toEqual([]);
        await screenshot(visitor, `site-language-${language}-400`);
        await visitor.setViewportSize({ width: 1280, height: 800 });
        expect(await axeViolations(visitor), `${language} 1280`).toEqual([]);
        await screenshot(visitor, `site-language-${language}-1280`);
        await visitor.close();
      }
    }

    // The pages loaded with JavaScript send now (more than a person's three seconds after loading) and thank in their language.
    await Promise.all(
      waiting.map(async ({ language, visitor }) => {
        const text = siteText(language);
        await visitor.getByRole('button', { name: text.t('form.submit') }).click();
        await visitor.getByText(text.t('contact.thanks')).waitFor();
      }),
    );
    const leads = await apiCall<{ total: number }>(page, 'GET', 'leads');
    expect(leads.body.total).toBe(SITE_LANGUAGES.length);
  });
});
