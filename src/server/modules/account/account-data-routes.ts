import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { LeadRepository } from '../leads/lead-repository';
import type { WebsiteRepository } from '../website/website-repository';

export interface AccountDataDeps {
  db: Kysely<DB>;
  websites: WebsiteRepository;
  leads: LeadRepository;
  mediaBaseUrl: string;
}

/**
 * `GET /api/account/data` (behind the API guard): everything the product keeps about the caller, as one
 * JSON file ("Download my data" on /account): the account, the website as edited, every published
 * version, the contact form's messages, the uploaded pictures and the sign-in methods (never a password
 * hash or a token).
 */
export async function accountDataRoutes(app: FastifyInstance, { db, websites, leads, mediaBaseUrl }: AccountDataDeps) {
  app.get('/api/account/data', { config: { viewAs: false } }, async (request, reply) => {
    const { account } = request;
    const id = account.accountId;
    const [website, versions, messages, media, signIns] = await Promise.all([
      websites.get(id),
      db.selectFrom('website_versions').select(['version', 'published_on', 'published_by', 'restored_from']).where('account_id', '=', id).orderBy('version').execute(),
      leads.all(id),
      db.selectFrom('media_uploads').select(['key', 'content_type', 'size', 'created_on']).where('account_id', '=', id).orderBy('created_on').execute(),
      (db as unknown as Kysely<{ auth_account: { userId: string; providerId: string; createdAt: Date } }>)
        .selectFrom('auth_account')
        .select(['providerId', 'createdAt'])
        .where('userId', '=', id)
        .execute(),
    ]);
    const data = {
      exportedOn: new Date().toISOString(),
      account,
      website,
      publishedVersions: versions.map((v) => ({ version: v.version, publishedOn: v.published_on, publishedBy: v.published_by, restoredFrom: v.restored_from, live: v.version === account.websiteVersion })),
      leads: messages,
      images: media.map((m) => ({ url: `${mediaBaseUrl}${m.key}`, contentType: m.content_type, size: m.size, uploadedOn: m.created_on })),
      signInMethods: signIns.map((s) => ({ method: s.providerId === 'credential' ? 'e-mail and password' : s.providerId, since: s.createdAt })),
    };
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="website-works-data-${new Date().toISOString().slice(0, 10)}.json"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });
}
