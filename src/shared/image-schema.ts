import { ownerText } from './i18n/owner-text';
import { z } from 'zod';
import { safeString } from './text-safety';
import { IMAGE_TYPES_MESSAGE, isImageType } from './image-types';

/*
 * The image upload API's contract (request bodies wrapped as { input }, DESIGN §4). The server
 * validates and serialises with the schemas; the client imports only the types (no zod in its bundles).
 */

/** The body of `POST /api/image/`: the browser's file name, its MIME type and its size in bytes. */
export const imageUploadBodySchema = z.strictObject({
  input: z.strictObject({
    myKey: safeString({ error: ownerText('uploads.sendTheFileName') })
      .trim()
      .min(1, ownerText('uploads.sendTheFileName2'))
      .max(255, ownerText('uploads.theFileNameMust')),
    myContentType: safeString({ error: ownerText('uploads.sendTheFileType') })
      .trim()
      .toLowerCase()
      .refine(isImageType, IMAGE_TYPES_MESSAGE),
    footPrint: z
      .number({ error: ownerText('uploads.sendTheFileSize') })
      .int(ownerText('uploads.theFileSizeMust'))
      .min(1, ownerText('uploads.theFileIsEmpty')),
  }),
});

/** `POST /api/image/`: where to PUT the file (valid for a few minutes) and the image's key and public URL. */
export const imageUploadResultSchema = z.object({
  image: z.object({
    presignedUrl: z.string(),
    fullKey: z.string(),
    publicUrl: z.string(),
  }),
});

/** `PUT /api/upload/<token>` (local disk storage): the key the file was stored under. */
export const uploadResultSchema = z.object({ fullKey: z.string() });

export type ImageUploadBody = z.infer<typeof imageUploadBodySchema>;
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** The body of `POST /api/image/ready`: the key of an image the caller uploaded. */
export const imageReadyBodySchema = z.strictObject({
  input: z.strictObject({
    fullKey: z.string({ error: ownerText('uploads.sendTheImageKey') }).min(1, ownerText('uploads.sendTheImageKey2')).max(300, ownerText('uploads.theImageKeyIs')),
  }),
});

/** A processed image as the template renders it (shared/site-images.ts SiteImageSource). */
export const siteImageSourceSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  color: z.string(),
  fallbackType: z.enum(['image/jpeg', 'image/png']),
  avif: z.string(),
  webp: z.string(),
  fallback: z.string(),
  src: z.string(),
  widths: z.array(z.object({ width: z.number().int(), url: z.string() })),
  credit: z
    .object({ provider: z.enum(['unsplash', 'pexels']), photographer: z.string(), photographerUrl: z.string(), providerUrl: z.string() })
    .optional(),
});

/**
 * `POST /api/image/ready`: the image is processed and may go on the website; its size once upright,
 * and its variants (`source`), so the editor's live page shows what the published page will.
 */
export const imageReadyResultSchema = z.object({
  image: z.object({ fullKey: z.string(), width: z.number().int(), height: z.number().int(), source: siteImageSourceSchema }),
});

/** `GET /api/website/images`: the processed images of the stored website, by the URL its document holds. */
export const websiteImagesResultSchema = z.object({ images: z.record(z.string(), siteImageSourceSchema) });

export type ImageReadyBody = z.infer<typeof imageReadyBodySchema>;
export type ImageReadyResult = z.infer<typeof imageReadyResultSchema>;
