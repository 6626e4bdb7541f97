import { mediaTypeOf, sniffImageType, SNIFF_BYTES } from '../../storage/image-types';
import type { Storage } from '../../storage/storage';
import type { ProcessedImage } from '../../../shared/site-images';
import { type ImageJobs, waitForImage } from './image-jobs';
import type { MediaUploadRepository } from './media-upload-repository';

export const STILL_PROCESSING_MESSAGE = 'This image is still being prepared for your website. Please wait a moment and try again.';

export type Preparation = { ok: true; image: ProcessedImage } | { ok: false; statusCode: number; message: string };

const TYPE_NAMES: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/gif': 'GIF' };

/**
 * Decides whether an owner may reference one of their uploads. Local uploads are checked as they
 * arrive; S3 uploads go straight to the bucket, so the first time one is referenced its size and
 * type are read back (HEAD) and its leading bytes sniffed (ranged GET). An object that fails is
 * deleted. Returns a message for the owner, or undefined when the image is fine.
 */
export class MediaVerifier {
  constructor(
    private readonly storage: Storage,
    private readonly uploads: MediaUploadRepository,
    private readonly jobs: ImageJobs,
    /** Told when an image was queued (the local worker starts on it at once). */
    private readonly onQueued: () => void = () => {},
  ) {}

  /**
   * Whether an owner's upload can go on their website: its bytes checked, then processed (queued
   * if it is not yet, and waited for up to `waitMs`). A website only ever references images whose
   * variants all exist (decision 0014).
   */
  async prepare(key: string, accountId: string, waitMs: number): Promise<Preparation> {
    const problem = await this.check(key, accountId);
    if (problem) return { ok: false, statusCode: 400, message: problem };
    if ((await this.jobs.status(key)).state === 'missing') {
      await this.jobs.enqueue(key);
      this.onQueued();
    }
    const status = await waitForImage(this.jobs, key, waitMs);
    if (status.state === 'ready') return { ok: true, image: status.image };
    if (status.state === 'failed') return { ok: false, statusCode: 400, message: status.message };
    return { ok: false, statusCode: 409, message: STILL_PROCESSING_MESSAGE };
  }

  async check(key: string, accountId: string): Promise<string | undefined> {
    const upload = await this.uploads.find(key);
    if (!upload || upload.account_id !== accountId) return 'This image was never uploaded. Please upload it again.';
    if (upload.verified_on) return undefined;
    const info = await this.storage.head(key);
    if (!info) return 'This image has not finished uploading. Please upload it again.';
    const expected = TYPE_NAMES[upload.content_type] ?? upload.content_type;
    const start = await this.storage.readStart(key, SNIFF_BYTES);
    const problem =
      info.size !== upload.size || mediaTypeOf(info.contentType) !== upload.content_type
        ? 'The uploaded file does not match what was announced. Please upload it again.'
        : !start || sniffImageType(start) !== upload.content_type
          ? `The uploaded file is not a real ${expected} image. Please upload a PNG, JPEG, WebP or GIF image.`
          : undefined;
    if (problem) {
      await this.storage.delete(key);
      await this.uploads.remove(key);
      return problem;
    }
    await this.uploads.markVerified(key);
    return undefined;
  }
}

export function imageTypeName(type: string): string {
  return TYPE_NAMES[type] ?? type;
}
