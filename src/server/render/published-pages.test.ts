import { describe, expect, it } from 'vitest';
import { emptyWebsiteContent, type WebsiteContent } from '../../shared/website';
import type { SiteImageSource } from '../../shared/site-images';
import { SITE_CATALOGUES } from '../../site/i18n';
import { renderPublishedPages } from './published-page';

/*
 * A two-language site's second page (decision 0067, addendum): the price list's and notices' texts are the
 * translated ones, every product word around them (the "from" of a price, the notices' landmark, the photo
 * credits) comes from the page's language catalogue, and amounts are written as that language writes them
 * in the site's currency.
 */

const PHOTO = 'https://media.example.com/u/a/hero.jpg';
const image: SiteImageSource = {
  width: 1200,
  height: 800,
  color: '#336699',
  fallbackType: 'image/jpeg',
  avif: `${PHOTO}.avif 960w`,
  webp: `${PHOTO}.webp 960w`,
  fallback: `${PHOTO}.jpg 960w`,
  src: `${PHOTO}.jpg`,
  widths: [{ width: 960, url: `${PHOTO}.jpg` }],
  credit: { provider: 'unsplash', photographer: 'Ana Ruiz', photographerUrl: 'https://unsplash.com/@ana', providerUrl: 'https://unsplash.com/' },
};

const website: WebsiteContent = {
  ...emptyWebsiteContent(),
  companyName: 'Boulangerie Moreau',
  country: 'FR',
  siteLanguage: 'fr',
  backgroundImg: PHOTO,
  enablePrices: true,
  pricesTitle: 'Nos prix',
  prices: [
    { name: 'Pains', items: [{ name: 'Baguette tradition', description: 'Farine Label Rouge', price: 1.5 }, { name: 'Pain de seigle', description: 'Seigle bio', price: 1250, from: true }] },
    { name: '', items: [{ name: 'Gâteau sur commande', description: '', price: 20, priceTo: 60 }] },
  ],
  notices: [{ message: 'Fermé le 1er mai', link: 'https://example.com/fermetures', start: '', end: '', closed: false }],
  translations: {
    en: {
      pricesTitle: 'Our prices',
      'prices.0.name': 'Breads',
      'prices.0.items.0.name': 'Traditional baguette',
      'prices.0.items.0.description': 'Label Rouge flour',
      'prices.1.items.0.name': 'Cake to order',
      'notices.0.message': 'Closed on 1 May',
    },
  },
};

const pages = () =>
  renderPublishedPages({ website, canonicalUrl: 'https://sites.example.com/moreau/', assets: { css: { href: '/_ww/site.css' }, js: { href: '/_ww/site.js' } }, creditHref: '/', images: { [PHOTO]: image } });

describe('the second-language page of a two-language site', () => {
  it('shows the translated prices and notice, amounts as the page’s language writes them in the site’s currency', () => {
    const { html, second } = pages();
    expect(second?.language).toBe('en');
    const english = second?.html ?? '';
    // Translated where translated, the main text where not (the rye bread and its description).
    expect(english).toContain('<h3 class="ww-prices__group">Breads</h3>');
    expect(english).toContain('<span class="ww-price__name">Traditional baguette</span><span class="ww-price__amount">€1.50</span><span class="ww-price__text">Label Rouge flour</span>');
    expect(english).toContain('<span class="ww-price__name">Pain de seigle</span><span class="ww-price__amount">from €1,250</span><span class="ww-price__text">Seigle bio</span>');
    expect(english).toContain('<span class="ww-price__name">Cake to order</span><span class="ww-price__amount">€20–€60</span>');
    expect(english).toContain('<p class="ww-notice" data-notice="0">Closed on 1 May <a href="https://example.com/fermetures">Learn more</a></p>'.replace('Learn more', SITE_CATALOGUES.en['notices.more']));
    expect(english).toContain(`aria-label="${SITE_CATALOGUES.en['notices.label']}"`);
    expect(english).not.toMatch(/Baguette tradition|Fermé le 1er mai|Pains</);

    // The main page is untouched: French texts, French money (with its narrow no-break spaces), French words.
    expect(html).toContain('<h3 class="ww-prices__group">Pains</h3>');
    expect(html).toMatch(/<span class="ww-price__name">Baguette tradition<\/span><span class="ww-price__amount">1,50\s€<\/span>/u);
    expect(html).toMatch(/<span class="ww-price__amount">à partir de 1\s250\s€<\/span>/u);
    expect(html).toContain('<p class="ww-notice" data-notice="0">Fermé le 1er mai <a');
    expect(html).not.toMatch(/Traditional baguette|Closed on 1 May|Breads/);
  });

  it('credits a stock photo in the page’s language, the photographer and provider as they are', () => {
    const { html, second } = pages();
    const credit = (lang: 'en' | 'fr') =>
      `<ul class="ww-photo-credits" aria-label="${SITE_CATALOGUES[lang].photoCredits}"><li>${SITE_CATALOGUES[lang].photoBy
        .replace('{photographer}', '<a href="https://unsplash.com/@ana">Ana Ruiz</a>')
        .replace('{provider}', '<a href="https://unsplash.com/">Unsplash</a>')}</li></ul>`;
    expect(second?.html).toContain(credit('en'));
    expect(html).toContain(credit('fr'));
    expect(second?.html).not.toContain(SITE_CATALOGUES.fr.photoCredits);
  });
});
