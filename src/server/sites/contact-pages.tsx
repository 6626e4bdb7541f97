import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CONTACT_PATH, type ContactFieldName, type ContactValues } from '../../shared/contact-form';
import { type SiteMessageKey, siteText, type SiteWords } from '../../site/i18n';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '../../shared/website';
import type { ThemeName } from '../../shared/website-fields';
import { siteColorVars } from '../../site/color';
import { ContactForm } from '../../site/contact-form';
import { escapeHtml } from '../../site/site-document';
import { hostPage } from './site-pages';

/*
 * The pages a visitor without JavaScript sees after sending the contact form: a thank-you page, or
 * the form again with what they typed and a clear message. They wear the site's look (issue 23): its
 * name at the top linking home, its colours and its theme's stylesheet and fonts (all same-origin
 * assets), and carry no script. The site host's own pages ("Report this site") use the neutral look.
 */

/** How a site looks on these pages: from its live version's document (contact-endpoint.ts). */
export interface SiteLook {
  name: string;
  theme: ThemeName;
  colors: { primary: string; secondary: string };
  /** The theme's own stylesheet and the fonts it preloads (none for Classic). */
  themeAssets: { css?: { href: string }; fonts: { href: string }[] };
}

const NEUTRAL_COLORS = { primary: DEFAULT_PRIMARY_COLOR, secondary: DEFAULT_SECONDARY_COLOR };

export function siteHostDocument(title: string, stylesheetHref: string, body: ReactNode, look?: SiteLook & { home: string }, lang = 'en', scriptHref?: string): string {
  const style = siteColorVars(look?.colors ?? NEUTRAL_COLORS, { heroHasImage: false });
  const markup = renderToStaticMarkup(
    <div className="ww-site ww-contact-page" data-theme={look?.theme} style={style as React.CSSProperties}>
      {look && look.name !== '' && (
        <header className="ww-contact-page__header">
          <a className="ww-brand" href={look.home}>
            <span className="ww-brand__name">{look.name}</span>
          </a>
        </header>
      )}
      <main className="ww-container ww-contact-page__main">{body}</main>
    </div>,
  );
  const links = [
    ...(look?.themeAssets.fonts ?? []).map((font) => `<link rel="preload" href="${escapeHtml(font.href)}" as="font" type="font/woff2" crossorigin>`),
    `<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">`,
    ...(look?.themeAssets.css ? [`<link rel="stylesheet" href="${escapeHtml(look.themeAssets.css.href)}">`] : []),
    // The booking page (issue 25) works without it; site.js makes its steps quicker.
    ...(scriptHref ? [`<script src="${escapeHtml(scriptHref)}" defer></script>`] : []),
  ];
  return hostPage(look?.name ? `${title} · ${look.name}` : title, links.join('\n'), markup, lang);
}

/** "Back to <site>" (or to the website) on the site host's own pages. */
/** A refusal that cannot be mended by sending again: the sentence, then what the visitor typed, to copy elsewhere. */
export function RefusedWithCopy({ message, typed, text }: { message: string; typed: string | undefined; text: SiteWords }) {
  return (
    <>
      <p className="ww-contact-page__alert" role="alert">
        {message}
      </p>
      {(typed ?? '').trim() !== '' && (
        <>
          <p className="ww-prose">{text.t('contact.copy')}</p>
          <pre className="ww-contact-page__copy">{typed}</pre>
        </>
      )}
    </>
  );
}

/** The way back to the site (by its name when known) under a site host page's card. */
export function BackLink({ home, look, text }: { home: string; look?: SiteLook; text: SiteWords }) {
  return (
    <p style={{ marginTop: 20 }}>
      <a href={home}>{backLabel(text, look)}</a>
    </p>
  );
}

export const backLabel = (text: SiteWords, look?: SiteLook) => (look?.name ? text.t('backTo', { name: look.name }) : text.t('backToSite'));

/** A thank-you page after a form was sent: the contact form's, or (with its words) another form's. */
export function thankYouPage(
  home: string,
  stylesheetHref: string,
  look?: SiteLook,
  text: SiteWords = siteText('en'),
  words: { title: SiteMessageKey; detail: SiteMessageKey } = { title: 'contact.sentTitle', detail: 'contact.thanksDetail' },
): string {
  return siteHostDocument(
    text.t(words.title),
    stylesheetHref,
    <section className="ww-form ww-contact-page__card" aria-labelledby="ww-thanks-title">
      <h1 id="ww-thanks-title">{text.t('contact.thanksTitle')}</h1>
      <p className="ww-prose">{text.t(words.detail)}</p>
      <a className="ww-btn" href={home}>
        {backLabel(text, look)}
      </a>
    </section>,
    look && { ...look, home },
    text.language,
  );
}

/**
 * The form again after a refusal, holding what the visitor typed, with the reason beside the field it
 * concerns. When the site no longer takes messages, their text is shown to copy instead.
 */
export function refusedPage(
  home: string,
  stylesheetHref: string,
  refusal: { message: string; field?: ContactFieldName; retry: boolean },
  values: ContactValues,
  look?: SiteLook,
  text: SiteWords = siteText('en'),
): string {
  return siteHostDocument(
    text.t('contact.notSent'),
    stylesheetHref,
    <section className="ww-contact-page__card" aria-labelledby="ww-refused-title">
      <h1 id="ww-refused-title">{text.t('contact.notSent')}</h1>
      {refusal.retry ? (
        <ContactForm action={`${home}${CONTACT_PATH}`} values={values} problem={{ field: refusal.field, message: refusal.message }} text={text} />
      ) : (
        <RefusedWithCopy message={refusal.message} typed={values.message} text={text} />
      )}
      <BackLink home={home} look={look} text={text} />
    </section>,
    look && { ...look, home },
    text.language,
  );
}
