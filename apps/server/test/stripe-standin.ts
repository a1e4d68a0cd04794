import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type BillingInterval, addInterval } from '../src/adapters/payments/types.js';

/** A form-encoded request as Stripe reads it: `a[b][0][c]=v` becomes `{ a: { b: [{ c: 'v' }] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

type List<T> = { object: 'list'; data: T[]; has_more: false; url: string };

export interface StandInCustomer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StandInCoupon {
  id: string;
  object: 'coupon';
  created: number;
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: string;
  duration_in_months: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  name: string | null;
  valid: boolean;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  url: string | null;
  created: number;
  expires_at: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  client_reference_id: string | null;
  discounts: { coupon: string | null; promotion_code: string | null }[];
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  subscription: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StandInPrice {
  id: string;
  object: 'price';
  active: true;
  currency: string;
  unit_amount: number;
  product: string;
  type: 'recurring' | 'one_time';
  recurring: { interval: string; interval_count: number; usage_type: 'licensed' } | null;
  livemode: false;
}

export interface StandInSubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  discounts: string[];
  metadata: Record<string, string>;
  price: StandInPrice;
  quantity: number;
  subscription: string;
}

export interface StandInSubscription {
  id: string;
  object: 'subscription';
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  customer: string;
  currency: string;
  status: 'active' | 'past_due' | 'canceled' | 'incomplete' | 'trialing' | 'unpaid';
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  collection_method: 'charge_automatically';
  discounts: string[];
  items: List<StandInSubscriptionItem>;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StandInInvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  invoice: string;
  metadata: Record<string, string>;
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      subscription: string;
      subscription_item: string;
      proration: false;
      invoice_item: null;
      proration_details: { credited_items: null };
    };
  };
  period: { start: number; end: number };
  quantity: number;
  subscription: string;
  livemode: false;
}

export interface StandInInvoice {
  id: string;
  object: 'invoice';
  created: number;
  customer: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  collection_method: 'charge_automatically';
  currency: string;
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  period_start: number;
  period_end: number;
  hosted_invoice_url: string;
  lines: List<StandInInvoiceLine>;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  metadata: Record<string, string>;
  livemode: false;
}

/** How an invoice was paid: its PaymentIntent (what a refund names). */
export interface StandInInvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number | null;
  amount_requested: number;
  created: number;
  currency: string;
  invoice: string;
  is_default: true;
  livemode: false;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'open' | 'paid' | 'canceled';
  status_transitions: { canceled_at: number | null; paid_at: number | null };
}

/** A card charge as `charge.*` events carry it. */
export interface StandInCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  created: number;
  currency: string;
  customer: string | null;
  disputed: boolean;
  paid: boolean;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
  metadata: Record<string, string>;
  livemode: false;
}

/** A dispute (chargeback) as `charge.dispute.*` events carry it. */
export interface StandInDispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  is_charge_refundable: boolean;
  payment_intent: string;
  reason: string;
  status: string;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
}

export interface StandInPortalSession {
  id: string;
  object: 'billing_portal.session';
  created: number;
  customer: string;
  return_url: string | null;
  url: string;
  configuration: string;
  flow: null;
  locale: null;
  on_behalf_of: null;
  livemode: false;
}

/** What a subscription-mode session will bill once completed (Stripe keeps it as line items). */
interface SessionPlan {
  unitAmount: number;
  currency: string;
  productName: string;
  recurring: { interval: string; interval_count: number } | null;
  subscriptionMetadata: Record<string, string>;
  coupon: string | null;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Turns objects whose keys are all indices (`line_items[0]`) into arrays, as Stripe does. */
function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const k of keys) value[k] = arrays(value[k] as FormValue);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k] as FormValue);
  }
  return value;
}

/** Parses `application/x-www-form-urlencoded` with bracketed nested keys, the way the SDK writes them. */
export function parseForm(encoded: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split(/[[\]]+/).filter((p) => p !== '');
    let node: Form = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || Array.isArray(next)) node[part] = {};
      node = node[part] as Form;
    });
  }
  return arrays(root) as Form;
}

const str = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
const obj = (v: FormValue | undefined): Form =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {};
const list = (v: FormValue | undefined): FormValue[] => (Array.isArray(v) ? v : []);
/** Metadata values are always strings at Stripe. */
const metadataOf = (v: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(obj(v)).flatMap(([k, x]) => (typeof x === 'string' ? [[k, x] as const] : [])),
  );

