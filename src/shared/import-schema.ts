import { ownerText } from './i18n/owner-text';
import { z } from 'zod';
import { safeString } from './text-safety';
import { TRADE_IDS } from './trades';

/*
 * Importing company details (/company): from the owner's current website, or from their Google
 * Business Profile. Nothing is saved by these calls: the client fills the form for the owner to
 * review, and Save Changes saves as usual. The client imports only the types.
 */

const address = safeString({ error: ownerText('importing.pasteTheAddressOf') })
  .trim()
  .min(1, ownerText('importing.pasteTheAddressOf'))
  .max(2048, ownerText('importing.thatWebAddressIs'));

export const importWebsiteBodySchema = z.object({ input: z.strictObject({ url: address }, { error: ownerText('importing.sendTheAddressOf') }) });

const card = z.object({ title: z.string(), description: z.string() });

/** What an import found; only fields it found are present. */
export const importedDetailsSchema = z.object({
  companyName: z.string().optional(),
  companyDescription: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  addressFreeForm: z.string().optional(),
  socialUrl: z.string().optional(),
  /** Info cards to add (opening hours, the rating summary). */
  infoItems: z.array(card).optional(),
});

export type ImportedDetails = z.infer<typeof importedDetailsSchema>;

export const importResponseSchema = z.object({
  /** Where the details came from (the page read, or the Google listing's name). */
  source: z.string(),
  details: importedDetailsSchema,
});

export type ImportResponse = z.infer<typeof importResponseSchema>;

export const placesSearchBodySchema = z.object({
  input: z.strictObject(
    {
      query: safeString({ error: ownerText('importing.typeYourBusinessName') })
        .trim()
        .min(2, ownerText('importing.typeYourBusinessName'))
        .max(200, ownerText('importing.keepTheSearchTo')),
    },
    { error: ownerText('importing.sendTheSearchAs') },
  ),
});

export const placeSchema = z.object({ id: z.string(), name: z.string(), address: z.string() });
export const placesSearchResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlaceSummary = z.infer<typeof placeSchema>;

export const placeImportBodySchema = z.object({
  input: z.strictObject(
    {
      placeId: safeString({ error: ownerText('importing.chooseYourBusinessFrom') })
        .regex(/^[A-Za-z0-9_-]{1,300}$/, ownerText('importing.chooseYourBusinessFrom')),
    },
    { error: ownerText('importing.sendTheChosenPlaceid') },
  ),
});

/*
 * Moving in (issue 29): reading the owner's whole site as a job the app polls, a review screen of
 * every item found with where it goes, and applying the items the owner ticked.
 */

/** One thing found, as the review screen shows it: what it is, where it goes, what is there now. */
export const foundItemSchema = z.object({
  /** 'companyName', 'hours', 'service:2', 'review:0', 'photo:3', 'logo' … sent back in `take`. */
  id: z.string(),
  /** Where it goes on the website ("Company name", "Services", "Gallery"). */
  goesTo: z.string(),
  /** What was found, as text (a photo's caption, a service's title and price). */
  value: z.string(),
  /** A found picture's address on the owner's old site. */
  image: z.string().nullable(),
  /** What the website has there now ('' when nothing, null when it is added rather than replaced). */
  now: z.string().nullable(),
});
export type FoundItem = z.infer<typeof foundItemSchema>;

export const siteImportStatusSchema = z.object({
  jobId: z.string(),
  state: z.enum(['reading', 'done', 'failed']),
  pagesRead: z.number(),
  pagesPlanned: z.number(),
  /** The page being read now (its path). */
  reading: z.string().nullable(),
  /** Why it failed, for the owner. */
  message: z.string().nullable(),
  found: z
    .object({
      source: z.string(),
      pages: z.array(z.string()),
      /** The trade guessed from the site (the owner confirms it). */
      trade: z.string(),
      /** Whether a website exists already (then ticked items replace what is there; else a first draft is made). */
      websiteExists: z.boolean(),
      items: z.array(foundItemSchema),
    })
    .nullable(),
});
export type SiteImportStatus = z.infer<typeof siteImportStatusSchema>;

export const siteImportApplyBodySchema = z.object({
  input: z.strictObject(
    {
      trade: z.enum(TRADE_IDS, { error: ownerText('importing.chooseYourTypeOf') }),
      take: z.array(z.string().max(40)).max(200, ownerText('importing.tooManyItems')),
    },
    { error: ownerText('importing.sendTheBusinessType') },
  ),
});

export const siteImportApplyResponseSchema = z.object({
  created: z.boolean(),
  taken: z.number(),
  photosUsed: z.number(),
  /** Photos that could not be brought over (unreadable, too large, not a photo). */
  photosSkipped: z.number(),
});
export type SiteImportApplyResponse = z.infer<typeof siteImportApplyResponseSchema>;
