import { IMAGE_SIZES } from '../site-image';
import { SiteImage, useSiteEditing } from '../editable';
import { imageSrc } from '../safe-url';
import { shownCards } from '../site-model';
import { ItemButtons, ItemText, SectionShell, SectionTitle, type SectionProps } from '../section-parts';

/** Services (spec: enableSectionTwo): a grid of cards, each with an optional photo. */
export function ServicesSection({ website, view }: SectionProps) {
  const editing = useSiteEditing();
  const items = website.serviceItems;
  const cards = shownCards(items, editing !== null);
  return (
    <SectionShell view={view}>
      <div className="ww-section__head">
        <SectionTitle view={view} path="serviceItemsTitle" value={website.serviceItemsTitle} />
      </div>
      {cards.length > 0 && (
        <ul className="ww-cards">
          {cards.map(({ item, position }) => {
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
                    sizes={IMAGE_SIZES.card}
                    focusPath={`serviceItems.${position}.focus`}
                    focus={item.focus}
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
