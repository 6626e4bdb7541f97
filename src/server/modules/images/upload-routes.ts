import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import { uploadResultSchema } from '../../../shared/image-schema';
import { HttpError } from '../../errors';
import { mediaTypeOf, sniffImageType, SNIFF_BYTES } from '../../storage/image-types';
import { isMediaKey } from '../../storage/media-keys';
import { type LocalDiskStorage, UploadRejected } from '../../storage/local-storage';
import type { UploadTokens } from '../../storage/upload-token';
import { imageTypeName } from './media-verifier';
import type { MediaUploadRepository } from './media-upload-repository';

export interface UploadRouteDeps {
  storage: LocalDiskStorage;
  tokens: UploadTokens;
  uploads: MediaUploadRepository;
  /** Queues the verified upload for processing. */
  enqueue: (key: string) => Promise<void>;
}

/**
 * `PUT /api/upload/<token>`: where browsers send files when storage is the local disk (with S3
 * they PUT to the bucket). It checks what S3 would (signature, expiry, Content-Type, exact size)
 * and what S3 cannot (the bytes really are an image of the declared type).
 */
export async function uploadRoutes(app: FastifyInstance, { storage, tokens, uploads, enqueue }: UploadRouteDeps) {
  // The body is streamed to disk by the handler, never parsed or buffered whole.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // A wildcard, not a :param: tokens are longer than Fastify's default parameter length limit.
  app.put('/api/upload/*', { schema: { response: { 200: uploadResultSchema } } }, async (request, reply) => {
    const token = (request.params as { '*': string })['*'];
    const check = tokens.verify(token);
    if (!check.ok) {
      throw new HttpError(
        403,
        check.reason === 'expired'
          ? ownerText('refusal.images.thisUploadLinkHas')
          : ownerText('refusal.images.thisUploadLinkIs'),
      );
    }
    const { key, contentType, size } = check.grant;
    if (!isMediaKey(key)) throw new HttpError(403, ownerText('refusal.images.thisUploadLinkIs'));

    const sent = mediaTypeOf(request.headers['content-type']);
    if (sent !== contentType) {
      throw new HttpError(400, ownerText('refusal.images.wrongType', { sent: sent || ownerText('refusal.images.noType'), expected: contentType }));
    }
    const lengthHeader = request.headers['content-length'];
    if (lengthHeader === undefined) throw new HttpError(411, ownerText('refusal.images.sendTheFileWith'));
    if (Number(lengthHeader) !== size) {
      throw new HttpError(400, ownerText('refusal.images.wrongSize', { sent: lengthHeader, expected: String(size) }));
    }

    try {
      await storage.receive(key, request.raw, {
        size,
        startLength: SNIFF_BYTES,
        checkStart(bytes) {
          const actual = sniffImageType(bytes);
          if (actual === contentType) return undefined;
          return actual
            ? `The file is a ${imageTypeName(actual)} image, but it was declared as ${imageTypeName(contentType)}.`
            : `The file is not a ${imageTypeName(contentType)} image. Only PNG, JPEG, WebP and GIF images can be uploaded.`;
        },
      });
    } catch (error) {
      if (error instanceof UploadRejected) throw new HttpError(error.statusCode, error.message);
      throw error;
    }
    await uploads.markVerified(key);
    await enqueue(key);
    return reply.status(200).send({ fullKey: key });
  });
}
