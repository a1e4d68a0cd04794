import { type ReportMonth, formatMoney } from '@sanarte/shared';
import { reportsCopy as copy } from './content';
import { monthLabel, monthShort } from './report-format';
import { reportCurrencies } from './reports-csv';

/**
 * Each currency's look: colour (theme colours with at least 3:1 against white), dashes and marker
 * shape, so that the lines are told apart without their colour too.
 */
const SERIES = [
  { line: 'stroke-night-600', dot: 'bg-night-600 rounded-full', dash: undefined },
  { line: 'stroke-lavender-500', dot: 'bg-lavender-500', dash: '7 4' },
  { line: 'stroke-ink-soft', dot: 'bg-ink-soft rotate-45', dash: '2 3' },
  { line: 'stroke-night-900', dot: 'bg-night-900 rounded-full', dash: '10 3 2 3' },
] as const;
const seriesLook = (index: number) => SERIES[index % SERIES.length]!;

/** The top of the scale: the largest value rounded up to a round step (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten). */
export function niceCeil(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((f) => f * power >= value) ?? 10;
  return step * power;
}

/**
 * Where a month's label writes its year: on the first label shown and where the year changes, for
 * the labels shown on wide screens (all) and on phones (every other one, the latest always): 'both',
 * 'wide', 'phone' or null.
 */
export function yearMarks(months: readonly string[]): ('both' | 'wide' | 'phone' | null)[] {
  const n = months.length;
  const onPhone = (i: number) => (n - 1 - i) % 2 === 0;
  let wideYear = '';
  let phoneYear = '';
  return months.map((month, i) => {
    const year = month.slice(0, 4);
    const wide = year !== wideYear;
    wideYear = year;
    const phone = onPhone(i) && year !== phoneYear;
    if (onPhone(i)) phoneYear = year;
    return wide && phone ? 'both' : wide ? 'wide' : phone ? 'phone' : null;
  });
}

const YEAR_CLASS = { both: 'block', wide: 'hidden sm:block', phone: 'block sm:hidden' } as const;

const axisNumber = (value: number) => value.toLocaleString('es-ES', { maximumFractionDigits: 2 });

type Series = { currency: string; values: number[] };

/** Each currency's MRR month by month (0 in a month without figures in it). */
function seriesOf(months: readonly ReportMonth[]): Series[] {
  return reportCurrencies(months).map((currency) => ({
    currency,
    values: months.map((m) => m.byCurrency.find((f) => f.currency === currency)?.mrr ?? 0),
  }));
}

/** What the chart shows, said in words: each currency from its first month to the last, and its top. */
function summaryOf(months: readonly ReportMonth[], series: Series[]): string {
  const first = months[0]!;
  const last = months[months.length - 1]!;
  return copy.mrrSummary(
    series.map(({ currency, values }) =>
      copy.mrrSeries(
        currency,
        formatMoney(values[0] ?? 0, currency),
        monthLabel(first.month),
        formatMoney(values[values.length - 1] ?? 0, currency),
        monthLabel(last.month),
        formatMoney(Math.max(...values), currency),
      ),
    ),
  );
}

/**
 * «MRR de los últimos 12 meses»: a line per currency on a shared scale (amounts are never added
 * across currencies), the months along the bottom. Drawn by hand: an SVG stretched to its box for
 * the lines (their width kept by `non-scaling-stroke`), HTML for the markers and the labels so
 * that they keep their shape and size at any width. One image for assistive technology, named by a
 * summary; its figures are in a visually hidden table beside it.
 */
