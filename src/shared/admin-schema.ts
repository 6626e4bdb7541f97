import { ownerText } from './i18n/owner-text';
import { z } from 'zod';
import { ADMIN_MESSAGES, REPORT_STATUSES } from './admin';
import { REPORT_REASONS } from './site-report';
import { safeString } from './text-safety';
import { EMAIL_PATTERN } from './website';

/*
 * The operator console's API contract (issue 27): /api/admin/*, for operators only (everyone else gets
 * 404). Inputs are wrapped as { input } like the rest of the API. The client imports only the types.
 */

const isoDate = z.string();

/** Why an operator acts: required for suspend, cancel, refund and view-as-owner, kept in the audit log. */
export const reasonSchema = safeString({ error: ADMIN_MESSAGES.reasonMissing })
  .trim()
  .min(3, ADMIN_MESSAGES.reasonMissing)
  .max(1000, ownerText('operator.keepTheReasonUnder'));

export const accountParamsSchema = z.object({ accountId: safeString().max(100, ADMIN_MESSAGES.accountMissing) });
export const reportParamsSchema = z.object({ reportId: safeString().max(100, ownerText('operator.thereIsNoSuch')) });

export const searchQuerySchema = z.object({
  q: safeString({ error: ADMIN_MESSAGES.searchTooShort }).trim().min(2, ADMIN_MESSAGES.searchTooShort).max(300, ADMIN_MESSAGES.searchTooLong),
});

export const accountSummarySchema = z.object({
  accountId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  companyName: z.string().nullable(),
  siteUrl: z.string().nullable(),
  domainName: z.string().nullable(),
  tier: z.string(),
  subscriptionStatus: z.string().nullable(),
  suspended: z.boolean(),
  createdOn: isoDate,
  /** What matched the search: 'email', 'company', 'address', 'domain'. */
  matched: z.array(z.string()),
});

export const searchResultSchema = z.object({ accounts: z.array(accountSummarySchema), more: z.boolean() });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoDate,
  operatorEmail: z.string(),
  action: z.string(),
  accountId: z.string().nullable(),
  /** The account's e-mail now, if it still exists. */
  accountEmail: z.string().nullable(),
  subject: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});

export const auditQuerySchema = z.object({
  before: z.coerce.number({ error: ownerText('operator.thePositionInThe') }).int().min(1).optional(),
  limit: z.coerce.number({ error: ownerText('operator.theNumberOfEntries') }).int().min(1).max(200).default(50),
});

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema), more: z.boolean() });

export const reportSchema = z.object({
  reportId: z.string(),
  accountId: z.string().nullable(),
  accountEmail: z.string().nullable(),
  siteAddress: z.string(),
  reason: z.enum(Object.keys(REPORT_REASONS) as [keyof typeof REPORT_REASONS, ...(keyof typeof REPORT_REASONS)[]]),
  details: z.string(),
  reporterEmail: z.string().nullable(),
  receivedOn: isoDate,
  status: z.enum(Object.keys(REPORT_STATUSES) as [keyof typeof REPORT_STATUSES, ...(keyof typeof REPORT_STATUSES)[]]),
  handledBy: z.string().nullable(),
  handledOn: isoDate.nullable(),
  note: z.string().nullable(),
  /** Whether the reported site is suspended now. */
  suspended: z.boolean(),
});

export const reportsQuerySchema = z.object({
  status: z.enum(['open', 'all'], { error: ownerText('operator.showOpenReportsOr') }).default('open'),
  before: safeString().max(100).optional(),
});

export const reportListSchema = z.object({ reports: z.array(reportSchema), open: z.number().int(), more: z.boolean() });

export const reportStatusBodySchema = z.object({
  input: z.strictObject({
    status: z.enum(['open', 'resolved', 'dismissed'], { error: ownerText('operator.markTheReportOpen') }),
    note: safeString().trim().max(1000, ownerText('operator.keepTheNoteUnder')).optional(),
  }),
});

