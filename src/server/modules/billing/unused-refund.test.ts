import { describe, expect, it } from 'vitest';
import { unusedAmount } from './unused-refund';

const period = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') };

describe('unusedAmount', () => {
  it('refunds the share of the period left, rounded down to the cent', () => {
    // 365 days paid 10000 cents; cancelled after 73 days: 292/365 of it is left.
    expect(unusedAmount(10_000, period, new Date('2026-03-15T00:00:00Z'))).toBe(8000);
    expect(unusedAmount(10_000, period, new Date('2026-01-01T12:00:00Z'))).toBe(9986);
  });

  it('refunds everything cancelled at the start, nothing after the end, never more than was paid', () => {
    expect(unusedAmount(10_000, period, period.start)).toBe(10_000);
    expect(unusedAmount(10_000, period, new Date('2025-12-01T00:00:00Z'))).toBe(10_000);
    expect(unusedAmount(10_000, period, new Date('2027-02-01T00:00:00Z'))).toBe(0);
    expect(unusedAmount(0, period, period.start)).toBe(0);
    expect(unusedAmount(10_000, { start: period.end, end: period.start }, period.start)).toBe(0);
  });
});
