import { ROLES, ROLE_LABELS, es, formatMoney, staffWelcome } from '@sanarte/shared';
import { Suspense, lazy, useState } from 'react';
import { useAuth } from '../../auth';
import { AdminPage, Panel } from '../components/list-layout';
import { LoadingState } from '../components/list-states';
import { RangeFilter, type RangePreset, type RangeState, rangeOf } from '../people/date-range';
import { formatDay } from '../people/format';
import { type DashboardStats, useCrmDashboardQuery } from './api';
import { CaptionedHeading } from './captioned-heading';
import { dashboardCopy as copy, reportsCopy } from './content';
import { LoadedFigures } from './loaded-figures';

/** «Informes», below the cards: a chunk of its own, fetched as the page first renders. */
const OwnerReports = lazy(async () => ({ default: (await import('./owner-reports')).OwnerReports }));

/** The new-users periods shown: last 7 days by default, today, this week, this month, custom. */
const PRESETS: readonly RangePreset[] = ['last7', 'today', 'week', 'month', 'custom'];

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * Panel de Control: the welcome line, user counts and new users by period and role, then the owner's
 * reports (their own request: they do not depend on the period).
 */
export function DashboardPage() {
  const { user } = useAuth();
  const [range, setRange] = useState<RangeState>({ preset: 'last7', from: '', to: '' });
  const days = rangeOf(range);
  const query = useCrmDashboardQuery(days);
  const { data } = query;
  const period = data ? copy.range(formatDay(data.from), formatDay(data.to)) : '';

  return (
    <AdminPage
      title={es.admin.dashboardTitle}
      // The server writes this same line into the page's outline (docs/decisions/030).
      intro={<span className="text-night-900">{staffWelcome(user?.name ?? '', new Date())}</span>}
    >
      <Panel className="p-4 sm:p-5">
        <RangeFilter label={copy.rangeLabel} presets={PRESETS} value={range} onChange={setRange} />
      </Panel>

      <LoadedFigures query={query} loading={copy.loading} loadError={copy.loadError}>
        {(data) => (
          <>
            <section aria-labelledby="dashboard-summary" className="flex flex-col gap-3">
              <h2 id="dashboard-summary" className="sr-only">
                {copy.summary}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                <StatCard label={copy.totalUsers} value={data.totalUsers} note={copy.allAccounts} />
                <StatCard
                  label={copy.activeUsers}
                  value={data.activeUsers}
                  note={copy.ofTotal(percent(data.activeUsers, data.totalUsers))}
                />
                <StatCard
                  label={copy.verifiedUsers}
                  value={data.verifiedUsers}
                  note={copy.ofTotal(percent(data.verifiedUsers, data.totalUsers))}
                />
                <StatCard
                  label={copy.newUsers}
                  value={data.newUsers}
                  note={`${copy.ofTotal(percent(data.newUsers, data.totalUsers))} · ${period}`}
                  accent
                />
              </ul>
            </section>

            <Recurring data={data.recurring} />

            <section aria-labelledby="dashboard-roles" className="flex flex-col gap-3">
              <h2 id="dashboard-roles" className="font-display text-xl font-semibold">
                {copy.rolesTitle}
              </h2>
              <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4">
                <StatCard label={copy.creators} value={data.byRole.creator ?? 0} compact />
                <StatCard label={copy.therapists} value={data.byRole.therapist ?? 0} compact />
                <StatCard label={copy.visitors} value={data.byRole.visitor ?? 0} compact />
                <StatCard label={copy.subscribers} value={data.byRole.subscriber ?? 0} compact />
              </ul>
            </section>

            <NewByRole data={data.newByRole} total={data.newUsers} period={period} />
          </>
        )}
      </LoadedFigures>

      <Suspense fallback={<LoadingState label={reportsCopy.loading} />}>
        <OwnerReports />
      </Suspense>
    </AdminPage>
  );
}

function StatCard({
  label,
  value,
  note,
  accent = false,
  compact = false,
  className = '',
}: {
  label: string;
  /** A count (shown in es-ES), or a figure already formatted (an amount of money). */
  value: number | string;
  note?: string;
  accent?: boolean;
  compact?: boolean;
  className?: string;
}) {
  return (
    <li
      className={`flex flex-col gap-1 rounded-3xl p-4 shadow-sm ring-1 sm:p-5 ${className} ${
        accent ? 'bg-night-900 text-lavender-50 ring-night-900' : 'bg-white text-night-900 ring-night-900/10'
      }`}
    >
      <span className={`text-sm font-semibold ${accent ? 'text-lavender-200' : 'text-ink-soft'}`}>
        {label}
      </span>
      <span className={`font-display font-semibold ${compact ? 'text-3xl' : 'text-4xl'}`}>
        {typeof value === 'number' ? value.toLocaleString('es-ES') : value}
      </span>
      {note && <span className={`text-sm ${accent ? 'text-lavender-100' : 'text-ink-soft'}`}>{note}</span>}
    </li>
  );
}

