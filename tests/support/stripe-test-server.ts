import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the SDK made: form-encoded parameters flattened as Stripe names them ('line_items[0][price]'). */
export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

type Json = Record<string, unknown>;
type Item = { id: string; object: string; price: { id: string; object: string }; quantity: number; current_period_start: number; current_period_end: number };
type Sub = Json & { id: string; status: string; customer: string; items: { object: 'list'; data: Item[] } };

const YEAR_S = 365 * 24 * 60 * 60;

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A local HTTP server answering the Stripe API endpoints billing uses, with Stripe's JSON shapes,
 * for the real SDK pointed at it (host/port/protocol). It keeps objects in memory, records every
 * request, and lets tests play Stripe's side (complete a checkout, change a subscription).
 */
export class StripeTestServer {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Sub>();
  readonly invoices: Json[] = [];
  /** Invoice payments (Stripe's invoice_payment objects), one per paid invoice. */
  readonly invoicePayments: Json[] = [];
  readonly refunds: Json[] = [];
  /** When set, every DELETE is refused (a provider failing while an account is being deleted). */
  refuseDeletes = false;
  private readonly idempotent = new Map<string, { status: number; body: Json }>();
  private server: Server | undefined;
  url = '';

  constructor(readonly secretKey = 'sk_test_local') {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  /** Stripe's side of a paid embedded checkout: an active subscription on the session's price, a paid invoice. */
  completeCheckout(sessionId: string): Sub {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const created = now();
    const subscription: Sub = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer as string,
      status: 'active',
      created,
      start_date: created,
      cancel_at_period_end: false,
      canceled_at: null,
      metadata: (session.subscription_metadata as Json | undefined) ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: { id: session.price as string, object: 'price' },
            quantity: 1,
            current_period_start: created,
            current_period_end: created + YEAR_S,
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    const invoiceId = newId('in');
    this.invoices.push({
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      amount_paid: 10000,
      currency: 'usd',
      status: 'paid',
      created,
      hosted_invoice_url: `https://invoice.stripe.test/i/${created}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    });
    this.invoicePayments.push({
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: 10000,
      amount_requested: 10000,
      currency: 'usd',
      invoice: invoiceId,
      is_default: true,
      livemode: false,
      status: 'paid',
      created,
      payment: { type: 'payment_intent', payment_intent: newId('pi') },
      status_transitions: { paid_at: created, canceled_at: null },
    });
    return subscription;
  }

  setSubscription(id: string, changes: Partial<Sub> & { priceId?: string }): Sub {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    const { priceId, ...rest } = changes;
    Object.assign(subscription, rest);
    if (priceId && subscription.items.data[0]) subscription.items.data[0].price = { id: priceId, object: 'price' };
    return subscription;
  }

  /** A Stripe event around an object, as a webhook delivers it. */
  event(type: string, object: object, created = now()): Json {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION ?? null,
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
    const idempotencyKey = header(req, 'idempotency-key');
    this.requests.push({ method: req.method ?? '', path: url.pathname, params, authorization: header(req, 'authorization'), idempotencyKey });

    const send = (status: number, body: Json) => {
      if (idempotencyKey && req.method === 'POST') this.idempotent.set(idempotencyKey, { status, body });
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(body));
    };
    if (header(req, 'authorization') !== `Bearer ${this.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const replay = idempotencyKey && req.method === 'POST' ? this.idempotent.get(idempotencyKey) : undefined;
    if (replay) return send(replay.status, replay.body);
    const missing = (what: string) => send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
    const route = `${req.method} ${url.pathname}`;
    let match: RegExpExecArray | null;

    if ((match = /^POST \/v1\/customers\/([^/]+)$/.exec(route))) {
      const customer = this.customers.get(decodeURIComponent(match[1] as string));
      if (!customer) return missing('customer');
      if (params.email !== undefined) customer.email = params.email;
      return send(200, customer);
    }
    if (route === 'POST /v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', email: params.email ?? null, metadata: metadataOf(params) };
      this.customers.set(customer.id, customer);
      return send(200, customer);
    }
    if (route === 'POST /v1/checkout/sessions') {
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        mode: params.mode,
        ui_mode: params.ui_mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        return_url: params.return_url,
        subscription: null,
        metadata: metadataOf(params),
        price: params['line_items[0][price]'],
        subscription_metadata: metadataOf(params, 'subscription_data[metadata]'),
      };
      this.sessions.set(id, session);
      return send(200, session);
    }
    if ((match = /^GET \/v1\/checkout\/sessions\/([^/]+)$/.exec(route))) {
      const session = this.sessions.get(decodeURIComponent(match[1] as string));
      return session ? send(200, session) : missing('checkout.session');
    }
    if (req.method === 'DELETE' && this.refuseDeletes) return send(400, { error: { type: 'invalid_request_error', message: 'Refused by the test.' } });
    if (route === 'GET /v1/subscriptions') {
      const data = [...this.subscriptions.values()].filter((sub) => sub.customer === params.customer && (params.status === 'all' || sub.status !== 'canceled'));
      return send(200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    if ((match = /^DELETE \/v1\/subscriptions\/([^/]+)$/.exec(route))) {
      const subscription = this.subscriptions.get(decodeURIComponent(match[1] as string));
      if (!subscription) return missing('subscription');
      Object.assign(subscription, { status: 'canceled', canceled_at: now() });
      return send(200, subscription);
    }
    if ((match = /^POST \/v1\/customers\/([^/]+)$/.exec(route))) {
      const customer = this.customers.get(decodeURIComponent(match[1] as string)) as Record<string, unknown> | undefined;
      if (!customer) return missing('customer');
      if (params.email !== undefined) customer.email = params.email;
      return send(200, customer);
    }
    if ((match = /^DELETE \/v1\/customers\/([^/]+)$/.exec(route))) {
      const id = decodeURIComponent(match[1] as string);
      if (!this.customers.delete(id)) return missing('customer');
      return send(200, { id, object: 'customer', deleted: true });
    }
    if ((match = /^(GET|POST) \/v1\/subscriptions\/([^/]+)$/.exec(route))) {
      const subscription = this.subscriptions.get(decodeURIComponent(match[2] as string));
      if (!subscription) return missing('subscription');
      if (match[1] === 'POST') {
        const item = subscription.items.data.find((i) => i.id === params['items[0][id]']) ?? subscription.items.data[0];
        if (item && params['items[0][price]']) item.price = { id: params['items[0][price]'], object: 'price' };
        if (params.cancel_at_period_end !== undefined) {
          if (subscription.status === 'canceled') return send(400, { error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' } });
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
          subscription.canceled_at = subscription.cancel_at_period_end ? now() : null;
        }
      }
      return send(200, subscription);
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      if (!params.customer || !this.customers.has(params.customer)) return missing('customer');
      return send(200, { id: newId('bps'), object: 'billing_portal.session', customer: params.customer, return_url: params.return_url, url: `https://billing.stripe.test/p/session/${newId('test')}` });
    }
    if (route === 'GET /v1/invoices') {
      const subscriptionOf = (i: Json) => ((i.parent as { subscription_details?: { subscription?: string } } | undefined)?.subscription_details?.subscription);
      const data = this.invoices
        .filter((i) => (!params.customer || i.customer === params.customer) && (!params.subscription || subscriptionOf(i) === params.subscription) && (!params.status || i.status === params.status))
        .sort((a, b) => (b.created as number) - (a.created as number))
        .slice(0, params.limit ? Number(params.limit) : 10);
      return send(200, { object: 'list', data, has_more: false, url: '/v1/invoices' });
    }
    if (route === 'GET /v1/invoice_payments') {
      const data = this.invoicePayments.filter((p) => (!params.invoice || p.invoice === params.invoice) && (!params.status || p.status === params.status));
      return send(200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
    }
    if (route === 'GET /v1/refunds') {
      const data = this.refunds.filter((r) => (!params.payment_intent || r.payment_intent === params.payment_intent) && (!params.charge || r.charge === params.charge));
      return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    if (route === 'POST /v1/refunds') {
      const paid = this.invoicePayments.find((p) => (p.payment as { payment_intent?: string }).payment_intent === params.payment_intent);
      if (!params.payment_intent && !params.charge) return send(400, { error: { type: 'invalid_request_error', message: 'One of `charge` or `payment_intent` is required.' } });
      if (params.payment_intent && !paid) return missing('payment_intent');
      const refunded = this.refunds.filter((r) => r.payment_intent === params.payment_intent).reduce((sum, r) => sum + (r.amount as number), 0);
      const amount = params.amount ? Number(params.amount) : ((paid?.amount_paid as number) ?? 0) - refunded;
      if (paid && amount + refunded > (paid.amount_paid as number)) {
        return send(400, { error: { type: 'invalid_request_error', code: 'charge_exceeds_source_limit', message: 'Refund amount is greater than unrefunded amount on charge.' } });
      }
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: (paid?.currency as string) ?? 'usd',
        payment_intent: params.payment_intent ?? null,
        charge: params.charge ?? null,
        reason: params.reason ?? null,
        status: 'succeeded',
        created: now(),
        metadata: metadataOf(params),
      };
      this.refunds.push(refund);
      return send(200, refund);
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route}).` } });
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function metadataOf(params: Record<string, string>, prefix = 'metadata'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const m = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (m?.[1]) out[m[1]] = value;
  }
  return out;
}

/** A Stripe-Signature header made with the SDK's own test helper. */
export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return new Stripe('sk_test_signing').webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
