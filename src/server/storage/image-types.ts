import { IMAGE_TYPE_LIST, IMAGE_TYPES, type ImageType } from '../../shared/image-types';

export { describeSize } from '../../shared/image-types';

/* Reading uploaded images on the server: their real type from their first bytes, their size for people. */

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 16;

export function imageTypeOfExtension(ext: string): ImageType | undefined {
  return IMAGE_TYPE_LIST.find((type) => IMAGE_TYPES[type] === ext.toLowerCase());
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the leading bytes say the file is, whatever it was called or labelled. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** The media type of a Content-Type header: lower case, parameters dropped. */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
