import type { FastifyInstance } from 'fastify';
import { IMAGE_TYPES } from '../../shared/image-types';
import { imageTypeOfExtension } from './image-types';
import { isMediaKey } from './media-keys';
import type { Storage } from './storage';

/**
 * Serves uploaded media: `GET <prefix><key>`. Only keys the image flow creates are served, always
 * with the content type their extension fixes (the upload was checked against it), `nosniff`, a
 * CSP that lets nothing run, and a year of caching (keys are never reused).
 *
 * The app mounts this at /media/ for now; it belongs to the site host's origin once that exists
 * (MEDIA_BASE_URL should then point there), so user uploads are never served from the app's origin.
 */
export async function registerMediaRoutes(app: FastifyInstance, storage: Storage, prefix = '/media/') {
  app.get(`${prefix}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const ext = key.slice(key.lastIndexOf('.') + 1);
    const type = imageTypeOfExtension(ext);
    const notFound = () => reply.status(404).header('cache-control', 'no-store').send({ errorMessage: 'Image not found.' });
    if (!isMediaKey(key) || !type || IMAGE_TYPES[type] !== ext) return notFound();
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
