import { z } from 'zod';

const id = (what: string) =>
  z
    .string({ error: `Send the ${what} as text.` })
    .trim()
    .min(1, `Send the ${what}.`)
    .max(255, `The ${what} is too long.`);

/**
 * POST /api/checkoutSession/ (spec §3, §7), in three forms: {priceId} starts an embedded checkout,
 * {priceId, isUpgrade: true} changes the running subscription, {sessionId} reads a session's status.
 */
export const checkoutSessionBodySchema = z.object({
  input: z.strictObject({
    priceId: id('price id').optional(),
    isUpgrade: z.boolean({ error: 'isUpgrade must be true or false.' }).optional(),
    sessionId: id('checkout session id').optional(),
  }),
});

export const checkoutSessionResultSchema = z.object({
  client_secret: z.string().nullable(),
  status: z.string().nullable(),
  payment_status: z.string().nullable(),
});

export const portalResultSchema = z.object({ url: z.string() });

export const invoiceSummarySchema = z.object({
  id: z.string(),
  amountPaid: z.number(),
  currency: z.string(),
  status: z.string(),
  createdOn: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
});

/** POST /api/billing/test/checkout/:sessionId/pay (test provider only). */
export const testPaymentBodySchema = z.object({
  input: z.object({
    cardNumber: z.string({ error: 'Enter the card number.' }).max(30, 'The card number is too long.'),
    expiry: z.string({ error: 'Enter the expiry date as MM/YY.' }).max(10, 'Enter the expiry date as MM/YY.'),
    cvc: z.string({ error: 'Enter the security code.' }).max(8, 'The security code is too long.'),
    name: z.string().max(100, 'The name is too long.').optional(),
  }),
});
