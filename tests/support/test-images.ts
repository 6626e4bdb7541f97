import { deflateSync } from 'node:zlib';

/*
 * Small images made in code, so tests need no fixtures from the internet. PNG is encoded for
 * real (any size, so files of an exact byte count are easy); GIF and WebP are well-known valid
 * 1×1 files; the JPEG is a valid JFIF header and end marker around filler, enough for anything
 * that looks at a file's leading bytes.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of the given size, filled with one colour; noise makes it larger and less compressible. */
export function makePng(width = 2, height = 2, { noise = false } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = y * row + 1 + x * 3;
      raw[o] = noise ? Math.floor(Math.random() * 256) : 0x33;
      raw[o + 1] = noise ? Math.floor(Math.random() * 256) : 0x99;
      raw[o + 2] = noise ? Math.floor(Math.random() * 256) : 0xcc;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

export const WEBP_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

export function makeJpegLike(size = 64): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - 2), 0x20), Buffer.from([0xff, 0xd9])]);
}

export const HTML_FILE = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
export const SVG_FILE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

/**
 * A photo-like 12 MP JPEG (4032 × 3024, as a phone takes it, 3–5 MB): soft shapes from a coarse random
 * field and sensor-like grain, different for each seed. Made with sharp, as bench/image-pipeline.ts does.
 */
export async function makePhoto(seed: number, width = 4032, height = 3024): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  let state = seed * 2654435761;
  const random = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 255;
  const coarse = Buffer.alloc(84 * 63 * 3);
  for (let i = 0; i < coarse.length; i++) coarse[i] = random();
  const pixels = await sharp(coarse, { raw: { width: 84, height: 63, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, (pixels[i] as number) + (random() - 127.5) / 9));
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}
