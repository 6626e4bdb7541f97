import { useContext } from 'react';
import type { WebsiteContent } from '../shared/website';
import type { HeroLayout } from '../shared/website-fields';
import { SiteText, useSiteEditing } from './editable';
import { DEFAULT_HERO_PATH } from '../shared/stock-images';
import { useTelHref } from './dialler';
import { imageSrc } from './safe-url';
import { useCta } from './site-cta';
import { SiteIcon } from './site-icon';
import { ResponsiveImage, SiteImagesContext } from './site-image';
import { heroLayoutOf, publishedSections } from './site-model';
import { textOf } from './i18n';

/** The hero's height on screens from 600 px wide (site.css): the picture covers a box this tall. */
const HERO_HEIGHT = 'clamp(480px, 82vh, 760px)';
/** On phones the picture is a band above the title, this wide for its height (site.css). */
export const PHONE_BAND_ASPECT = 4 / 3;

/**
 * The `sizes` of the hero's picture (decision 0039): how wide the browser draws it, which is wider than
 * the screen where the picture is cropped to cover a box of another shape. A picture of `aspect`
 * (width / height) covering the hero box is drawn at least as wide as the box and at least the box's
 * height times its aspect; on phones it is a 4:3 band, wider pictures drawn wider still. Saying so lets
 * a DPR 2 phone pick a variant it does not have to stretch.
 */
export function heroSizes(layout: HeroLayout, aspect: number): { sizes: string; bandScale: number } {
  const a = Math.round(Math.min(Math.max(aspect, 0.3), 4) * 1000) / 1000;
  const bandScale = Math.max(1, a / PHONE_BAND_ASPECT);
  const phone = `(max-width: 599px) ${Math.ceil(100 * bandScale)}vw`;
  const cover = (width: string) => `max(${width}, calc(${HERO_HEIGHT} * ${a}))`;
  const sizes = layout === 'split' ? `${phone}, (max-width: 899px) ${cover('100vw')}, ${cover('50vw')}` : `${phone}, ${cover('100vw')}`;
  return { sizes, bandScale };
}

/** The top of the page: the company's name and description, its buttons, and the picture (or the phone number) as the layout has it. */
export function Hero({ website }: { website: WebsiteContent }) {
  const editing = useSiteEditing();
  const images = useContext(SiteImagesContext);
  const layout = heroLayoutOf(website);
  // With no picture of the owner's, the designed default one: never a bare slab of colour.
  const own = imageSrc(website.backgroundImg) !== undefined;
  const background = own ? website.backgroundImg : DEFAULT_HERO_PATH;
  const cta = useCta(website);
  const text = textOf(website);
  const tel = useTelHref(website.country)(website.phone);
  const phone = layout === 'phone' && tel !== undefined ? { href: tel, number: website.phone.trim() } : undefined;
  const services = publishedSections(website).find((s) => s.id === 'services');
  const processed = images[background];
  const { sizes, bandScale } = heroSizes(layout, processed && processed.height > 0 ? processed.width / processed.height : 16 / 9);
  // AVIF is written up to 960 px (decision 0014): offered only where a DPR 2 phone needs no more than that.
  const avifWidest = processed ? Math.max(0, ...[...processed.avif.matchAll(/ (\d+)w(?:,|$)/g)].map((m) => Number(m[1]))) : 0;
  const avifMedia = `(max-width: ${Math.floor(avifWidest / 2 / bandScale)}px)`;
  const classes = ['ww-hero', `ww-hero--${layout}`];
  if (!own) classes.push('ww-hero--stock');
  return (
    // `ww-hero--stock`: themes whose hero sets the owner's photo beside the title lay the default picture
    // under the whole hero instead (decision 0015), so a new site never shows a bare half of colour.
    <section className={classes.join(' ')} aria-label={text.t('introduction')}>
      {/* A real image, not a CSS background, so the browser picks its size and fetches it first. */}
      {layout !== 'phone' && (
        <ResponsiveImage value={background} alt="" className="ww-hero__bg" sizes={sizes} avifMedia={avifMedia} priority="high" focus={website.backgroundImgFocus} />
      )}
      <div className="ww-container ww-hero__inner">
        {editing ? (
          <SiteText path="companyName" value={website.companyName} label="Company name" as="h1" rows={2} className="ww-hero__title" />
        ) : (
          // The page needs its one h1 even before the owner has named the company.
          <h1 className="ww-hero__title">{website.companyName.trim() || website.headerTitle.trim() || text.t('welcome')}</h1>
        )}
        <SiteText path="tagline" value={website.tagline} label="Tagline" as="p" className="ww-hero__tagline" />
        <SiteText
          path="companyDescription"
          value={website.companyDescription}
          label="Company description"
          as="p"
          multiline
          rows={4}
          className="ww-hero__text"
        />
        {phone && (
          <a className="ww-hero__call" href={phone.href}>
            <SiteIcon name="phone" />
            <span className="ww-hero__call-label">{text.t('call')}</span>
            <span className="ww-hero__call-number">{phone.number}</span>
          </a>
        )}
        {((cta && !phone) || services) && (
          <div className="ww-hero__actions">
            {cta && !phone && (
              <a className="ww-btn ww-btn--light" href={cta.href} data-ww-click="cta">
                {cta.text}
              </a>
            )}
            {services && (
              <a className="ww-btn ww-btn--ghost" href={`#${services.id}`}>
                {services.label}
              </a>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
