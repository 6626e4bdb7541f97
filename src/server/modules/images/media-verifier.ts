import { mediaTypeOf, sniffImageType, SNIFF_BYTES } from '../../storage/image-types';
import type { Storage } from '../../storage/storage';
import type { MediaUploadRepository } from './media-upload-repository';

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
  ) {}

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