export function MrrChart({ months }: { months: readonly ReportMonth[] }) {
  const series = seriesOf(months);
  if (months.length === 0 || series.length === 0) {
    return (
      <p className="grid min-h-40 place-items-center rounded-2xl bg-sand-50 text-ink-soft">{copy.mrrNone}</p>
    );
  }
  const max = niceCeil(Math.max(...series.flatMap((s) => s.values)));
  const n = months.length;
  /** A month's place across the plot (the middle of its column), and a value's height, in %. */
  const x = (index: number) => ((index + 0.5) / n) * 100;
  const y = (value: number) => 100 - (Math.max(0, value) / max) * 100;
  const ticks = [max, max / 2, 0];
  const years = yearMarks(months.map((m) => m.month));

  return (
    <>
      <div role="img" aria-label={summaryOf(months, series)} className="flex flex-col gap-3">
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {series.map((s, index) => {
            const look = seriesLook(index);
            return (
              <li key={s.currency} className="flex items-center gap-2">
                <svg viewBox="0 0 28 10" className="h-2.5 w-7 shrink-0 overflow-visible" aria-hidden="true">
                  <line
                    x1="0"
                    y1="5"
                    x2="28"
                    y2="5"
                    className={look.line}
                    strokeWidth="2.5"
                    strokeDasharray={look.dash}
                  />
                </svg>
                <span className="font-semibold">{s.currency}</span>
                <span className="tabular-nums text-ink-soft">
                  {formatMoney(s.values[s.values.length - 1] ?? 0, s.currency)}
                </span>
              </li>
            );
          })}
        </ul>
        <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs">
          {/* The scale, beside the plot. */}
          <div className="relative w-12 text-right tabular-nums text-ink-soft sm:w-16">
            {ticks.map((tick) => (
              <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${y(tick)}%` }}>
                {axisNumber(tick)}
              </span>
            ))}
          </div>
          <div className="relative h-44 sm:h-56">
            {ticks.map((tick) => (
              <span
                key={tick}
                className={`absolute inset-x-0 h-px ${tick === 0 ? 'bg-night-900/30' : 'bg-[#e6e3f3]'}`}
                style={{ top: `${y(tick)}%` }}
              />
            ))}
            <svg
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              className="absolute inset-0 size-full overflow-visible"
              aria-hidden="true"
            >
              {series.map((s, index) => {
                const look = seriesLook(index);
                return (
                  <polyline
                    key={s.currency}
                    points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
                    fill="none"
                    className={look.line}
                    strokeWidth="2.5"
                    strokeLinejoin="round"
                    strokeDasharray={look.dash}
                    vectorEffect="non-scaling-stroke"
                  />
                );
              })}
            </svg>
            {series.map((s, index) =>
              s.values.map((v, i) => (
                <span
                  key={`${s.currency}-${months[i]!.month}`}
                  title={`${monthLabel(months[i]!.month)} · ${formatMoney(v, s.currency)}`}
                  className={`absolute size-2.5 -translate-x-1/2 -translate-y-1/2 ring-2 ring-white ${seriesLook(index).dot}`}
                  style={{ left: `${x(i)}%`, top: `${y(v)}%` }}
                />
              )),
            )}
          </div>
          {/* The months, under the plot: every other one on a phone (the latest always). */}
          <div />
          <ol
            className="mt-2 grid text-center text-ink-soft"
            style={{ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` }}
          >
            {months.map((m, i) => {
              const mark = years[i];
              return (
                // A label left out keeps its column (invisible, not removed from the grid).
                <li key={m.month} className={(n - 1 - i) % 2 === 1 ? 'invisible sm:visible' : ''}>
                  <span className="block">{monthShort(m.month)}</span>
                  {mark && <span className={`${YEAR_CLASS[mark]} font-semibold`}>{m.month.slice(0, 4)}</span>}
                </li>
              );
            })}
          </ol>
        </div>
      </div>
      <table className="sr-only">
        <caption>{copy.mrrTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.columns.month}</th>
            {series.map((s) => (
              <th key={s.currency} scope="col">
                {`${copy.columns.mrr} (${s.currency})`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m, i) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              {series.map((s) => (
                <td key={s.currency}>{formatMoney(s.values[i] ?? 0, s.currency)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
