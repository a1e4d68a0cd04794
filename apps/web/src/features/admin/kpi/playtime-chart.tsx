import { es, formatHms } from '@sanarte/shared';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { PlaytimeRow } from './api';
import { kpiCopy as copy } from './content';

type PlaytimeChartProps = {
  title: string;
  nameColumn: string;
  rows: PlaytimeRow[];
  color: string;
  /** Show the data table to everyone (it is always there for screen readers). */
  showTable: boolean;
};

const shorten = (name: string, max = 22) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/**
 * A horizontal bar chart of the top 5 by listening time, values and ticks as hh:mm:ss; the axis
 * goes up to the largest value, or at least 1. The chart is hidden from assistive
 * technology: the same numbers are in a table (visually hidden unless asked for).
 */
export function PlaytimeChart({ title, nameColumn, rows, color, showTable }: PlaytimeChartProps) {
  const headingId = `kpi-${nameColumn}`;
  const max = Math.max(1, ...rows.map((r) => r.totalSeconds));
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-900/10 sm:p-5"
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
          <div aria-hidden="true" className="w-full">
            <BarChart
              data={rows}
              layout="vertical"
              responsive
              accessibilityLayer={false}
              style={{ width: '100%', height: Math.max(160, rows.length * 48 + 48) }}
              margin={{ top: 4, right: 72, bottom: 4, left: 4 }}
            >
              <CartesianGrid horizontal={false} stroke="#e6e3f3" />
              <XAxis
                type="number"
                domain={[0, max]}
                tickFormatter={(v) => formatHms(v)}
                tickCount={3}
                tick={{ fill: '#4a4d78', fontSize: 12 }}
                allowDecimals={false}
              />
              <YAxis
                type="category"
                dataKey="name"
                width={120}
                tickFormatter={(v) => shorten(String(v))}
                tick={{ fill: '#141640', fontSize: 12 }}
              />
              <Tooltip
                formatter={(value) => [formatHms(value), copy.listeningTime]}
                cursor={{ fill: 'rgba(20, 22, 64, 0.05)' }}
              />
              <Bar
                dataKey="totalSeconds"
                name={copy.listeningTime}
                fill={color}
                radius={[0, 6, 6, 0]}
                barSize={24}
              >
                <LabelList
                  dataKey="totalSeconds"
                  position="right"
                  formatter={(v) => formatHms(v)}
                  style={{ fill: '#141640', fontSize: 12, fontWeight: 700 }}
                />
              </Bar>
            </BarChart>
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
