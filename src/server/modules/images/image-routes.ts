import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { IMAGE_TYPES_MESSAGE, isImageType } from '../../../shared/image-types';
import { imageUploadBodySchema, imageUploadResultSchema } from '../../../shared/image-schema';
import { describeSize } from '../../storage/image-types';
import { newMediaKey } from '../../storage/media-keys';
import type { Storage } from '../../storage/storage';
import type { MediaUploadRepository } from './media-upload-repository';

export interface ImageRouteDeps {
  config: Pick<Config, 'maxUploadBytes' | 'uploadUrlTtlSeconds' | 'imageRateLimit' | 'mediaBaseUrl'>;
  storage: Storage;
  uploads: MediaUploadRepository;
}

/** `POST /api/image/` (behind the API guard): an upload URL for one image under the caller's own media prefix. */
export async function imageRoutes(app: FastifyInstance, { config, storage, uploads }: ImageRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/image/', { schema: { body: imageUploadBodySchema, response: { 200: imageUploadResultSchema } } }, async (request) => {
    const { user } = request;
    const { myKey, myContentType, footPrint } = request.body.input;
    if (!isImageType(myContentType)) throw new HttpError(400, `myContentType: ${IMAGE_TYPES_MESSAGE}`);
    if (footPrint > config.maxUploadBytes) {
      throw new HttpError(413, `footPrint: The image is too large (${describeSize(footPrint)}). Images can be at most ${describeSize(config.maxUploadBytes)}.`);
    }

    // Counted in the database, so the limit holds across replicas and restarts.
    const { max, windowSeconds } = config.imageRateLimit;
    const recent = await uploads.countSince(user.userId, new Date(Date.now() - windowSeconds * 1000));
    if (recent >= max) {
      throw new HttpError(429, `You have uploaded ${recent} images recently, the most allowed. Please wait a while and try again.`);
    }

    const key = newMediaKey(user.userId, myKey, myContentType);
    await uploads.record({ key, accountId: user.userId, contentType: myContentType, size: footPrint });
    const presignedUrl = await storage.presignUpload({ key, contentType: myContentType, size: footPrint }, config.uploadUrlTtlSeconds);
    return { image: { presignedUrl, fullKey: key, publicUrl: `${config.mediaBaseUrl}${key}` } };
  });
}
