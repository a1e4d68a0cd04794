import { type OwnerReport, type ReportMonth, businessDay } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { PromotionsService } from '../promotions/promotions.service.js';
import { businessMonthOf } from '../subscriptions/recurring.service.js';
import type { MonthFigures, ReportsRepository } from './reports.repository.js';

/** The report covers this many calendar months, the current one last. */
export const REPORT_MONTHS = 12;
/** A month still changing (the current one, or a closed one within its buyers' window) is recomputed this often. */
export const REPORT_FRESH_MS = 10 * 60_000;
/** A month's new accounts may still buy this long after it ends (the trial → paid window). */
const CONVERSION_WINDOW_MS = 31 * 86_400_000;

interface Month {
  /** Its 1st, 'YYYY-MM-01' (the stored key). */
  key: string;
  from: Date;
  to: Date;
}

/** The last `n` calendar months in Spain up to the one of `now`, the oldest first. */
export function lastMonths(now: Date, n: number): Month[] {
  const months: Month[] = [];
  let { from, to } = businessMonthOf(now);
  for (let i = 0; i < n; i++) {
    months.unshift({ key: businessDay(from), from, to });
    to = from;
    from = businessMonthOf(new Date(from.getTime() - 3_600_000)).from;
  }
  return months;
}

/**
 * The owner's reports: each calendar month's subscribers, new, reactivated and churned people,
 * churn rate, recurring revenue and ARPU, revenue and refunds by currency, and trial → paid
 * conversion, computed by the due work (`refresh`) and read back as stored, so the dashboard never
 * scans a million subscriptions; with the revenue each promotion code brought, read live.
 */
export function reportsService(deps: {
  repo: ReportsRepository;
  clock: Clock;
  promotions: Pick<PromotionsService, 'list'>;
}) {
  const { repo, clock } = deps;

  return {
    /**
     * Computes the months that need it (`force`: every month still changing, whatever its age):
     * a missing one, and one still changing — the current month, or a closed one whose new
     * accounts may still buy — once its figures are REPORT_FRESH_MS old. A closed month computed
     * after its window stays as it is. Returns how many were computed.
     */
    async refresh(force = false) {
      const now = clock.now();
      const months = lastMonths(now, REPORT_MONTHS);
      const stored = new Map(
        (await repo.stored(months.map((m) => m.key))).map((r) => [r.month, r.computedAt]),
      );
      let computed = 0;
      for (const m of months) {
        const at = stored.get(m.key);
        const final = at !== undefined && at.getTime() >= m.to.getTime() + CONVERSION_WINDOW_MS;
        const stale = at === undefined || force || now.getTime() - at.getTime() >= REPORT_FRESH_MS;
        if (final || !stale) continue;
        const asOf = now < m.to ? now : m.to;
        await repo.save(m.key, await repo.compute(m.from, m.to, asOf), now);
        computed++;
      }
      return computed;
    },

    /** GET /api/stats/crm/reports: the stored months (the oldest first) and revenue by code. */
    async report(): Promise<OwnerReport> {
      const months = lastMonths(clock.now(), REPORT_MONTHS);
      const [rows, codes] = await Promise.all([
        repo.stored(months.map((m) => m.key)),
        deps.promotions.list(),
      ]);
      const current = rows.find((r) => r.month === months[months.length - 1]?.key);
      return {
        computedAt: current ? current.computedAt.toISOString() : null,
        months: rows.map(
          (r): ReportMonth => ({ month: r.month.slice(0, 7), ...(r.figures as MonthFigures) }),
        ),
        promotionRevenue: codes
          .filter((c) => c.redemptions > 0)
          .sort((a, b) => b.redemptions - a.redemptions || (a.code < b.code ? -1 : 1))
          .map((c) => ({ code: c.code, uses: c.redemptions, revenue: c.revenue })),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
