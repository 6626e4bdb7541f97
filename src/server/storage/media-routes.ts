import { ownerText } from '../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import { IMAGE_TYPES } from '../../shared/image-types';
import { imageTypeOfExtension } from './image-types';
import { isMediaKey, variantContentType } from './media-keys';
import type { Storage } from './storage';

/**
 * What the uploaded original at a key may be answered with: a redirect to its processed (clean,
 * metadata-free) variant, the original itself (only uploads made before processing existed, until
 * they are processed), or nothing (still processing, failed, unknown).
 */
export type OriginalAnswer = { kind: 'redirect'; key: string } | { kind: 'serve' } | { kind: 'none' };
export type OriginalLookup = (key: string) => Promise<OriginalAnswer>;

/**
 * Serves uploaded media: `GET <prefix><key>`. Only keys the image flow creates are served, always
 * with the content type their extension fixes, `nosniff`, a CSP that lets nothing run.
 *
 * Processed variants (`u/<owner>/i/<hash>.<ext>`) are content-addressed, so they are served with a
 * year of immutable caching. An original upload's bytes may carry the owner's metadata (a phone's
 * GPS position), so they are never served: its URL redirects to the largest processed variant
 * (decision 0014); uploads made before processing existed are served as before until processed.
 */
export async function registerMediaRoutes(app: FastifyInstance, storage: Storage, original: OriginalLookup, mediaBaseUrl: string, prefix = '/media/') {
  app.get(`${prefix}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const notFound = () => reply.status(404).header('cache-control', 'no-store').send({ errorMessage: ownerText('refusal.storage.imageNotFound') });
    const variantType = variantContentType(key);
    let type: string | undefined = variantType;
    if (!variantType) {
      const ext = key.slice(key.lastIndexOf('.') + 1);
      const uploadType = imageTypeOfExtension(ext);
      if (!isMediaKey(key) || !uploadType || IMAGE_TYPES[uploadType] !== ext) return notFound();
      const answer = await original(key);
      if (answer.kind === 'none') return notFound();
      if (answer.kind === 'redirect') {
        // The mapping is fixed once processed; a day of caching keeps it cheap without freezing it for ever.
        return reply.status(302).header('location', `${mediaBaseUrl}${answer.key}`).header('cache-control', 'public, max-age=86400').send();
      }
      type = uploadType;
    }
    const object = await storage.read(key);
    if (!object) return notFound();
    return reply
      .header('content-type', type)
      .header('content-length', object.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=31536000, immutable')
      // Published pages on the site host's origin embed these images.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(object.body);
  });
}
