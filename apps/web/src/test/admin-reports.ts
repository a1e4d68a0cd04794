import type { AudioCompletion, DashboardStats, ReportMonth } from '@sanarte/shared';
import { vi } from 'vitest';

/**
 * The figures of the back-office's Panel de Control and KPI screens as their tests build them,
 * and a catch for the CSV files those screens save.
 */

/** Recurring revenue when nobody pays: no MRR, no plans, no renewals pending or cancelled. */
export const noRecurring: DashboardStats['recurring'] = {
  mrr: 0,
  currency: 'USD',
  mrrByCurrency: [],
  activeByPlan: [],
  cancellationsThisMonth: 0,
  complimentary: 0,
  pendingPayment: 0,
};

/** The dashboard's counts for 18–24 November 2026: 120 accounts, 12 of them new; `recurring` as given. */
export const dashboardStats = (recurring: DashboardStats['recurring'] = noRecurring): DashboardStats => ({
  from: '2026-11-18',
  to: '2026-11-24',
  totalUsers: 120,
  activeUsers: 110,
  verifiedUsers: 100,
  newUsers: 12,
  byRole: { visitor: 90, subscriber: 25, creator: 2, therapist: 3 },
  newByRole: { visitor: 10, subscriber: 2 },
  recurring,
});

type Money = ReportMonth['byCurrency'][number];

/** A month's money in one currency: its MRR, and nothing else unless `more` says so. */
export const moneyFigures = (currency: string, mrr: number, more: Partial<Money> = {}): Money => ({
  currency,
  mrr,
  renewing: 0,
  arpu: null,
  revenue: 0,
  refunds: 0,
  refunded: 0,
  ...more,
});

/** A month of the owner's report ('2026-11'): its money by currency, no counts unless `more` gives them. */
export const reportMonth = (
  month: string,
  byCurrency: Money[],
  more: Partial<ReportMonth> = {},
): ReportMonth => ({
  month,
  subscribers: 0,
  new: 0,
  reactivated: 0,
  churned: 0,
  churnRate: null,
  signups: 0,
  converted: 0,
  conversionRate: null,
  byCurrency,
  ...more,
});

/** An audio's completion: «No más insomnio», 20:05 long, 42 plays by 10 listeners, 4 to the end. */
export const audioCompletion = (more: Partial<AudioCompletion> = {}): AudioCompletion => ({
  audioId: 'a1',
  name: 'No más insomnio',
  durationSeconds: 1205,
  plays: 42,
  listeners: 10,
  completed: 4,
  completionRate: 0.4,
  reached: [10, 8, 8, 7, 6, 6, 5, 5, 4, 4],
  ...more,
});

/** The completion of an audio nobody has listened to. */
export const unheard: Partial<AudioCompletion> = {
  plays: 0,
  listeners: 0,
  completed: 0,
  completionRate: null,
  reached: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
};

/**
 * Catches the CSV files a screen saves instead of downloading them: their names, and a file's
 * text as its lines (without the byte-order mark). Undone by `vi.restoreAllMocks()`.
 */
export function catchCsvDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:csv-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const lines = async (file = 0) => (await blobs[file]!.text()).replace(/^\uFEFF/, '').split('\r\n');
  return { names, lines };
}
