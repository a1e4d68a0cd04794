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
