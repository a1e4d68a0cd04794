import { X509Certificate, createHash, verify as verifySignature } from 'node:crypto';
import { crc32 } from 'node:zlib';
import {
  ApiError,
  ApplicationContextUserAction,
  Client,
  Environment,
  ExperienceContextShippingPreference,
  IntervalUnit,
  type Subscription,
  SubscriptionsController,
  TenureType,
} from '@paypal/paypal-server-sdk';
import { discountOn } from '@sanarte/shared';
import {
  type BillingInvoice,
  type BillingSubscription,
  type CheckoutInput,
  type CheckoutSessionInfo,
  type PaymentEvent,
  type PaymentProvider,
  type RefundResult,
  headerOf,
} from './types.js';

export type PaypalEnv = 'sandbox' | 'live';

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook endpoint: part of every signed transmission. */
  webhookId: string;
  env: PaypalEnv;
}

/** One HTTP exchange with PayPal's REST API: the SDK's calls and ours go through the same one. */
export interface PaypalRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | undefined;
}
export interface PaypalResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
export type PaypalTransport = (req: PaypalRequest) => Promise<PaypalResponse>;

/** PayPal's API hosts, by environment. */
export const PAYPAL_API = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

/** The hosts PayPal serves its webhook-signing certificates from: no other is ever fetched. */
const CERT_HOSTS: Record<PaypalEnv, string[]> = {
  sandbox: ['api.sandbox.paypal.com', 'api-m.sandbox.paypal.com'],
  live: ['api.paypal.com', 'api-m.paypal.com'],
};

/** Where a PayPal customer manages their automatic payments (the portal's equivalent). */
const AUTOPAY = {
  sandbox: 'https://www.sandbox.paypal.com/myaccount/autopay/',
  live: 'https://www.paypal.com/myaccount/autopay/',
} as const;

/** A transmission older or newer than this, by our clock, is refused (a replay, or a wrong clock). */
export const TRANSMISSION_TOLERANCE_MS = 15 * 60_000;
/** Failed attempts after which PayPal suspends a subscription (its retries of one cycle). */
export const PAYMENT_FAILURE_THRESHOLD = 3;
/** A sale this close to the subscription's start is its first charge (the checkout's). */
const FIRST_SALE_WINDOW_MS = 12 * 3_600_000;

/**
 * Over the network: `fetch` to PayPal, or, with `apiBase`, to a stand-in at that origin (the test
 * suite's), keeping the path.
 */
export function fetchTransport(apiBase?: string): PaypalTransport {
  return async (req) => {
    const target = new URL(req.url);
    const url = apiBase ? new URL(`${target.pathname}${target.search}`, apiBase).toString() : req.url;
    const res = await fetch(url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  };
}

/** The part of an axios request config the SDK's HTTP client fills in. */
interface SdkRequest {
  url?: string;
  baseURL?: string;
  method?: string;
  data?: unknown;
  auth?: { username: string; password?: string };
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
}

/**
 * The SDK's HTTP client is axios; its adapter hook hands each request to our transport, so the SDK
 * reaches PayPal, the stand-in or the local simulator the same way our own calls do.
 */
function sdkAdapter(transport: PaypalTransport) {
  return async (config: SdkRequest) => {
    const raw =
      typeof config.headers?.toJSON === 'function' ? config.headers.toJSON() : (config.headers ?? {});
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw))
      if (v !== undefined && v !== null && typeof v !== 'function') headers[k.toLowerCase()] = String(v);
    if (config.auth) {
      const basic = Buffer.from(`${config.auth.username}:${config.auth.password ?? ''}`).toString('base64');
      headers.authorization = `Basic ${basic}`;
    }
    const url = new URL(config.url ?? '', config.baseURL).toString();
    const body =
      config.data === undefined || config.data === null
        ? undefined
        : typeof config.data === 'string'
          ? config.data
          : JSON.stringify(config.data);
    const res = await transport({ method: (config.method ?? 'get').toUpperCase(), url, headers, body });
    return { data: res.body, status: res.status, statusText: '', headers: res.headers, config, request: {} };
  };
}

const cents = (value: string | undefined) => Math.round(Number(value ?? '0') * 100);
const units = (minor: number) => (minor / 100).toFixed(2);
const dateOf = (iso: string | undefined, fallback: Date) => (iso ? new Date(iso) : fallback);

