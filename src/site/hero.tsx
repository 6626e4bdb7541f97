import type { WebsiteContent } from '../shared/website';
import { SiteText, useSiteEditing } from './editable';
import { DEFAULT_HERO_PATH } from '../shared/stock-images';
import { imageSrc } from './safe-url';
import { IMAGE_SIZES, ResponsiveImage } from './site-image';
import { ctaLink, publishedSections } from './site-model';

/** The top of the page: the company's name and description over the background photo or colour, and its buttons. */
export function Hero({ website }: { website: WebsiteContent }) {
  const editing = useSiteEditing();
  // With no picture of the owner's, the designed default one: never a bare slab of colour.
  const own = imageSrc(website.backgroundImg) !== undefined;
  const background = own ? website.backgroundImg : DEFAULT_HERO_PATH;
  const cta = ctaLink(website);
  const services = publishedSections(website).find((s) => s.id === 'services');
  return (
    // `ww-hero--stock`: themes whose hero sets the owner's photo beside the title lay the default picture
    // under the whole hero instead (decision 0015), so a new site never shows a bare half of colour.
    <section className={own ? 'ww-hero' : 'ww-hero ww-hero--stock'} aria-label="Introduction">
      {/* A real image, not a CSS background, so the browser picks its size and fetches it first. */}
      <ResponsiveImage value={background} alt="" className="ww-hero__bg" sizes={IMAGE_SIZES.hero} priority="high" focus={website.backgroundImgFocus} />
      <div className="ww-container ww-hero__inner">
        {editing ? (
          <SiteText path="companyName" value={website.companyName} label="Company name" as="h1" rows={2} className="ww-hero__title" />
        ) : (
          // The page needs its one h1 even before the owner has named the company.
          <h1 className="ww-hero__title">{website.companyName.trim() || website.headerTitle.trim() || 'Welcome'}</h1>
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
        {(cta || services) && (
          <div className="ww-hero__actions">
            {cta && (
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
