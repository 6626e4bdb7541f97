import type { WebsiteContent } from '../shared/website';
import { SiteImage, SiteText, useSiteEditing } from './editable';
import { ctaLink, headerName, navEntries, TOP_ID } from './site-model';

/** As site.css shows the logo on wide screens: 44 px tall, at most 140 px wide. */
const LOGO_SIZE = { height: 44, maxWidth: 140 };
const MENU_TOGGLE_ID = 'ww-menu-toggle';
const NAV_ID = 'ww-nav';
/** More menu entries than this do not fit beside the logo and button between 1080 and 1480 px (site.css). */
const LONG_MENU = 6;

export function SiteHeader({ website }: { website: WebsiteContent }) {
  const editing = useSiteEditing();
  const name = headerName(website);
  const entries = navEntries(website);
  const cta = ctaLink(website);
  const hasMenu = entries.length > 0 || cta !== undefined;

  const logo = (
    <SiteImage
      path="logo"
      value={website.logo}
      label="Logo"
      alt={name ? `${name} logo` : 'Logo'}
      className="ww-brand__logo"
      sizes="140px"
      logo={LOGO_SIZE}
    />
  );

  return (
    <header className={entries.length > LONG_MENU ? 'ww-header ww-header--long' : 'ww-header'}>
      <div className="ww-container ww-header__inner">
        {editing ? (
          // Controls inside a link would navigate on every click, so edit mode drops the link.
          <div className="ww-brand">
            {logo}
            <SiteText
              path="headerTitle"
              value={website.headerTitle}
              label="Header title (empty shows the company name)"
              as="span"
              className="ww-brand__name"
            />
          </div>
        ) : (
          <a className="ww-brand" href={`#${TOP_ID}`}>
            {logo}
            {name && <span className="ww-brand__name">{name}</span>}
          </a>
        )}
        {hasMenu && (
          <>
            {/* A checkbox drives the mobile menu so it opens without JavaScript; site.js only adds
                closing on navigation and Escape. */}
            <input
              type="checkbox"
              id={MENU_TOGGLE_ID}
              className="ww-menu-toggle"
              aria-label="Menu"
              aria-controls={NAV_ID}
            />
            <label htmlFor={MENU_TOGGLE_ID} className="ww-burger">
              <span />
              <span />
              <span />
            </label>
            <nav id={NAV_ID} className="ww-nav" aria-label="Main">
              {entries.length > 0 && (
                <ul className="ww-nav__list">
                  {entries.map((entry) => (
                    <li key={entry.href}>
                      <a className="ww-nav__link" href={entry.href}>
                        {entry.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {cta && (
                <a className="ww-btn ww-header__cta" href={cta.href} data-ww-click="cta">
                  {cta.text}
                </a>
              )}
            </nav>
          </>
        )}
      </div>
    </header>
  );
}
