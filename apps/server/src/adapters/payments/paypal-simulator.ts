import {
  KeyObject,
  createHash,
  createHmac,
  randomBytes,
  randomUUID,
  sign,
  timingSafeEqual,
  webcrypto,
} from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
// @peculiar/x509's dependency injection reads decorators' metadata through this polyfill.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { PAYMENT_FAILURE_THRESHOLD, PAYPAL_API, type PaypalRequest, type PaypalResponse } from './paypal.js';
import { type BillingInterval, addInterval } from './types.js';

/** A webhook delivery as PayPal makes it: the JSON body and its transmission headers. */
export interface PaypalDelivery {
  body: string;
  headers: Record<string, string>;
}

type Money = { currency_code: string; value: string };
interface Cycle {
  tenure_type: 'TRIAL' | 'REGULAR';
  sequence: number;
  total_cycles: number;
  frequency: { interval_unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'; interval_count?: number };
  pricing_scheme: { fixed_price: Money };
}
interface Plan {
  id: string;
  product_id: string;
  name: string;
  status: 'ACTIVE';
  billing_cycles: Cycle[];
  payment_preferences: Record<string, unknown>;
  create_time: string;
}
interface Sub {
  id: string;
  plan_id: string;
  status: 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  status_update_time: string;
  custom_id?: string;
  subscriber: { email_address?: string; payer_id?: string };
  create_time: string;
  start_time?: string;
  return_url: string;
  cancel_url: string;
  billing_info: {
    outstanding_balance: Money;
    cycle_executions: Array<{
      tenure_type: 'TRIAL' | 'REGULAR';
      sequence: number;
      cycles_completed: number;
      total_cycles: number;
    }>;
    last_payment?: { amount: Money; time: string };
    next_billing_time?: string;
    failed_payments_count: number;
    last_failed_payment?: { amount: Money; time: string; next_payment_retry_time?: string };
  };
  /** The simulator's own: renewals are declined (a card that stopped working). */
  declining?: boolean;
}
interface Sale {
  id: string;
  state: 'completed' | 'partially_refunded' | 'refunded';
  amount: { total: string; currency: string };
  billing_agreement_id: string;
  create_time: string;
  refunded: number;
}
interface State {
  products: Record<string, { id: string; name: string }>;
  plans: Record<string, Plan>;
  subs: Record<string, Sub>;
  sales: Record<string, Sale>;
  /** Answers by PayPal-Request-Id: a retried creation gets the same object back. */
  requests: Record<string, string>;
  tokens: string[];
}

const CERT_PATH = '/v1/notifications/certs/CERT-360caa42-fca2a594-5a3c2e1b';
const RETRY_DAYS = 5;
const DAY_MS = 86_400_000;

const id = (prefix: string, length = 17) =>
  `${prefix}${randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, length)}`.padEnd(prefix.length + length, '7');
/** PayPal's times are to the second: 2026-12-01T10:00:00Z. */
const seconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
const toCents = (v: string) => Math.round(Number(v) * 100);
const units = (c: number) => (c / 100).toFixed(2);
const intervalOf = (c: Cycle): BillingInterval => ({
  unit: c.frequency.interval_unit === 'DAY' ? 'day' : c.frequency.interval_unit === 'YEAR' ? 'year' : 'month',
  count: c.frequency.interval_count ?? 1,
});

/**
 * An in-memory PayPal for local mode and the test suite: the REST calls the adapter and PayPal's
 * SDK make (OAuth, catalogue products, billing plans, subscriptions and their transactions, sales
 * and refunds, the webhook certificate), answered in PayPal's own JSON shapes; an approval step for
 * the buyer; renewals by the clock; and webhook events signed with a self-signed certificate the
 * way PayPal signs (SHA256withRSA over id|time|webhook id|CRC32 of the body), so the adapter's
 * verification is the one production runs.
 */
export function paypalSimulator(opts: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  now: () => Date;
  /** Where the simulator's pages are served: the approval (checkoutnow) and automatic payments (autopay). */
  pagesBase: string;
  /** Local mode keeps the simulator's state across restarts here. */
  stateFile?: string | undefined;
}) {
  const certUrl = `${PAYPAL_API.sandbox}${CERT_PATH}`;
  const approveUrl = (subscriptionId: string) =>
    `${opts.pagesBase}/checkoutnow?token=${encodeURIComponent(subscriptionId)}`;
  const portalSig = (payerId: string) =>
    createHmac('sha256', opts.clientSecret).update(`autopay|${payerId}`).digest('base64url');
  let keys: { privateKey: KeyObject; certPem: string } | null = null;
  const state: State = load() ?? { products: {}, plans: {}, subs: {}, sales: {}, requests: {}, tokens: [] };
  let saved: { privateKey: string; certPem: string } | null = null;
  /** Event bodies not delivered yet: each attempt is signed when it is made, as PayPal's are. */
  const outbox: string[] = [];
  let deliver: ((d: PaypalDelivery) => Promise<unknown>) | null = null;
  let flushing: Promise<void> | null = null;

  function load(): (State & { keys?: { privateKey: string; certPem: string } }) | null {
    if (!opts.stateFile) return null;
    try {
      return JSON.parse(readFileSync(opts.stateFile, 'utf8'));
    } catch {
      return null;
    }
  }
  function save() {
    if (opts.stateFile)
      writeFileSync(opts.stateFile, JSON.stringify({ ...state, keys: saved }), { mode: 0o600 });
  }

  /** The key pair and certificate, made (or read back) once however many callers ask at once. */
  let making: ReturnType<typeof makeKeys> | null = null;
  function signingKeys() {
    making ??= makeKeys();
    return making;
  }
  async function makeKeys() {
    if (keys) return keys;
    const stored = load()?.keys;
    if (stored) {
      keys = { privateKey: KeyObject.from(await importKey(stored.privateKey)), certPem: stored.certPem };
      saved = stored;
      return keys;
    }
    x509.cryptoProvider.set(webcrypto as never);
    const alg = {
      name: 'RSASSA-PKCS1-v1_5',
      hash: 'SHA-256',
      publicExponent: new Uint8Array([1, 0, 1]),
      modulusLength: 2048,
    };
    const pair = (await webcrypto.subtle.generateKey(alg, true, [
      'sign',
      'verify',
    ])) as webcrypto.CryptoKeyPair;
    const now = opts.now();
    const cert = await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber: randomBytes(8).toString('hex'),
      name: 'CN=messageverificationcerts.sandbox.paypal.com, O=Sanarte local PayPal simulator',
      notBefore: new Date(now.getTime() - 365 * DAY_MS),
      notAfter: new Date(now.getTime() + 20 * 365 * DAY_MS),
      keys: pair,
      signingAlgorithm: alg,
    });
    const privateKey = KeyObject.from(pair.privateKey);
    keys = { privateKey, certPem: cert.toString('pem') };
    saved = {
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      certPem: keys.certPem,
    };
    save();
    return keys;
  }
  async function importKey(pem: string) {
    const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    return webcrypto.subtle.importKey('pkcs8', der, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, true, [
      'sign',
    ]);
  }

  /** Puts an event in the outbox (each delivery of it is signed when it is made). */
  async function emit(type: string, resourceType: string, resource: unknown) {
    const now = seconds(opts.now());
    const body = JSON.stringify({
      id: id('WH-', 24),
      event_version: '1.0',
      create_time: now,
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: type,
      summary: type,
      resource,
    });
    outbox.push(body);
    if (deliver) setTimeout(() => void flush(), 20);
  }
  /** A body signed as PayPal would send it (tests also sign bodies of their own). */
  async function signed(
    body: string,
    time = opts.now().toISOString(),
    webhookId = opts.webhookId,
  ): Promise<PaypalDelivery> {
    const { privateKey } = await signingKeys();
    const transmissionId = randomUUID();
    const message = `${transmissionId}|${time}|${webhookId}|${crc32(body) >>> 0}`;
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': sign('sha256', Buffer.from(message), privateKey).toString('base64'),
        'paypal-cert-url': certUrl,
        'paypal-auth-algo': 'SHA256withRSA',
      },
    };
  }

  /**
   * Delivers what is in the outbox, in order, to the webhook handler. A delivery the handler
   * refuses stays first in line and is tried again at the next flush, as PayPal retries (five
   * attempts here), so a failure loses nothing and later events do not overtake it.
   */
  const attempts = new Map<string, number>();
  function flush(): Promise<void> {
    const run = async () => {
      while (deliver && outbox.length > 0) {
        const next = outbox[0] as string;
        const ok = await deliver(await signed(next)).then(
          () => true,
          () => false,
        );
        const tried = (attempts.get(next) ?? 0) + 1;
        if (!ok && tried < 5) {
          attempts.set(next, tried);
          return;
        }
        attempts.delete(next);
        outbox.shift();
      }
    };
    flushing = (flushing ?? Promise.resolve()).then(run);
    return flushing;
  }

  const plan = (s: Sub) => state.plans[s.plan_id] as Plan;
  /** The cycle the next charge falls in, and its price. */
  function nextCycle(s: Sub) {
    for (const c of plan(s).billing_cycles) {
      const done =
        s.billing_info.cycle_executions.find((e) => e.sequence === c.sequence)?.cycles_completed ?? 0;
      if (c.total_cycles === 0 || done < c.total_cycles) return c;
    }
    return null;
  }

  function json(status: number, body: unknown): PaypalResponse {
    return {
      status,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? '' : JSON.stringify(body),
    };
  }
  const notFound = () =>
    json(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
  const unprocessable = (issue: string) =>
    json(422, {
      name: 'UNPROCESSABLE_ENTITY',
      message: 'The requested action could not be performed.',
      details: [{ issue }],
    });

  function subscriptionJson(s: Sub) {
    const { declining: _declining, return_url: _return, cancel_url: _cancel, ...rest } = s;
    const links = [
      { href: `${PAYPAL_API.sandbox}/v1/billing/subscriptions/${s.id}`, rel: 'self', method: 'GET' },
      ...(s.status === 'APPROVAL_PENDING' ? [{ href: approveUrl(s.id), rel: 'approve', method: 'GET' }] : []),
    ];
    return { ...rest, quantity: '1', plan_overridden: false, update_time: s.status_update_time, links };
  }
  const saleJson = (sale: Sale) => {
    const { refunded: _refunded, ...rest } = sale;
    return { ...rest, payment_mode: 'INSTANT_TRANSFER', update_time: sale.create_time };
  };

  /** A charge of the subscription's next cycle, paid (or declined, when it is set to). */
  async function charge(s: Sub, at: Date) {
    const cycle = nextCycle(s);
    if (!cycle) return false;
    const price = cycle.pricing_scheme.fixed_price;
    if (s.declining) {
      const failed = s.billing_info.failed_payments_count + 1;
      s.billing_info.failed_payments_count = failed;
      s.billing_info.last_failed_payment = {
        amount: price,
        time: at.toISOString(),
        ...(failed < PAYMENT_FAILURE_THRESHOLD
          ? { next_payment_retry_time: new Date(at.getTime() + RETRY_DAYS * DAY_MS).toISOString() }
          : {}),
      };
      s.billing_info.outstanding_balance = price;
      await emit('BILLING.SUBSCRIPTION.PAYMENT.FAILED', 'subscription', subscriptionJson(s));
      if (failed >= PAYMENT_FAILURE_THRESHOLD) {
        s.status = 'SUSPENDED';
        s.status_update_time = at.toISOString();
        await emit('BILLING.SUBSCRIPTION.SUSPENDED', 'subscription', subscriptionJson(s));
      }
      return false;
    }
    const exec = s.billing_info.cycle_executions.find((e) => e.sequence === cycle.sequence);
    if (exec) exec.cycles_completed += 1;
    const from = s.billing_info.next_billing_time ? new Date(s.billing_info.next_billing_time) : at;
    s.billing_info.last_payment = { amount: price, time: at.toISOString() };
    s.billing_info.next_billing_time = addInterval(from < at ? from : at, intervalOf(cycle)).toISOString();
    s.billing_info.failed_payments_count = 0;
    s.billing_info.outstanding_balance = { currency_code: price.currency_code, value: '0.00' };
    s.billing_info.last_failed_payment = undefined;
    const sale: Sale = {
      id: id('', 17),
      state: 'completed',
      amount: { total: price.value, currency: price.currency_code },
      billing_agreement_id: s.id,
      create_time: at.toISOString(),
      refunded: 0,
    };
    state.sales[sale.id] = sale;
    await emit('PAYMENT.SALE.COMPLETED', 'sale', saleJson(sale));
    return true;
  }

  async function setStatus(s: Sub, status: Sub['status'], event: string) {
    s.status = status;
    s.status_update_time = opts.now().toISOString();
    if (status !== 'ACTIVE') s.billing_info.next_billing_time = undefined;
    await emit(event, 'subscription', subscriptionJson(s));
  }

  function authorized(req: PaypalRequest) {
    const auth = req.headers.authorization ?? '';
    return auth.startsWith('Bearer ') && state.tokens.includes(auth.slice(7));
  }

  /** Answers one REST call as PayPal's API does. */
  async function handle(req: PaypalRequest): Promise<PaypalResponse> {
    const url = new URL(req.url);
    const path = url.pathname;
    const method = req.method.toUpperCase();
    if (method === 'GET' && path === CERT_PATH) {
      return {
        status: 200,
        headers: { 'content-type': 'application/x-pem-file' },
        body: (await signingKeys()).certPem,
      };
    }
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      state.tokens = [...state.tokens.slice(-50), token];
      save();
      return json(200, {
        scope: 'https://uri.paypal.com/services/subscriptions',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-SANARTE',
        expires_in: 32400,
        nonce: randomUUID(),
      });
    }
    if (!authorized(req))
      return json(401, {
        name: 'AUTHENTICATION_FAILURE',
        message:
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      });
    const requestId = req.headers['paypal-request-id'];
    const replayKey = requestId ? `${path}|${requestId}` : null;
    if (method === 'POST' && replayKey && state.requests[replayKey])
      return json(200, JSON.parse(state.requests[replayKey]));
    const body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
    const answer = await route(method, path, body, url);
    if (replayKey && answer.status < 300 && method === 'POST') state.requests[replayKey] = answer.body;
    // Reads change nothing: only writes are kept.
    if (method !== 'GET') save();
    return answer;
  }

  async function route(
    method: string,
    path: string,
    body: Record<string, unknown>,
    url: URL,
  ): Promise<PaypalResponse> {
    const now = opts.now();
    const subscriptionPath = path.match(/^\/v1\/billing\/subscriptions\/([^/]+)(\/[a-z]+)?$/);
    const salePath = path.match(/^\/v1\/payments\/sale\/([^/]+)(\/refund)?$/);
    if (method === 'POST' && path === '/v1/catalogs/products') {
      const product = { id: id('PROD-', 17), name: String(body.name ?? '') };
      state.products[product.id] = product;
      return json(201, {
        ...product,
        type: body.type,
        category: body.category,
        create_time: now.toISOString(),
      });
    }
    if (method === 'POST' && path === '/v1/billing/plans') {
      if (typeof body.product_id !== 'string' || !state.products[body.product_id])
        return unprocessable('INVALID_PRODUCT_ID');
      const p: Plan = {
        id: id('P-', 24),
        product_id: body.product_id,
        name: String(body.name ?? ''),
        status: 'ACTIVE',
        billing_cycles: body.billing_cycles as Cycle[],
        payment_preferences: (body.payment_preferences ?? {}) as Record<string, unknown>,
        create_time: now.toISOString(),
      };
      state.plans[p.id] = p;
      return json(201, p);
    }
    if (method === 'POST' && path === '/v1/billing/subscriptions') {
      const planId = String(body.plan_id ?? '');
      if (!state.plans[planId]) return unprocessable('INVALID_PLAN_ID');
      const context = (body.application_context ?? {}) as { return_url?: string; cancel_url?: string };
      const subscriber = (body.subscriber ?? {}) as { email_address?: string };
      const s: Sub = {
        id: id('I-', 12),
        plan_id: planId,
        status: 'APPROVAL_PENDING',
        status_update_time: now.toISOString(),
        ...(typeof body.custom_id === 'string' ? { custom_id: body.custom_id } : {}),
        subscriber: subscriber.email_address ? { email_address: subscriber.email_address } : {},
        create_time: now.toISOString(),
        return_url: context.return_url ?? '',
        cancel_url: context.cancel_url ?? '',
        billing_info: {
          outstanding_balance: { currency_code: 'EUR', value: '0.00' },
          cycle_executions: state.plans[planId].billing_cycles.map((c) => ({
            tenure_type: c.tenure_type,
            sequence: c.sequence,
            cycles_completed: 0,
            total_cycles: c.total_cycles,
          })),
          failed_payments_count: 0,
        },
      };
      state.subs[s.id] = s;
      return json(201, subscriptionJson(s));
    }
    if (subscriptionPath) {
      const m = subscriptionPath;
      const s = state.subs[decodeURIComponent(m[1] ?? '')];
      if (!s) return notFound();
      const action = m[2];
      if (method === 'GET' && !action) return json(200, subscriptionJson(s));
      if (method === 'GET' && action === '/transactions') {
        const from = url.searchParams.get('start_time') ?? '';
        const to = url.searchParams.get('end_time') ?? '\uffff';
        const transactions = Object.values(state.sales)
          .filter((x) => x.billing_agreement_id === s.id && x.create_time >= from && x.create_time <= to)
          .map((x) => ({
            id: x.id,
            status:
              x.state === 'refunded'
                ? 'REFUNDED'
                : x.state === 'partially_refunded'
                  ? 'PARTIALLY_REFUNDED'
                  : 'COMPLETED',
            amount_with_breakdown: {
              gross_amount: { currency_code: x.amount.currency, value: x.amount.total },
            },
            payer_email: s.subscriber.email_address,
            time: x.create_time,
          }));
        return json(200, { transactions, total_items: transactions.length, total_pages: 1 });
      }
      if (method === 'POST' && action === '/suspend') {
        if (s.status !== 'ACTIVE') return unprocessable('SUBSCRIPTION_STATUS_INVALID');
        await setStatus(s, 'SUSPENDED', 'BILLING.SUBSCRIPTION.SUSPENDED');
        return json(204, undefined);
      }
      if (method === 'POST' && action === '/activate') {
        if (s.status !== 'SUSPENDED') return unprocessable('SUBSCRIPTION_STATUS_INVALID');
        s.billing_info.next_billing_time ??= s.billing_info.last_payment
          ? addInterval(
              new Date(s.billing_info.last_payment.time),
              intervalOf(nextCycle(s) ?? (plan(s).billing_cycles[0] as Cycle)),
            ).toISOString()
          : now.toISOString();
        await setStatus(s, 'ACTIVE', 'BILLING.SUBSCRIPTION.RE-ACTIVATED');
        return json(204, undefined);
      }
      if (method === 'POST' && action === '/cancel') {
        if (s.status === 'CANCELLED' || s.status === 'EXPIRED')
          return unprocessable('SUBSCRIPTION_STATUS_INVALID');
        await setStatus(s, 'CANCELLED', 'BILLING.SUBSCRIPTION.CANCELLED');
        return json(204, undefined);
      }
    }
    if (salePath) {
      const m = salePath;
      const sale = state.sales[decodeURIComponent(m[1] ?? '')];
      if (!sale) return notFound();
      if (method === 'GET' && !m[2]) return json(200, saleJson(sale));
      if (method === 'POST' && m[2]) {
        const total = toCents(sale.amount.total);
        const asked = body.amount as { total?: string } | undefined;
        const amount = asked?.total ? toCents(asked.total) : total - sale.refunded;
        if (amount <= 0 || sale.refunded + amount > total)
          return json(400, {
            name: 'TRANSACTION_REFUSED',
            message: 'Requested refund amount is more than the remaining amount.',
          });
        sale.refunded += amount;
        sale.state = sale.refunded >= total ? 'refunded' : 'partially_refunded';
        const refund = {
          id: id('', 17),
          state: 'completed',
          amount: { total: units(amount), currency: sale.amount.currency },
          sale_id: sale.id,
          billing_agreement_id: sale.billing_agreement_id,
          total_refunded_amount: { value: units(sale.refunded), currency: sale.amount.currency },
          create_time: now.toISOString(),
          ...(typeof body.invoice_number === 'string' ? { invoice_number: body.invoice_number } : {}),
        };
        await emit('PAYMENT.SALE.REFUNDED', 'refund', refund);
        return json(201, refund);
      }
    }
    return notFound();
  }

  const sim = {
    handle,
    certUrl,
    /** Events reach this handler, in order, a moment after they happen (as PayPal's would). */
    deliverTo(fn: (d: PaypalDelivery) => Promise<unknown>) {
      deliver = fn;
    },
    flush,
    /** The events not delivered yet, taken out of the outbox (tests deliver them themselves). */
    take(): Promise<PaypalDelivery[]> {
      return Promise.all(outbox.splice(0, outbox.length).map((body) => signed(body)));
    },
    signed,
    find(subscriptionId: string) {
      const s = state.subs[subscriptionId];
      if (!s) return null;
      const first = nextCycle(s)?.pricing_scheme.fixed_price ?? null;
      const regular = plan(s).billing_cycles.find((c) => c.tenure_type === 'REGULAR') ?? null;
      return {
        id: s.id,
        status: s.status,
        email: s.subscriber.email_address ?? null,
        planName: plan(s).name,
        firstCharge: first && { cents: toCents(first.value), currency: first.currency_code },
        regular: regular && {
          cents: toCents(regular.pricing_scheme.fixed_price.value),
          ...intervalOf(regular),
        },
        cancelUrl: s.cancel_url,
      };
    },
    /** The buyer approved on PayPal: the first charge is taken and the subscription is active. */
    async approve(subscriptionId: string) {
      const s = state.subs[subscriptionId];
      if (!s || s.status !== 'APPROVAL_PENDING') return null;
      const now = opts.now();
      const email = s.subscriber.email_address ?? subscriptionId;
      s.subscriber.payer_id = createHash('sha256').update(email).digest('hex').slice(0, 13).toUpperCase();
      s.start_time = now.toISOString();
      s.status = 'ACTIVE';
      s.status_update_time = now.toISOString();
      await charge(s, now);
      await emit('BILLING.SUBSCRIPTION.ACTIVATED', 'subscription', subscriptionJson(s));
      save();
      const back = new URL(s.return_url);
      back.searchParams.set('subscription_id', s.id);
      back.searchParams.set('ba_token', id('BA-', 17));
      back.searchParams.set('token', id('', 17));
      return back.toString();
    },
    /** Renewals from now on are declined (true) or paid (false). */
    setDeclining(subscriptionId: string, declining: boolean) {
      const s = state.subs[subscriptionId];
      if (s) s.declining = declining;
      save();
    },
    /** The payer's automatic-payments page (PayPal's own lives at paypal.com/myaccount/autopay). */
    portalUrl(payerId: string) {
      return `${opts.pagesBase}/autopay?payer=${encodeURIComponent(payerId)}&sig=${portalSig(payerId)}`;
    },
    portalAllowed(payerId: string, sig: string) {
      const want = Buffer.from(portalSig(payerId));
      const got = Buffer.from(sig);
      return want.length === got.length && timingSafeEqual(want, got);
    },
    /** The subscriptions of a payer, for the simulated automatic-payments page. */
    ofPayer(payerId: string) {
      return Object.values(state.subs)
        .filter((s) => s.subscriber.payer_id === payerId)
        .map((s) => ({
          id: s.id,
          status: s.status,
          plan: plan(s).name,
          nextBillingTime: s.billing_info.next_billing_time ?? null,
        }));
    },
    /** The payer cancels a subscription on PayPal's automatic-payments page. */
    async cancelByPayer(payerId: string, subscriptionId: string) {
      const s = state.subs[subscriptionId];
      if (!s || s.subscriber.payer_id !== payerId || s.status === 'CANCELLED') return false;
      await setStatus(s, 'CANCELLED', 'BILLING.SUBSCRIPTION.CANCELLED');
      save();
      return true;
    },
    /** Charges every active subscription whose next billing time the clock has passed (and retries). */
    async runDue() {
      const now = opts.now();
      let renewed = 0;
      let failed = 0;
      for (const s of Object.values(state.subs)) {
        for (let guard = 0; guard < 24 && s.status === 'ACTIVE'; guard++) {
          const retry = s.billing_info.last_failed_payment?.next_payment_retry_time;
          const due = retry ?? s.billing_info.next_billing_time;
          if (!due || new Date(due) > now) break;
          if (await charge(s, retry ? now : new Date(due))) renewed++;
          else {
            failed++;
            break;
          }
        }
      }
      save();
      await flush();
      return { renewed, failed };
    },
  };
  return sim;
}

export type PaypalSimulator = ReturnType<typeof paypalSimulator>;
