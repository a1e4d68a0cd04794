import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
/** A jsonb value as the driver hands it: parsed already, or (some drivers) still JSON text. */
const jsonValue = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/** Subscriptions that give access now, by the plan and the price they were bought at. */
export interface AccessGroup {
  planId: string;
  /** The snapshot's price per period, currency and period length (what the customer pays). */
  price: number;
  currency: string;
  durationDays: number;
  /** All of them, renewing or not, cancelled at the period's end or not. */
  count: number;
  /** Those that will renew: renewing at the provider and not cancelled by the customer. */
  renewing: number;
}

/**
 * Recurring-revenue figures of the subscriptions table, read only (the back-office dashboard).
 * Access, as everywhere: status active or pending (a renewal failed, access until the grace ends)
 * and `ends_at` still ahead.
 */
export function recurringRepository(db: Db) {
  return {
    /**
     * Subscriptions giving access at `now`, grouped by plan and by the price, period and currency of
     * their snapshot (a price change leaves earlier buyers at their price). Those whose access ends
     * after today (UTC) come from the tally a trigger keeps (migration 0010); today's endings, the
     * only ones `now` splits, from the rows through their (status, ends_at) index.
     */
    async withAccess(now: Date): Promise<AccessGroup[]> {
      const today = sql`(${now}::timestamptz at time zone 'UTC')::date`;
      const rows = rowsOf<{
        plan_id: string;
        price: unknown;
        currency: unknown;
        duration_days: unknown;
        count: number;
        renewing: number;
      }>(
        await db.execute(sql`
          select plan_id, price, currency, duration_days,
                 sum(n)::int as count, coalesce(sum(n) filter (where renewing), 0)::int as renewing
            from (
              select plan_id, price, currency, duration_days, renewing, n
                from subscription_tally
               where status in ('active', 'pending') and ends_day > ${today}
              union all
              select s.plan_id, coalesce(s.plan_snapshot->'price', 'null'),
                     coalesce(s.plan_snapshot->'currency', 'null'),
                     coalesce(s.plan_snapshot->'durationDays', 'null'),
                     s.provider_subscription_id is not null and not s.cancel_at_period_end, 1
                from subscriptions s
               where s.status in ('active', 'pending') and s.source = 'paid' and s.ends_at > ${now}
                 and s.ends_at < ((${today} + 1)::timestamp at time zone 'UTC')
            ) access
           group by 1, 2, 3, 4
          having sum(n) > 0`),
      );
      return rows.map((r) => ({
        planId: r.plan_id,
        price: Number(jsonValue(r.price)),
        currency: String(jsonValue(r.currency) ?? 'USD'),
        durationDays: Number(jsonValue(r.duration_days)),
        count: Number(r.count),
        renewing: Number(r.renewing),
      }));
    },

    /**
     * Renewals the customer cancelled within [from, to): `canceled_at` in the range, and not undone
     * since (still set to end at the period's end, or already ended).
     */
    async cancellations(from: Date, to: Date): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n
            from subscriptions s
           where s.canceled_at >= ${from} and s.canceled_at < ${to}
             and (s.cancel_at_period_end or s.status in ('cancelled', 'expired'))`),
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** Subscriptions whose renewal payment failed and whose grace has not ended at `now`. */
    /** Complimentary access giving access now (few rows: its own partial index on ends_at). */
    async complimentary(now: Date): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from subscriptions s
           where s.source = 'comp' and s.ends_at > ${now} and s.status in ('active', 'pending')`),
      );
      return Number(rows[0]?.n ?? 0);
    },

    async pendingPayment(now: Date): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from subscriptions s where s.status = 'pending' and s.ends_at > ${now}`),
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
export type RecurringRepository = ReturnType<typeof recurringRepository>;
