import { useLayoutEffect, useRef } from 'react';
import type { WebsiteContent } from '../shared/website';
import { SiteImage, SiteText, useSiteEditing } from './editable';
import { fitHeader } from './header-fit';
import { useCta } from './site-cta';
import { SiteIcon } from './site-icon';
import { headerName, navEntries, TOP_ID } from './site-model';
import { textOf } from './i18n';

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
/**
 * A two-language site's link to the same page in its other language (decision 0067): a plain link (no
 * script), the language named in itself ("English", "Français"), last in the menu, so the header's fit
 * puts it in the menu button's list when the row is full, as any entry.
 */
export interface LanguageSwitch {
  href: string;
  /** The other page's language ('en'): the link's hreflang and lang. */
  language: string;
  label: string;
}

export function SiteHeader({ website, languageSwitch }: { website: WebsiteContent; languageSwitch?: LanguageSwitch }) {
  const editing = useSiteEditing();
  const name = headerName(website);
  const entries = navEntries(website);
  const cta = useCta(website);
  const text = textOf(website);
  const ref = useRef<HTMLElement>(null);

  // What the menu's fit depends on besides the sizes the observer below watches (the header's, the name's
  // or logo's, and the button's): the entries, whether there is a button, and the theme's type (decision
  // 0070: not on every key). The button's text is watched through its size: a key typed into the Button
  // label refits in the frame, after its layout, rather than forcing a layout of the page in the commit.
  const fitKey = [...entries.map((entry) => `${entry.href} ${entry.label}`), cta ? `cta ${cta.tel ? 'tel' : ''}` : '', website.theme, text.t('more'), text.t('menu'), editing ? 'edit' : ''].join('\n');

  // The editor's live page (the published page has site.js): refit on every change of width or content.
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    fitHeader(header);
    const observer = new ResizeObserver(() => fitHeader(header));
    observer.observe(header);
    for (const part of header.querySelectorAll('.ww-brand, .ww-header__cta')) observer.observe(part);
    return () => observer.disconnect();
  }, [fitKey]);

  const logo = (
    <SiteImage
      path="logo"
      value={website.logo}
      label="Logo"
      alt={name ? text.t('logoOf', { name }) : text.t('logo')}
      className="ww-brand__logo"
      sizes="140px"
      logo={LOGO_SIZE}
    />
  );
  const nameClass = `ww-brand__name ww-brand__name--${nameLength(name)}`;
  const switchEntry = languageSwitch && (
    <li className="ww-nav__item">
      <a className="ww-nav__link" href={languageSwitch.href} hrefLang={languageSwitch.language} lang={languageSwitch.language}>
        {languageSwitch.label}
      </a>
    </li>
  );

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
        {(entries.length > 0 || languageSwitch) && (
          <nav className="ww-nav" aria-label={text.t('navMain')}>
            <ul className="ww-nav__list">
              {entries.map((entry) => (
                <li key={entry.href} className="ww-nav__item">
                  <a className="ww-nav__link" href={entry.href}>
                    {entry.label}
                  </a>
                </li>
              ))}
              {switchEntry}
            </ul>
            {/* A checkbox opens the list without JavaScript; site.js adds closing on navigation and Escape. */}
            <input type="checkbox" id={MENU_TOGGLE_ID} className="ww-menu-toggle" aria-controls={PANEL_ID} />
            <label htmlFor={MENU_TOGGLE_ID} className="ww-burger">
              <span className="ww-burger__icon" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span className="ww-burger__menu">{text.t('menu')}</span>
              <span className="ww-burger__more">{text.t('more')}</span>
            </label>
            <ul id={PANEL_ID} className="ww-nav__panel">
              {entries.map((entry) => (
                <li key={entry.href} className="ww-nav__item">
                  <a className="ww-nav__link" href={entry.href}>
                    {entry.label}
                  </a>
                </li>
              ))}
              {switchEntry}
            </ul>
          </nav>
        )}
        {cta && (
          <a className={cta.tel ? 'ww-btn ww-header__cta ww-header__cta--tel' : 'ww-btn ww-header__cta'} href={cta.href} data-ww-click="cta">
            {cta.tel && <SiteIcon name="phone" />}
            <span className="ww-header__cta-text">{cta.text}</span>
            {/* On a phone a call button says "Call" beside its icon; the owner's label needs the room of a wide screen. */}
            {cta.tel && <span className="ww-header__cta-short">{text.t('call')}</span>}
          </a>
        )}
      </div>
    </header>
  );
}
