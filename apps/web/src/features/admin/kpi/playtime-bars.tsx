import { formatHms } from '@sanarte/shared';
import { useState } from 'react';
import type { PlaytimeRow } from './api';
import { kpiCopy as copy } from './content';

const shorten = (name: string, max = 22) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/** The ticks of the time axis: 0, half way and the top of the scale (whole seconds). */
const ticksOf = (max: number) => [...new Set([0, Math.round(max / 2), max])];

/**
 * The bars of a PlaytimeChart: one per row, longest to the scale's top (`max`), the name beside it,
 * the time on its right, a time axis below and a box with the name and time on hover. Where the
 * chart is wide (24rem and more) the names sit in a column on the left, as wide as the chart's axis
 * labels were (120 px); narrower (a phone), each name sits above its bar, so that the bars and the
 * axis keep the chart's width. The axis shows 0 and the top of the scale, and half way where that
 * label has the room (a time is some 58 px wide). Plain elements and CSS: at five bars a chart
 * library (Recharts: 100 kB gzip and a long task to draw three charts) cost the screen more than
 * it drew. Hidden from assistive technology by its container: the same numbers are in the chart's
 * table.
 */
export function PlaytimeBars({
  rows,
  color,
  max,
  height,
}: { rows: PlaytimeRow[]; color: string; max: number; height: number }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const ticks = ticksOf(max);
  const at = (value: number) => `${(Math.min(value, max) / max) * 100}%`;
  const active = hovered === null ? null : rows[hovered];
  // The plot's left edge: after the names' column when there is one.
  const plotLeft = 'left-0 @[24rem]/chart:left-30';

  return (
    <div className="@container/chart flex w-full flex-col text-xs" style={{ height }}>
      <div className="relative min-h-0 flex-1 pt-1">
        {/* The grid lines at the ticks, across the plot (room on the right for the times). */}
        <div className={`absolute inset-y-0 right-18 border-l border-[#e6e3f3] ${plotLeft}`}>
          {ticks.map((tick) => (
            <span key={tick} className="absolute inset-y-0 w-px bg-[#e6e3f3]" style={{ left: at(tick) }} />
          ))}
        </div>
        <ol className="relative flex h-full flex-col">
          {rows.map((row, index) => (
            <li
              key={row.id}
              className={`grid min-h-0 flex-1 content-center @[24rem]/chart:grid-cols-[7.5rem_minmax(0,1fr)] @[24rem]/chart:items-center ${
                hovered === index ? 'bg-night-900/5' : ''
              }`}
              onMouseEnter={() => setHovered(index)}
              onMouseLeave={() => setHovered((current) => (current === index ? null : current))}
            >
              <span
                className="block truncate text-night-900 @[24rem]/chart:pr-2 @[24rem]/chart:text-right"
                title={row.name}
              >
                {shorten(row.name)}
              </span>
              <span className="mr-18 flex min-w-0 items-center">
                <span
                  className="block h-6 shrink-0 rounded-r-md"
                  style={{ width: at(row.totalSeconds), backgroundColor: color }}
                />
                <span className="ml-1.5 font-mono font-bold whitespace-nowrap text-night-900">
                  {formatHms(row.totalSeconds)}
                </span>
              </span>
            </li>
          ))}
        </ol>
        {active && (
          <div className="pointer-events-none absolute top-1 right-2 z-10 rounded-lg bg-white px-3 py-2 shadow-md ring-1 ring-night-900/10">
            <p className="font-semibold text-night-900">{active.name}</p>
            <p className="text-ink-soft">
              {copy.listeningTime}: <span className="font-mono">{formatHms(active.totalSeconds)}</span>
            </p>
          </div>
        )}
      </div>
      {/* The time axis, under the plot. */}
      <div className="@container/axis relative mr-18 ml-0 h-6 shrink-0 text-[#4a4d78] @[24rem]/chart:ml-30">
        {ticks.map((tick, index) => (
          <span
            key={tick}
            className={`absolute top-1 font-mono ${
              index === 0
                ? ''
                : index === ticks.length - 1
                  ? '-translate-x-full'
                  : // The middle tick only where it does not run into the others.
                    'hidden -translate-x-1/2 @[16rem]/axis:block'
            }`}
            style={{ left: at(tick) }}
          >
            {formatHms(tick)}
          </span>
        ))}
      </div>
    </div>
  );
}
