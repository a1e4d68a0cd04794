import { businessDay } from '@sanarte/shared';
import { type ReactNode, useId } from 'react';

export type RangePreset = 'all' | 'today' | 'week' | 'month' | 'last7' | 'custom';
export type DayRange = { from?: string; to?: string };

export const rangeLabels: Record<RangePreset, string> = {
  all: 'Todo el periodo',
  today: 'Hoy',
  week: 'Esta semana',
  month: 'Este mes',
  last7: 'Últimos 7 días',
  custom: 'Rango personalizado',
};

/** The calendar day `days` after a YYYY-MM-DD day (UTC arithmetic on a date without a time). */
const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** Monday = 0 … Sunday = 6 of a YYYY-MM-DD day. */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The days of a preset, in Spain's calendar (the back-office's one time zone, as its dates and
 * the server's day counts): today; this week from Monday; this month from the 1st; the last 7 days
 * including today; 'all' has no bounds. Custom ranges come from the inputs.
 */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now = new Date()): DayRange {
  const today = businessDay(now);
  switch (preset) {
    case 'all':
      return {};
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: addDays(today, -weekdayOf(today)), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
  }
}

export type RangeState = { preset: RangePreset; from: string; to: string };

/** The range a state asks for; a custom range with a missing or reversed end is completed or ordered. */
export function rangeOf(state: RangeState, now = new Date()): DayRange {
  if (state.preset !== 'custom') return presetRange(state.preset, now);
  const today = businessDay(now);
  const from = state.from || state.to || today;
  const to = state.to || state.from || today;
  return from <= to ? { from, to } : { from: to, to: from };
}

type RangeFilterProps = {
  label: string;
  presets: readonly RangePreset[];
  value: RangeState;
  onChange: (value: RangeState) => void;
};

const control =
  'min-h-11 rounded-xl border border-night-700/25 bg-white px-3 py-2 text-base text-night-950 shadow-xs hover:border-night-700/45';

/** A label above its control, tied to it by id. */
function Labelled({
  label,
  className = 'flex flex-col gap-1.5',
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A labelled day of a custom range. */
function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string | undefined;
  max: string;
  onChange: (day: string) => void;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          value={value}
          min={min}
          max={max}
          onChange={(e) => onChange(e.target.value)}
          className={control}
        />
      )}
    </Labelled>
  );
}

/** A period select, with two date inputs ('Desde' / 'Hasta') for the custom range. */
export function RangeFilter({ label, presets, value, onChange }: RangeFilterProps) {
  const today = businessDay(new Date());
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Labelled label={label} className="flex min-w-48 flex-col gap-1.5">
        {(id) => (
          <select
            id={id}
            value={value.preset}
            onChange={(e) => {
              const preset = e.target.value as RangePreset;
              if (preset === 'custom') {
                // Start the custom range from the period that was showing.
                const current = rangeOf(value);
                onChange({ preset, from: current.from ?? value.from, to: current.to ?? value.to });
              } else onChange({ ...value, preset });
            }}
            className={`${control} select-chevron appearance-none pr-10`}
          >
            {presets.map((p) => (
              <option key={p} value={p}>
                {rangeLabels[p]}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      {value.preset === 'custom' && (
        <>
          <DateField
            label="Desde"
            value={value.from}
            max={value.to || today}
            onChange={(from) => onChange({ ...value, from })}
          />
          <DateField
            label="Hasta"
            value={value.to}
            min={value.from || undefined}
            max={today}
            onChange={(to) => onChange({ ...value, to })}
          />
        </>
      )}
    </div>
  );
}