/** userId, planId and paymentId ride on the subscription's custom_id (127 characters at most). */
export const customIdOf = (m: { userId: string; planId: string; paymentId: string }) =>
  `${m.userId}:${m.planId}:${m.paymentId}`;
function metadataOf(customId: string | undefined): Record<string, string> {
  const [userId, planId, paymentId] = (customId ?? '').split(':');
  return userId && planId && paymentId ? { userId, planId, paymentId } : {};
}

/** The first charge, and how many periods it lasts: an upgrade's credit or a code's discount. */
export function firstCharge(input: CheckoutInput) {
  const d = input.discount;
  const off = d
    ? discountOn(input.amount, { percentOff: d.percentOff, amountOff: (d.amountOff ?? 0) / 100 })
    : 0;
  const credit = Math.min((input.creditAmount ?? 0) + off, input.amount);
  if (credit <= 0) return null;
  // A code for some months of a monthly plan discounts that many charges; anything else, the first.
  const cycles =
    d?.months && input.interval.unit === 'month'
      ? Math.max(1, Math.ceil(d.months / input.interval.count))
      : 1;
  return { amount: input.amount - credit, cycles };
}

/**
 * PayPal Subscriptions behind the payments adapter (decision 059): each checkout is a subscription
 * on a billing plan of the price, period and first charge asked (plans are made once per such
 * combination); the buyer approves it on PayPal and comes back to /payment-success; renewals,
 * failures, suspensions and refunds arrive as webhooks, verified against PayPal's certificate.
 * Session, subscription and invoice are the same PayPal subscription and its sales: a checkout's id
 * is its subscription's (I-…), an invoice's is its sale's.
 */
