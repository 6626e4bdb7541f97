/**
 * The image formats owners may upload. SVG is deliberately absent: it is a document that can
 * carry script, not a picture. Each type has one file extension, chosen by the server. No zod here:
 * the client may import it.
 */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

export const IMAGE_TYPE_LIST = Object.keys(IMAGE_TYPES) as ImageType[];

export const IMAGE_TYPES_MESSAGE = 'Only PNG, JPEG, WebP and GIF images can be uploaded.';

export function isImageType(value: string): value is ImageType {
  return Object.hasOwn(IMAGE_TYPES, value);
}

/** A byte count for people: "20 MB", "640 KB", "512 bytes" (1 MB = 1,048,576 bytes, as the browser's file sizes count). */
export function describeSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The one message for a file over the upload limit, word for word the same in the editor and from the API. */
export function tooLargeMessage(size: number, max: number): string {
  const shown = describeSize(size) === describeSize(max) ? `over ${describeSize(max)}` : describeSize(size);
  return `The image is too large (${shown}). Images can be at most ${describeSize(max)}.`;
}
