import { describe, expect, it } from 'vitest';
import { emptyWebsiteContent } from '../shared/website';
import { initialsIcon, initialsOf } from './favicon';
import { heroSizes } from './hero';
import { galleryLayout } from './sections/gallery-section';
import { cardColumns } from './sections/services-section';
import { joinSections, publishedSections } from './site-model';

describe('hero sizes (decision 0039)', () => {
  it('asks for a picture as wide as it is drawn where it is cropped to cover, on phones and wide screens', () => {
    // A 4:3 photo on a phone fills a 4:3 band: the screen's width; a 16:9 one is drawn a third wider.
    expect(heroSizes('photo', 4 / 3).sizes).toBe('(max-width: 599px) 100vw, max(100vw, calc(clamp(480px, 82vh, 760px) * 1.333))');
    expect(heroSizes('photo', 16 / 9).bandScale).toBeCloseTo(4 / 3, 2);
    expect(heroSizes('photo', 16 / 9).sizes.startsWith('(max-width: 599px) 134vw')).toBe(true);
    expect(heroSizes('split', 1.5).sizes).toBe('(max-width: 599px) 113vw, (max-width: 899px) max(100vw, calc(clamp(480px, 82vh, 760px) * 1.5)), max(50vw, calc(clamp(480px, 82vh, 760px) * 1.5))');
  });
});

describe('galleries without holes', () => {
  it('fills every row of 1 to 12 photos on wide screens, and both columns on phones', () => {
    for (let count = 1; count <= 12; count++) {
      const layout = galleryLayout(count);
      let row = 0;
      for (const { span } of layout) {
        row += span;
        expect(row, `${count} photos`).toBeLessThanOrEqual(12);
        if (row === 12) row = 0;
      }
      expect(row, `${count} photos leave a hole`).toBe(0);
      const phoneCells = layout.reduce((cells, item) => cells + (item.wideOnPhone ? 2 : 1), 0);
      expect(phoneCells % 2, `${count} photos on a phone`).toBe(0);
    }
    expect(galleryLayout(3).map((p) => p.span)).toEqual([4, 4, 4]);
    expect(galleryLayout(5).map((p) => p.span)).toEqual([4, 4, 4, 6, 6]);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(cardColumns)).toEqual([1, 2, 3, 4, 3, 3, 4, 4]);
  });
});

describe('section spacing', () => {
  it('joins a section to the one before when both are white, wherever sections between are off', () => {
    const site = { ...emptyWebsiteContent(), aboutMe: 'About', serviceItems: [{ index: 0, title: 'A', description: 'B' }], enableSectionTwo: false, otherItems: [{ index: 0, title: 'Q', description: 'A' }] };
    const joined = joinSections(site, publishedSections(site)).map((s) => [s.type, s.joined]);
    expect(joined).toEqual([
      ['about', false],
      ['info', true],
      ['contact', false],
    ]);
  });
});

describe('favicon', () => {
  it('draws the company’s initials in its colours', () => {
    expect(initialsOf('Kirkstall Plumbing & Heating')).toBe('KP');
    expect(initialsOf('élan')).toBe('É');
    const icon = decodeURIComponent(initialsIcon('Kirkstall Plumbing', { primary: '#F1F7FB', secondary: '#0B3A5B' }));
    expect(icon).toMatch(/^data:image\/svg\+xml,<svg/);
    expect(icon).toContain('fill="#0B3A5B"');
    expect(icon).toContain('>KP</text>');
    expect(decodeURIComponent(initialsIcon('<script>', { primary: '#FFFFFF', secondary: '#000000' }))).not.toContain('<script');
  });
});
