import { formatHms } from '@sanarte/shared';
import { useState } from 'react';
import type { PlaytimeRow } from './api';
import { kpiCopy as copy } from './content';

const shorten = (name: string, max = 22) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/** The ticks of the time axis: 0, half way and the top of the scale (whole seconds). */
const ticksOf = (max: number) => [...new Set([0, Math.round(max / 2), max])];

/**
 * The bars of a PlaytimeChart: one per row, longest to the scale's top (`max`), the name on the
 * left, the time on the right, a time axis with three ticks below and a box with the name and time
 * on hover. Plain elements and CSS: at five bars a chart library (Recharts: 100 kB gzip and a
 * long task to draw three charts) cost the screen more than it drew. Hidden from assistive
 * technology by its container: the same numbers are in the chart's table.
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

  return (
    <div className="flex w-full flex-col text-xs" style={{ height }}>
      <div className="relative flex min-h-0 flex-1 pt-1">
        {/* The names, as wide as the chart's axis labels were (120 px). */}
        <ol className="flex w-30 shrink-0 flex-col">
          {rows.map((row) => (
            <li key={row.id} className="flex min-h-0 flex-1 items-center pr-2" title={row.name}>
              <span className="block w-full truncate text-right text-night-900">{shorten(row.name)}</span>
            </li>
          ))}
        </ol>
        {/* The plot: grid lines at the ticks, a bar per row, room on the right for the times. */}
        <div className="relative mr-18 min-w-0 flex-1 border-l border-[#e6e3f3]">
          {ticks.map((tick) => (
            <span key={tick} className="absolute inset-y-0 w-px bg-[#e6e3f3]" style={{ left: at(tick) }} />
          ))}
          <ol className="relative flex h-full flex-col">
            {rows.map((row, index) => (
              <li
                key={row.id}
                className={`relative flex min-h-0 flex-1 items-center ${hovered === index ? 'bg-night-900/5' : ''}`}
                onMouseEnter={() => setHovered(index)}
                onMouseLeave={() => setHovered((current) => (current === index ? null : current))}
              >
                <span
                  className="block h-6 shrink-0 rounded-r-md"
                  style={{ width: at(row.totalSeconds), backgroundColor: color }}
                />
                <span className="ml-1.5 font-mono font-bold whitespace-nowrap text-night-900">
                  {formatHms(row.totalSeconds)}
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
      </div>
      {/* The time axis. */}
      <div className="@container relative mr-18 ml-30 h-6 shrink-0 text-[#4a4d78]">
        {ticks.map((tick, index) => (
          <span
            key={tick}
            className={`absolute top-1 font-mono ${
              index === 0
                ? ''
                : index === ticks.length - 1
                  ? '-translate-x-full'
                  : // The middle tick only where it does not run into the last one.
                    'hidden -translate-x-1/2 @[16rem]:block'
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
