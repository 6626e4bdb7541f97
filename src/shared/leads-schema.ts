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
});

export const leadListSchema = z.object({
  leads: z.array(leadSchema),
  /** All of the account's leads, and those not read yet. */
  total: z.number().int(),
  unread: z.number().int(),
});

export const leadListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'The number of messages per page must be a number.' })
    .int('The number of messages per page must be a whole number.')
    .min(1, 'The number of messages per page must be at least 1.')
    .max(LEADS_PAGE_MAX, `The number of messages per page can be at most ${LEADS_PAGE_MAX}.`)
    .default(50),
  offset: z.coerce.number({ error: 'The position in the list must be a number.' }).int('The position in the list must be a whole number.').min(0, 'The position in the list must be 0 or more.').default(0),
});

export const leadParamsSchema = z.object({
  leadId: safeString().max(100, 'This message does not exist.'),
});

export const leadPatchBodySchema = z.object({
  input: z.strictObject({ read: z.boolean({ error: 'Mark the message as read or unread (true or false).' }) }, { error: 'Mark the message as read or unread (true or false).' }),
});

export type Lead = z.infer<typeof leadSchema>;
export type LeadList = z.infer<typeof leadListSchema>;
export type LeadPatchBody = z.infer<typeof leadPatchBodySchema>;
