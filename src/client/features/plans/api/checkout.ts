import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CheckoutSession {
  client_secret?: string | null;
  status?: string | null;
  payment_status?: string | null;
}

/** POST checkoutSession/ {priceId}: a new embedded Checkout Session (spec §3, §7). */
export const startCheckout = (priceId: string) => api<CheckoutSession>('POST', 'checkoutSession/', { input: { priceId } });

/** POST checkoutSession/ {priceId, isUpgrade}: change an active subscription instead of paying again. */
export const upgradeSubscription = (priceId: string) =>
  api<CheckoutSession>('POST', 'checkoutSession/', { input: { priceId, isUpgrade: true } });

/** POST checkoutSession/ {sessionId}: the session's status after the return. */
export const checkoutStatus = (sessionId: string) => api<CheckoutSession>('POST', 'checkoutSession/', { input: { sessionId } });

/** The provider's customer portal (self-serve card, invoices, cancel). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('POST', 'billing/portal/', { input: {} }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Test provider only: pay a test session with a test card. */
export const payTestCheckout = (sessionId: string, card: { cardNumber: string; expiry: string; cvc: string; name: string }) =>
  api<CheckoutSession & { sessionId?: string }>('POST', `billing/test/checkout/${encodeURIComponent(sessionId)}/pay`, { input: card });

export interface Invoice {
  id: string;
  amountPaid: number;
  currency: string;
  status: string;
  createdOn: string;
  hostedInvoiceUrl?: string | null;
}

export const listInvoices = () => api<Invoice[] | { invoices: Invoice[] }>('GET', 'billing/invoices').then((r) => (Array.isArray(r) ? r : r.invoices));

export const cancelTestSubscription = () => api<unknown>('POST', 'billing/test/portal/cancel', { input: {} });
