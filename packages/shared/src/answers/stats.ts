/** Answers of the stats routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';
import { apiData } from '../schemas/responses.js';

/** POST /api/stats/playback: the seconds credited for this report. */
export const playbackAnswer = apiData(z.object({ credited: z.number() }));

/** GET /api/stats/crm/dashboard: counts; new users within [from, to]. */
export const dashboardStats = z.object({
  from: z.string(),
  to: z.string(),
  totalUsers: z.number(),
  activeUsers: z.number(),
  verifiedUsers: z.number(),
  newUsers: z.number(),
  byRole: z.record(z.string(), z.number()),
  newByRole: z.record(z.string(), z.number()),
  /**
   * Recurring revenue, now (not the range). `mrr`: the monthly share of every renewing
   * subscription that gives access and is not cancelled (a pending one too), in `currency`, to the
   * cent — a yearly plan counts its price ÷ 12, a monthly one its price. `activeByPlan`: every
   * subscription that gives access now, by plan (named as it is now). `cancellationsThisMonth`: renewals cancelled by
   * customers since the 1st of this month (UTC). `pendingPayment`: subscriptions whose renewal
   * failed, still in their grace. `complimentary`: complimentary access staff gave that is open
   * now — never in `mrr` nor `activeByPlan`.
   */
  recurring: z.object({
    mrr: z.number(),
    currency: z.string(),
    /** Each currency's MRR (never added across currencies), the currency with most subscriptions first. */
    mrrByCurrency: z.array(z.object({ currency: z.string(), mrr: z.number() })),
    activeByPlan: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number() })),
    cancellationsThisMonth: z.number(),
    pendingPayment: z.number(),
    complimentary: z.number(),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
export type RecurringRevenue = DashboardStats['recurring'];
export const dashboardAnswer = apiData(dashboardStats);

/** Listening totals by audio, theme or category; the range is echoed when one was asked for. */
const playtimeAnswerOf = <K extends string>(key: K) =>
  z.object({
    success: z.literal(true),
    data: z.array(
      z.object({ [key]: z.string(), name: z.string(), totalSeconds: z.number() }) as z.ZodObject<
        Record<K, z.ZodString> & { name: z.ZodString; totalSeconds: z.ZodNumber }
      >,
    ),
    from: z.string().optional(),
    to: z.string().optional(),
  });
export const audioPlaytimeAnswer = playtimeAnswerOf('audioId');
export const themePlaytimeAnswer = playtimeAnswerOf('themeId');
export const categoryPlaytimeAnswer = playtimeAnswerOf('categoryId');
export type AudioPlaytime = z.infer<typeof audioPlaytimeAnswer>['data'][number];
export type ThemePlaytime = z.infer<typeof themePlaytimeAnswer>['data'][number];
export type CategoryPlaytime = z.infer<typeof categoryPlaytimeAnswer>['data'][number];
export type PlaybackAnswer = z.infer<typeof playbackAnswer>;
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

/** One currency's money in a month of the owner's report (amounts never added across currencies). */
export const monthCurrencyFigures = z.object({
  currency: z.string(),
  /** Monthly recurring revenue at the month's end (the current month: now), to the cent. */
  mrr: z.number(),
  /** Renewing paid subscriptions in this currency at the month's end (those `mrr` counts). */
  renewing: z.number(),
  /** Average revenue per renewing subscriber: `mrr` ÷ `renewing`, to the cent; null when none. */
  arpu: z.number().nullable(),
  /** What customers paid in the month (completed payments, less what was refunded of them). */
  revenue: z.number(),
  /** Refunds made in the month: how many and how much was given back. */
  refunds: z.number(),
  refunded: z.number(),
});

/**
 * One calendar month (Spain's) of the owner's report. Subscribers are people with paid access;
 * an upgrade or a renewal is neither new nor churned.
 */
export const reportMonth = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  /** People with paid access at the month's end (the current month: now). */
  subscribers: z.number(),
  /** People whose first paid subscription began in the month. */
  new: z.number(),
  /** People who came back: a paid subscription began after an earlier one had ended. */
  reactivated: z.number(),
  /** People whose paid access ended in the month with nothing after it. */
  churned: z.number(),
  /** `churned` ÷ subscribers at the month's start; null when there were none. */
  churnRate: z.number().nullable(),
  /** Accounts created in the month (each begins with the free trial audio). */
  signups: z.number(),
  /** Of those, how many paid within 30 days of signing up. */
  converted: z.number(),
  /** `converted` ÷ `signups`; null when nobody signed up. */
  conversionRate: z.number().nullable(),
  byCurrency: z.array(monthCurrencyFigures),
});

/** GET /api/stats/crm/reports: the last 12 months, the oldest first, and revenue by code. */
export const ownerReport = z.object({
  /** When the figures were computed (the monthly-reports job); null: never yet. */
  computedAt: z.string().nullable(),
  months: z.array(reportMonth),
  /** Revenue each promotion code brought (its purchases and their renewals, less refunds). */
  promotionRevenue: z.array(
    z.object({
      code: z.string(),
      uses: z.number(),
      revenue: z.array(z.object({ currency: z.string(), amount: z.number() })),
    }),
  ),
});
export const ownerReportAnswer = apiData(ownerReport);
export type OwnerReport = z.infer<typeof ownerReport>;
export type OwnerReportAnswer = z.infer<typeof ownerReportAnswer>;
export type ReportMonth = z.infer<typeof reportMonth>;

/**
 * GET /api/stats/crm/audio-completion: for each audio, from the listening reports stored (all
 * time): plays (a listener's day of listening to it), listeners, how many reached its last tenth
 * (completion), and `reached[k]` = listeners who got to k tenths of it or further (k = 0…9; the
 * drop-off curve: `reached[0]` is every listener).
 */
export const audioCompletion = z.object({
  audioId: z.string(),
  name: z.string(),
  durationSeconds: z.number(),
  plays: z.number(),
  listeners: z.number(),
  completed: z.number(),
  /** `completed` ÷ `listeners`; null when nobody listened. */
  completionRate: z.number().nullable(),
  reached: z.array(z.number()).length(10),
});
export const audioCompletionAnswer = z.object({ success: z.literal(true), data: z.array(audioCompletion) });
export type AudioCompletion = z.infer<typeof audioCompletion>;
export type AudioCompletionAnswer = z.infer<typeof audioCompletionAnswer>;
