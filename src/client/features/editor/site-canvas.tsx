import { memo, type MouseEvent } from 'react';
import { SiteEditContext, type SiteEditing } from '../../../site/editable';
import { SitePage } from '../../../site/site-page';
import { SiteImagesContext } from '../../../site/site-image';
import { useProcessedImages } from '../../lib/processed-images';
import type { WebsiteContent } from '../../../shared/website';
import { paths } from '../../paths';
import { SiteFrame } from './site-frame';
import classes from './editor-page.module.css';
import { appText } from '../../i18n/app-text';

/** Spec §9: the mobile preview is 400 px wide. */
export const MOBILE_PREVIEW_WIDTH = 400;

export type EditMode = 'edit' | 'preview';
export type ViewMode = 'desktop' | 'mobile';

/**
 * Links inside the page must not take the owner out of the editor: in-page anchors scroll the
 * page (without touching the app's URL), anything else opens in a new tab.
 */
function keepLinksInPage(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as Element).closest?.('a[href]');
  if (!link || !event.currentTarget.contains(link)) return;
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('#')) {
    event.preventDefault();
    const root = event.currentTarget;
    // Sections not drawn yet have a stand-in height (editor-page.module.css): draw them all, so the
    // scroll lands on the section rather than where the estimates put it.
    root.dataset.renderAll = '';
    const target = href === '#' ? null : root.querySelector(`#${CSS.escape(href.slice(1))}`);
    (target ?? root).scrollIntoView({ behavior: 'smooth', block: 'start' });
    // What site.js does on a published page: a chosen menu entry closes the mobile menu.
    const toggle = root.querySelector<HTMLInputElement>('.ww-menu-toggle');
    if (toggle) toggle.checked = false;
    return;
  }
  event.preventDefault();
  window.open((link as HTMLAnchorElement).href, '_blank', 'noopener,noreferrer');
}

/**
 * Drawn again only when one of its props changes: a panel edit renders the panel first and the page after
 * (decision 0070, addendum), and the first of those two renders passes the page what it already shows.
 */
export const SiteCanvas = memo(function SiteCanvas({
  website,
  editing,
  editMode,
  viewMode,
}: {
  website: WebsiteContent;
  editing: SiteEditing;
  editMode: EditMode;
  viewMode: ViewMode;
}) {
  const page = (
    <div onClickCapture={keepLinksInPage} data-testid="site-page">
      <SitePage website={website} embedded creditHref={paths.landing} />
    </div>
  );
  const images = useProcessedImages();
  const withImages = <SiteImagesContext.Provider value={images}>{page}</SiteImagesContext.Provider>;
  const content = editMode === 'edit' ? <SiteEditContext.Provider value={editing}>{withImages}</SiteEditContext.Provider> : withImages;
  if (viewMode === 'mobile') {
    return (
      <div className={classes.phone}>
        <SiteFrame width={MOBILE_PREVIEW_WIDTH} title={appText('editor.mobileViewOfYour')}>
          {content}
        </SiteFrame>
      </div>
    );
  }
  return content;
});