function NewByRole({ data, total, period }: { data: Record<string, number>; total: number; period: string }) {
  const rows = ROLES.map((role) => ({ role, n: data[role] ?? 0 })).sort((a, b) => b.n - a.n);
  const max = Math.max(1, ...rows.map((r) => r.n));
  return (
    <Panel labelledBy="dashboard-new-by-role" className="p-4 sm:p-6">
      <h2 id="dashboard-new-by-role" className="font-display text-xl font-semibold">
        {copy.newByRoleTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{copy.newByRoleCaption(period)}</p>
      {total === 0 ? (
        <p className="mt-4 text-ink-soft">{copy.noNewUsers}</p>
      ) : (
        <dl className="mt-4 flex flex-col gap-3">
          {rows.map(({ role, n }) => (
            <div
              key={role}
              className="grid grid-cols-[8rem_1fr_3rem] items-center gap-3 sm:grid-cols-[10rem_1fr_3rem]"
            >
              <dt className="text-sm font-semibold">{ROLE_LABELS[role]}</dt>
              <dd className="contents">
                <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-lavender-100">
                  <span
                    className="block h-full rounded-full bg-night-600"
                    style={{ width: `${(n / max) * 100}%` }}
                  />
                </span>
                <span className="text-right font-semibold tabular-nums">{n.toLocaleString('es-ES')}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}

/**
 * Recurring revenue, as of now (not the chosen period): MRR, pending renewals and this month's
 * cancellations as cards, and the subscriptions that give access, by plan.
 */
function Recurring({ data }: { data: DashboardStats['recurring'] }) {
  const t = es.admin;
  const max = Math.max(1, ...data.activeByPlan.map((p) => p.count));
  return (
    <section aria-labelledby="dashboard-recurring" className="flex flex-col gap-3">
      <CaptionedHeading
        id="dashboard-recurring"
        level={2}
        title={t.recurringTitle}
        caption={t.recurringCaption}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ul className="grid grid-cols-2 gap-4">
          <StatCard
            label={t.recurringMrr}
            value={
              data.mrrByCurrency.length > 1
                ? data.mrrByCurrency.map((m) => formatMoney(m.mrr, m.currency)).join(' · ')
                : formatMoney(data.mrr, data.currency)
            }
            note={t.recurringMrrNote}
            accent
            className="col-span-2"
          />
          <StatCard label={t.recurringPending} value={data.pendingPayment} note={t.recurringPendingNote} />
          <StatCard
            label={t.recurringCancellations}
            value={data.cancellationsThisMonth}
            note={t.recurringCancellationsNote}
          />
          <StatCard
            label={t.recurringComplimentary}
            value={data.complimentary}
            note={t.recurringComplimentaryNote}
            className="col-span-2"
          />
        </ul>
        <Panel labelledBy="dashboard-by-plan" className="p-4 sm:p-6">
          <h3 id="dashboard-by-plan" className="font-display text-lg font-semibold">
            {t.recurringByPlan}
          </h3>
          {data.activeByPlan.length === 0 ? (
            <p className="mt-4 text-ink-soft">{t.recurringByPlanNone}</p>
          ) : (
            <dl className="mt-4 flex flex-col gap-3">
              {data.activeByPlan.map((plan) => (
                <div
                  key={plan.slug}
                  className="grid grid-cols-[7rem_1fr_3.5rem] items-center gap-3 sm:grid-cols-[10rem_1fr_4rem]"
                >
                  <dt className="text-sm font-semibold [overflow-wrap:anywhere]">{plan.name}</dt>
                  <dd className="contents">
                    <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-lavender-100">
                      <span
                        className="block h-full rounded-full bg-night-600"
                        style={{ width: `${(plan.count / max) * 100}%` }}
                      />
                    </span>
                    <span className="text-right font-semibold tabular-nums">
                      {plan.count.toLocaleString('es-ES')}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Panel>
      </div>
    </section>
  );
}
