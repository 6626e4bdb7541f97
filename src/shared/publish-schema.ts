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

export const previewResponseSchema = z.object({
  html: z.string(),
  hash: z.string(),
  publishUrl: z.string(),
  problem: z.string().nullable(),
});

export const publishResponseSchema = z.object({
  publishVersion: z.number().int(),
  publishUrl: z.string(),
});

export const versionsResponseSchema = z.object({
  versions: z.array(
    z.object({
      version: z.number().int(),
      publishedOn: z.string(),
      publishedBy: z.string(),
      live: z.boolean(),
      restoredFrom: z.number().int().nullable(),
    }),
  ),
});

export type PublishBody = z.infer<typeof publishBodySchema>;
export type RestoreBody = z.infer<typeof restoreBodySchema>;
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
export type PublishResponse = z.infer<typeof publishResponseSchema>;
export type VersionsResponse = z.infer<typeof versionsResponseSchema>;
