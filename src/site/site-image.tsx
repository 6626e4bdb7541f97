import { createContext, memo, useContext, type CSSProperties } from 'react';
import type { SiteImageMap } from '../shared/site-images';
import { FOCUS_CENTRE, FOCUS_PATTERN } from '../shared/website-fields';
import { imageSrc } from './safe-url';

/*
 * The one way the template shows a picture (decision 0014). For an upload the server has processed,
 * a <picture> offers AVIF and WebP and a JPEG/PNG fallback at several widths, with `sizes` saying
 * how wide the layout shows it, so a phone downloads a phone-sized file; width and height keep the
 * layout still while it loads. Any other image (a link to another website, the editor's unsaved
 * state) is a plain <img>. Hero, About, cards, logo, and later gallery and default pictures all
 * come through here.
 */

/** Processed images by the URL the website document holds; the server provides it when rendering a page. */
export const SiteImagesContext = createContext<SiteImageMap>({});

/** How the layout (site.css) shows each kind of image: the `sizes` attribute the browser picks a width with. */
export const IMAGE_SIZES = {
  /** Full bleed behind the hero text. */
  hero: '100vw',
  /** One column below 900 px, the narrower of two columns in the 1160 px container above. */
  about: '(max-width: 900px) calc(100vw - 40px), (max-width: 1200px) 42vw, 500px',
  /** Cards: full width on phones, at most 372 px in the grid. */
  card: '(max-width: 560px) calc(100vw - 40px), 372px',
  /** The 64 px square beside an Info item. */
  thumb: '64px',
  /** The round picture of a service in the icon list (site.css). */
  icon: '76px',
} as const;

/**
 * AVIF is written up to 960 px only (decision 0014), and a browser that reads AVIF takes the AVIF
 * <source> whatever width it needs: a full-width picture on a desktop screen would be a 960 px AVIF
 * stretched. So where the layout can need more (these sizes) and wider WebP variants exist, the AVIF
 * source only applies on screens that need at most 960 px (up to 480 px wide at DPR 2); wider ones take WebP.
 */
const AVIF_MEDIA: Readonly<Record<string, string>> = {
  [IMAGE_SIZES.hero]: '(max-width: 480px)',
  [IMAGE_SIZES.about]: '(max-width: 480px)',
};

/** The largest width an srcset offers ("a.avif 320w, b.avif 960w" → 960). */
function largestWidth(srcset: string): number {
  return Math.max(0, ...[...srcset.matchAll(/ (\d+)w(?:,|$)/g)].map((m) => Number(m[1])));
}

/** Where a focal point ("30% 70%") is kept, honoured by object-position. */
export type FocalPoint = string | undefined;

export interface ResponsiveImageProps {
  /** An http(s) URL or 'empty' (then nothing is rendered). */
  value: string | undefined;
  alt: string;
  className?: string;
  /** The sizes attribute; for the logo, the displayed height (px) decides instead. */
  sizes: string;
  /** 'high' for the one hero image; 'eager' above the fold; 'lazy' (default) below it. */
  priority?: 'high' | 'eager' | 'lazy';
  /** CSS object-position for a cropped image, e.g. "50% 30%". */
  focus?: FocalPoint;
  /** Paint the image's dominant colour while it loads (not for logos, which may be transparent). */
  placeholder?: boolean;
  /** Where the AVIF source applies, when the caller knows better than AVIF_MEDIA (the hero: decision 0039). */
  avifMedia?: string;
}

/**
 * The CSS object-position for a focal point as the website document keeps it ("x% y%"), or undefined
 * when it is the centre (the browser's default), absent or malformed.
 */
export function objectPosition(focus: string | undefined): string | undefined {
  return focus && focus !== FOCUS_CENTRE && FOCUS_PATTERN.test(focus) ? focus : undefined;
}

/** Its props are all values: the editor's live page draws it again only when one changes (decision 0070, second addendum). */
export const ResponsiveImage = memo(function ResponsiveImage({ value, alt, className, sizes, priority = 'lazy', focus, placeholder = true, avifMedia: avifMediaFor }: ResponsiveImageProps) {
  const images = useContext(SiteImagesContext);
  const src = imageSrc(value);
  if (!src) return null;
  const position = objectPosition(focus);
  const loading = priority === 'lazy' ? 'lazy' : 'eager';
  const fetchPriority = priority === 'high' ? 'high' : undefined;
  const processed = value ? images[value] : undefined;
  if (!processed) {
    const style: CSSProperties | undefined = position ? { objectPosition: position } : undefined;
    return <img className={className} src={src} alt={alt} loading={loading} decoding="async" fetchPriority={fetchPriority} style={style} />;
  }
  const avifMedia = largestWidth(processed.webp) > largestWidth(processed.avif) ? (avifMediaFor ?? AVIF_MEDIA[sizes]) : undefined;
  const style: CSSProperties = {};
  if (position) style.objectPosition = position;
  if (placeholder) style.backgroundColor = processed.color;
  return (
    <picture>
      {processed.avif && <source type="image/avif" srcSet={processed.avif} sizes={sizes} media={avifMedia} />}
      {processed.webp && <source type="image/webp" srcSet={processed.webp} sizes={sizes} />}
      <img
        className={className}
        src={processed.src}
        srcSet={processed.fallback}
        sizes={sizes}
        width={processed.width}
        height={processed.height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        style={Object.keys(style).length > 0 ? style : undefined}
      />
    </picture>
  );
});

/** The `sizes` for a logo shown `height` CSS pixels tall (at most `maxWidth` wide): its displayed width. */
export function logoSizes(images: SiteImageMap, value: string, height: number, maxWidth: number): string {
  const processed = images[value];
  if (!processed || processed.height === 0) return `${maxWidth}px`;
  return `${Math.min(maxWidth, Math.ceil((height * processed.width) / processed.height))}px`;
}

/** The logo at its displayed size (the browser takes the variant for ×2 screens from srcset). */
export function ResponsiveLogo({ value, alt, className, height, maxWidth }: { value: string; alt: string; className?: string; height: number; maxWidth: number }) {
  const images = useContext(SiteImagesContext);
  return <ResponsiveImage value={value} alt={alt} className={className} sizes={logoSizes(images, value, height, maxWidth)} priority="eager" placeholder={false} />;
}
