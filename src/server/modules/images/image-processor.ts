import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Metadata, SharpOptions } from 'sharp';
import { IMAGE_WIDTHS, type ImageFormat, type ProcessedImage } from '../../../shared/site-images';
import type { MemoryBudget } from './memory-budget';

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
  /** Pixels either side may have (a 12,500,000 × 1 PNG is under maxPixels, and took a gigabyte to resize). */
  maxSide: number;
  /** Seconds one image may take. */
  timeoutSeconds: number;
  /** Memory for images being processed in this process; without one, nothing is reserved. */
  memory?: MemoryBudget;
}

/** Bytes per sample of sharp's pixel formats. */
const SAMPLE_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };
/** The variants' own pipeline beside the decoded frame: the 1920 px raw copy, each width resized and encoded, two at a time. */
const PIPELINE_BYTES = 48 * 1024 * 1024;

/**
 * What processing this image may hold in memory at once, from its header alone: the file, its whole
 * decoded frame (interlaced PNGs and progressive JPEGs are decoded whole, whatever sequential reading
 * asks) and the variants' pipeline. Deliberately high for plain JPEGs, which libvips decodes in strips.
 */
export function decodeEstimate(meta: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth'>, inputBytes: number): number {
  const sample = SAMPLE_BYTES[meta.depth ?? 'uchar'] ?? 4;
  // libvips may widen greyscale to sRGB (3 bands, 4 with alpha) before resizing.
  const bands = Math.max(meta.channels ?? 4, 3);
  return (meta.width ?? 0) * (meta.height ?? 0) * bands * sample + inputBytes + PIPELINE_BYTES;
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

/** The fallback (JPEG/PNG, for browsers without AVIF and WebP) at the two smallest, the 960 px and the largest width only. */
function wantsFallback(width: number, widths: number[]): boolean {
  return width === widths[0] || width === widths[1] || width === 960 || width === widths[widths.length - 1];
}

/** The formats written at `width`, one of the image's `widths`. */
function formatsAt(width: number, widths: number[], fallback: 'jpg' | 'png'): ImageFormat[] {
  return [...(width <= AVIF_MAX_WIDTH ? (['avif'] as const) : []), 'webp', ...(wantsFallback(width, widths) ? [fallback] : [])];
}

/**
 * Whether a processed image has every variant this pipeline writes today (format and width), so that
 * `npm run images -- process` knows which images processed by an earlier pipeline (before the 160 and
 * 800 px widths, say) to process again.
 */
export function hasCurrentVariants(image: ProcessedImage): boolean {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
  const widths = variantWidths(Math.min(image.width, largest));
  const have = new Set(image.variants.map((v) => `${v.format} ${v.width}`));
  return widths.every((width) => formatsAt(width, widths, image.fallback).every((format) => have.has(`${format} ${width}`)));
}

/** Encodings run at once for one image (the machine's cores, at most 2; the memory budget bounds how many images run at once). */
const ENCODE_PARALLEL = Math.max(1, Math.min(2, availableParallelism()));

/** Runs the tasks at most `limit` at a time; the results in the tasks' order. */
async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

const toHex = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

/**
 * Which variants to write, where a use needs fewer than a published page (a quote request's photos,
 * decision 0059): these widths (never wider than the image) in these formats. Without it, the page's set.
 */
export interface VariantShape {
  widths: readonly number[];
  formats: readonly ImageFormat[];
}

/** Processes one upload. Throws ImageProblem for files that are not a usable image. */
export async function processImage(input: Buffer, limits: ProcessorLimits, shape?: VariantShape): Promise<ProcessorResult> {
  const sharp = await loadSharp();
  const started = Date.now();

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
  if (meta.width > limits.maxSide || meta.height > limits.maxSide) {
    throw new ImageProblem(
      `This image is ${meta.width.toLocaleString('en-US')} × ${meta.height.toLocaleString('en-US')} pixels; each side can be at most ${limits.maxSide.toLocaleString('en-US')} pixels. Please upload a smaller image.`,
    );
  }
  const estimate = decodeEstimate(meta, input.length);
  if (limits.memory && !limits.memory.fits(estimate)) {
    throw new ImageProblem(
      `This image is too large to prepare (${meta.width} × ${meta.height} pixels, ${8 * (SAMPLE_BYTES[meta.depth ?? 'uchar'] ?? 4)}-bit colour). Please upload a smaller image, or save it as an ordinary JPEG.`,
    );
  }
  const release = limits.memory ? await limits.memory.reserve(estimate) : () => {};
  try {
    return await decodeAndEncode(sharp, input, meta, limits, started, shape);
  } finally {
    release();
  }
}

async function decodeAndEncode(sharp: SharpModule, input: Buffer, meta: Metadata, limits: ProcessorLimits, started: number, shape?: VariantShape): Promise<ProcessorResult> {
  const remaining = () => Math.max(1, Math.ceil(limits.timeoutSeconds - (Date.now() - started) / 1000));
  const open = (options: SharpOptions = {}) =>
    sharp(input, { failOn: 'truncated', limitInputPixels: limits.maxPixels, sequentialRead: true, ...options });
  try {
    // Upright (EXIF orientation applied), sRGB 8-bit (CMYK and 16-bit inputs included), first
    // frame only (an animated GIF becomes its first picture), at most the largest width we serve.
    const largest = shape ? Math.max(...shape.widths) : (IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number);
    const base = open()
      .timeout({ seconds: remaining() })
      .autoOrient()
      .toColourspace('srgb')
      .resize({ width: largest, withoutEnlargement: true });
    const { data, info } = await base.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const rawOf = (pixels: Buffer, width: number, height: number, channels: number) =>
      sharp(pixels, { raw: { width, height, channels: channels as 3 | 4 } }).timeout({ seconds: remaining() });

    // Transparency only where some pixel is not fully opaque; otherwise JPEG and no alpha channel.
    // Without an alpha channel there is nothing to look at.
    const opaque = info.channels < 4 || (await rawOf(data, info.width, info.height, info.channels).stats()).isOpaque;
    const fallback: ImageFormat = opaque ? 'jpg' : 'png';

    // Width and height as shown (after orientation), at the original resolution.
    const rotated = (meta.autoOrient?.width ?? meta.width) !== meta.width;
    const fullWidth = rotated ? meta.height : meta.width;
    const fullHeight = rotated ? meta.width : meta.height;

    // Every width is resized from the one decoded buffer (at most 1920 px, never the original),
    // largest first; the encodings then run two at a time (ENCODE_PARALLEL): libvips uses one thread
    // per image here (sharp's default on glibc), so two pipelines keep both cores of a small server busy.
    const widths = shape ? [...new Set([...shape.widths.filter((w) => w < info.width), Math.min(info.width, largest)])].sort((a, b) => a - b) : variantWidths(info.width);
    const jobs: { format: ImageFormat; width: number; height: number; encode: () => Promise<Buffer> }[] = [];
    let smallest: { data: Buffer; width: number; height: number; channels: number } | undefined;
    for (const width of [...widths].reverse()) {
      const decoded = rawOf(data, info.width, info.height, info.channels);
      const scaled = width === info.width ? decoded : decoded.resize({ width });
      const { data: resized, info: rinfo } = await (opaque ? scaled.removeAlpha() : scaled).raw().toBuffer({ resolveWithObject: true });
      const again = () => rawOf(resized, rinfo.width, rinfo.height, rinfo.channels);
      smallest = { data: resized, width: rinfo.width, height: rinfo.height, channels: rinfo.channels };
      // Encoder settings chosen for time as much as size (bench/image-pipeline.ts): AVIF's higher
      // efforts cost seconds per image for a few per cent; browsers wide enough for 1920 px get WebP.
      const encoders: Record<ImageFormat, () => Promise<Buffer>> = {
        avif: () => again().avif({ quality: 50, effort: 0 }).toBuffer(),
        webp: () => again().webp({ quality: 72, effort: 1 }).toBuffer(),
        jpg: () => again().jpeg({ quality: 78, progressive: true }).toBuffer(),
        png: () => again().png({ compressionLevel: 6 }).toBuffer(),
      };
      const formats = shape ? shape.formats.map((f) => (f === 'jpg' || f === 'png' ? fallback : f)) : formatsAt(width, widths, fallback);
      for (const format of formats) jobs.push({ format, width: rinfo.width, height: rinfo.height, encode: encoders[format] });
    }
    // The dominant colour (the placeholder while a picture loads) from the smallest variant: the same colour, a fraction of the work.
    const small = smallest as NonNullable<typeof smallest>;
    const { dominant } = await rawOf(small.data, small.width, small.height, small.channels).stats();
    const color = `#${toHex(dominant.r)}${toHex(dominant.g)}${toHex(dominant.b)}`;

    const bodies = await inParallel(jobs.map((job) => job.encode), ENCODE_PARALLEL);
    const files: ProcessedVariantFile[] = jobs.map((job, i) => {
      const body = bodies[i] as Buffer;
      return { format: job.format, width: job.width, height: job.height, body, hash: createHash('sha256').update(body).digest('hex').slice(0, 32) };
    });
    return { image: { width: fullWidth, height: fullHeight, color, fallback }, files };
  } catch (error) {
    if (error instanceof ImageProblem) throw error;
    throw describeFailure(error);
  }
}
