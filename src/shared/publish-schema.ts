import { ownerText } from './i18n/owner-text';
import { z } from 'zod';
import { safeString } from './text-safety';
import { VERSION_LABEL_MAX } from './version-changes';

/*
 * The publishing API's contract (request bodies wrapped as { input }, DESIGN §4). The server
 * validates with the schemas; the /settings page imports only the types (erased: no zod in the bundle).
 */

export const publishBodySchema = z.object({
  input: z.object({
    hash: z
      .string({ error: ownerText('versions.sendTheHashOf') })
      .regex(/^-?\d{1,11}$/, ownerText('versions.sendTheHashOf2')),
    /** The owner's name for this version (optional; blank is none). */
    label: safeString({ error: ownerText('versions.theVersionNameMust') })
      .trim()
      .max(VERSION_LABEL_MAX, ownerText('versions.nameTooLong', { maximum: String(VERSION_LABEL_MAX) }))
      .optional(),
  }),
});

export const restoreBodySchema = z.object({
  input: z.object({
    version: z.number({ error: ownerText('versions.sendTheVersionNumber') }).int(ownerText('versions.aVersionIsA')).min(1, ownerText('versions.versionsStartAt1')),
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

/** POST /api/website/restore/: also whether the restored content is now the saved website the editor shows. */
export const restoreResponseSchema = publishResponseSchema.extend({
  /** False only for a version published before versions kept their content: live again, the editor unchanged. */
  draftRestored: z.boolean(),
});

/** POST /api/website/versions/label/: names (or, with an empty name, un-names) a published version. */
export const versionLabelBodySchema = z.object({
  input: z.object({
    version: z.number({ error: ownerText('versions.sendTheVersionNumber2') }).int(ownerText('versions.aVersionIsA')).min(1, ownerText('versions.versionsStartAt1')).max(2_147_483_647, ownerText('versions.thereIsNoVersion')),
    label: safeString({ error: ownerText('versions.theVersionNameMust') })
      .trim()
      .max(VERSION_LABEL_MAX, ownerText('versions.nameTooLong', { maximum: String(VERSION_LABEL_MAX) })),
  }),
});
export const versionLabelResponseSchema = z.object({ version: z.number().int(), label: z.string().nullable() });

/** GET /api/website/versions/:version/page: the version's page as it was published, for a picture of it. */
export const versionPageResponseSchema = z.object({ html: z.string() });
export const versionPageParamsSchema = z.object({
  version: z.coerce.number({ error: ownerText('versions.aVersionIsA2') }).int(ownerText('versions.aVersionIsA')).min(1, ownerText('versions.versionsStartAt1')).max(2_147_483_647, ownerText('versions.thereIsNoVersion')),
});

export const publishedVersionSchema = z.object({
  version: z.number().int(),
  publishedOn: z.string(),
  /** The publisher's e-mail. */
  publishedBy: z.string(),
  live: z.boolean(),
  /** The earlier version this one republished, or null. */
  restoredFrom: z.number().int().nullable(),
  /** False once the version is older than the newest `retention` (its page is no longer kept, decision 0027). */
  restorable: z.boolean(),
  /** The owner's name for the version, or null. */
  label: z.string().nullable(),
  /** What changed since the version before ("Opening hours, Services", "First version"), or null when unknown. */
  changes: z.string().nullable(),
});

/** Versions per page when the query does not say, and the most one page may hold. */
export const VERSIONS_PAGE_DEFAULT = 20;
export const VERSIONS_PAGE_MAX = 100;
/** Version numbers are PostgreSQL integers: a larger cursor could not be compared, so it is refused. */
const VERSION_NUMBER_MAX = 2_147_483_647;

/** GET /api/website/versions?limit=&before=: a page of versions, newest first, older than `before` when given. */
export const versionsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'The number of versions per page must be a number.' })
    .int('The number of versions per page must be a whole number.')
    .min(1, 'The number of versions per page must be at least 1.')
    .max(VERSIONS_PAGE_MAX, `The number of versions per page can be at most ${VERSIONS_PAGE_MAX}.`)
    .default(VERSIONS_PAGE_DEFAULT)
    .describe(`Versions per page (1–${VERSIONS_PAGE_MAX}, default ${VERSIONS_PAGE_DEFAULT}).`),
  before: z.coerce
    .number({ error: 'The version to list older versions from must be a number.' })
    .int('The version to list older versions from must be a whole number.')
    .min(1, 'The version to list older versions from must be 1 or more.')
    .max(VERSION_NUMBER_MAX, 'There is no version with a number that large.')
    .optional()
    .describe('Only versions older than this number: the last version of the page before (omit for the newest page).'),
});

/** GET /api/website/versions: one page, newest first. */
export const versionsResponseSchema = z.object({
  versions: z.array(publishedVersionSchema),
  /** Whether older versions follow: ask again with `before` set to the last version of this page. */
  hasMore: z.boolean(),
  /** How many of the newest versions are kept and can be restored (VERSION_RETENTION); null: every version is kept. */
  retention: z.number().int().nullable(),
});

export type PublishBody = z.infer<typeof publishBodySchema>;
export type RestoreBody = z.infer<typeof restoreBodySchema>;
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
export type PublishResponse = z.infer<typeof publishResponseSchema>;
export type RestoreResponse = z.infer<typeof restoreResponseSchema>;
export type VersionPageResponse = z.infer<typeof versionPageResponseSchema>;
export type VersionLabelResponse = z.infer<typeof versionLabelResponseSchema>;
export type PublishedVersion = z.infer<typeof publishedVersionSchema>;
export type VersionsQuery = z.infer<typeof versionsQuerySchema>;
export type VersionsResponse = z.infer<typeof versionsResponseSchema>;
