import { createHash } from 'node:crypto';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { IMAGE_WIDTHS, type ImageFormat, type ProcessedImage } from '../../../shared/site-images';

/*
 * Turning one upload into what published pages show (decision 0014): decoded once with sharp
 * (libvips), turned upright, converted to sRGB, every piece of metadata dropped (EXIF, GPS, XMP,
 * IPTC, ICC: the output carries none, which browsers read as sRGB), and written at a few widths
 * (never wider than the original) as AVIF, WebP and a JPEG (or PNG where the image has
 * transparency) for browsers that read neither. Pure: bytes in, bytes out; storing is the job's.
 */

type SharpModule = typeof import('sharp').default;
let loaded: Promise<SharpModule> | undefined;

/** sharp (libvips) is loaded on the first image, not at start-up (it takes most of a second to load). */
function loadSharp(): Promise<SharpModule> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // One image at a time per process already; libvips' own cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

export interface ProcessorLimits {
  /** Width × height an input may have; larger ones are refused before a pixel is decoded. */
  maxPixels: number;
  /** Seconds one image may take. */
  timeoutSeconds: number;
}

export interface ProcessedVariantFile {
  format: ImageFormat;
  width: number;
  height: number;
  body: Buffer;
  /** Content address: the first 32 hex digits of the bytes' SHA-256. */
  hash: string;
}

export interface ProcessorResult {
  image: Omit<ProcessedImage, 'variants'>;
  files: ProcessedVariantFile[];
}

/** A file we cannot make a picture of, with a message for the person who uploaded it. */
export class ImageProblem extends Error {}

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

function describeFailure(error: unknown): ImageProblem {
  const text = error instanceof Error ? error.message : String(error);
  if (/timeout/i.test(text)) return new ImageProblem('This image took too long to prepare. Please upload a smaller image.');
  if (/pixel limit/i.test(text)) return new ImageProblem('This image has too many pixels. Please upload a smaller image.');
  if (/premature end|truncated|unexpected end|short read|end of file|not enough data|out of data/i.test(text)) {
    return new ImageProblem('This image file is incomplete (it may have been cut off while copying). Please upload the whole file again.');
  }
  return new ImageProblem('This file could not be read as an image; it may be damaged. Please export it again as a JPEG or PNG and upload that.');
}

/** The widths to write for an image this wide: the standard ones below it, and its own width when it is narrower than the largest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
  widths.push(Math.min(width, largest));
  return [...new Set(widths)];
}

/**
 * AVIF is written up to this width (what phones take: 400 px at DPR 2 is 800): above it WebP
 * serves; AVIF at 1440 and 1920 px cost more time than all the other variants together.
 */
export const AVIF_MAX_WIDTH = 960;

/** The fallback (JPEG/PNG, for browsers without AVIF and WebP) at the smallest, the 960 px and the largest width only. */
function wantsFallback(width: number, widths: number[]): boolean {
  return width === widths[0] || width === 960 || width === widths[widths.length - 1];
}

const toHex = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

/** Processes one upload. Throws ImageProblem for files that are not a usable image. */
export async function processImage(input: Buffer, limits: ProcessorLimits): Promise<ProcessorResult> {
  const sharp = await loadSharp();
  const started = Date.now();
  const remaining = () => Math.max(1, Math.ceil(limits.timeoutSeconds - (Date.now() - started) / 1000));
  const open = (options: SharpOptions = {}) =>
    sharp(input, { failOn: 'truncated', limitInputPixels: limits.maxPixels, sequentialRead: true, ...options });

  // The header alone: its dimensions decide before any pixel is decoded.
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw describeFailure(error);
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!meta.width || !meta.height) throw describeFailure(new Error('no dimensions'));
  if (pixels > limits.maxPixels) {
    throw new ImageProblem(
      `This image is ${meta.width} × ${meta.height} pixels (${megapixels(pixels)}); images can have at most ${megapixels(limits.maxPixels)}. Please upload a smaller image.`,
    );
  }

  try {
    // Upright (EXIF orientation applied), sRGB 8-bit (CMYK and 16-bit inputs included), first
    // frame only (an animated GIF becomes its first picture), at most the largest width we serve.
    const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
    const base = open()
      .timeout({ seconds: remaining() })
      .autoOrient()
      .toColourspace('srgb')
      .resize({ width: largest, withoutEnlargement: true });
    const { data, info } = await base.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const channels = info.channels as 3 | 4;
    const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels } });

    // Transparency only where some pixel is not fully opaque; otherwise JPEG and no alpha channel.
    const stats = await raw().stats();
    const opaque = stats.isOpaque;
    const fallback: ImageFormat = opaque ? 'jpg' : 'png';
    const color = `#${toHex(stats.dominant.r)}${toHex(stats.dominant.g)}${toHex(stats.dominant.b)}`;

    // Width and height as shown (after orientation), at the original resolution.
    const rotated = (meta.autoOrient?.width ?? meta.width) !== meta.width;
    const fullWidth = rotated ? meta.height : meta.width;
    const fullHeight = rotated ? meta.width : meta.height;

    const files: ProcessedVariantFile[] = [];
    const widths = variantWidths(info.width);
    for (const width of widths) {
      const scaled = width === info.width ? raw() : raw().resize({ width });
      const pipeline = opaque ? scaled.removeAlpha() : scaled;
      const { data: resized, info: rinfo } = await pipeline.raw().toBuffer({ resolveWithObject: true });
      const again = () => sharp(resized, { raw: { width: rinfo.width, height: rinfo.height, channels: rinfo.channels as 3 | 4 } }).timeout({ seconds: remaining() });
      // Encoder settings chosen for time as much as size (bench/image-pipeline.ts): AVIF's higher
      // efforts cost seconds per image for a few per cent; browsers wide enough for 1920 px get WebP.
      const outputs: [ImageFormat, Sharp][] = [
        ...(rinfo.width <= AVIF_MAX_WIDTH ? [['avif', again().avif({ quality: 50, effort: 0 })] as [ImageFormat, Sharp]] : []),
        ['webp', again().webp({ quality: 72, effort: 1 })],
        ...(wantsFallback(width, widths)
          ? [[fallback, fallback === 'jpg' ? again().jpeg({ quality: 78, progressive: true }) : again().png({ compressionLevel: 6 })] as [ImageFormat, Sharp]]
          : []),
      ];
      for (const [format, encoder] of outputs) {
        const body = await encoder.toBuffer();
        files.push({ format, width: rinfo.width, height: rinfo.height, body, hash: createHash('sha256').update(body).digest('hex').slice(0, 32) });
      }
    }
    return { image: { width: fullWidth, height: fullHeight, color, fallback }, files };
  } catch (error) {
    if (error instanceof ImageProblem) throw error;
    throw describeFailure(error);
  }
}
