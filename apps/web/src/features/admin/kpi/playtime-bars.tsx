import { formatHms } from '@sanarte/shared';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { PlaytimeRow } from './api';
import { kpiCopy as copy } from './content';

const shorten = (name: string, max = 22) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/**
 * The bars of a PlaytimeChart (Recharts, in its own chunk): loaded after the screen has painted,
 * in the place of a box of the same height (playtime-chart.tsx).
 */
export function PlaytimeBars({
  rows,
  color,
  max,
  height,
}: { rows: PlaytimeRow[]; color: string; max: number; height: number }) {
  return (
    <BarChart
      data={rows}
      layout="vertical"
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height }}
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
      <Bar dataKey="totalSeconds" name={copy.listeningTime} fill={color} radius={[0, 6, 6, 0]} barSize={24}>
        <LabelList
          dataKey="totalSeconds"
          position="right"
          formatter={(v) => formatHms(v)}
          style={{ fill: '#141640', fontSize: 12, fontWeight: 700 }}
        />
      </Bar>
    </BarChart>
  );
}
