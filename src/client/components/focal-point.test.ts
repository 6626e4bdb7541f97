import { describe, expect, it } from 'vitest';
import { formatFocus, parseFocus, pointInPicture } from './focal-point';

describe('focal point control', () => {
  it('reads and writes the stored form, clamped to 0–100', () => {
    expect(parseFocus('30% 70%')).toEqual({ x: 30, y: 70 });
    expect(parseFocus(undefined)).toEqual({ x: 50, y: 50 });
    expect(parseFocus('top')).toEqual({ x: 50, y: 50 });
    expect(formatFocus(-4, 104.6)).toBe('0% 100%');
    expect(formatFocus(33.4, 66.6)).toBe('33% 67%');
  });

  it('maps a click on the whole picture (contain) to the same fraction of it', () => {
    const at = pointInPicture({ x: 50, y: 75 }, { width: 200, height: 100 }, { width: 4032, height: 2016 }, 'contain', { x: 0.5, y: 0.5 });
    expect(formatFocus(at.x, at.y)).toBe('25% 75%');
  });

  it('maps a click on a cropped picture (cover) through the current crop', () => {
    // A 2:1 picture in a square box shows its middle half when centred: the box's left edge is 25 % across the picture.
    const centred = pointInPicture({ x: 0, y: 50 }, { width: 100, height: 100 }, { width: 200, height: 100 }, 'cover', { x: 0.5, y: 0.5 });
    expect(formatFocus(centred.x, centred.y)).toBe('25% 50%');
    // Pushed to the left (0 %), the box shows the picture's left half: its right edge is 50 % across.
    const left = pointInPicture({ x: 100, y: 0 }, { width: 100, height: 100 }, { width: 200, height: 100 }, 'cover', { x: 0, y: 0.5 });
    expect(formatFocus(left.x, left.y)).toBe('50% 0%');
  });
});