export const subscriptionSchema = z.object({
  subscriptionId: z.string(),
  status: z.string(),
  priceId: z.string().nullable(),
  startedOn: isoDate,
  /** From the provider, when it could be asked. */
  currentPeriodEnd: isoDate.nullable(),
  cancelAtPeriodEnd: z.boolean().nullable(),
});

export const accountDetailSchema = z.object({
  owner: z.object({
    accountId: z.string(),
    email: z.string(),
    fullName: z.string().nullable(),
    createdOn: isoDate,
    emailConfirmed: z.boolean(),
    signInMethods: z.array(z.string()),
    operator: z.boolean(),
  }),
  website: z.object({
    companyName: z.string().nullable(),
    siteUrl: z.string().nullable(),
    liveVersion: z.number().int().nullable(),
    lastPublished: isoDate.nullable(),
    lastPublishedBy: z.string().nullable(),
    suspendedOn: isoDate.nullable(),
    suspensionReason: z.string().nullable(),
  }),
  domain: z.object({ name: z.string().nullable(), state: z.enum(['none', 'pending', 'ready']), served: z.boolean() }),
  plan: z.object({
    tier: z.string(),
    status: z.string().nullable(),
    startedOn: isoDate.nullable(),
    provider: z.enum(['stripe', 'test']),
    customerId: z.string().nullable(),
    subscriptions: z.array(subscriptionSchema),
    invoices: z.array(z.object({ id: z.string(), amountPaid: z.number().int(), currency: z.string(), status: z.string(), createdOn: isoDate })),
    /** Set when the payment provider could not be asked (the stored state is shown). */
    providerProblem: z.string().nullable(),
  }),
  versions: z.array(z.object({ version: z.number().int(), publishedOn: isoDate, publishedBy: z.string(), restoredFrom: z.number().int().nullable(), live: z.boolean() })),
  versionCount: z.number().int(),
  leadsCount: z.number().int(),
  signIns: z.array(z.object({ at: isoDate, ipAddress: z.string().nullable(), userAgent: z.string().nullable(), viewedByOperator: z.boolean() })),
  reports: z.array(reportSchema),
  audit: z.array(auditEntrySchema),
});

export const suspendBodySchema = z.object({ input: z.strictObject({ reason: reasonSchema }) });
export const restoreBodySchema = z.object({ input: z.strictObject({ reason: reasonSchema.optional() }) });
export const viewAsBodySchema = z.object({ input: z.strictObject({ reason: reasonSchema }) });

export const cancelBodySchema = z.object({
  input: z.strictObject({
    when: z.enum(['period_end', 'now'], { error: ownerText('operator.cancelAtTheEnd') }),
    /** With `now`: refund the unused part of the paid period. */
    refund: z.boolean({ error: ownerText('operator.sayWhetherToRefund') }).default(false),
    reason: reasonSchema,
  }),
});

export const cancelResultSchema = z.object({
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: isoDate.nullable(),
  refund: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
});

export const customerEmailBodySchema = z.object({
  input: z.strictObject({
    email: safeString({ error: ownerText('operator.enterTheEMail') })
      .trim()
      .toLowerCase()
      .max(254, ownerText('operator.theEMailAddress'))
      .regex(EMAIL_PATTERN, ownerText('operator.enterAValidE')),
    reason: reasonSchema.optional(),
  }),
});

export const reauthenticateBodySchema = z.object({
  input: z.strictObject({ password: z.string({ error: ownerText('operator.enterYourPassword') }).min(1, ownerText('operator.enterYourPassword')).max(256, ownerText('operator.enterYourPassword')) }),
});

export const operatorSchema = z.object({ email: z.string(), idleMinutes: z.number().int() });

export const okSchema = z.object({ ok: z.literal(true) });

export type AccountSummary = z.infer<typeof accountSummarySchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditList = z.infer<typeof auditListSchema>;
export type AdminReport = z.infer<typeof reportSchema>;
export type ReportList = z.infer<typeof reportListSchema>;
export type AccountDetail = z.infer<typeof accountDetailSchema>;
export type CancelResult = z.infer<typeof cancelResultSchema>;
export type CancelBody = z.infer<typeof cancelBodySchema>;
export type Operator = z.infer<typeof operatorSchema>;
