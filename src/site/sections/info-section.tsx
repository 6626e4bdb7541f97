import { IMAGE_SIZES } from '../site-image';
import { textOf } from '../i18n';
import { SiteImage, useSiteEditing } from '../editable';
import { iconForTitle } from '../icon-keywords';
import { imageSrc } from '../safe-url';
import { ItemButtons, ItemText, SectionShell, SectionTitle, type SectionProps } from '../section-parts';
import { SiteIcon } from '../site-icon';
import { shownCards } from '../site-model';

/** Info (spec: enableSectionThree): FAQ-like items, each with a picture or an icon chosen from its title. */
export function InfoSection({ website, view }: SectionProps) {
  const editing = useSiteEditing();
  const items = website.otherItems;
  const cards = shownCards(items, editing !== null);
  return (
    <SectionShell view={view}>
      <div className="ww-section__head">
        <SectionTitle view={view} path="otherTitle" value={website.otherTitle} />
      </div>
      {cards.length > 0 && (
        <ul className="ww-faq">
          {cards.map(({ item, position }) => (
            <li key={item.index} className="ww-faq__item">
              <div className="ww-faq__media">
                {imageSrc(item.img) !== undefined || editing?.image ? (
                  <SiteImage
                    path={`otherItems.${position}.img`}
                    value={item.img ?? 'empty'}
                    label="Card image"
                    alt={item.title.trim() || textOf(website).t('infoAlt')}
                    className="ww-faq__img"
                    sizes={IMAGE_SIZES.thumb}
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
