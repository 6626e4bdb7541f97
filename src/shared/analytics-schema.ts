import { z } from 'zod';

/*
 * GET /api/analytics?days=N: the owner's visitor figures, counted by the site host without cookies or
 * scripts (issue 12), for the last N days up to today (UTC). The client imports only the types.
 */

export const ANALYTICS_DAYS_MAX = 366;

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'The number of days must be a number.' })
    .int('The number of days must be a whole number.')
    .min(1, 'The number of days must be at least 1.')
    .max(ANALYTICS_DAYS_MAX, `The number of days can be at most ${ANALYTICS_DAYS_MAX}.`)
    .default(30),
});

const count = z.number().int().min(0);

export const analyticsSchema = z.object({
  days: z.number().int(),
  /** First and last day of the period, 'YYYY-MM-DD' (UTC). */
  from: z.string(),
  to: z.string(),
  pageViews: count,
  /** Each visitor counts once a day (the salt of their hash changes daily), so this is the sum of the days' visitors. */
  visitors: count,
  /** Every day of the period, oldest first, zeros included. */
  daily: z.array(z.object({ date: z.string(), pageViews: count, visitors: count })),
  /** Where visitors came from (their first page view of the day), most first; direct visits are not listed. */
  referrers: z.array(z.object({ host: z.string(), visitors: count })),
  devices: z.object({ mobile: count, tablet: count, desktop: count }),
  /** Clicks on the call to action, phone links and e-mail links, and the call bar's other actions (sent by site.js). */
  clicks: z.object({ cta: count, phone: count, email: count, whatsapp: count, directions: count, book: count, quote: count }),
  /** Messages received through the contact form in the period. */
  leads: count,
});

export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
export type Analytics = z.infer<typeof analyticsSchema>;
