import { formatMoney, onFirstUse } from '@sanarte/shared';

/** What a figure that cannot be worked out (a rate over nobody, an ARPU with no subscriber) shows. */
export const NONE = '—';

/** A 'YYYY-MM' month's day 15 at noon UTC: the same calendar month in every time zone. */
function monthDate(month: string): Date | null {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m || m < 1 || m > 12) return null;
  return new Date(Date.UTC(y, m - 1, 15, 12));
}

const monthYear = onFirstUse(
  () => new Intl.DateTimeFormat('es-ES', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const monthOnly = onFirstUse(() => new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: 'UTC' }));

/** '2026-12' → 'dic 2026' (the month as written; the text itself when it is not a month). */
export function monthLabel(month: string): string {
  const date = monthDate(month);
  return date ? monthYear().format(date) : month;
}

/** '2026-12' → 'dic' (a chart's axis, where the year is written once). */
export function monthShort(month: string): string {
  const date = monthDate(month);
  return date ? monthOnly().format(date) : month;
}

const wholePercent = onFirstUse(
  () => new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 }),
);
const tenthPercent = onFirstUse(
  () => new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 }),
);

/** A rate 0..1 as '12,5 %' (at most `digits` decimals, 0 or 1); '—' when there is none. */
export function percentText(rate: number | null, digits: 0 | 1 = 1): string {
  if (rate === null || !Number.isFinite(rate)) return NONE;
  return (digits === 0 ? wholePercent : tenthPercent)().format(rate);
}

/** A count as es-ES writes it. */
export const countText = (n: number) => n.toLocaleString('es-ES');

/** One amount per currency ('1254,46 US$', '19,98 €'), never added across currencies; none left out but nulls. */
export function moneyPieces(amounts: readonly { currency: string; amount: number | null }[]): string[] {
  return amounts.flatMap((a) => (a.amount === null ? [] : [formatMoney(a.amount, a.currency)]));
}
