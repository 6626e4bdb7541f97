import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import type { SiteExporter } from './site-export';

/** `GET /api/website/download` (behind the API guard): the caller's live website as a zip (site-export.ts). */
export async function siteExportRoutes(app: FastifyInstance, { exporter }: { exporter: SiteExporter }) {
  app.get('/api/website/download', { config: { viewAs: false } }, async (request, reply) => {
    const { account } = request;
    if (!account.websiteUrl || !account.websiteSlug || !account.websiteVersion) throw notFound(ownerText('refusal.publish.publishYourWebsiteFirst'));
    const site = await exporter.export(account.websiteUrl, account.websiteSlug, account.accountId);
    if (!site) throw notFound(ownerText('refusal.publish.yourPublishedWebsiteCould'));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${site.fileName}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(site.zip));
  });
}