export function paypalProvider(
  config: PaypalConfig,
  deps: {
    transport: PaypalTransport;
    now: () => Date;
    /** The automatic-payments page of a payer, where it is not PayPal's (the local simulator's). */
    portalUrl?: (payerId: string) => string;
  },
): PaymentProvider {
  const { transport } = deps;
  const base = PAYPAL_API[config.env];
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: config.clientId,
      oAuthClientSecret: config.clientSecret,
    },
    environment: config.env === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
    unstable_httpClientOptions: { adapter: sdkAdapter(transport) },
  });
  const subscriptions = new SubscriptionsController(client);

  // Our own calls (products, sales, refunds, certificates) use a token of their own.
  let token: { value: string; until: number } | null = null;
  async function accessToken() {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const res = await transport({
      method: 'POST',
      url: `${base}/v1/oauth2/token`,
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (res.status !== 200) throw new Error(`PayPal token: ${res.status}`);
    const json = JSON.parse(res.body) as { access_token: string; expires_in: number };
    token = { value: json.access_token, until: Date.now() + (json.expires_in - 60) * 1000 };
    return token.value;
  }

  async function rest<T>(method: string, path: string, body?: unknown, requestId?: string): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
    };
    if (requestId) headers['paypal-request-id'] = requestId;
    const res = await transport({
      method,
      url: `${base}${path}`,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300)
      throw new Error(`PayPal ${method} ${path}: ${res.status} ${res.body.slice(0, 300)}`);
    return (res.body ? JSON.parse(res.body) : {}) as T;
  }

  // One catalogue product for every plan; one billing plan per price, period and first charge.
  let product: Promise<string> | null = null;
  const productId = () => {
    product ??= rest<{ id: string }>(
      'POST',
      '/v1/catalogs/products',
      { name: 'Sanarte', type: 'SERVICE', category: 'HEALTH_AND_NUTRITION' },
      'sanarte-product-v1',
    )
      .then((p) => p.id)
      .catch((err) => {
        product = null;
        throw err;
      });
    return product;
  };
  const plans = new Map<string, Promise<string>>();
  function planFor(input: CheckoutInput) {
    const first = firstCharge(input);
    const key = [
      input.productName,
      input.currency,
      input.amount,
      input.interval.unit,
      input.interval.count,
      first?.amount,
      first?.cycles,
    ].join('|');
    let plan = plans.get(key);
    if (!plan) {
      plan = createPlan(input, first, key).catch((err) => {
        plans.delete(key);
        throw err;
      });
      plans.set(key, plan);
    }
    return plan;
  }
  async function createPlan(input: CheckoutInput, first: ReturnType<typeof firstCharge>, key: string) {
    const currencyCode = input.currency.toUpperCase();
    const frequency = {
      intervalUnit: { day: IntervalUnit.Day, month: IntervalUnit.Month, year: IntervalUnit.Year }[
        input.interval.unit
      ],
      intervalCount: input.interval.count,
    };
    const cycle = (tenureType: TenureType, sequence: number, amount: number, totalCycles: number) => ({
      tenureType,
      sequence,
      totalCycles,
      frequency,
      pricingScheme: { fixedPrice: { currencyCode, value: units(amount) } },
    });
    const { result } = await subscriptions.createBillingPlan({
      paypalRequestId: `plan-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`,
      prefer: 'return=minimal',
      body: {
        productId: await productId(),
        name: input.productName.slice(0, 127),
        billingCycles: first
          ? [
              cycle(TenureType.Trial, 1, first.amount, first.cycles),
              cycle(TenureType.Regular, 2, input.amount, 0),
            ]
          : [cycle(TenureType.Regular, 1, input.amount, 0)],
        paymentPreferences: { autoBillOutstanding: true, paymentFailureThreshold: PAYMENT_FAILURE_THRESHOLD },
      },
    });
    if (!result.id) throw new Error('PayPal answered a plan without an id');
    return result.id;
  }

  async function getSubscription(id: string): Promise<Subscription | null> {
    try {
      return (await subscriptions.getSubscription({ id })).result;
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 404) return null;
      throw err;
    }
  }
  const approveLink = (s: Subscription) => s.links?.find((l) => l.rel === 'approve')?.href ?? null;

  function sessionOf(s: Subscription): CheckoutSessionInfo {
    const paid = s.billingInfo?.lastPayment?.amount;
    const status =
      s.status === 'APPROVAL_PENDING' || s.status === 'APPROVED'
        ? 'open'
        : paid
          ? 'complete'
          : s.status === 'ACTIVE'
            ? 'complete'
            : 'expired';
    return {
      id: s.id ?? '',
      status,
      paymentStatus: paid ? 'paid' : 'unpaid',
      metadata: metadataOf(s.customId),
      amountTotal: paid ? cents(paid.value) : null,
      currency: paid?.currencyCode.toLowerCase() ?? null,
      subscriptionId: status === 'complete' ? (s.id ?? null) : null,
      customerId: s.subscriber?.payerId ?? null,
    };
  }

  function subscriptionOf(s: Subscription): BillingSubscription {
    const now = deps.now();
    const info = s.billingInfo;
    const start = dateOf(info?.lastPayment?.time ?? s.startTime, now);
    const end = dateOf(info?.nextBillingTime, start);
    const failedLater =
      info?.lastFailedPayment &&
      (!info.lastPayment?.time || info.lastFailedPayment.time > info.lastPayment.time);
    const base = {
      id: s.id ?? '',
      customerId: s.subscriber?.payerId ?? '',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      metadata: metadataOf(s.customId),
    };
    if (s.status === 'ACTIVE')
      return {
        ...base,
        status: failedLater ? 'past_due' : 'active',
        cancelAtPeriodEnd: false,
        endedBy: null,
      };
    if (s.status === 'SUSPENDED') {
      // Suspended by PayPal after the failed attempts: ended. Suspended by us: the renewal is off.
      return (info?.failedPaymentsCount ?? 0) >= PAYMENT_FAILURE_THRESHOLD
        ? { ...base, status: 'canceled', cancelAtPeriodEnd: false, endedBy: 'payment_failed' }
        : { ...base, status: 'active', cancelAtPeriodEnd: true, endedBy: null };
    }
    if (s.status === 'CANCELLED' || s.status === 'EXPIRED') {
      const ended = dateOf(s.statusUpdateTime, now);
      return {
        ...base,
        currentPeriodEnd: ended < start ? start : ended,
        status: 'canceled',
        cancelAtPeriodEnd: false,
        endedBy: 'request',
      };
    }
    return { ...base, status: 'incomplete', cancelAtPeriodEnd: false, endedBy: null };
  }

  interface Sale {
    id: string;
    state?: string;
    amount?: { total?: string; currency?: string };
    billing_agreement_id?: string;
    create_time?: string;
  }
  function invoiceOf(s: Subscription, sale: Sale): BillingInvoice {
    const paidAt = dateOf(sale.create_time, deps.now());
    const started = dateOf(s.startTime ?? s.createTime, paidAt);
    const first = paidAt.getTime() - started.getTime() < FIRST_SALE_WINDOW_MS;
    const amount = cents(sale.amount?.total);
    const next = dateOf(s.billingInfo?.nextBillingTime, paidAt);
    return {
      id: sale.id,
      subscriptionId: s.id ?? null,
      customerId: s.subscriber?.payerId ?? null,
      status: 'paid',
      billingReason: first ? 'subscription_create' : 'subscription_cycle',
      amountPaid: amount,
      amountDue: amount,
      currency: (sale.amount?.currency ?? 'EUR').toLowerCase(),
      periodStart: paidAt,
      periodEnd: next > paidAt ? next : paidAt,
      hostedUrl: null,
      metadata: metadataOf(s.customId),
    };
  }

  /** The failed attempt of one cycle: one invoice per cycle, however many times it is retried. */
  function failedInvoiceOf(s: Subscription): BillingInvoice {
    const info = s.billingInfo;
    const failed = info?.lastFailedPayment;
    const at = dateOf(failed?.time, deps.now());
    const cycle = (info?.cycleExecutions ?? []).reduce((n, c) => n + c.cyclesCompleted, 0) + 1;
    const due = cents(failed?.amount.value);
    const retry = dateOf(failed?.nextPaymentRetryTime ?? info?.nextBillingTime, at);
    return {
      id: `${s.id}-C${cycle}`,
      subscriptionId: s.id ?? null,
      customerId: s.subscriber?.payerId ?? null,
      status: 'open',
      billingReason: 'subscription_cycle',
      amountPaid: 0,
      amountDue: due,
      currency: (failed?.amount.currencyCode ?? 'EUR').toLowerCase(),
      periodStart: at,
      periodEnd: retry > at ? retry : at,
      hostedUrl: null,
      metadata: metadataOf(s.customId),
    };
  }

  // Certificates PayPal signs webhooks with, by URL (each is fetched once).
  const certificates = new Map<string, Promise<X509Certificate>>();
  function certificate(certUrl: string) {
    let url: URL;
    try {
      url = new URL(certUrl);
    } catch {
      throw new Error('bad certificate URL');
    }
    if (
      url.protocol !== 'https:' ||
      !CERT_HOSTS[config.env].includes(url.hostname) ||
      url.port !== '' ||
      url.username !== '' ||
      url.search !== '' ||
      url.hash !== '' ||
      !/^\/v1\/notifications\/certs\/[A-Za-z0-9-]+$/.test(url.pathname)
    )
      throw new Error(`certificate URL not PayPal's: ${certUrl}`);
    let cert = certificates.get(url.href);
    if (!cert) {
      cert = transport({ method: 'GET', url: url.href, headers: {} }).then((res) => {
        if (res.status !== 200) throw new Error(`PayPal certificate: ${res.status}`);
        return new X509Certificate(res.body);
      });
      cert.catch(() => certificates.delete(url.href));
      certificates.set(url.href, cert);
    }
    return cert;
  }

  /** PayPal's transmission signature: SHA256withRSA over id|time|webhook id|CRC32 of the body. */
  async function verify(raw: Buffer, headers: Record<string, string | string[] | undefined>) {
    const id = headerOf(headers, 'paypal-transmission-id');
    const time = headerOf(headers, 'paypal-transmission-time');
    const sig = headerOf(headers, 'paypal-transmission-sig');
    const certUrl = headerOf(headers, 'paypal-cert-url');
    const algo = headerOf(headers, 'paypal-auth-algo');
    if (!id || !time || !sig || !certUrl || algo !== 'SHA256withRSA')
      throw new Error('unsigned PayPal webhook');
    const sent = Date.parse(time);
    if (!Number.isFinite(sent) || Math.abs(deps.now().getTime() - sent) > TRANSMISSION_TOLERANCE_MS)
      throw new Error('PayPal transmission outside the accepted window');
    const cert = await certificate(certUrl);
    const now = deps.now();
    if (
      new Date(cert.validFrom) > now ||
      new Date(cert.validTo) < now ||
      !/messageverificationcerts/.test(cert.subject)
    )
      throw new Error('not a PayPal message-verification certificate');
    const signed = `${id}|${time}|${config.webhookId}|${crc32(raw) >>> 0}`;
    if (!verifySignature('sha256', Buffer.from(signed), cert.publicKey, Buffer.from(sig, 'base64')))
      throw new Error('bad PayPal signature');
  }

  const saleOf = (id: string) =>
    rest<Sale & { state?: string }>('GET', `/v1/payments/sale/${encodeURIComponent(id)}`);

  const provider: PaymentProvider = {
    kind: 'paypal',
    name: 'paypal',
    owns: (id) => /^[A-Z0-9][A-Z0-9-]*$/.test(id),

    async createCheckout(input) {
      const planId = await planFor(input);
      const { result } = await subscriptions.createSubscription({
        paypalRequestId: input.idempotencyKey,
        prefer: 'return=representation',
        body: {
          planId,
          customId: customIdOf(input),
          subscriber: { emailAddress: input.customerEmail },
          applicationContext: {
            brandName: 'Sanarte',
            locale: 'es-ES',
            shippingPreference: ExperienceContextShippingPreference.NoShipping,
            userAction: ApplicationContextUserAction.SubscribeNow,
            // PayPal appends ?subscription_id=… to the return address itself.
            returnUrl: input.successUrl.split('?')[0] ?? input.successUrl,
            cancelUrl: input.cancelUrl,
          },
        },
      });
      const url = approveLink(result);
      if (!result.id || !url) throw new Error('PayPal answered a subscription without its approval link');
      return { id: result.id, url };
    },

    async retrieve(id) {
      const s = await getSubscription(id);
      return s ? sessionOf(s) : null;
    },

    async openUrl(id) {
      const s = await getSubscription(id);
      return s && sessionOf(s).status === 'open' ? approveLink(s) : null;
    },

    async expire(id) {
      // A subscription never approved cannot be paid any more once cancelled; one PayPal refuses to
      // cancel (already ended) needs nothing.
      await subscriptions
        .cancelSubscription({ id, body: { reason: 'Pago no completado' } })
        .catch(() => undefined);
    },

    async parseWebhook(raw, headers) {
      await verify(raw, headers);
      const event = JSON.parse(raw.toString('utf8')) as {
        id: string;
        event_type: string;
        create_time: string;
        resource: Record<string, unknown> & { id?: string };
      };
      // Event times are to the second at PayPal (as at Stripe): the order of states about a subscription.
      const created = new Date(Math.floor(Date.parse(event.create_time) / 1000) * 1000);
      const none = { session: null, invoice: null, subscription: null };
      /** The event as the payments module reads it: of `type`, carrying `objects` (none otherwise). */
      const read = (type: string, objects: Partial<PaymentEvent> = {}): PaymentEvent => ({
        id: event.id,
        type,
        created,
        ...none,
        ...objects,
      });
      const r = event.resource ?? {};
      // Whatever the event's resource says, the subscription is read as PayPal holds it now, so
      // events applied late or out of order still apply the latest state (ordered by `created`).
      const subscriptionNamed = async (id: unknown) => (typeof id === 'string' ? getSubscription(id) : null);
      switch (event.event_type) {
        case 'BILLING.SUBSCRIPTION.ACTIVATED': {
          const s = await subscriptionNamed(r.id);
          return read(s ? 'checkout.session.completed' : event.event_type, {
            session: s ? sessionOf(s) : null,
          });
        }
        case 'PAYMENT.SALE.COMPLETED': {
          const s = await subscriptionNamed(r.billing_agreement_id);
          if (!s) return read(event.event_type);
          const invoice = invoiceOf(s, r as unknown as Sale);
          return invoice.billingReason === 'subscription_create'
            ? read('checkout.session.completed', { session: sessionOf(s), invoice })
            : read('invoice.paid', { invoice });
        }
        case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED': {
          const s = await subscriptionNamed(r.id);
          return read('invoice.payment_failed', { invoice: s ? failedInvoiceOf(s) : null });
        }
        case 'BILLING.SUBSCRIPTION.SUSPENDED':
        case 'BILLING.SUBSCRIPTION.CANCELLED':
        case 'BILLING.SUBSCRIPTION.EXPIRED':
        case 'BILLING.SUBSCRIPTION.RE-ACTIVATED':
        case 'BILLING.SUBSCRIPTION.UPDATED': {
          const s = await subscriptionNamed(r.id);
          return read('customer.subscription.updated', { subscription: s ? subscriptionOf(s) : null });
        }
        case 'PAYMENT.SALE.REFUNDED':
        case 'PAYMENT.SALE.REVERSED': {
          const saleId = typeof r.sale_id === 'string' ? r.sale_id : typeof r.id === 'string' ? r.id : '';
          const sale = await saleOf(saleId);
          const total = r.total_refunded_amount as { value?: string } | undefined;
          const amount = cents(sale.amount?.total);
          const refundedAmount = total?.value ? cents(total.value) : sale.state === 'refunded' ? amount : 0;
          return read('charge.refunded', {
            charge: {
              id: saleId,
              paymentIntentId: saleId,
              amount,
              amountRefunded: refundedAmount,
              refunded: sale.state === 'refunded' || refundedAmount >= amount,
              currency: (sale.amount?.currency ?? 'EUR').toLowerCase(),
            },
          });
        }
        default:
          return read(event.event_type);
      }
    },

    // A charge event names its sale, and the sale is the invoice.
    async invoiceOfPayment(saleId) {
      return saleId;
    },

    async retrieveSubscription(id) {
      const s = await getSubscription(id);
      return s ? subscriptionOf(s) : null;
    },

    async setCancelAtPeriodEnd(id, cancel) {
      // PayPal has no "cancel at the period's end": a suspended subscription is not charged and
      // can be activated again; the period already paid runs out here.
      if (cancel)
        await subscriptions.suspendSubscription({
          id,
          body: { reason: 'Renovación cancelada por el cliente' },
        });
      else
        await subscriptions.activateSubscription({
          id,
          body: { reason: 'Renovación reanudada por el cliente' },
        });
      const s = await getSubscription(id);
      if (!s) throw new Error(`PayPal subscription ${id} not found`);
      return subscriptionOf(s);
    },

    async cancelNow(id) {
      await subscriptions.cancelSubscription({ id, body: { reason: 'Suscripción finalizada' } });
    },

    async refund(input) {
      let saleId = input.invoiceId ?? null;
      if (!saleId && input.sessionId) {
        const s = await getSubscription(input.sessionId);
        const from = s?.createTime ?? s?.startTime ?? new Date(0).toISOString();
        const { result } = await subscriptions.listSubscriptionTransactions({
          id: input.sessionId,
          startTime: from,
          endTime: deps.now().toISOString(),
        });
        const sales = (result.transactions ?? []).filter(
          (t) => t.status === 'COMPLETED' || t.status === 'PARTIALLY_REFUNDED',
        );
        sales.sort((a, b) => a.time.localeCompare(b.time));
        saleId = sales[0]?.id ?? null;
      }
      if (!saleId) throw new Error('no PayPal sale to refund');
      const sale = await saleOf(saleId);
      const currency = sale.amount?.currency ?? 'EUR';
      const body = input.amount === undefined ? {} : { amount: { total: units(input.amount), currency } };
      const refund = await rest<{
        id: string;
        state: string;
        amount?: { total?: string; currency?: string };
      }>(
        'POST',
        `/v1/payments/sale/${encodeURIComponent(saleId)}/refund`,
        { ...body, invoice_number: input.paymentId.slice(0, 127) },
        input.idempotencyKey,
      );
      const status: RefundResult['status'] =
        refund.state === 'completed' ? 'succeeded' : refund.state === 'pending' ? 'pending' : 'failed';
      return {
        id: refund.id,
        amount: cents(refund.amount?.total),
        currency: (refund.amount?.currency ?? currency).toLowerCase(),
        status,
      };
    },

    async createPortalSession(payerId) {
      return { url: deps.portalUrl?.(payerId) ?? AUTOPAY[config.env] };
    },
  };
  return provider;
}
