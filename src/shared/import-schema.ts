import { z } from 'zod';
import { safeString } from './text-safety';

/*
 * Importing company details (/company): from the owner's current website, or from their Google
 * Business Profile. Nothing is saved by these calls: the client fills the form for the owner to
 * review, and Save Changes saves as usual. The client imports only the types.
 */

const address = safeString({ error: 'Paste the address of your current website.' })
  .trim()
  .min(1, 'Paste the address of your current website.')
  .max(2048, 'That web address is too long (2048 characters at most).');

export const importWebsiteBodySchema = z.object({ input: z.strictObject({ url: address }, { error: 'Send the address of your website as url.' }) });

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
      query: safeString({ error: 'Type your business name and town.' })
        .trim()
        .min(2, 'Type your business name and town.')
        .max(200, 'Keep the search to 200 characters.'),
    },
    { error: 'Send the search as query.' },
  ),
});

export const placeSchema = z.object({ id: z.string(), name: z.string(), address: z.string() });
export const placesSearchResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlaceSummary = z.infer<typeof placeSchema>;

export const placeImportBodySchema = z.object({
  input: z.strictObject(
    {
      placeId: safeString({ error: 'Choose your business from the list.' })
        .regex(/^[A-Za-z0-9_-]{1,300}$/, 'Choose your business from the list.'),
    },
    { error: 'Send the chosen placeId.' },
  ),
});
