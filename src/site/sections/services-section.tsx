import { IMAGE_SIZES } from '../site-image';
import { textOf } from '../i18n';
import { SiteImage, useSiteEditing } from '../editable';
import { imageSrc } from '../safe-url';
import { servicesStyleOf, shownCards } from '../site-model';
import { ItemButtons, ItemText, SectionShell, SectionTitle, type SectionProps } from '../section-parts';

/** Columns for a number of picture cards on a wide screen, so no card is left alone on its row (site.css). */
export function cardColumns(count: number): number {
  if (count <= 2) return Math.max(count, 1);
  if (count === 4) return 4;
  if (count === 7 || count === 8) return 4;
  return 3;
}

/**
 * Services (spec: enableSectionTwo), in the style the owner (or the trade kit) chose (decision 0039):
 * picture cards, an icon list with each picture small and round, or plain rows like a price list.
 */
export function ServicesSection({ website, view }: SectionProps) {
  const editing = useSiteEditing();
  const style = servicesStyleOf(website);
  const items = website.serviceItems;
  const cards = shownCards(items, editing !== null);
  return (
    <SectionShell view={view}>
      <div className="ww-section__head">
        <SectionTitle view={view} path="serviceItemsTitle" value={website.serviceItemsTitle} />
      </div>
      {cards.length > 0 && (
        <ul className={`ww-cards ww-cards--${style}${style === 'cards' ? ` ww-cards--cols-${cardColumns(cards.length)}` : ''}`}>
          {cards.map(({ item, position }) => {
            // Rows are words only; the pictures stay in the document for the other styles.
            const hasImage = style !== 'rows' && (imageSrc(item.img) !== undefined || editing?.image !== undefined);
            return (
              <li key={item.index} className={`ww-card${hasImage ? '' : ' ww-card--plain'}`}>
                {hasImage && (
                  <SiteImage
                    path={`serviceItems.${position}.img`}
                    value={item.img ?? 'empty'}
                    label="Card image"
                    alt={item.title.trim() || textOf(website).t('serviceAlt')}
                    className={style === 'icons' ? 'ww-card__img ww-card__img--icon' : 'ww-card__img'}
                    sizes={style === 'icons' ? IMAGE_SIZES.icon : IMAGE_SIZES.card}
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
