import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { photoChooseBodySchema, photoChooseResultSchema, photoSearchBodySchema, photoSearchResultSchema } from '../../../shared/photo-schema';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import type { DbLimiter } from '../../limits/db-limiter';
import type { PhotoImporter } from './photo-import';
import { PhotoProviderError } from './photo-provider';

/** Searches one owner may make per hour (each is one call on the operator's provider quota). */
export const PHOTO_SEARCH_LIMIT = { max: 60, windowSeconds: 3600 };

export interface PhotoRouteDeps {
  config: Pick<Config, 'imageRateLimit' | 'mediaBaseUrl'>;
  importer: PhotoImporter;
  limiter: DbLimiter;
}

/**
 * "Search photos" (decision 0057), behind the API guard and registered only when the operator set a
 * provider key: `POST /api/photos/search` answers one page of results; `POST /api/photos/choose`
 * downloads one into the caller's own media (counted as an image upload) and answers its key, which
 * the editor waits for through `POST /api/image/ready` like any upload.
 */
export async function photoRoutes(app: FastifyInstance, { config, importer, limiter }: PhotoRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/photos/search', { schema: { body: photoSearchBodySchema, response: { 200: photoSearchResultSchema } } }, async (request, reply) => {
    const taken = await limiter.take('photo-search', request.user.userId, PHOTO_SEARCH_LIMIT);
    if (!taken.allowed) {
      reply.header('retry-after', String(taken.retryAfterSeconds));
      throw new HttpError(429, ownerText('refusal.photos.tooManySearches', { count: String(PHOTO_SEARCH_LIMIT.max), minutes: String(Math.ceil(taken.retryAfterSeconds / 60)) }));
    }
    const { query, page } = request.body.input;
    try {
      const found = await importer.provider.search(query, { page });
      reply.header('cache-control', 'no-store');
      return { provider: importer.provider.name, providerUrl: importer.provider.homeUrl, photos: found.photos.map(({ chosen: _chosen, ...photo }) => photo), totalPages: found.totalPages };
    } catch (error) {
      if (error instanceof PhotoProviderError) {
        request.log.warn({ err: error, provider: importer.provider.name }, 'stock photo search failed');
        throw new HttpError(502, error.message);
      }
      throw error;
    }
  });

  r.post('/api/photos/choose', { schema: { body: photoChooseBodySchema, response: { 200: photoChooseResultSchema } } }, async (request, reply) => {
    const { userId } = request.user;
    // A chosen photo is an image added to the owner's media: the upload limit counts it.
    const taken = await limiter.take('image-upload', userId, config.imageRateLimit);
    if (!taken.allowed) {
      reply.header('retry-after', String(taken.retryAfterSeconds));
      throw new HttpError(429, ownerText('refusal.photos.tooManyAdded', { count: String(config.imageRateLimit.max) }));
    }
    try {
      const photo = await importer.provider.photo(request.body.input.id);
      const stored = await importer.store(userId, photo);
      return { image: { fullKey: stored.key, publicUrl: `${config.mediaBaseUrl}${stored.key}`, description: stored.description } };
    } catch (error) {
      if (error instanceof PhotoProviderError) {
        request.log.warn({ err: error, provider: importer.provider.name }, 'stock photo could not be chosen');
        throw new HttpError(502, error.message);
      }
      throw error;
    }
  });
}
