import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_MESSAGES } from '../../../shared/admin';
import type { CancelResult } from '../../../shared/admin-schema';
import { conflict, HttpError } from '../../errors';
import type { ProviderRefund, ProviderSubscription } from '../billing/billing-provider';
import type { Billing } from '../billing/create-billing';
import { ONGOING_STATUSES } from '../billing/subscription-state';
import type { AuditLog } from './audit-log';
import type { Operator } from './operator-access';

/**
 * Support's billing actions from the console (issue 27; spec §1: cancellations and payment details go
 * through support). Each goes through the billing provider (Stripe, or the test provider), and the
 * account's plan then follows the provider's answer (BillingEvents.sync), as it does for webhooks: the
 * tier is never edited by itself.
 */
export class BillingHelp {
  constructor(private readonly deps: { billing: Billing; audit: AuditLog; log: Pick<FastifyBaseLogger, 'error'> }) {}

  /**
   * Cancels the account's running subscription at the end of its paid period, or now (optionally refunding
   * the unused part). "Now" with a refund may be asked again for a subscription a failed try already
   * cancelled: the refund is then made (once).
   */
  async cancel(operator: Operator, accountId: string, input: { when: 'period_end' | 'now'; refund: boolean; reason: string }): Promise<CancelResult> {
    const { billing, audit } = this.deps;
    const subscriptions = await billing.repository.subscriptionsOf(accountId);
    const running = subscriptions.find((s) => ONGOING_STATUSES.includes(s.status));
    const target = running ?? (input.when === 'now' && input.refund ? subscriptions.find((s) => s.status === 'canceled') : undefined);
    if (!target) throw conflict(ADMIN_MESSAGES.noSubscription);

    let subscription: ProviderSubscription;
    let refund: ProviderRefund | null = null;
    try {
      if (input.when === 'period_end') {
        subscription = await billing.provider.cancelAtPeriodEnd(target.subscription_id);
      } else {
        ({ subscription, refund } = await billing.provider.cancelNow(target.subscription_id, { refund: input.refund }));
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      this.deps.log.error({ err: error, accountId }, 'the payment provider refused a cancellation');
      throw new HttpError(
        502,
        ownerText('refusal.admin.thePaymentProviderDid'),
      );
    }
    await billing.events.sync(subscription.id).catch((error: unknown) => this.deps.log.error({ err: error, accountId }, 'bringing the plan up to date failed'));

    const details = { subscriptionId: subscription.id, provider: billing.provider.kind, currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null };
    if (input.when === 'period_end') {
      await audit.record(operator, { action: 'subscription.canceled_at_period_end', accountId, reason: input.reason, details });
    } else {
      if (running) await audit.record(operator, { action: 'subscription.canceled', accountId, reason: input.reason, details });
      // A refund answered again (asked twice) is recorded once.
      if (refund && !(await audit.has('subscription.refunded', accountId, 'refundId', refund.id))) {
        await audit.record(operator, { action: 'subscription.refunded', accountId, reason: input.reason, details: { ...details, refundId: refund.id, amount: refund.amount, currency: refund.currency } });
      }
    }
    return {
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      refund: refund && { amount: refund.amount, currency: refund.currency },
    };
  }

  /** The e-mail the payment provider keeps on the account's customer (receipts and invoices go there). */
  async updateCustomerEmail(operator: Operator, accountId: string, email: string, reason: string | undefined): Promise<void> {
    const { billing, audit } = this.deps;
    const customerId = await billing.repository.customerOf(accountId);
    if (!customerId) throw conflict(ADMIN_MESSAGES.noCustomer);
    try {
      await billing.provider.updateCustomerEmail(customerId, email);
    } catch (error) {
      this.deps.log.error({ err: error, accountId }, 'the payment provider refused an e-mail change');
      throw new HttpError(502, ownerText('refusal.admin.thePaymentProviderDid2'));
    }
    await audit.record(operator, { action: 'subscription.email_updated', accountId, subject: email, reason: reason ?? null, details: { customerId, provider: billing.provider.kind } });
  }
}
