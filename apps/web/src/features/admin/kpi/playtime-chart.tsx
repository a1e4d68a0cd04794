import { es, formatHms } from '@sanarte/shared';
import type { PlaytimeRow } from './api';
import { kpiCopy as copy } from './content';
import { PlaytimeBars } from './playtime-bars';

/** What each chart ranks, with its bars' colour. */
const COLORS = { categories: '#363b8c', themes: '#8b78d6', audios: '#6fb3e2' } as const;
export type Ranked = keyof typeof COLORS;

type PlaytimeChartProps = {
  of: Ranked;
  rows: PlaytimeRow[];
  /** Show the data table to everyone (it is always there for screen readers). */
  showTable: boolean;
  className?: string;
};

/**
 * A horizontal bar chart of the top 5 by listening time, values and ticks as hh:mm:ss; the axis
 * goes up to the largest value, or at least 1. The chart is hidden from assistive
 * technology: the same numbers are in a table (visually hidden unless asked for).
 */
export function PlaytimeChart({ of, rows, showTable, className = '' }: PlaytimeChartProps) {
  const title = copy[of];
  const nameColumn = copy.nameColumn[of];
  const color = COLORS[of];
  const headingId = `kpi-${nameColumn}`;
  const max = Math.max(1, ...rows.map((r) => r.totalSeconds));
  const height = Math.max(160, rows.length * 48 + 48);
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-900/10 sm:p-5 ${className}`}
    >
      <h2 id={headingId} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="grid min-h-40 place-items-center rounded-2xl bg-sand-50 text-ink-soft">
          {es.admin.noData}
        </p>
      ) : (
        <>
          <div aria-hidden="true" className="w-full" style={{ height }}>
            <PlaytimeBars rows={rows} color={color} max={max} height={height} />
          </div>
          <div className={showTable ? '' : 'sr-only'}>
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{copy.tableCaption(title)}</caption>
              <thead>
                <tr>
                  <th
                    scope="col"
                    className="border-b border-night-900/10 px-2 py-2 text-xs font-bold uppercase text-ink-soft"
                  >
                    {copy.position}
                  </th>
                  <th
                    scope="col"
                    className="border-b border-night-900/10 px-2 py-2 text-xs font-bold uppercase text-ink-soft"
                  >
                    {nameColumn}
                  </th>
                  <th
                    scope="col"
                    className="border-b border-night-900/10 px-2 py-2 text-right text-xs font-bold uppercase text-ink-soft"
                  >
                    {copy.timeColumn}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.id}>
                    <td className="border-b border-night-900/5 px-2 py-2 tabular-nums">{index + 1}</td>
                    <th scope="row" className="border-b border-night-900/5 px-2 py-2 font-semibold">
                      {row.name}
                    </th>
                    <td className="border-b border-night-900/5 px-2 py-2 text-right font-mono">
                      {formatHms(row.totalSeconds)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
