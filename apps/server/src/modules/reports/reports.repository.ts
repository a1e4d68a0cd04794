import { CLIENT_ROLES, type ReportMonth } from '@sanarte/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/first-row.js';
import { reportMonths } from '../../db/schema/index.js';

/** A month's figures as stored: the report's month without its key. */
export type MonthFigures = Omit<ReportMonth, 'month'>;

/**
 * When a piece of paid access ends: its end once it ended, else where its access runs out.
 * Paid access only: complimentary access is never revenue nor a subscriber (decision 055).
 */
const END = sql.raw('coalesce(s.ended_at, s.ends_at)');
const PAID = sql.raw(`s.source = 'paid'`);
/**
 * One access right after another (an upgrade ends the Mini as the Full begins, a renewal's
 * subscription follows its own): within this much, the person never left.
 */
const SEAMLESS = sql.raw(`interval '1 hour'`);
/** The months a plan's period lasts, as `monthsPerPeriod` in the subscriptions domain counts them. */
const MONTHS = sql.raw(
  `case when (s.plan_snapshot->>'durationDays')::int = 365 then 12.0 else (s.plan_snapshot->>'durationDays')::numeric / 30 end`,
);

/**
 * The owner's monthly report, computed from the subscriptions, payments and accounts (a read
 * model: it only reads them), and kept per month in `report_months`.
 */
export function reportsRepository(db: Db) {
  /** People with paid access at `at`. */
  async function subscribersAt(at: Date) {
    const r = await db.execute(sql`
      select count(distinct s.user_id)::int as n from subscriptions s
       where ${PAID} and s.starts_at <= ${at} and ${END} > ${at}`);
    return rowsOf<{ n: number }>(r)[0]?.n ?? 0;
  }

  return {
    /**
     * The figures of the month [from, to) as of `at` (its end, or now for the current month):
     * who had paid access, who began, came back or left, the recurring revenue and what was paid
     * and refunded in each currency, and how the month's new accounts turned into buyers.
     */
    async compute(from: Date, to: Date, at: Date): Promise<MonthFigures> {
      const [atStart, atEnd, moves, money, paid, refunds, trials] = await Promise.all([
        subscribersAt(from),
        subscribersAt(at),
        db.execute(sql`
          with began as (
            select s.user_id, min(s.starts_at) as at from subscriptions s
             where ${PAID} and s.starts_at >= ${from} and s.starts_at < ${at}
             group by s.user_id
          )
          select
            (select count(*) from began b where not exists (
               select 1 from subscriptions s where ${PAID} and s.user_id = b.user_id and s.starts_at < b.at))::int as new,
            (select count(*) from began b where exists (
               select 1 from subscriptions s where ${PAID} and s.user_id = b.user_id and s.starts_at < b.at)
               and not exists (
               select 1 from subscriptions s where ${PAID} and s.user_id = b.user_id and s.starts_at < b.at
                  and ${END} >= b.at - ${SEAMLESS}))::int as reactivated,
            (select count(distinct s.user_id) from subscriptions s
              where ${PAID} and ${END} >= ${from} and ${END} < ${at}
                and not exists (
                  select 1 from subscriptions n where n.source = 'paid' and n.user_id = s.user_id and n.id <> s.id
                     and n.starts_at <= ${END} + ${SEAMLESS} and coalesce(n.ended_at, n.ends_at) > ${END}))::int as churned`),
        // Recurring revenue at `at`: each renewing paid subscription's price ÷ its period's months.
        db.execute(sql`
          select s.plan_snapshot->>'currency' as currency,
                 round(sum((s.plan_snapshot->>'price')::numeric * 100 / ${MONTHS}))::bigint as cents,
                 count(*)::int as renewing
            from subscriptions s
           where ${PAID} and s.provider_subscription_id is not null
             and s.starts_at <= ${at} and ${END} > ${at}
             and (s.canceled_at is null or s.canceled_at > ${at})
           group by 1`),
        db.execute(sql`
          select p.currency, sum(p.amount)::text as amount from payments p
           where p.completed_at >= ${from} and p.completed_at < ${at}
           group by 1`),
        // A refund counts in the month it was made (a payment refunded in parts: its last part's).
        db.execute(sql`
          select p.currency, count(*)::int as n, sum(p.refunded_amount)::text as amount from payments p
           where p.refunded_amount > 0 and coalesce(p.refunded_at, p.updated_at) >= ${from}
             and coalesce(p.refunded_at, p.updated_at) < ${at}
           group by 1`),
        db.execute(sql`
          select count(*)::int as signups,
                 count(*) filter (where exists (
                   select 1 from payments p where p.user_id = u.id and p.completed_at is not null
                      and p.completed_at <= u.created_at + interval '30 days'))::int as converted
            from users u
           where u.role in (${sql.join(
             CLIENT_ROLES.map((r) => sql`${r}`),
             sql`, `,
           )}) and u.created_at >= ${from} and u.created_at < ${at}`),
      ]);
      const m = rowsOf<{ new: number; reactivated: number; churned: number }>(moves)[0];
      const t = rowsOf<{ signups: number; converted: number }>(trials)[0];
      const currencies = new Map<string, MonthFigures['byCurrency'][number]>();
      const of = (currency: string) => {
        let c = currencies.get(currency);
        if (!c) {
          c = { currency, mrr: 0, renewing: 0, arpu: null, revenue: 0, refunds: 0, refunded: 0 };
          currencies.set(currency, c);
        }
        return c;
      };
      for (const r of rowsOf<{ currency: string; cents: string | number; renewing: number }>(money)) {
        const c = of(r.currency ?? 'USD');
        c.mrr = Number(r.cents) / 100;
        c.renewing = r.renewing;
        c.arpu = r.renewing > 0 ? Math.round(Number(r.cents) / r.renewing) / 100 : null;
      }
      for (const r of rowsOf<{ currency: string; amount: string }>(paid))
        of(r.currency).revenue = Number(r.amount);
      for (const r of rowsOf<{ currency: string; n: number; amount: string }>(refunds)) {
        const c = of(r.currency);
        c.refunds = r.n;
        c.refunded = Number(r.amount);
      }
      const churned = m?.churned ?? 0;
      const signups = t?.signups ?? 0;
      const converted = t?.converted ?? 0;
      return {
        subscribers: atEnd,
        new: m?.new ?? 0,
        reactivated: m?.reactivated ?? 0,
        churned,
        churnRate: atStart > 0 ? churned / atStart : null,
        signups,
        converted,
        conversionRate: signups > 0 ? converted / signups : null,
        byCurrency: [...currencies.values()].sort(
          (a, b) => b.renewing - a.renewing || (a.currency < b.currency ? -1 : 1),
        ),
      };
    },

    /** The stored months among `months` ('YYYY-MM-01'), with when each was computed. */
    async stored(months: string[]) {
      if (months.length === 0) return [];
      return db
        .select()
        .from(reportMonths)
        .where(inArray(reportMonths.month, months))
        .orderBy(reportMonths.month);
    },

    async save(month: string, figures: MonthFigures, computedAt: Date) {
      await db
        .insert(reportMonths)
        .values({ month, figures, computedAt })
        .onConflictDoUpdate({ target: reportMonths.month, set: { figures, computedAt } });
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
