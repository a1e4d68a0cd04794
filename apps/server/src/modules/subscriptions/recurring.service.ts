import { businessDay, businessMidnight } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { PlansService } from '../plans/plans.service.js';
import type { AccessGroup, RecurringRepository } from './recurring.repository.js';

/**
 * How many months one billing period of a plan lasts, as the provider bills it (calendar months
 * and years, `intervalOf` in adapters/payments): 365 days is a year (12 months), 30 days a month,
 * any other N days N/30 months.
 */
export function monthsPerPeriod(durationDays: number): number {
  if (durationDays === 365) return 12;
  return durationDays / 30;
}

/**
 * Monthly recurring revenue of some subscription groups, in cents: each renewing subscription adds
 * its price ÷ the months of its period (a yearly $99 adds $8.25, a monthly $9.99 adds $9.99).
 * Summed unrounded, rounded once to the cent.
 */
export function mrrCents(groups: Pick<AccessGroup, 'price' | 'durationDays' | 'renewing'>[]): number {
  let cents = 0;
  for (const g of groups) {
    const months = monthsPerPeriod(g.durationDays);
    if (g.renewing > 0 && months > 0) cents += (Math.round(g.price * 100) * g.renewing) / months;
  }
  return Math.round(cents);
}

/**
 * The first instant of the calendar month of `d` in Spain (the back-office's one time zone,
 * docs/decisions/039-dates-in-spains-time.md), and of the next one.
 */
export function businessMonthOf(d: Date): { from: Date; to: Date } {
  const [year, month] = businessDay(d).split('-').map(Number) as [number, number];
  // Noon UTC on the 1st is the 1st in Spain too: its midnight there is where the month begins.
  const first = (y: number, m: number) => businessMidnight(Date.UTC(y, m - 1, 1, 12));
  return {
    from: first(year, month),
    to: first(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1),
  };
}

/**
 * Recurring revenue for the back-office dashboard, now by the application clock:
 * - `mrr`: monthly recurring revenue (see `mrrCents`) of the renewing subscriptions that give
 *   access and are not cancelled — a pending one (its renewal failed, in its grace) still counts
 *   until it lapses, as the provider counts a past-due one; `pendingPayment` says how many.
 * - `currency`: the currency most subscriptions are in; `mrr` is theirs, and `mrrByCurrency`
 *   gives each currency's own (amounts in different currencies are never added together).
 * - `activeByPlan`: every subscription that gives access now (renewing or one-off, cancelled at
 *   the period's end or not), by plan as the plans domain names it now, the most first.
 * - `cancellationsThisMonth`: renewals cancelled by customers since the 1st of this month in Spain.
 */
export function recurringService(deps: {
  repo: RecurringRepository;
  clock: Clock;
  plans: Pick<PlansService, 'summaries'>;
}) {
  const { repo, clock, plans } = deps;
  return {
    async summary() {
      const now = clock.now();
      const month = businessMonthOf(now);
      const [groups, cancellationsThisMonth, pendingPayment, complimentary] = await Promise.all([
        repo.withAccess(now),
        repo.cancellations(month.from, month.to),
        repo.pendingPayment(now),
        repo.complimentary(now),
      ]);
      const names = await plans.summaries(groups.map((g) => g.planId));

      const perCurrency = new Map<string, number>();
      for (const g of groups) perCurrency.set(g.currency, (perCurrency.get(g.currency) ?? 0) + g.count);
      const currency = [...perCurrency].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'USD';

      const byPlan = new Map<string, { slug: string; name: string; count: number }>();
      for (const g of groups) {
        const plan = names.get(g.planId);
        const entry = byPlan.get(g.planId) ?? {
          slug: plan?.slug ?? g.planId,
          name: plan?.name ?? g.planId,
          count: 0,
        };
        entry.count += g.count;
        byPlan.set(g.planId, entry);
      }
      const activeByPlan = [...byPlan.values()].sort(
        (a, b) => b.count - a.count || a.name.localeCompare(b.name, 'es'),
      );

      return {
        mrr: mrrCents(groups.filter((g) => g.currency === currency)) / 100,
        currency,
        // Every currency's own MRR (plans in euros beside the first ones in dollars), the most first.
        mrrByCurrency: [...perCurrency.keys()]
          .map((c) => ({ currency: c, mrr: mrrCents(groups.filter((g) => g.currency === c)) / 100 }))
          .sort((a, b) => (perCurrency.get(b.currency) ?? 0) - (perCurrency.get(a.currency) ?? 0)),
        activeByPlan,
        cancellationsThisMonth,
        pendingPayment,
        complimentary,
      };
    },
  };
}
export type RecurringService = ReturnType<typeof recurringService>;
