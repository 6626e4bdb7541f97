import { useContext } from 'react';
import { textOf } from '../i18n';
import { SiteImage, SiteText, useSiteEditing } from '../editable';
import { imageSrc } from '../safe-url';
import { ResponsiveImage, SiteImagesContext } from '../site-image';
import { ItemButtons, SectionShell, SectionTitle, type SectionProps } from '../section-parts';

/** Photos per row on wide screens for a gallery of `count`: rows as full as they can be. */
function galleryColumns(count: number): number {
  if (count <= 4) return Math.max(count, 1);
  return count % 3 === 0 || count === 5 ? 3 : 4;
}

/**
 * Each photo's share of a 12-column row on wide screens (decision 0039): every row is filled, the last
 * one's photos wider when it has fewer, so a gallery of 1 to 12 photos never leaves a hole. On phones
 * two columns, and an odd last photo across both.
 */
export function galleryLayout(count: number): { span: number; wideOnPhone: boolean }[] {
  const columns = galleryColumns(count);
  const lastRow = count % columns === 0 ? columns : count % columns;
  return Array.from({ length: count }, (_, i) => ({
    span: 12 / (i >= count - lastRow ? lastRow : columns),
    wideOnPhone: count % 2 === 1 && i === count - 1,
  }));
}

/** The gallery's photo box (site.css): at most 1100 px of row, 260 px tall (on phones half or all the width, as tall as half). */
function thumbSizes(span: number, wideOnPhone: boolean, aspect: number): string {
  const width = Math.round((1100 * span) / 12);
  const drawn = Math.max(width, Math.round(260 * aspect));
  const phone = Math.round(Math.max(wideOnPhone ? 100 : 50, 46 * aspect));
  return `(max-width: 699px) ${phone}vw, ${drawn}px`;
}

export const photoId = (index: number) => `gallery-photo-${index}`;

/**
 * Gallery (issue 13): up to 24 photos in a grid that fits the screen. Each opens large in a lightbox
 * made of plain links and CSS (:target), so it works without JavaScript; site.js adds the Escape key.
 */
export function GallerySection({ website, view }: SectionProps) {
  const editing = useSiteEditing();
  const text = textOf(website);
  const images = useContext(SiteImagesContext);
  const photos = editing ? website.gallery : website.gallery.filter((p) => imageSrc(p.img) !== undefined);
  const layout = galleryLayout(photos.length);
  const itemClass = (position: number) => {
    const { span, wideOnPhone } = layout[position] ?? { span: 4, wideOnPhone: false };
    return `ww-gallery__item ww-gallery__item--w${span}${wideOnPhone ? ' ww-gallery__item--wide' : ''}`;
  };
  const sizesOf = (position: number, img: string | undefined) => {
    const processed = img ? images[img] : undefined;
    const { span, wideOnPhone } = layout[position] ?? { span: 4, wideOnPhone: false };
    return thumbSizes(span, wideOnPhone, processed && processed.height > 0 ? processed.width / processed.height : 1);
  };
  return (
    <SectionShell view={view}>
      <div className="ww-section__head">
        <SectionTitle view={view} path="galleryTitle" value={website.galleryTitle} />
      </div>
      {photos.length > 0 && (
        <ul className="ww-gallery">
          {photos.map((photo, position) => {
            const caption = photo.title.trim();
            const alt = caption || text.t('photoNumber', { n: position + 1 });
            if (editing) {
              return (
                <li key={photo.index} className={itemClass(position)}>
                  <SiteImage
                    path={`gallery.${position}.img`}
                    value={photo.img ?? 'empty'}
                    label="Photo"
                    alt={alt}
                    sizes={sizesOf(position, photo.img)}
                    className="ww-gallery__img"
                    focusPath={`gallery.${position}.focus`}
                    focus={photo.focus}
                  />
                  <SiteText path={`gallery.${position}.title`} value={photo.title} label="Photo caption" className="ww-gallery__caption" />
                </li>
              );
            }
            return (
              <li key={photo.index} className={itemClass(position)}>
                <a href={`#${photoId(photo.index)}`} className="ww-gallery__open">
                  <ResponsiveImage value={photo.img} alt={alt} sizes={sizesOf(position, photo.img)} className="ww-gallery__img" focus={photo.focus} />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {!editing &&
        photos.map((photo, position) => {
          const caption = photo.title.trim();
          const prev = photos[(position + photos.length - 1) % photos.length]!;
          const next = photos[(position + 1) % photos.length]!;
          return (
            <div key={photo.index} id={photoId(photo.index)} className="ww-lightbox" role="dialog" aria-label={caption || text.t('photoNumber', { n: position + 1 })}>
              <a href={`#${view.id}`} className="ww-lightbox__close" aria-label={text.t('close')}>
                ×
              </a>
              <figure>
                <ResponsiveImage value={photo.img} alt={caption || text.t('photoNumber', { n: position + 1 })} sizes="100vw" placeholder={false} className="ww-lightbox__img" />
                {caption && <figcaption>{caption}</figcaption>}
              </figure>
              {photos.length > 1 && (
                <>
                  <a href={`#${photoId(prev.index)}`} className="ww-lightbox__prev" aria-label={text.t('previousPhoto')}>
                    ‹
                  </a>
                  <a href={`#${photoId(next.index)}`} className="ww-lightbox__next" aria-label={text.t('nextPhoto')}>
                    ›
                  </a>
                </>
              )}
            </div>
          );
        })}
      <ItemButtons list="gallery" count={website.gallery.length} />
    </SectionShell>
  );
}
