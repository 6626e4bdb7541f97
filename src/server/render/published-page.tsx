import type { SiteImageMap } from '../../shared/site-images';
import type { WebsiteContent } from '../../shared/website';
import { renderSiteDocument, type SiteDocumentOptions } from '../../site/site-document';
import { siteLocale } from '../../shared/locale';
import { siteLanguageOf, type SiteLanguage } from '../../shared/site-languages';
import { contentInLanguage, languageName, secondLanguageOf } from '../../shared/translations';
import { themeOf } from '../../site/site-model';
import { VIEW_PIXEL_HTML } from '../../shared/view-pixel';
import { googleTagHead, isGoogleTag } from './google-tag';

/*
 * The published page, rendered on the server from the saved website with the same template the
 * editor shows (DESIGN §6). Pure: the same inputs give the same bytes, which is what makes the
 * preview's hash mean something at publish time. Nothing here reads a request.
 */

export interface PublishedPageOptions {
  website: WebsiteContent;
  /** The page's public address (ends in '/'): canonical link, og:url, JSON-LD url. */
  canonicalUrl: string;
  /** Root-relative links to the shared stylesheet and script. */
  assets: { css: { href: string }; js: { href: string }; themes?: Record<string, { css?: { href: string }; fonts: { href: string }[] }> };
  /** Where the "Created using Website Works" credit points. */
  creditHref: string;
  /** Professional plan analytics; the caller decides whether the account may have it. */
  googleTag?: string | null;
  /** The page's processed images (decision 0014). */
  images?: SiteImageMap;
}

/** A two-language site's pages (decision 0067): the main one and, when the owner added one, the second language's. */
export interface PublishedPages {
  html: string;
  second?: { language: SiteLanguage; html: string };
}

/**
 * Every page a website publishes: `/` in the main language and, with a second language, `/<lang>/` rendered
 * from the content in that language (its translated texts, the product's words in it, its JSON-LD), each
 * canonical to itself, with hreflang links to both and x-default to the main one, and a switch in the header.
 */
export function renderPublishedPages(options: PublishedPageOptions): PublishedPages {
  const { website, canonicalUrl } = options;
  const second = secondLanguageOf(website);
  if (!second) return { html: renderPublishedPage(options) };
  const translated = contentInLanguage(website, second);
  const secondUrl = `${canonicalUrl}${second}/`;
  const alternates = [
    { hreflang: siteLocale(website), href: canonicalUrl },
    { hreflang: siteLocale(translated), href: secondUrl },
    { hreflang: 'x-default', href: canonicalUrl },
  ];
  const main = siteLanguageOf(website.siteLanguage);
  return {
    html: renderPublishedPage({ ...options, alternates, languageSwitch: { href: `${second}/`, language: second, label: languageName(second) } }),
    second: {
      language: second,
      html: renderPublishedPage({ ...options, website: translated, canonicalUrl: secondUrl, alternates, languageSwitch: { href: '../', language: main, label: languageName(main) } }),
    },
  };
}

export function renderPublishedPage({ website, canonicalUrl, assets, creditHref, googleTag, images, alternates, languageSwitch }: PublishedPageOptions & Pick<SiteDocumentOptions, 'alternates' | 'languageSwitch'>): string {
  const html = renderSiteDocument({
    alternates,
    languageSwitch,
    website,
    canonicalUrl,
    creditHref,
    images,
    css: assets.css,
    js: assets.js,
    theme: assets.themes?.[themeOf(website)],
    extraHead: isGoogleTag(googleTag) ? googleTagHead(googleTag) : '',
  });
  // The view pixel (decision 0065): counts the view when a shared cache answered the page itself.
  const end = html.lastIndexOf('</body>');
  return `${html.slice(0, end)}${VIEW_PIXEL_HTML}\n${html.slice(end)}`;
}
