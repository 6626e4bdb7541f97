import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteImageSource } from '../shared/site-images';
import { IMAGE_SIZES, ResponsiveImage, SiteImagesContext } from './site-image';

const URL = 'https://media.example.com/u/a/photo.jpg';
const srcset = (ext: string, widths: number[]) => widths.map((w) => `https://media.example.com/u/a/i/${w}.${ext} ${w}w`).join(', ');
const source = (webpWidths: number[]): SiteImageSource => ({
  width: 4032,
  height: 3024,
  color: '#336699',
  fallbackType: 'image/jpeg',
  avif: srcset('avif', [160, 320, 640, 800, 960]),
  webp: srcset('webp', webpWidths),
  fallback: srcset('jpg', [160, 320, 960, webpWidths.at(-1) as number]),
  src: 'https://media.example.com/u/a/i/960.jpg',
  widths: [],
});
const render = (image: SiteImageSource, sizes: string, focus?: string) =>
  renderToStaticMarkup(
    <SiteImagesContext.Provider value={{ [URL]: image }}>
      <ResponsiveImage value={URL} alt="" sizes={sizes} focus={focus} />
    </SiteImagesContext.Provider>,
  );

describe('ResponsiveImage', () => {
  it('keeps the 960 px AVIF off wide screens where the layout needs more and wider WebP exists', () => {
    const hero = render(source([160, 320, 640, 800, 960, 1440, 1920]), IMAGE_SIZES.hero);
    expect(hero).toMatch(/<source type="image\/avif" srcSet="[^"]+ 960w" sizes="100vw" media="\(max-width: 480px\)"\/>/);
    expect(hero).toMatch(/<source type="image\/webp" srcSet="[^"]+ 1920w" sizes="100vw"\/>/);
    // A card never needs more than 960 px at DPR 2; an image no wider than 960 px has nothing better.
    expect(render(source([160, 320, 640, 800, 960, 1440, 1920]), IMAGE_SIZES.card)).not.toContain('media=');
    expect(render(source([160, 320, 640, 800, 960]), IMAGE_SIZES.hero)).not.toContain('media=');
  });

  it('writes the focal point as object-position beside the placeholder colour', () => {
    expect(render(source([160, 960]), IMAGE_SIZES.card, '20% 80%')).toContain('style="object-position:20% 80%;background-color:#336699"');
    expect(render(source([160, 960]), IMAGE_SIZES.card, '50% 50%')).toContain('style="background-color:#336699"');
  });
});
