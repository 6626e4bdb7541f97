import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { siteImageSource } from '../../../shared/site-images';
import type { DbLimiter } from '../../limits/db-limiter';
import { HttpError } from '../../errors';
import { IMAGE_TYPES_MESSAGE, isImageType, tooLargeMessage } from '../../../shared/image-types';
import { imageReadyBodySchema, imageReadyResultSchema, imageUploadBodySchema, imageUploadResultSchema } from '../../../shared/image-schema';
import { isMediaKey, keyOwner, newMediaKey } from '../../storage/media-keys';
import type { Storage } from '../../storage/storage';
import type { MediaUploadRepository } from './media-upload-repository';
import type { MediaVerifier } from './media-verifier';

/** How long `POST /api/image/ready` waits for processing before asking the client to ask again. */
const READY_WAIT_MS = 25_000;

export interface ImageRouteDeps {
  config: Pick<Config, 'maxUploadBytes' | 'uploadUrlTtlSeconds' | 'imageRateLimit' | 'mediaBaseUrl'>;
  storage: Storage;
  uploads: MediaUploadRepository;
  media: MediaVerifier;
  limiter: DbLimiter;
}

/** `POST /api/image/` (behind the API guard): an upload URL for one image under the caller's own media prefix. */
export async function imageRoutes(app: FastifyInstance, { config, storage, uploads, media, limiter }: ImageRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/image/', { schema: { body: imageUploadBodySchema, response: { 200: imageUploadResultSchema } } }, async (request, reply) => {
    const { user } = request;
    const { myKey, myContentType, footPrint } = request.body.input;
    if (!isImageType(myContentType)) throw new HttpError(400, IMAGE_TYPES_MESSAGE);
    if (footPrint > config.maxUploadBytes) {
      throw new HttpError(413, tooLargeMessage(footPrint, config.maxUploadBytes));
    }

    // Counted and checked in one statement in the database, so the limit holds across replicas,
    // restarts and concurrent requests.
    const taken = await limiter.take('image-upload', user.userId, config.imageRateLimit);
    if (!taken.allowed) {
      reply.header('retry-after', String(taken.retryAfterSeconds));
      throw new HttpError(429, ownerText('refusal.images.tooManyUploads', { count: String(config.imageRateLimit.max) }));
    }

    const key = newMediaKey(user.userId, myKey, myContentType);
    await uploads.record({ key, accountId: user.userId, contentType: myContentType, size: footPrint });
    const presignedUrl = await storage.presignUpload({ key, contentType: myContentType, size: footPrint }, config.uploadUrlTtlSeconds);
    return { image: { presignedUrl, fullKey: key, publicUrl: `${config.mediaBaseUrl}${key}` } };
  });

  /**
   * `POST /api/image/ready`: called by the editor after the upload's PUT. Checks the bytes (S3
   * uploads are checked here), processes the image if that has not happened, and answers once its
   * variants exist (200), or with why it cannot be used (400), or "still working, ask again" (409).
   */
  r.post('/api/image/ready', { schema: { body: imageReadyBodySchema, response: { 200: imageReadyResultSchema } } }, async (request) => {
    const { user } = request;
    const { fullKey } = request.body.input;
    if (!isMediaKey(fullKey) || keyOwner(fullKey) !== user.userId) throw new HttpError(404, ownerText('refusal.images.thisImageWasNever'));
    const prepared = await media.prepare(fullKey, user.userId, READY_WAIT_MS);
    if (!prepared.ok) throw new HttpError(prepared.statusCode, prepared.message);
    const credit = await uploads.creditOf(fullKey);
    return { image: { fullKey, width: prepared.image.width, height: prepared.image.height, source: siteImageSource(prepared.image, config.mediaBaseUrl, credit) } };
  });
}
