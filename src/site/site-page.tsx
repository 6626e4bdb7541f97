import type { CSSProperties } from 'react';
import type { WebsiteContent } from '../shared/website';
import { siteColorVars } from './color';
import { SiteEmbeddedContext } from './contact-form';
import { useSiteEditing } from './editable';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { Hero } from './hero';
import { SECTION_COMPONENTS } from './section-components';
import { heroLayoutOf, joinSections, MAIN_ID, publishedSections, sectionViews, themeOf, TOP_ID } from './site-model';

export interface SitePageProps {
  website: WebsiteContent;
  /**
   * Rendered inside the app (editor, /example) rather than as its own page: the header sits
   * on top of the hero and scrolls away instead of being fixed over the app's own chrome.
   */
  embedded?: boolean;
  /** Where the "Created using Website Works" credit points (the app's landing page). */
  creditHref?: string;
}

/**
 * The whole one-page site. Pure: the same props give the same markup, which is what lets the
 * server hash the preview and check it again at publish time.
 */
export function SitePage({ website, embedded = false, creditHref = '/' }: SitePageProps) {
  const editing = useSiteEditing();
  // Every hero has a picture (the owner's or the default one) but the one that shows the phone number instead.
  const heroHasImage = heroLayoutOf(website) !== 'phone';
  const style = siteColorVars(
    { primary: website.primaryColor, secondary: website.secondaryColor },
    { heroHasImage },
  ) as CSSProperties;
  // The editor shows switched-off sections too (dimmed), so the owner can switch them back on.
  const sections = joinSections(website, editing ? sectionViews(website) : publishedSections(website));
  const classes = ['ww-site'];
  if (embedded) classes.push('ww-site--embedded');
  if (editing) classes.push('ww-site--editing');
  if (heroHasImage) classes.push('ww-site--hero-image');
  // Inside the app (the editor, /example, the dashboard's thumbnail) the page sits in the app's own main
  // landmark: a second main would be one too many (decision 0055), so there it is a plain block.
  const Main = embedded ? 'div' : 'main';

  return (
    <SiteEmbeddedContext.Provider value={embedded}>
      <div id={TOP_ID} className={classes.join(' ')} style={style} data-theme={themeOf(website)}>
        <a className="ww-skip" href={`#${MAIN_ID}`}>
          Skip to content
        </a>
        <SiteHeader website={website} />
        <Main id={MAIN_ID} tabIndex={-1}>
          <Hero website={website} />
          {sections.map((view) => {
            const Section = SECTION_COMPONENTS[view.type];
            return <Section key={view.type} website={website} view={view} />;
          })}
        </Main>
        <SiteFooter website={website} creditHref={creditHref} />
      </div>
    </SiteEmbeddedContext.Provider>
  );
}
