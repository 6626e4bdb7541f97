/**
 * The unused part of a paid period, refunded when support cancels a subscription at once (issue 27):
 * the amount paid for the period times the share of the period left at `canceledOn`, rounded down to
 * the cent (so a refund never exceeds what was paid). Nothing when cancelled after the period ended.
 */
export function unusedAmount(paid: number, period: { start: Date; end: Date }, canceledOn: Date): number {
  const length = period.end.getTime() - period.start.getTime();
  if (!(paid > 0) || !(length > 0)) return 0;
  const left = Math.min(length, Math.max(0, period.end.getTime() - canceledOn.getTime()));
  return Math.floor((paid * left) / length);
}
