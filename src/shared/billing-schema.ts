import { ownerText } from './i18n/owner-text';
import { z } from 'zod';
import { safeString } from './text-safety';

/*
 * The billing API's contract (request bodies wrapped as { input }, DESIGN §4). The server validates
 * and serialises with the schemas; the client imports only the types (erased: no zod in its bundles).
 */

const id = (what: string) =>
  safeString({ error: ownerText('billing.sendAsText', { what }) })
    .trim()
    .min(1, ownerText('billing.send', { what }))
    .max(255, ownerText('billing.tooLong', { what }));

/**
 * POST /api/checkoutSession/ (spec §3, §7), in three forms: {priceId} starts an embedded checkout,
 * {priceId, isUpgrade: true} changes the running subscription, {sessionId} reads a session's status.
 */
export const checkoutSessionBodySchema = z.object({
  input: z.strictObject({
    priceId: id(ownerText('billing.priceId')).optional(),
    isUpgrade: z.boolean({ error: ownerText('billing.theUpgradeChoiceMust') }).optional(),
    sessionId: id(ownerText('billing.checkoutSessionId')).optional(),
  }),
});

/**
 * The answer of POST /api/checkoutSession/ in all three forms (spec §3): a new session has all three
 * fields; reading a session has status and payment_status; an upgrade has the subscription's status.
 */
export const checkoutSessionResultSchema = z.object({
  client_secret: z.string().nullable(),
  /** A session's 'open' | 'complete' | 'expired', or, for an upgrade, the subscription's ('active' is success). */
  status: z.string().nullable(),
  payment_status: z.string().nullable(),
});

/** POST /api/billing/portal/: where the owner manages card, invoices and cancellation. */
export const portalResultSchema = z.object({ url: z.string() });

/** GET /api/billing/invoices answers a list of these. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  /** In the currency's smallest unit (cents). */
  amountPaid: z.number(),
  currency: z.string(),
  status: z.string(),
  createdOn: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
});

export const invoicesResultSchema = z.array(invoiceSummarySchema);

/** The test provider's pages (no real charge): /api/billing/test/checkout/:sessionId … */
export const testCheckoutParamsSchema = z.object({ sessionId: safeString().min(1).max(255) });

/** GET /api/billing/test/checkout/:sessionId: what the test checkout form shows. */
export const testCheckoutSchema = z.object({
  id: z.string(),
  status: z.string(),
  payment_status: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  interval: z.string(),
});

/** POST /api/billing/test/checkout/:sessionId/pay (test provider only). */
export const testPaymentBodySchema = z.object({
  input: z.object({
    cardNumber: safeString({ error: ownerText('billing.enterTheCardNumber') }).max(30, ownerText('billing.theCardNumberIs')),
    expiry: safeString({ error: ownerText('billing.enterTheExpiryDate') }).max(10, ownerText('billing.enterTheExpiryDate')),
    cvc: safeString({ error: ownerText('billing.enterTheSecurityCode') }).max(8, ownerText('billing.theSecurityCodeIs')),
    name: safeString().max(100, ownerText('billing.theNameIsToo')).optional(),
  }),
});

export const testPaymentResultSchema = checkoutSessionResultSchema.extend({ sessionId: z.string() });

/** POST /api/billing/test/portal/cancel. */
export const testCancelResultSchema = z.object({ status: z.literal('canceled') });

/** POST /api/billing/test/portal/update-card. */
export const testUpdateCardResultSchema = z.object({ message: z.string() });

export type CheckoutSessionBody = z.infer<typeof checkoutSessionBodySchema>;
export type CheckoutSessionResult = z.infer<typeof checkoutSessionResultSchema>;
export type PortalResult = z.infer<typeof portalResultSchema>;
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export type TestCheckout = z.infer<typeof testCheckoutSchema>;
export type TestCard = z.infer<typeof testPaymentBodySchema>['input'];
export type TestPaymentResult = z.infer<typeof testPaymentResultSchema>;
