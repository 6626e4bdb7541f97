import { ownerText } from './i18n/owner-text';
import { z } from 'zod';
import { safeString } from './text-safety';

/*
 * "Search photos" (decision 0057): search the operator's stock-photo provider, then choose a photo,
 * which the server downloads into the owner's media through the image pipeline with its credit. The
 * client imports only the types.
 */

export const PHOTO_QUERY_MAX = 100;

export const photoSearchBodySchema = z.strictObject({
  input: z.strictObject({
    query: safeString({ error: ownerText('photos.typeWhatThePhoto') })
      .trim()
      .min(1, ownerText('photos.typeWhatThePhoto2'))
      .max(PHOTO_QUERY_MAX, ownerText('photos.queryTooLong', { maximum: String(PHOTO_QUERY_MAX) })),
    page: z.number({ error: ownerText('photos.sendThePageAs') }).int(ownerText('photos.sendThePageAs2')).min(1).max(50).default(1),
  }),
});

/** One search result as the dialog shows it (the thumbnail is the provider's own link). */
export const photoResultSchema = z.object({
  id: z.string(),
  /** The provider's description of the photo: the thumbnail's alt text. */
  description: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  color: z.string(),
  thumbUrl: z.string(),
  photographer: z.string(),
  photographerUrl: z.string(),
});

export const photoSearchResultSchema = z.object({
  provider: z.enum(['unsplash', 'pexels']),
  /** The provider's home page, with the referral parameters it asks for: the dialog's "Photos from …" link. */
  providerUrl: z.string(),
  photos: z.array(photoResultSchema),
  totalPages: z.number().int(),
});

export const photoChooseBodySchema = z.strictObject({
  input: z.strictObject({
    id: safeString({ error: ownerText('photos.sendThePhotoId') })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, ownerText('photos.thatIsNotA')),
  }),
});

/**
 * The chosen photo, stored under the owner's media and queued for processing: its key and the URL the
 * image field takes; the editor then waits for it through `POST /api/image/ready` like any upload.
 */
export const photoChooseResultSchema = z.object({
  image: z.object({ fullKey: z.string(), publicUrl: z.string(), description: z.string() }),
});

export type PhotoResult = z.infer<typeof photoResultSchema>;
export type PhotoSearchResult = z.infer<typeof photoSearchResultSchema>;
export type PhotoChooseResult = z.infer<typeof photoChooseResultSchema>;
