import type { WebsiteContent } from '../shared/website';
import { SiteText, useSiteEditing } from './editable';
import { imageSrc } from './safe-url';
import { ctaLink, publishedSections } from './site-model';

/** The top of the page: the company's name and description over the background photo or colour, and its buttons. */
export function Hero({ website }: { website: WebsiteContent }) {
  const editing = useSiteEditing();
  const background = imageSrc(website.backgroundImg);
  const cta = ctaLink(website);
  const services = publishedSections(website).find((s) => s.id === 'services');
  return (
    <section className="ww-hero" aria-label="Introduction">
      {background && <img className="ww-hero__bg" src={background} alt="" fetchPriority="high" decoding="async" />}
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
