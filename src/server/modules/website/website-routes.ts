import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imagesOf, type Website, type WebsiteContent } from '../../../shared/website';
import { websiteQuerySchema } from '../../../shared/website-query-schema';
import { completeWebsiteContent, saveWebsiteBodySchema } from '../../../shared/website-schema';
import { LATER_FIELD_NAMES } from '../../../shared/website-fields';
import type { Config } from '../../config';
import { badRequest, HttpError } from '../../errors';
import { describeSize } from '../../storage/image-types';
import { checkMediaUrl } from '../../storage/media-keys';
import type { MediaVerifier } from '../images/media-verifier';
import type { WebsiteRepository } from './website-repository';

/** Far above the largest document the limits allow (about 300 KB of UTF-8), far below abuse. */
export const WEBSITE_BODY_LIMIT = 512 * 1024;

export interface WebsiteRouteDeps {
  config: Pick<Config, 'mediaBaseUrl' | 'appUrl'>;
  websites: WebsiteRepository;
  media: MediaVerifier;
}

export async function websiteRoutes(app: FastifyInstance, { config, websites, media }: WebsiteRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const toWebsite = (content: WebsiteContent, accountId: string, websiteVersion: number): Website => ({ ...content, accountId, websiteVersion });

  r.get('/api/website', { schema: { querystring: websiteQuerySchema } }, async (request, reply) => {
    const { account } = request;
    reply.header('cache-control', 'no-store');
    return toWebsite(await websites.get(account.accountId), account.accountId, account.websiteVersion);
  });

  r.put(
    '/api/website/',
    {
      bodyLimit: WEBSITE_BODY_LIMIT,
      schema: { body: saveWebsiteBodySchema },
      // Refuse an announced oversize body before reading it, with a message that says why.
      onRequest: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > WEBSITE_BODY_LIMIT) {
          throw new HttpError(413, `The website is too large to save (${describeSize(length)}); the most is ${describeSize(WEBSITE_BODY_LIMIT)}.`);
        }
      },
    },
    async (request) => {
      const { user, account } = request;
      const input = request.body.input;
      // A client that predates a field leaves it out: it keeps its stored value.
      const content = LATER_FIELD_NAMES.every((name) => name in input)
        ? (input as WebsiteContent)
        : completeWebsiteContent(input, await websites.get(user.userId));
      // Our media may only be referenced by its owner, and only once its bytes were checked.
      for (const field of imagesOf(content)) {
        const target = checkMediaUrl(field.value, user.userId, config.mediaBaseUrl, config.appUrl);
        if (target.kind === 'foreign') {
          throw badRequest(`${field.path}: ${field.label} must be one of your own uploaded images, or a link to an image on another website.`);
        }
        if (target.kind === 'own') {
          const problem = await media.check(target.key, user.userId);
          if (problem) throw badRequest(`${field.path}: ${field.label}: ${problem}`);
        }
      }
      await websites.save(user.userId, content);
      return toWebsite(content, account.accountId, account.websiteVersion);
    },
  );
}
