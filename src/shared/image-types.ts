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
