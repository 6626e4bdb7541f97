import type { FastifyBaseLogger } from 'fastify';
import type { ImageType } from '../../../shared/image-types';
import { sniffImageType, SNIFF_BYTES } from '../../storage/image-types';
import { newMediaKey } from '../../storage/media-keys';
import type { Storage } from '../../storage/storage';
import type { MediaUploadRepository } from '../images/media-upload-repository';
import { type ChosenPhoto, type PhotoProvider, PhotoProviderError, readCapped, TooLarge } from './photo-provider';
import { PHOTO_PROVIDER_LABELS } from '../../../shared/site-images';

/*
 * A chosen stock photo becomes the owner's own media (decision 0057): downloaded by the server from the
 * provider's image host (never a link a browser sent, never hot-linked from the published page), checked
 * to be a JPEG, PNG or WebP image, stored under the owner's prefix with its credit, and queued for the
 * image pipeline like any upload. The caller then waits for it as for an upload (MediaVerifier.prepare).
 */

const MAX_REDIRECTS = 3;

export interface PhotoImporterDeps {
  provider: PhotoProvider;
  storage: Storage;
  uploads: MediaUploadRepository;
  /** Queues a verified image for processing. */
  enqueue: (key: string) => Promise<void>;
  maxBytes: number;
  log: FastifyBaseLogger;
}

export interface ImportedPhoto {
  key: string;
  description: string;
}

export class PhotoImporter {
  constructor(private readonly deps: PhotoImporterDeps) {}

  get provider(): PhotoProvider {
    return this.deps.provider;
  }

  /** Downloads `photo`, stores it as the owner's upload with its credit, queues it, and tells the provider it was used. */
  async store(accountId: string, photo: ChosenPhoto, { timeoutMs = 15_000, awaitReport = true } = {}): Promise<ImportedPhoto> {
    const { provider, storage, uploads, enqueue, log } = this.deps;
    const deadline = AbortSignal.timeout(timeoutMs);
    const bytes = await this.download(photo.imageUrl, deadline, timeoutMs);
    const type = sniffImageType(bytes.subarray(0, SNIFF_BYTES));
    if (!type || type === 'image/gif') {
      throw new PhotoProviderError(`${PHOTO_PROVIDER_LABELS[provider.name]} sent something that is not a photo. Choose another one, or upload your own picture.`);
    }
    const key = newMediaKey(accountId, `${provider.name}-${photo.id}`, type satisfies ImageType);
    await uploads.record({ key, accountId, contentType: type, size: bytes.length, credit: photo.credit });
    try {
      await storage.put(key, bytes, type);
    } catch (error) {
      await uploads.remove(key);
      throw error;
    }
    await uploads.markVerified(key);
    await enqueue(key);
    // Unsplash's guidelines: a photo used in an app triggers its download endpoint. Its failure costs the
    // owner nothing, so it is logged, not shown.
    const report = provider.used(photo).catch((error: unknown) => log.warn({ err: error, photo: photo.id, provider: provider.name }, 'could not report a stock photo as used'));
    if (awaitReport) await report;
    return { key, description: photo.description };
  }

  private async download(link: string, signal: AbortSignal, timeoutMs: number): Promise<Buffer> {
    const { provider, maxBytes } = this.deps;
    const label = PHOTO_PROVIDER_LABELS[provider.name];
    const failed = `The photo could not be downloaded from ${label} just now. Try again in a minute, or choose another one.`;
    let url = link;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (!provider.mayDownload(url)) throw new PhotoProviderError(failed);
      let res: Response;
      try {
        res = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'image/jpeg,image/png,image/webp' } });
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') {
          throw new PhotoProviderError(`${label} took longer than ${Math.round(timeoutMs / 1000)} seconds to send the photo. Try again in a minute, or choose another one.`);
        }
        throw new PhotoProviderError(failed);
      }
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        await res.body?.cancel();
        url = new URL(res.headers.get('location') as string, url).href;
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new PhotoProviderError(failed);
      }
      const tooLarge = `The photo from ${label} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Choose another one.`;
      if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
        await res.body?.cancel();
        throw new PhotoProviderError(tooLarge);
      }
      try {
        const body = await readCapped(res, maxBytes);
        if (body.length === 0) throw new PhotoProviderError(failed);
        return body;
      } catch (error) {
        if (error instanceof TooLarge) throw new PhotoProviderError(tooLarge);
        if (error instanceof PhotoProviderError) throw error;
        if ((error as Error).name === 'TimeoutError') {
          throw new PhotoProviderError(`${label} took longer than ${Math.round(timeoutMs / 1000)} seconds to send the photo. Try again in a minute, or choose another one.`);
        }
        throw new PhotoProviderError(failed);
      }
    }
    throw new PhotoProviderError(failed);
  }
}
