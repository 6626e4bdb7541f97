import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio, ensureContrast, isHexColor, readableTextOn, relativeLuminance, siteColorVars } from './color';

function hex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

// Every 17th step per channel: 4096 colours, including the mid greys where both black-ish
// and white text are close to failing.
const GRID: string[] = [];
for (let r = 0; r <= 255; r += 17) for (let g = 0; g <= 255; g += 17) for (let b = 0; b <= 255; b += 17) GRID.push(hex(r, g, b));

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('rejects anything but #RRGGBB', () => {
    expect(isHexColor('#a1B2c3')).toBe(true);
    for (const bad of ['#FFF', 'red', 'url(x)', '#12345G', '', undefined]) expect(isHexColor(bad)).toBe(false);
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow();
  });

  it('readableTextOn passes AA on every background', () => {
    for (const bg of GRID) expect(contrastRatio(readableTextOn(bg), bg)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(readableTextOn('#F7F7F7')).toBe('#1A1A1A');
    expect(readableTextOn('#000000')).toBe('#FFFFFF');
    expect(readableTextOn('#1E6B3F')).toBe('#FFFFFF');
  });

  it('ensureContrast keeps a readable brand colour and fixes an unreadable one', () => {
    expect(ensureContrast('#1E6B3F', '#FFFFFF')).toBe('#1E6B3F');
    const fixed = ensureContrast('#FFD400', '#FFFFFF');
    expect(fixed).not.toBe('#FFD400');
    expect(contrastRatio(fixed, '#FFFFFF')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    for (const fg of GRID.filter((_, i) => i % 7 === 0)) {
      for (const bg of ['#FFFFFF', '#F7F7F7', '#000000', '#777777', '#1E6B3F', '#FFD400']) {
        expect(contrastRatio(ensureContrast(fg, bg), bg)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }
    }
  });
});

describe('siteColorVars', () => {
  it('gives AA text for every pairing the stylesheet uses', () => {
    for (const primary of GRID.filter((_, i) => i % 23 === 0)) {
      for (const secondary of GRID.filter((_, i) => i % 29 === 0)) {
        const v = siteColorVars({ primary, secondary }, { heroHasImage: false });
        expect(contrastRatio(v['--ww-on-primary']!, primary)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        expect(contrastRatio(v['--ww-accent-on-primary']!, primary)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        expect(contrastRatio(v['--ww-on-secondary']!, secondary)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        expect(contrastRatio(v['--ww-accent']!, '#FFFFFF')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        // Hero without a photo: hero text on the secondary colour.
        expect(contrastRatio(v['--ww-hero-text']!, secondary)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }
    }
  });

  it('keeps white hero text readable over the darkest-needed overlay on a white photo', () => {
    // site.css lays at least 56% black over the photo where text can be; on pure white that gives #707070.
    const v = siteColorVars({ primary: '#F7F7F7', secondary: '#000000' }, { heroHasImage: true });
    expect(v['--ww-hero-text']).toBe('#FFFFFF');
    expect(contrastRatio('#FFFFFF', hex(112, 112, 112))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('never passes unvalidated input through', () => {
    const v = siteColorVars({ primary: 'red;}body{display:none', secondary: '#12' }, { heroHasImage: false });
    expect(v['--ww-primary']).toBe('#F7F7F7');
    expect(v['--ww-secondary']).toBe('#000000');
    for (const value of Object.values(v)) expect(isHexColor(value)).toBe(true);
  });

  it('normalises case', () => {
    expect(siteColorVars({ primary: '#eef6ec', secondary: '#1e6b3f' }, { heroHasImage: false })['--ww-primary']).toBe('#EEF6EC');
  });
});
