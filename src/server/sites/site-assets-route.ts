import type { FastifyInstance } from 'fastify';
import { ASSET_NAME, assetContentType, ASSET_PREFIX, assetStorageKey, type SiteAssetFiles } from '../render/site-asset-files';
import type { Storage } from '../storage/storage';
import { encodeAll, type EncodedBody, sendEncoded } from './http-cache';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * `GET /_ww/site.<hash>.css|js`: the published pages' shared stylesheet and script, cached for a
 * year. The current files are served from memory; files of earlier deploys (still linked from
 * older published versions) from storage, where publishing keeps them. The app mounts this too,
 * so a preview shown in the app finds its stylesheet and fonts.
 */
export async function registerSiteAssetRoutes(app: FastifyInstance, assets: SiteAssetFiles, storage: Storage) {
  const older = new Map<string, EncodedBody>();
  app.get(`${ASSET_PREFIX}:name`, { compress: false }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const notFound = () =>
      reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    if (!ASSET_NAME.test(name)) return notFound();
    const current = assets.byName.get(name);
    let encoded: EncodedBody | undefined = current;
    if (!encoded) {
      encoded = older.get(name);
      if (!encoded) {
        const object = await storage.read(assetStorageKey(name));
        if (!object) return notFound();
        const chunks: Buffer[] = [];
        for await (const chunk of object.body) chunks.push(chunk as Buffer);
        encoded = encodeAll(Buffer.concat(chunks));
        if (older.size < 100) older.set(name, encoded);
      }
    }
    reply
      .header('content-type', assetContentType(name))
      .header('cache-control', YEAR)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin')
      // Public, immutable files: any page may use them. Fonts load only with CORS, and the app's previews
      // (the publish preview, the dashboard thumbnail) are sandboxed frames whose origin is null.
      .header('access-control-allow-origin', '*');
    return sendEncoded(request, reply, encoded, name.split('.')[1] as string);
  });
}
