import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '../../../shared/analytics-schema';
import type { LeadRepository } from '../leads/lead-repository';
import { type AnalyticsRepository, daysBefore, utcDay } from './analytics-repository';

/** GET /api/analytics?days=N: the caller's own site's figures (behind the API guard; there is no way to name another account). */
export async function analyticsRoutes(
  app: FastifyInstance,
  { analytics, leads, clock = () => new Date() }: { analytics: AnalyticsRepository; leads: LeadRepository; clock?: () => Date },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/analytics', { schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { days } = request.query;
    const to = utcDay(clock());
    const from = daysBefore(to, days - 1);
    const accountId = request.account.accountId;
    const [figures, leadCount] = await Promise.all([analytics.figures(accountId, from, to), leads.countSince(accountId, new Date(`${from}T00:00:00Z`))]);
    return {
      days,
      from,
      to,
      pageViews: figures.daily.reduce((sum, d) => sum + d.pageViews, 0),
      visitors: figures.daily.reduce((sum, d) => sum + d.visitors, 0),
      daily: figures.daily,
      referrers: figures.referrers,
      devices: figures.devices,
      clicks: figures.clicks,
      leads: leadCount,
    };
  });
}