/** A Stripe price's recurring interval as our period arithmetic reads it. */
function intervalFrom(recurring: { interval: string; interval_count: number }): BillingInterval {
  if (recurring.interval === 'week') return { unit: 'day', count: 7 * recurring.interval_count };
  return { unit: recurring.interval as BillingInterval['unit'], count: recurring.interval_count };
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

const missing = (kind: string, id: string, param?: string) =>
  new ApiError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    ...(param ? { param } : {}),
  });
const invalid = (message: string, param?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

/** Stripe's first API version whose invoices name their subscription under `parent` (and lines theirs). */
const BASIL = '2025-03-31';

/**
 * An object as a webhook endpoint of API version `version` receives it. The stand-in keeps its
 * objects in the SDK's version; before 2025-03-31 an invoice named its subscription at the top
 * (`subscription`, `subscription_details`) and had no `parent`, its lines likewise, and a
 * subscription carried its period itself rather than on its items.
 */
export function renderAt(object: object, version: string): object {
  if (version.slice(0, 10) >= BASIL) return object;
  const o = structuredClone(object) as Record<string, unknown>;
  if (o.object === 'invoice') {
    const { parent, lines, ...rest } = o as Record<string, unknown> & {
      parent: StandInInvoice['parent'] | null;
      lines: List<StandInInvoiceLine>;
    };
    return {
      ...rest,
      subscription: parent?.subscription_details.subscription ?? null,
      subscription_details: parent ? { metadata: parent.subscription_details.metadata } : null,
      lines: {
        ...lines,
        data: lines.data.map(({ parent: lineParent, ...line }) => ({
          ...line,
          type: 'subscription',
          subscription: lineParent.subscription_item_details.subscription,
          subscription_item: lineParent.subscription_item_details.subscription_item,
          proration: false,
        })),
      },
    };
  }
  if (o.object === 'subscription') {
    const items = o.items as List<StandInSubscriptionItem>;
    const first = items.data[0];
    return {
      ...o,
      current_period_start: first?.current_period_start,
      current_period_end: first?.current_period_end,
      items: {
        ...items,
        data: items.data.map(({ current_period_start: _s, current_period_end: _e, ...item }) => item),
      },
    };
  }
  return o;
}

/**
 * A local stand-in for the Stripe endpoints we call, so the real SDK runs without the network:
 * customers, coupons, Checkout in payment and subscription mode, subscriptions (retrieve, update,
 * cancel), the billing portal, and the provider-side happenings tests drive (a buyer paying, a
 * renewal charging or failing) with the events Stripe would send about them.
 *
 * `webhookApiVersion` is the API version the webhook endpoint was created with (the SDK's by
 * default): events are rendered in it, as Stripe renders them, whatever version the API calls use.
 */
export async function startStripeStandIn(
  opts: {
    webhookApiVersion?: string;
    /** Stripe's time for idempotency keys, which it keeps 24 hours (tests move it with the app's clock). */
    now?: () => Date;
  } = {},
) {
  const now = opts.now ?? (() => new Date());
  let webhookApiVersion: string = opts.webhookApiVersion ?? Stripe.API_VERSION;
  const customers = new Map<string, StandInCustomer>();
  const coupons = new Map<string, StandInCoupon>();
  const sessions = new Map<string, StandInSession>();
  const sessionPlans = new Map<string, SessionPlan>();
  const subscriptions = new Map<string, StandInSubscription>();
  const invoices = new Map<string, StandInInvoice>();
  const portalSessions = new Map<string, StandInPortalSession>();
  /** Each paid invoice's payment, by invoice id, and the charge behind each PaymentIntent. */
  const invoicePayments = new Map<string, StandInInvoicePayment>();
  const charges = new Map<string, { id: string; amount: number; currency: string; refunded: number }>();
  const refunds = new Map<string, StandInRefund>();
  const disputes = new Map<string, StandInDispute>();
  /** Stripe replays the first answer to a repeated POST key, and refuses the key for other parameters. */
  const idempotent = new Map<string, { request: string; status: number; body: unknown; at: number }>();
  /** How long Stripe keeps an idempotency key: a key used again later is a new request. */
  const IDEMPOTENCY_MS = 24 * 3600_000;
  /** Every request as received, parameters parsed, for tests to check what the SDK sent. */
  const calls: {
    method: string;
    path: string;
    idempotencyKey?: string;
    /** The `Stripe-Version` the request was made in. */
    version?: string;
    params: Form;
  }[] = [];

  function createCustomer(params: { email: string | null; metadata: Record<string, string> }) {
    const customer: StandInCustomer = {
      id: `cus_${hex(7)}`,
      object: 'customer',
      created: unix(new Date()),
      email: params.email,
      metadata: params.metadata,
      livemode: false,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createSession(form: Form): StandInSession {
    const mode = str(form.mode);
    if (mode !== 'payment' && mode !== 'subscription') throw invalid('Missing required param: mode.', 'mode');
    const customer = str(form.customer) ?? null;
    const customerEmail = str(form.customer_email) ?? null;
    if (customer && customerEmail) {
      throw invalid('You may only specify one of these parameters: customer, customer_email.', 'customer');
    }
    if (customer && !customers.has(customer)) throw missing('customer', customer, 'customer');
    const item = obj(list(form.line_items)[0]);
    const priceData = obj(item.price_data);
    const unitAmount = Number(str(priceData.unit_amount));
    const currency = str(priceData.currency);
    if (!currency || !Number.isInteger(unitAmount)) {
      throw invalid('Missing required param: line_items[0][price_data].', 'line_items[0][price_data]');
    }
    const recurringForm = obj(priceData.recurring);
    const recurring = str(recurringForm.interval)
      ? {
          interval: str(recurringForm.interval) as string,
          interval_count: Number(str(recurringForm.interval_count) ?? '1'),
        }
      : null;
    if (mode === 'subscription' && !recurring) {
      throw invalid(
        'You must provide at least one recurring price in `subscription` mode when using prices.',
        'line_items',
      );
    }
    if (mode === 'payment' && recurring) {
      throw invalid(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        'line_items',
      );
    }
    const couponId = str(obj(list(form.discounts)[0]).coupon) ?? null;
    const coupon = couponId ? coupons.get(couponId) : undefined;
    if (couponId && !coupon) throw missing('coupon', couponId, 'discounts[0][coupon]');
    const quantity = Number(str(item.quantity) ?? '1');
    const subtotal = unitAmount * quantity;
    // As Stripe computes a coupon: a percentage rounded to the cent, or an amount up to the subtotal.
    const discount =
      coupon?.percent_off != null
        ? Math.round((subtotal * coupon.percent_off) / 100)
        : Math.min(subtotal, coupon?.amount_off ?? 0);

    const id = `cs_test_${hex(12)}`;
    const now = unix(new Date());
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      created: now,
      expires_at: now + 24 * 3600,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: subtotal,
      amount_total: subtotal - discount,
      currency,
      customer,
      customer_email: customerEmail,
      customer_details: null,
      client_reference_id: str(form.client_reference_id) ?? null,
      discounts: couponId ? [{ coupon: couponId, promotion_code: null }] : [],
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      subscription: null,
      invoice: null,
      success_url: (str(form.success_url) ?? '').replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: str(form.cancel_url) ?? '',
      metadata: metadataOf(form.metadata),
      livemode: false,
    };
    sessions.set(id, session);
    sessionPlans.set(id, {
      unitAmount,
      currency,
      productName: str(obj(priceData.product_data).name) ?? '',
      recurring,
      subscriptionMetadata: metadataOf(obj(form.subscription_data).metadata),
      coupon: couponId,
    });
    return session;
  }

  function findSubscription(id: string) {
    const sub = subscriptions.get(id);
    if (!sub) throw missing('subscription', id);
    return sub;
  }

  /** An invoice's charge succeeded: its PaymentIntent, charge and invoice payment. */
  function payInvoice(invoice: StandInInvoice, at: number) {
    const intent = `pi_${hex(12)}`;
    charges.set(intent, {
      id: `ch_${hex(12)}`,
      amount: invoice.amount_paid,
      currency: invoice.currency,
      refunded: 0,
    });
    invoicePayments.set(invoice.id, {
      id: `inpay_${hex(12)}`,
      object: 'invoice_payment',
      amount_paid: invoice.amount_paid,
      amount_requested: invoice.amount_due,
      created: at,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intent },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: at },
    });
  }

  /** The charge that paid an invoice, as Stripe shows it now (refunds and disputes included). */
  function chargeOf(invoiceId: string): StandInCharge {
    const paid = invoicePayments.get(invoiceId);
    const intent = paid?.payment.payment_intent;
    const charge = intent ? charges.get(intent) : undefined;
    const invoice = invoices.get(invoiceId);
    if (!paid || !intent || !charge) throw new Error(`invoice ${invoiceId} was not paid`);
    return {
      id: charge.id,
      object: 'charge',
      amount: charge.amount,
      amount_captured: charge.amount,
      amount_refunded: charge.refunded,
      captured: true,
      created: paid.created,
      currency: charge.currency,
      customer: invoice?.customer ?? null,
      disputed: [...disputes.values()].some((d) => d.charge === charge.id),
      paid: true,
      payment_intent: intent,
      refunded: charge.refunded >= charge.amount,
      status: 'succeeded',
      metadata: {},
      livemode: false,
    };
  }

  /**
   * The customer's bank gives back (part of) an invoice's charge on the merchant's behalf: a refund
   * made at Stripe (its Dashboard, say). The charge as `charge.refunded` then carries it.
   */
  function refundInvoice(invoiceId: string, amount?: number) {
    const intent = invoicePayments.get(invoiceId)?.payment.payment_intent;
    if (!intent) throw new Error(`invoice ${invoiceId} was not paid`);
    createRefund({ payment_intent: intent, ...(amount ? { amount: String(amount) } : {}) });
    return chargeOf(invoiceId);
  }

  /** The customer's bank disputes an invoice's charge: the dispute as `charge.dispute.created` carries it. */
  function disputeInvoice(invoiceId: string, opts: { reason?: string; amount?: number } = {}) {
    const charge = chargeOf(invoiceId);
    const dispute: StandInDispute = {
      id: `du_${hex(12)}`,
      object: 'dispute',
      amount: opts.amount ?? charge.amount,
      charge: charge.id,
      created: unix(new Date()),
      currency: charge.currency,
      is_charge_refundable: false,
      payment_intent: charge.payment_intent,
      reason: opts.reason ?? 'fraudulent',
      status: 'needs_response',
      metadata: {},
      livemode: false,
    };
    disputes.set(dispute.id, dispute);
    return dispute;
  }

  /**
   * The customer confirms an open invoice's charge on its hosted page (their bank's check passed,
   * or another card): the invoice is paid and a past-due subscription is active again.
   */
  function payOpenInvoice(invoiceId: string, now: Date = new Date()) {
    const invoice = invoices.get(invoiceId);
    if (!invoice || invoice.status !== 'open') throw new Error(`no open invoice ${invoiceId}`);
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      attempt_count: invoice.attempt_count + 1,
    });
    payInvoice(invoice, unix(now));
    const sub = subscriptions.get(invoice.parent.subscription_details.subscription);
    if (sub?.status === 'past_due') sub.status = 'active';
    return invoice;
  }

  /** A refund of a PaymentIntent's (or a charge's) charge: the rest of it unless `amount` says less. */
  function createRefund(form: Form): StandInRefund {
    const intent = str(form.payment_intent);
    const chargeId = str(form.charge);
    if (!intent && !chargeId) throw invalid('One of `charge` or `payment_intent` is required.');
    const found = intent
      ? ([intent, charges.get(intent)] as const)
      : ([...charges].find(([, c]) => c.id === chargeId) ?? [chargeId as string, undefined]);
    const [paymentIntent, charge] = found;
    if (!charge) {
      throw intent
        ? missing('payment_intent', intent, 'payment_intent')
        : missing('charge', chargeId as string, 'charge');
    }
    const left = charge.amount - charge.refunded;
    const amount = str(form.amount) ? Number(str(form.amount)) : left;
    if (left <= 0) {
      throw new ApiError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${charge.id} has already been refunded.`,
      });
    }
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw invalid(
        `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`,
        'amount',
      );
    }
    const reason = str(form.reason) ?? null;
    if (reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw invalid(
        'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
        'reason',
      );
    }
    charge.refunded += amount;
    const refund: StandInRefund = {
      id: `re_${hex(12)}`,
      object: 'refund',
      amount,
      balance_transaction: `txn_${hex(12)}`,
      charge: charge.id,
      created: unix(new Date()),
      currency: charge.currency,
      metadata: metadataOf(form.metadata),
      payment_intent: paymentIntent,
      reason: reason as StandInRefund['reason'],
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  /** An invoice for one period of a subscription, shaped as Stripe sends it in `invoice.*` events. */
  function createInvoice(
    sub: StandInSubscription,
    opts: {
      reason: StandInInvoice['billing_reason'];
      amount: number;
      paid: boolean;
      invoicePeriod: { start: number; end: number };
      linePeriod: { start: number; end: number };
      created: number;
    },
  ) {
    const item = sub.items.data[0] as StandInSubscriptionItem;
    const id = `in_${hex(12)}`;
    const invoice: StandInInvoice = {
      id,
      object: 'invoice',
      created: opts.created,
      customer: sub.customer,
      status: opts.paid ? 'paid' : 'open',
      billing_reason: opts.reason,
      collection_method: 'charge_automatically',
      currency: sub.currency,
      subtotal: item.price.unit_amount,
      total: opts.amount,
      amount_due: opts.amount,
      amount_paid: opts.paid ? opts.amount : 0,
      amount_remaining: opts.paid ? 0 : opts.amount,
      attempt_count: 1,
      attempted: true,
      period_start: opts.invoicePeriod.start,
      period_end: opts.invoicePeriod.end,
      hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
      lines: {
        object: 'list',
        data: [
          {
            id: `il_${hex(12)}`,
            object: 'line_item',
            amount: item.price.unit_amount,
            currency: sub.currency,
            description: `1 × ${item.price.product}`,
            invoice: id,
            metadata: {},
            parent: {
              type: 'subscription_item_details',
              invoice_item_details: null,
              subscription_item_details: {
                subscription: sub.id,
                subscription_item: item.id,
                proration: false,
                invoice_item: null,
                proration_details: { credited_items: null },
              },
            },
            period: opts.linePeriod,
            quantity: 1,
            subscription: sub.id,
            livemode: false,
          },
        ],
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
      },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        // A snapshot: later metadata changes on the subscription do not reach issued invoices.
        subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
      },
      metadata: {},
      livemode: false,
    };
    invoices.set(id, invoice);
    if (opts.paid) payInvoice(invoice, opts.created);
    sub.latest_invoice = id;
    return invoice;
  }

  /**
   * The buyer pays a subscription-mode session: Stripe creates the customer (unless the session
   * named one), the subscription with its first period, and its first invoice, paid.
   */
  function completeSubscriptionCheckout(sessionId: string, now: Date = new Date()) {
    const session = sessions.get(sessionId);
    const plan = sessionPlans.get(sessionId);
    if (!session || !plan?.recurring || session.mode !== 'subscription') {
      throw new Error(`no subscription-mode session ${sessionId}`);
    }
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}`);
    const customer =
      (session.customer ? customers.get(session.customer) : undefined) ??
      createCustomer({ email: session.customer_email, metadata: {} });
    const start = unix(now);
    const end = unix(addInterval(now, intervalFrom(plan.recurring)));
    const subId = `sub_${hex(12)}`;
    const sub: StandInSubscription = {
      id: subId,
      object: 'subscription',
      created: start,
      start_date: start,
      billing_cycle_anchor: start,
      customer: customer.id,
      currency: plan.currency,
      status: 'active',
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      collection_method: 'charge_automatically',
      discounts: [],
      items: {
        object: 'list',
        data: [
          {
            id: `si_${hex(7)}`,
            object: 'subscription_item',
            created: start,
            current_period_start: start,
            current_period_end: end,
            discounts: [],
            metadata: {},
            price: {
              id: `price_${hex(12)}`,
              object: 'price',
              active: true,
              currency: plan.currency,
              unit_amount: plan.unitAmount,
              product: plan.productName,
              type: 'recurring',
              recurring: { ...plan.recurring, usage_type: 'licensed' },
              livemode: false,
            },
            quantity: 1,
            subscription: subId,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subId}`,
      },
      latest_invoice: null,
      metadata: plan.subscriptionMetadata,
      livemode: false,
    };
    subscriptions.set(subId, sub);
    if (plan.coupon) {
      const coupon = coupons.get(plan.coupon) as StandInCoupon;
      coupon.times_redeemed += 1;
      if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) {
        coupon.valid = false;
      }
    }
    // The first invoice of a subscription covers no past period: its own period is the start instant.
    const invoice = createInvoice(sub, {
      reason: 'subscription_create',
      amount: session.amount_total,
      paid: true,
      invoicePeriod: { start, end: start },
      linePeriod: { start, end },
      created: start,
    });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
      customer_details: { email: customer.email ?? session.customer_email },
      subscription: subId,
      invoice: invoice.id,
      url: null,
    });
    return { session, subscription: sub, invoice };
  }

  /**
   * The end of the current period: Stripe either ends a subscription set to cancel then, or opens
   * the next period and charges for it (past_due when the charge fails; the period still advances).
   */
  function renew(subscriptionId: string, opts: { fail?: boolean } = {}) {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    if (sub.status === 'canceled') throw new Error(`subscription ${subscriptionId} is canceled`);
    const item = sub.items.data[0] as StandInSubscriptionItem;
    const previous = { start: item.current_period_start, end: item.current_period_end };
    if (sub.cancel_at_period_end) {
      Object.assign(sub, {
        status: 'canceled',
        ended_at: previous.end,
        cancellation_details: { reason: 'cancellation_requested' },
      });
      return { subscription: sub, invoice: null };
    }
    const recurring = item.price.recurring as NonNullable<StandInPrice['recurring']>;
    const next = {
      start: previous.end,
      end: unix(addInterval(new Date(previous.end * 1000), intervalFrom(recurring))),
    };
    item.current_period_start = next.start;
    item.current_period_end = next.end;
    const invoice = createInvoice(sub, {
      reason: 'subscription_cycle',
      amount: item.price.unit_amount,
      paid: !opts.fail,
      // A renewal invoice's own period is the one that just ended; its line is the one it pays for.
      invoicePeriod: previous,
      linePeriod: next,
      created: next.start,
    });
    sub.status = opts.fail ? 'past_due' : 'active';
    return { subscription: sub, invoice };
  }

  /**
   * A webhook event as Stripe delivers it to the endpoint (rendered in its API version), as the
   * JSON string to sign with generateTestHeaderString.
   */
  function event(
    type: string,
    object: object,
    opts: { created?: Date; previousAttributes?: Record<string, unknown> } = {},
  ) {
    return JSON.stringify({
      id: `evt_${hex(12)}`,
      object: 'event',
      api_version: webhookApiVersion,
      created: unix(opts.created ?? new Date()),
      data: {
        object: renderAt(object, webhookApiVersion),
        ...(opts.previousAttributes ? { previous_attributes: opts.previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  }

  /** One API request: its answer, or an ApiError Stripe would send instead. */
  function route(method: string, path: string, form: Form): unknown {
    if (method === 'POST' && path === '/v1/customers') {
      return createCustomer({ email: str(form.email) ?? null, metadata: metadataOf(form.metadata) });
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const amountOff = str(form.amount_off);
      const currency = str(form.currency);
      if (amountOff && !currency)
        throw invalid('You must pass currency when passing amount_off.', 'currency');
      if (!amountOff && !str(form.percent_off)) {
        throw invalid('You must pass either amount_off or percent_off.', 'amount_off');
      }
      const coupon: StandInCoupon = {
        id: str(form.id) ?? hex(4),
        object: 'coupon',
        created: unix(new Date()),
        amount_off: amountOff ? Number(amountOff) : null,
        percent_off: str(form.percent_off) ? Number(str(form.percent_off)) : null,
        currency: currency ?? null,
        duration: str(form.duration) ?? 'once',
        duration_in_months: str(form.duration_in_months) ? Number(str(form.duration_in_months)) : null,
        max_redemptions: str(form.max_redemptions) ? Number(str(form.max_redemptions)) : null,
        times_redeemed: 0,
        name: str(form.name) ?? null,
        valid: true,
        metadata: metadataOf(form.metadata),
        livemode: false,
      };
      coupons.set(coupon.id, coupon);
      return coupon;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    const cs = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (cs) {
      const session = sessions.get(cs[1] as string);
      if (!session) throw missing('checkout.session', cs[1] as string);
      if (method === 'GET' && !cs[2]) return session;
      if (method === 'POST' && cs[2]) {
        if (session.status !== 'open')
          throw invalid('Only Checkout Sessions with a status of `open` can be expired.');
        Object.assign(session, { status: 'expired', url: null });
        return session;
      }
    }
    const sm = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (sm) {
      const id = sm[1] as string;
      if (method === 'GET') return findSubscription(id);
      if (method === 'POST') {
        const sub = findSubscription(id);
        if (sub.status === 'canceled') {
          throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
        }
        const cancel = str(form.cancel_at_period_end);
        if (cancel !== undefined) {
          const on = cancel === 'true';
          const periodEnd = (sub.items.data[0] as StandInSubscriptionItem).current_period_end;
          Object.assign(sub, {
            cancel_at_period_end: on,
            cancel_at: on ? periodEnd : null,
            canceled_at: on ? unix(new Date()) : null,
          });
        }
        if (form.metadata !== undefined) sub.metadata = { ...sub.metadata, ...metadataOf(form.metadata) };
        return sub;
      }
      if (method === 'DELETE') {
        const sub = subscriptions.get(id);
        // A canceled subscription counts as gone: Stripe answers a second cancel with 404.
        if (!sub || sub.status === 'canceled') throw missing('subscription', id);
        const now = unix(new Date());
        Object.assign(sub, {
          status: 'canceled',
          canceled_at: now,
          ended_at: now,
          cancellation_details: { reason: 'cancellation_requested' },
        });
        return sub;
      }
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = str(form.invoice);
      const status = str(form.status);
      const intent = str(obj(form.payment).payment_intent);
      const data = [...invoicePayments.values()].filter(
        (p) =>
          (!invoice || p.invoice === invoice) &&
          (!status || p.status === status) &&
          (!intent || p.payment.payment_intent === intent),
      );
      return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = str(form.customer);
      if (!customer) throw invalid('Missing required param: customer.', 'customer');
      if (!customers.has(customer)) throw missing('customer', customer, 'customer');
      const portal: StandInPortalSession = {
        id: `bps_${hex(12)}`,
        object: 'billing_portal.session',
        created: unix(new Date()),
        customer,
        return_url: str(form.return_url) ?? null,
        url: `https://billing.stripe.test/p/session/test_${hex(16)}`,
        configuration: 'bpc_standin',
        flow: null,
        locale: null,
        on_behalf_of: null,
        livemode: false,
      };
      portalSessions.set(portal.id, portal);
      return portal;
    }
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? '';
    const raw = await readBody(req);
    // The SDK sends GET and DELETE parameters in the query string, the others in the body.
    const form = parseForm(method === 'GET' || method === 'DELETE' ? url.searchParams.toString() : raw);
    const key = req.headers['idempotency-key'] as string | undefined;
    const version = req.headers['stripe-version'] as string | undefined;
    calls.push({
      method,
      path: url.pathname,
      ...(key ? { idempotencyKey: key } : {}),
      ...(version ? { version } : {}),
      params: form,
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${hex(7)}`,
        ...(key && method === 'POST' ? { 'idempotency-key': key } : {}),
      });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== 'Bearer sk_test_standin') {
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' },
      });
    }
    const request = `${method} ${url.pathname} ${raw}`;
    const kept = key && method === 'POST' ? idempotent.get(key) : undefined;
    const replay = kept && now().getTime() - kept.at < IDEMPOTENCY_MS ? kept : undefined;
    if (replay) {
      if (replay.request !== request) {
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      }
      return send(replay.status, replay.body);
    }
    let status = 200;
    let body: unknown;
    try {
      body = route(method, url.pathname, form);
    } catch (err) {
      if (!(err instanceof ApiError)) {
        return send(500, { error: { type: 'api_error', message: String(err) } });
      }
      status = err.status;
      body = { error: err.body };
    }
    // Stripe saves the answer only once the request got past validation, which here is success.
    if (key && method === 'POST' && status === 200)
      idempotent.set(key, { request, status, body, at: now().getTime() });
    send(status, body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    customers,
    coupons,
    sessions,
    subscriptions,
    invoices,
    portalSessions,
    invoicePayments,
    refunds,
    calls,
    /** The buyer pays: a subscription-mode session completes as Stripe completes it. */
    pay(id: string) {
      const s = sessions.get(id);
      if (s?.mode === 'subscription' && s.status === 'open') return completeSubscriptionCheckout(id).session;
      if (s) Object.assign(s, { status: 'complete', payment_status: 'paid' });
      return s;
    },
    completeSubscriptionCheckout,
    renew,
    payOpenInvoice,
    chargeOf,
    refundInvoice,
    disputeInvoice,
    disputes,
    event,
    /** The webhook endpoint's API version, in which events are rendered. */
    get webhookApiVersion() {
      return webhookApiVersion;
    },
    /** The endpoint recreated in another API version: later events are rendered in it. */
    setWebhookApiVersion(version: string) {
      webhookApiVersion = version;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
