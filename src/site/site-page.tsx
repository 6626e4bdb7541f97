import { useMemo, type CSSProperties } from 'react';
import type { WebsiteContent } from '../shared/website';
import { siteColorVars } from './color';
import { SiteEmbeddedContext } from './site-embedded';
import { useSiteEditing } from './editable';
import { SiteFooter } from './site-footer';
import { CallBar } from './call-bar';
import { NoticeBar } from './notice-bar';
import { SiteHeader, type LanguageSwitch } from './site-header';
import { Hero } from './hero';
import { SECTION_COMPONENTS } from './section-components';
import { trackedReads } from './read-tracking';
import { textOf } from './i18n';
import { heroLayoutOf, joinSections, MAIN_ID, publishedSections, sectionViews, themeOf, TOP_ID } from './site-model';

/**
 * The page's parts as the live editor renders them: each again only when a field it shows changed, so a
 * key press re-renders the part being typed in, not the whole page (decision 0070). The published page
 * (rendered once, on the server) uses the parts themselves.
 */
const EDITOR_PARTS = {
  NoticeBar: trackedReads(NoticeBar, 'website'),
  SiteHeader: trackedReads(SiteHeader, 'website'),
  Hero: trackedReads(Hero, 'website'),
  SiteFooter: trackedReads(SiteFooter, 'website'),
  CallBar: trackedReads(CallBar, 'website'),
  sections: Object.fromEntries(Object.entries(SECTION_COMPONENTS).map(([type, component]) => [type, trackedReads(component, 'website')])) as typeof SECTION_COMPONENTS,
};
const PAGE_PARTS = { NoticeBar, SiteHeader, Hero, SiteFooter, CallBar, sections: SECTION_COMPONENTS };

export interface SitePageProps {
  website: WebsiteContent;
  /**
   * Rendered inside the app (editor, /example) rather than as its own page: the header sits
   * on top of the hero and scrolls away instead of being fixed over the app's own chrome.
   */
  embedded?: boolean;
  /** Where the "Created using Website Works" credit points (the app's landing page). */
  creditHref?: string;
  /** A two-language site's link to its other language (decision 0067), in the header. */
  languageSwitch?: LanguageSwitch;
}

/**
 * The whole one-page site. Pure: the same props give the same markup, which is what lets the
 * server hash the preview and check it again at publish time.
 */
export function SitePage({ website, embedded = false, creditHref = '/', languageSwitch }: SitePageProps) {
  const editing = useSiteEditing();
  const text = textOf(website);
  // Every hero has a picture (the owner's or the default one) but the one that shows the phone number instead.
  const heroHasImage = heroLayoutOf(website) !== 'phone';
  const { primaryColor, secondaryColor } = website;
  // Worked out again only when a colour changes: the live editor renders the page on every key press.
  const style = useMemo(() => siteColorVars({ primary: primaryColor, secondary: secondaryColor }, { heroHasImage }) as CSSProperties, [primaryColor, secondaryColor, heroHasImage]);
  // The editor shows switched-off sections too (dimmed), so the owner can switch them back on.
  const sections = joinSections(website, editing ? sectionViews(website) : publishedSections(website));
  const classes = ['ww-site'];
  if (embedded) classes.push('ww-site--embedded');
  if (editing) classes.push('ww-site--editing');
  if (heroHasImage) classes.push('ww-site--hero-image');
  // Inside the app (the editor, /example, the dashboard's thumbnail) the page sits in the app's own main
  // landmark: a second main would be one too many (decision 0055), so there it is a plain block.
  const Main = embedded ? 'div' : 'main';
  const { NoticeBar, SiteHeader, Hero, SiteFooter, CallBar, sections: components } = editing ? EDITOR_PARTS : PAGE_PARTS;

  return (
    <SiteEmbeddedContext.Provider value={embedded}>
      <div id={TOP_ID} className={classes.join(' ')} style={style} data-theme={themeOf(website)}>
        <a className="ww-skip" href={`#${MAIN_ID}`}>
          {text.t('skip')}
        </a>
        <NoticeBar website={website} />
        <SiteHeader website={website} languageSwitch={languageSwitch} />
        <Main id={MAIN_ID} tabIndex={-1}>
          <Hero website={website} />
          {sections.map((view) => {
            const Section = components[view.type];
            return <Section key={view.type} website={website} view={view} />;
          })}
        </Main>
        <SiteFooter website={website} creditHref={creditHref} />
        <CallBar website={website} />
      </div>
    </SiteEmbeddedContext.Provider>
  );
}
