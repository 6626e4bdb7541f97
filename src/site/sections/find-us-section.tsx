import { SiteText, useSiteEditing } from '../editable';
import { textOf } from '../i18n';
import { SectionShell, SectionTitle, type SectionProps } from '../section-parts';
import { SiteIcon } from '../site-icon';

/**
 * A directions link to a map service for an address: a plain link, so nothing of the map service
 * (no embed, no tracker) loads with the page.
 */
export function directionsHref(address: string): string | undefined {
  const destination = address.replace(/\s+/g, ' ').trim();
  if (destination === '') return undefined;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Find us (issue 13): the address, how to get there, and a link that opens directions in a map app. */
export function FindUsSection({ website, view }: SectionProps) {
  const editing = useSiteEditing();
  const href = directionsHref(website.addressFreeForm);
  return (
    <SectionShell view={view}>
      <div className="ww-find-us">
        <SectionTitle view={view} path="findUsTitle" value={website.findUsTitle} />
        <p className="ww-find-us__address">
          <SiteIcon name="location" />
          <SiteText path="addressFreeForm" value={website.addressFreeForm} label="Find us address" as="span" />
        </p>
        <SiteText path="findUsText" value={website.findUsText} label="Directions text" as="p" multiline rows={3} className="ww-prose" />
        {href && !editing && (
          <a className="ww-btn" href={href} rel="noopener" target="_blank" data-ww-click="directions">
            {textOf(website).t('directions')}
          </a>
        )}
      </div>
    </SectionShell>
  );
}
