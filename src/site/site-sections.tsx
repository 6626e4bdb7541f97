import type { ReactNode } from 'react';
import { WEBSITE_LIMITS, type Item, type ItemList, type WebsiteContent } from '../shared/website';
import { SiteImage, SiteText, useSiteEditing } from './editable';
import { iconForTitle } from './icon-keywords';
import { imageSrc } from './safe-url';
import { SiteIcon } from './site-icon';
import { ctaLink, publishedSections, type SectionView } from './site-model';

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
              <a className="ww-btn ww-btn--light" href={cta.href}>
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

function SectionShell({ view, children }: { view: SectionView; children: ReactNode }) {
  const editing = useSiteEditing();
  return (
    <section id={view.id} className={`ww-section ww-section--${view.id}${view.enabled ? '' : ' ww-section--off'}`} aria-label={view.label}>
      {editing?.toggleSection && (
        <div className="ww-edit-bar ww-edit-bar--section">
          {!view.enabled && <span className="ww-edit-note">Hidden from your website</span>}
          <button type="button" className="ww-edit-btn" aria-pressed={view.enabled} onClick={() => editing.toggleSection?.(view.flag)}>
            {view.enabled ? 'Hide section' : 'Show section'}
          </button>
        </div>
      )}
      <div className="ww-container ww-section__body">{children}</div>
    </section>
  );
}

function SectionTitle({ view, path, value }: { view: SectionView; path: string; value: string }) {
  const editing = useSiteEditing();
  if (editing) return <SiteText path={path} value={value} label={`${view.label} title`} as="h2" className="ww-section__title" />;
  return <h2 className="ww-section__title">{view.label}</h2>;
}

function ItemButtons({ list, count }: { list: ItemList; count: number }) {
  const editing = useSiteEditing();
  if (!editing?.addItem && !editing?.removeLastItem) return null;
  return (
    <div className="ww-edit-bar">
      {editing.addItem && (
        <button
          type="button"
          className="ww-edit-btn"
          disabled={count >= WEBSITE_LIMITS.itemsPerList}
          onClick={() => editing.addItem?.(list)}
        >
          Add card
        </button>
      )}
      {editing.removeLastItem && (
        <button type="button" className="ww-edit-btn" disabled={count === 0} onClick={() => editing.removeLastItem?.(list)}>
          Remove last card
        </button>
      )}
    </div>
  );
}

export function AboutSection({ website, view }: { website: WebsiteContent; view: SectionView }) {
  const editing = useSiteEditing();
  const withMedia = imageSrc(website.otherImg) !== undefined || editing?.image !== undefined;
  return (
    <SectionShell view={view}>
      <div className={`ww-about${withMedia ? ' ww-about--media' : ''}`}>
        <div className="ww-about__text">
          <SectionTitle view={view} path="aboutMeTitle" value={website.aboutMeTitle} />
          <SiteText path="aboutMe" value={website.aboutMe} label="About Me text" as="p" multiline rows={5} className="ww-prose" />
        </div>
        {withMedia && (
          <div className="ww-about__media">
            <SiteImage
              path="otherImg"
              value={website.otherImg}
              label="About Me image"
              alt={website.aboutMeTitle.trim() || website.companyName.trim() || 'About us'}
              className="ww-about__img"
            />
          </div>
        )}
      </div>
    </SectionShell>
  );
}

function ItemText({ list, position, item }: { list: ItemList; position: number; item: Item }) {
  return (
    <>
      <SiteText path={`${list}.${position}.title`} value={item.title} label="Card title" as="h3" className="ww-item__title" />
      <SiteText
        path={`${list}.${position}.description`}
        value={item.description}
        label="Card description"
        as="p"
        multiline
        rows={6}
        className="ww-item__text"
      />
    </>
  );
}

export function ServicesSection({ website, view }: { website: WebsiteContent; view: SectionView }) {
  const editing = useSiteEditing();
  const items = website.serviceItems;
  return (
    <SectionShell view={view}>
      <div className="ww-section__head">
        <SectionTitle view={view} path="serviceItemsTitle" value={website.serviceItemsTitle} />
      </div>
      {items.length > 0 && (
        <ul className="ww-cards">
          {items.map((item, position) => {
            const hasImage = imageSrc(item.img) !== undefined || editing?.image !== undefined;
            return (
              <li key={item.index} className={`ww-card${hasImage ? '' : ' ww-card--plain'}`}>
                {hasImage && (
                  <SiteImage
                    path={`serviceItems.${position}.img`}
                    value={item.img ?? 'empty'}
                    label="Card image"
                    alt={item.title.trim() || 'Service'}
                    className="ww-card__img"
                  />
                )}
                <div className="ww-card__body">
                  <ItemText list="serviceItems" position={position} item={item} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ItemButtons list="serviceItems" count={items.length} />
    </SectionShell>
  );
}

export function InfoSection({ website, view }: { website: WebsiteContent; view: SectionView }) {
  const editing = useSiteEditing();
  const items = website.otherItems;
  return (
    <SectionShell view={view}>
      <div className="ww-section__head">
        <SectionTitle view={view} path="otherTitle" value={website.otherTitle} />
      </div>
      {items.length > 0 && (
        <ul className="ww-faq">
          {items.map((item, position) => (
            <li key={item.index} className="ww-faq__item">
              <div className="ww-faq__media">
                {imageSrc(item.img) !== undefined || editing?.image ? (
                  <SiteImage
                    path={`otherItems.${position}.img`}
                    value={item.img ?? 'empty'}
                    label="Card image"
                    alt={item.title.trim() || 'Info'}
                    className="ww-faq__img"
                  />
                ) : (
                  <span className="ww-badge">
                    <SiteIcon name={iconForTitle(item.title) ?? 'info'} />
                  </span>
                )}
              </div>
              <div className="ww-faq__body">
                <ItemText list="otherItems" position={position} item={item} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ItemButtons list="otherItems" count={items.length} />
    </SectionShell>
  );
}
