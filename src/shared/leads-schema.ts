import { ownerText } from './i18n/owner-text';
import { z } from 'zod';
import { safeString } from './text-safety';

/*
 * The leads API's contract: messages visitors sent through the contact form of the owner's
 * published page (GET /api/leads, PATCH and DELETE /api/leads/:leadId, GET /api/leads.csv). The client
 * imports only the types.
 */

export const LEADS_PAGE_MAX = 100;

export const leadSchema = z.object({
  leadId: z.string(),
  name: z.string(),
  /** What the visitor typed as "E-mail or phone". */
  contact: z.string(),
  contactKind: z.enum(['email', 'phone']),
  message: z.string(),
  receivedOn: z.string(),
  read: z.boolean(),
  /** The owner's e-mail about it: still being tried, sent, or given up after many tries. */
  mailState: z.enum(['pending', 'sent', 'failed']),
  /**
   * A quote request (issue 25): the job chosen, the postcode or town, and its photos, processed (no
   * metadata), each at two sizes the owner's browser fetches from the API. Absent on a message.
   */
  quote: z
    .object({
      job: z.string(),
      place: z.string(),
      photos: z.array(
        z.object({
          position: z.number().int(),
          width: z.number().int(),
          height: z.number().int(),
          color: z.string(),
          /** About 320 px wide, WebP. */
          small: z.string(),
          /** At most 1280 px wide, WebP. */
          large: z.string(),
        }),
      ),
    })
    .optional(),
});

export const leadPhotoParamsSchema = z.object({
  leadId: safeString().max(100, ownerText('leadsRules.thisMessageDoesNot')),
  position: z.coerce.number({ error: ownerText('leadsRules.thisPhotoDoesNot') }).int(ownerText('leadsRules.thisPhotoDoesNot')).min(1, ownerText('leadsRules.thisPhotoDoesNot')).max(3, ownerText('leadsRules.thisPhotoDoesNot')),
  size: z.enum(['small', 'large'], { error: ownerText('leadsRules.askForTheSmall') }),
});

export const leadListSchema = z.object({
  leads: z.array(leadSchema),
  /** All of the account's leads, and those not read yet. */
  total: z.number().int(),
  unread: z.number().int(),
});

export const leadListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: ownerText('leadsRules.theNumberOfMessages') })
    .int(ownerText('leadsRules.theNumberOfMessages2'))
    .min(1, ownerText('leadsRules.theNumberOfMessages3'))
    .max(LEADS_PAGE_MAX, ownerText('leadsRules.pageTooLong', { maximum: String(LEADS_PAGE_MAX) }))
    .default(50),
  offset: z.coerce.number({ error: ownerText('leadsRules.thePositionInThe') }).int(ownerText('leadsRules.thePositionInThe2')).min(0, ownerText('leadsRules.thePositionInThe3')).default(0),
});

export const leadParamsSchema = z.object({
  leadId: safeString().max(100, ownerText('leadsRules.thisMessageDoesNot')),
});

export const leadPatchBodySchema = z.object({
  input: z.strictObject({ read: z.boolean({ error: ownerText('leadsRules.markTheMessageAs') }) }, { error: ownerText('leadsRules.markTheMessageAs') }),
});

export type Lead = z.infer<typeof leadSchema>;
export type LeadList = z.infer<typeof leadListSchema>;
export type LeadPatchBody = z.infer<typeof leadPatchBodySchema>;
