import { z } from 'zod';

/*
 * The publishing API's contract (request bodies wrapped as { input }, DESIGN §4). The server
 * validates with the schemas; the /settings page imports only the types (erased: no zod in the bundle).
 */

export const publishBodySchema = z.object({
  input: z.object({
    hash: z
      .string({ error: 'Send the hash of the preview you confirmed.' })
      .regex(/^-?\d{1,11}$/, 'Send the hash of the preview you confirmed (a 32-bit number as text).'),
  }),
});

export const restoreBodySchema = z.object({
  input: z.object({
    version: z.number({ error: 'Send the version number to restore.' }).int('A version is a whole number.').min(1, 'Versions start at 1.'),
  }),
});

/** GET /api/website/preview. */
export const previewResponseSchema = z.object({
  /** The complete HTML document exactly as it would be published now. */
  html: z.string(),
  /** hashString(html): send it back to publish what was previewed. */
  hash: z.string(),
  /** Where the site is (or will be, on first publish) published. */
  publishUrl: z.string(),
  /** Why publishing would be refused right now (e.g. no company name), or null. */
  problem: z.string().nullable(),
});

/** POST /api/website/publish/ and POST /api/website/restore/. */
export const publishResponseSchema = z.object({
  publishVersion: z.number().int(),
  publishUrl: z.string(),
});

export const publishedVersionSchema = z.object({
  version: z.number().int(),
  publishedOn: z.string(),
  /** The publisher's e-mail. */
  publishedBy: z.string(),
  live: z.boolean(),
  /** The earlier version this one republished, or null. */
  restoredFrom: z.number().int().nullable(),
});

/** GET /api/website/versions, newest first. */
export const versionsResponseSchema = z.object({ versions: z.array(publishedVersionSchema) });

export type PublishBody = z.infer<typeof publishBodySchema>;
export type RestoreBody = z.infer<typeof restoreBodySchema>;
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
export type PublishResponse = z.infer<typeof publishResponseSchema>;
export type PublishedVersion = z.infer<typeof publishedVersionSchema>;
export type VersionsResponse = z.infer<typeof versionsResponseSchema>;
