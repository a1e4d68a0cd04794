/**
 * Dates and times in Spain's time zone: the day, with a time, in figures, calendar days and
 * midnights, the file manager's dates, and a datetime-local field's wall clock. A module of its
 * own so that only the screens that use them carry them
 * (docs/decisions/046-the-landings-first-javascript.md).
 */
import { BUSINESS_TIME_ZONE, onFirstUse } from './format.js';
import { madridWallClock, mediumDateOf, spanishMediumDate } from './spanish-date.js';
import { wallClockParts, zonedInstant } from './zoned-time.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** '30 nov 2027': the day in Spain's time zone ('' when `date` is not a valid date). */
export function formatDate(date: Date | string | number): string {
  return spanishMediumDate(new Date(date).getTime()) ?? '';
}

/**
 * '30 nov 2027, 0:30': the day and time in Spain's time zone, as `Intl` writes `dateStyle:
 * 'medium', timeStyle: 'short'` (written without it: decision 060); '' when not a valid date.
 */
export function formatDateTime(date: Date | string | number): string {
  const ms = new Date(date).getTime();
  const wall = madridWallClock(ms);
  return wall ? `${mediumDateOf(wall)}, ${wall.getUTCHours()}:${pad(wall.getUTCMinutes())}` : '';
}

/** '30/11/2027': the day in Spain's time zone, in figures; '' when not a valid date. */
export function formatNumericDate(date: Date | string | number): string {
  const wall = madridWallClock(new Date(date).getTime());
  return wall ? `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}` : '';
}

/** A moment's calendar day in Spain's time zone, as YYYY-MM-DD. */
export function businessDay(date: Date | string | number): string {
  const ms = new Date(date).getTime();
  if (Number.isNaN(ms)) return '';
  const p = wallClockParts(BUSINESS_TIME_ZONE, ms);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}
/** The instant Spain's calendar day of `date` began: its 00:00 in Madrid, summer time or not. */
export function businessMidnight(date: Date | string | number): Date {
  const ms = new Date(date).getTime();
  if (Number.isNaN(ms)) return new Date(Number.NaN);
  const p = wallClockParts(BUSINESS_TIME_ZONE, ms);
  return zonedInstant(BUSINESS_TIME_ZONE, p.year, p.month, p.day, 0, 0);
}

/**
 * File date in the file manager: short month, day, hour and minute, in US English, Spain's time;
 * '' when not a valid date. Its formatter is built on first use, and its module-level call is
 * marked pure: a bundle that never writes a file date leaves it out (decision 046).
 */
export function formatFileDate(date: Date | string | number): string {
  const d = new Date(date);
  return Number.isNaN(d.getTime()) ? '' : fileDate().format(d);
}
const fileDate = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: BUSINESS_TIME_ZONE,
    }),
);

/**
 * The instant Spain's wall clock reads `value` ('2026-12-05T09:00', a datetime-local field's
 * value); an invalid date for a value of another shape. At the hour summer time skips, the wall
 * time after the jump is meant; at the hour it repeats, the first.
 */
export function fromBusinessWallClock(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return new Date(Number.NaN);
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  return zonedInstant(BUSINESS_TIME_ZONE, y, mo, d, h, mi);
}

/** Spain's wall clock at `date`, as a datetime-local field's value ('2026-12-05T09:00'); '' when invalid. */
export function toBusinessWallClock(date: Date | string | number): string {
  const ms = new Date(date).getTime();
  if (Number.isNaN(ms)) return '';
  const p = wallClockParts(BUSINESS_TIME_ZONE, ms);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}
