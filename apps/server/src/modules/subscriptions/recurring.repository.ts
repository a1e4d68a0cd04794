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
     * their snapshot (a price change leaves earlier buyers at their price). One pass over the rows
     * with access, grouped on the snapshot's jsonb values as they are (cheaper than as text).
     */
    async withAccess(now: Date): Promise<AccessGroup[]> {
      const rows = rowsOf<{
        plan_id: string;
        price: unknown;
        currency: unknown;
        duration_days: unknown;
        count: number;
        renewing: number;
      }>(
        await db.execute(sql`
          select s.plan_id,
                 s.plan_snapshot->'price' as price,
                 s.plan_snapshot->'currency' as currency,
                 s.plan_snapshot->'durationDays' as duration_days,
                 count(*)::int as count,
                 (count(*) filter (where s.provider_subscription_id is not null
                                     and not s.cancel_at_period_end))::int as renewing
            from subscriptions s
           where s.status in ('active', 'pending') and s.ends_at > ${now}
           group by 1, 2, 3, 4`),
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
