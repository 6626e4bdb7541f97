import { useLayoutEffect, useRef } from 'react';
import type { WebsiteContent } from '../shared/website';
import { SiteImage, SiteText, useSiteEditing } from './editable';
import { fitHeader } from './header-fit';
import { useCta } from './site-cta';
import { SiteIcon } from './site-icon';
import { headerName, navEntries, TOP_ID } from './site-model';

/** As site.css shows the logo on wide screens: 44 px tall, at most 140 px wide. */
const LOGO_SIZE = { height: 44, maxWidth: 140 };
const MENU_TOGGLE_ID = 'ww-menu-toggle';
const PANEL_ID = 'ww-menu-panel';

/**
 * How long the header's name is, for its type size (site.css): a long name takes two or three lines in
 * a smaller size rather than being cut to "Kirkst…" (decision 0039).
 */
export function nameLength(name: string): 'short' | 'medium' | 'long' {
  const length = [...name].length;
  return length <= 24 ? 'short' : length <= 48 ? 'medium' : 'long';
}

/**
 * The header: name (or logo), the menu and the call-to-action. It always fits its width (decision 0039):
 * the name and the button keep their room, menu entries fill what is left, and the ones that do not fit
 * are in the menu button's list ("More" on wide screens, the phone menu on narrow ones). site.js (and,
 * in the editor, the effect below) marks which entries did not fit; without a script the list has them all.
 */
export function SiteHeader({ website }: { website: WebsiteContent }) {
  const editing = useSiteEditing();
  const name = headerName(website);
  const entries = navEntries(website);
  const cta = useCta(website);
  const ref = useRef<HTMLElement>(null);

  // The editor's live page (the published page has site.js): refit on every change of width or content.
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    fitHeader(header);
    const observer = new ResizeObserver(() => fitHeader(header));
    observer.observe(header);
    const brand = header.querySelector('.ww-brand');
    if (brand) observer.observe(brand);
    return () => observer.disconnect();
  });

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
  const nameClass = `ww-brand__name ww-brand__name--${nameLength(name)}`;

  return (
    <header className="ww-header" ref={ref}>
      <div className="ww-container ww-header__inner">
        {editing ? (
          // Controls inside a link would navigate on every click, so edit mode drops the link.
          <div className="ww-brand">
            {logo}
            {/* One line that wraps, like the published name, never cut with "…" (rows: a textarea that grows). */}
            <SiteText path="headerTitle" value={website.headerTitle} label="Header title (empty shows the company name)" as="span" rows={1} className={nameClass} />
          </div>
        ) : (
          <a className="ww-brand" href={`#${TOP_ID}`}>
            {logo}
            {name && <span className={nameClass}>{name}</span>}
          </a>
        )}
        {entries.length > 0 && (
          <nav className="ww-nav" aria-label="Main">
            <ul className="ww-nav__list">
              {entries.map((entry) => (
                <li key={entry.href} className="ww-nav__item">
                  <a className="ww-nav__link" href={entry.href}>
                    {entry.label}
                  </a>
                </li>
              ))}
            </ul>
            {/* A checkbox opens the list without JavaScript; site.js adds closing on navigation and Escape. */}
            <input type="checkbox" id={MENU_TOGGLE_ID} className="ww-menu-toggle" aria-controls={PANEL_ID} />
            <label htmlFor={MENU_TOGGLE_ID} className="ww-burger">
              <span className="ww-burger__icon" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span className="ww-burger__menu">Menu</span>
              <span className="ww-burger__more">More</span>
            </label>
            <ul id={PANEL_ID} className="ww-nav__panel">
              {entries.map((entry) => (
                <li key={entry.href} className="ww-nav__item">
                  <a className="ww-nav__link" href={entry.href}>
                    {entry.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {cta && (
          <a className={cta.tel ? 'ww-btn ww-header__cta ww-header__cta--tel' : 'ww-btn ww-header__cta'} href={cta.href} data-ww-click="cta">
            {cta.tel && <SiteIcon name="phone" />}
            <span className="ww-header__cta-text">{cta.text}</span>
            {/* On a phone a call button says "Call" beside its icon; the owner's label needs the room of a wide screen. */}
            {cta.tel && <span className="ww-header__cta-short">Call</span>}
          </a>
        )}
      </div>
    </header>
  );
}
