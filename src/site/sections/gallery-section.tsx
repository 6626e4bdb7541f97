import { SiteImage, SiteText, useSiteEditing } from '../editable';
import { imageSrc } from '../safe-url';
import { ResponsiveImage } from '../site-image';
import { ItemButtons, SectionShell, SectionTitle, type SectionProps } from '../section-parts';

/** Grid cells: two columns on phones, up to about 270 px each in the 1160 px container. */
const THUMB_SIZES = '(max-width: 560px) 46vw, 270px';

export const photoId = (index: number) => `gallery-photo-${index}`;

/**
 * Gallery (issue 13): up to 24 photos in a grid that fits the screen. Each opens large in a lightbox
 * made of plain links and CSS (:target), so it works without JavaScript; site.js adds the Escape key.
 */
export function GallerySection({ website, view }: SectionProps) {
  const editing = useSiteEditing();
  const photos = editing ? website.gallery : website.gallery.filter((p) => imageSrc(p.img) !== undefined);
  return (
    <SectionShell view={view}>
      <div className="ww-section__head">
        <SectionTitle view={view} path="galleryTitle" value={website.galleryTitle} />
      </div>
      {photos.length > 0 && (
        <ul className="ww-gallery">
          {photos.map((photo, position) => {
            const caption = photo.title.trim();
            const alt = caption || `Photo ${position + 1}`;
            if (editing) {
              return (
                <li key={photo.index} className="ww-gallery__item">
                  <SiteImage
                    path={`gallery.${position}.img`}
                    value={photo.img ?? 'empty'}
                    label="Photo"
                    alt={alt}
                    sizes={THUMB_SIZES}
                    className="ww-gallery__img"
                    focusPath={`gallery.${position}.focus`}
                    focus={photo.focus}
                  />
                  <SiteText path={`gallery.${position}.title`} value={photo.title} label="Photo caption" className="ww-gallery__caption" />
                </li>
              );
            }
            return (
              <li key={photo.index} className="ww-gallery__item">
                <a href={`#${photoId(photo.index)}`} className="ww-gallery__open">
                  <ResponsiveImage value={photo.img} alt={alt} sizes={THUMB_SIZES} className="ww-gallery__img" focus={photo.focus} />
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
            <div key={photo.index} id={photoId(photo.index)} className="ww-lightbox" role="dialog" aria-label={caption || `Photo ${position + 1}`}>
              <a href={`#${view.id}`} className="ww-lightbox__close" aria-label="Close">
                ×
              </a>
              <figure>
                <ResponsiveImage value={photo.img} alt={caption || `Photo ${position + 1}`} sizes="100vw" placeholder={false} className="ww-lightbox__img" />
                {caption && <figcaption>{caption}</figcaption>}
              </figure>
              {photos.length > 1 && (
                <>
                  <a href={`#${photoId(prev.index)}`} className="ww-lightbox__prev" aria-label="Previous photo">
                    ‹
                  </a>
                  <a href={`#${photoId(next.index)}`} className="ww-lightbox__next" aria-label="Next photo">
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
