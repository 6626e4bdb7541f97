import { api, ApiError } from '../lib/api-client';
import { getPublicConfig } from '../lib/public-config';
import { tooLargeMessage } from '../../shared/image-types';
import type { SiteImageSource } from '../../shared/site-images';
import { rememberImage } from '../lib/processed-images';
import { ACCEPTED_IMAGE_TYPES } from './accepted-image-types';

interface UploadGrant {
  image: { presignedUrl: string; fullKey: string; publicUrl?: string };
}


export class ImageUploadError extends Error {}

/** spec §5: '{alt or Image} dimensions should be at least {width} (width) x {height} (height)'. */
export function dimensionsMessage(label: string | undefined, width: number, height: number) {
  return `${label || 'Image'} dimensions should be at least ${width} (width) x ${height} (height)`;
}

/** The image's pixel size, read in the browser before anything is uploaded. */
export async function imageDimensions(file: File): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  } catch {
    throw new ImageUploadError('Issue retrieving image');
  } finally {
    URL.revokeObjectURL(url);
  }
}

export interface UploadOptions {
  label?: string;
  minWidth?: number;
  minHeight?: number;
  onProgress?: (fraction: number) => void;
  /** Told when the bytes are sent and the server is preparing the image (sizes and formats for the page). */
  onPreparing?: () => void;
  signal?: AbortSignal;
}

/**
 * spec §4 image flow: check the type and, where a minimum is recommended, the dimensions; ask the API
 * for an upload URL; PUT the file there with progress; answer the public URL (media base + fullKey).
 */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<string> {
  const config = await getPublicConfig();
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    throw new ImageUploadError('Only PNG, JPEG, WebP and GIF images can be uploaded.');
  }
  if (config.maxUploadBytes && file.size > config.maxUploadBytes) {
    throw new ImageUploadError(tooLargeMessage(file.size, config.maxUploadBytes));
  }
  if (options.minWidth || options.minHeight) {
    const { width, height } = await imageDimensions(file);
    if (width < (options.minWidth ?? 0) || height < (options.minHeight ?? 0)) {
      throw new ImageUploadError(dimensionsMessage(options.label, options.minWidth ?? 0, options.minHeight ?? 0));
    }
  }
  let grant: UploadGrant;
  try {
    grant = await api<UploadGrant>('POST', 'image/', { input: { myKey: file.name, myContentType: file.type, footPrint: file.size } });
  } catch (error) {
    throw error instanceof ApiError ? new ImageUploadError(error.message) : new ImageUploadError('Image upload error');
  }
  if (!grant?.image?.presignedUrl) throw new ImageUploadError('Image upload error');
  await putWithProgress(grant.image.presignedUrl, file, options);
  options.onPreparing?.();
  const source = await waitUntilReady(grant.image.fullKey);
  const url = grant.image.publicUrl ?? `${config.mediaBaseUrl ?? ''}${grant.image.fullKey}`;
  // The editor's live page shows the processed variants from now on, not the original.
  if (source) rememberImage(url, source);
  return url;
}

/**
 * `POST /api/image/ready`: the server checks and processes the image (decision 0014) and answers
 * when it can go on the website; 409 means "still working", so ask again a few times.
 */
export async function waitUntilReady(fullKey: string): Promise<SiteImageSource | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      const ready = await api<{ image?: { source?: SiteImageSource } }>('POST', 'image/ready', { input: { fullKey } });
      return ready?.image?.source;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && attempt < 4) continue;
      throw error instanceof ApiError ? new ImageUploadError(error.message) : new ImageUploadError('Image upload error');
    }
  }
}

function putWithProgress(url: string, file: File, { onProgress, signal }: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
        return;
      }
      let message = 'Image upload failed';
      try {
        const body = JSON.parse(xhr.responseText) as { errorMessage?: string };
        if (body.errorMessage) message = `Image upload failed: ${body.errorMessage}`;
      } catch {
        // not JSON (e.g. S3's XML): the plain message will do
      }
      reject(new ImageUploadError(message));
    };
    xhr.onerror = () => reject(new ImageUploadError('Image upload error'));
    xhr.onabort = () => reject(new ImageUploadError('Image upload error'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/**
 * "Search photos" (decision 0057): the server downloads the chosen stock photo into the owner's media
 * and processes it like an upload; answers the URL the image field takes once its variants exist.
 */
export async function chooseStockPhoto(id: string): Promise<string> {
  let chosen: { image: { fullKey: string; publicUrl: string } };
  try {
    chosen = await api<{ image: { fullKey: string; publicUrl: string } }>('POST', 'photos/choose', { input: { id } });
  } catch (error) {
    throw error instanceof ApiError ? new ImageUploadError(error.message) : new ImageUploadError('The photo could not be added. Please try again.');
  }
  const source = await waitUntilReady(chosen.image.fullKey);
  if (source) rememberImage(chosen.image.publicUrl, source);
  return chosen.image.publicUrl;
}
