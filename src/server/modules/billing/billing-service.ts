import { ownerText } from '../../../shared/i18n/owner-text';
import type { AccessClaims } from '../../auth/access-token';
import type { CheckoutSessionResult, InvoiceSummary } from '../../../shared/billing-schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { BillingEvents } from './billing-events';
import type { BillingProvider } from './billing-provider';
import type { BillingRepository } from './billing-repository';

export interface BillingServiceDeps {
  provider: BillingProvider;
  repository: BillingRepository;
  events: BillingEvents;
  appUrl: string;
}

/** The account side of billing: checkout, upgrade, the portal and invoices. Status always comes from the provider. */
export class BillingService {
  constructor(private readonly deps: BillingServiceDeps) {}

  /** {priceId}: a new embedded checkout of the Professional plan for the caller's own account. */
  async startCheckout(user: AccessClaims, priceId: string): Promise<CheckoutSessionResult> {
    const { provider, repository, appUrl } = this.deps;
    this.checkPrice(priceId);
    if (await repository.ongoingSubscription(user.userId)) {
      throw conflict(ownerText('refusal.billing.yourAccountAlreadyHas'));
    }
    const customerId = await this.customerFor(user);
    const session = await provider.createCheckoutSession({
      accountId: user.userId,
      customerId,
      priceId: provider.professionalPriceId,
      returnUrl: `${appUrl}/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
    });
    await repository.recordCheckoutSession(session.id, user.userId, provider.professionalPriceId);
    return { client_secret: session.clientSecret, status: session.status, payment_status: session.paymentStatus };
  }

  /** {priceId, isUpgrade: true}: moves the running subscription to the Professional price. */
  async upgrade(user: AccessClaims, priceId: string): Promise<CheckoutSessionResult> {
    const { provider, repository, events } = this.deps;
    this.checkPrice(priceId);
    const stored = await repository.upgradableSubscription(user.userId);
    if (!stored) throw badRequest(ownerText('refusal.billing.youHaveNoSubscription'));
    const current = await provider.retrieveSubscription(stored.subscription_id);
    if (!current) throw badRequest(ownerText('refusal.billing.youHaveNoSubscription'));
    const updated = current.priceId === provider.professionalPriceId ? current : await provider.changeSubscriptionPrice(current, provider.professionalPriceId);
    await events.sync(updated.id);
    return { client_secret: null, status: updated.status, payment_status: null };
  }

  /** {sessionId}: the status of one of the caller's own checkout sessions. */
  async readSession(user: AccessClaims, sessionId: string): Promise<CheckoutSessionResult> {
    const { provider, repository, events } = this.deps;
    const session = (await repository.isSessionOf(sessionId, user.userId)) ? await provider.retrieveCheckoutSession(sessionId) : undefined;
    if (!session || (session.clientReferenceId !== null && session.clientReferenceId !== user.userId)) {
      throw notFound(ownerText('refusal.billing.checkoutSessionNotFound'));
    }
    // The return page may come before the webhook: bring the account up to date from the provider now.
    if (session.status === 'complete' && session.subscriptionId) await events.sync(session.subscriptionId);
    return { client_secret: null, status: session.status, payment_status: session.paymentStatus };
  }

  async portalUrl(user: AccessClaims): Promise<string> {
    const customerId = await this.deps.repository.customerOf(user.userId);
    if (!customerId) throw badRequest(ownerText('refusal.billing.youHaveNoBilling'));
    return this.deps.provider.createPortalSession(customerId, `${this.deps.appUrl}/plans`);
  }

  async invoices(user: AccessClaims): Promise<InvoiceSummary[]> {
    const customerId = await this.deps.repository.customerOf(user.userId);
    return customerId ? this.deps.provider.listInvoices(customerId) : [];
  }

  /** The account's provider customer, created on its first checkout and reused afterwards. */
  async customerFor(user: AccessClaims): Promise<string> {
    const { provider, repository } = this.deps;
    const existing = await repository.customerOf(user.userId);
    if (existing) return existing;
    return repository.saveCustomer(user.userId, await provider.createCustomer({ accountId: user.userId, email: user.email }));
  }

  /** The client names the price it shows, but can only ever buy the configured Professional price. */
  private checkPrice(priceId: string) {
    if (priceId !== this.deps.provider.professionalPriceId) {
      throw badRequest(ownerText('refusal.billing.thisPlanIsNot'));
    }
  }
}
