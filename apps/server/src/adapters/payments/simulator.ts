import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { simulatedCheckouts } from '../../db/schema/index.js';
import { hmac, randomToken, safeEqual } from '../../lib/crypto.js';
import type { Clock } from '../clock.js';
import type { CheckoutSessionInfo, PaymentEvent, PaymentProvider } from './types.js';

type Row = typeof simulatedCheckouts.$inferSelect;

const info = (r: Row): CheckoutSessionInfo => ({
  id: r.id,
  status: r.status as CheckoutSessionInfo['status'],
  paymentStatus: r.paymentStatus as CheckoutSessionInfo['paymentStatus'],
  metadata: r.metadata,
  amountTotal: r.amountTotal,
  currency: r.currency,
});

/**
 * The embedded stand-in for Stripe Checkout: a hosted page at /dev/checkout/:id with 'Pagar' and
 * 'Cancelar' that redirects exactly as Stripe would and delivers the same events, signed, to the
 * same webhook handler.
 */
export function simulatorProvider(deps: { db: Db; clock: Clock; publicUrl: string; signingKey: string }) {
  const sign = (body: string) => hmac(deps.signingKey, body);

  async function find(id: string) {
    const rows = await deps.db
      .select()
      .from(simulatedCheckouts)
      .where(eq(simulatedCheckouts.id, id))
      .limit(1);
    return rows[0] ?? null;
  }

  const provider: PaymentProvider & {
    find: typeof find;
    pay(id: string): Promise<{ row: Row; event: { body: string; signature: string } } | null>;
    event(type: string, row: Row): { body: string; signature: string };
  } = {
    kind: 'simulator',
    find,
    async createCheckout(input) {
      const id = `cs_sim_${randomToken(18)}`;
      await deps.db.insert(simulatedCheckouts).values({
        id,
        amountTotal: input.amount,
        currency: input.currency.toLowerCase(),
        productName: input.productName,
        customerEmail: input.customerEmail,
        successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: input.cancelUrl,
        metadata: { userId: input.userId, planId: input.planId, paymentId: input.paymentId },
        expiresAt: new Date(deps.clock.now().getTime() + 24 * 3600_000),
      });
      return { id, url: `${deps.publicUrl}/dev/checkout/${id}` };
    },
    async retrieve(id) {
      const row = await find(id);
      if (!row) return null;
      if (row.status === 'open' && row.expiresAt <= deps.clock.now())
        return { ...info(row), status: 'expired' };
      return info(row);
    },
    async expire(id) {
      await deps.db
        .update(simulatedCheckouts)
        .set({ status: 'expired' })
        .where(eq(simulatedCheckouts.id, id));
    },
    /** The buyer pressed 'Pagar': the session completes and the event is ready to deliver. */
    async pay(id) {
      const row = await find(id);
      if (!row || row.status !== 'open' || row.expiresAt <= deps.clock.now()) return null;
      const [done] = await deps.db
        .update(simulatedCheckouts)
        .set({ status: 'complete', paymentStatus: 'paid' })
        .where(eq(simulatedCheckouts.id, id))
        .returning();
      if (!done) return null;
      return { row: done, event: provider.event('checkout.session.completed', done) };
    },
    event(type, row) {
      const body = JSON.stringify({
        id: `evt_sim_${randomToken(12)}`,
        type,
        data: { object: { object: 'checkout.session', ...info(row) } },
      });
      return { body, signature: sign(body) };
    },
    parseWebhook(rawBody, signature) {
      const body = rawBody.toString('utf8');
      if (!signature || !safeEqual(signature, sign(body))) throw new Error('invalid signature');
      const parsed = JSON.parse(body) as { id: string; type: string; data: { object: CheckoutSessionInfo } };
      return { id: parsed.id, type: parsed.type, session: parsed.data.object } satisfies PaymentEvent;
    },
  };
  return provider;
}
export type SimulatorProvider = ReturnType<typeof simulatorProvider>;
