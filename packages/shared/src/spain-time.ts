/**
 * Dates and times in Spain's time zone beyond the landing's one date (format.ts): with a time, in
 * figures, calendar days and midnights, the file manager's dates, and a datetime-local field's
 * wall clock. A module of its own so that only the screens that use them carry them
 * (docs/decisions/046-the-landings-first-javascript.md).
 */
import { formatValid, inSpain } from './format.js';

const mediumDateTime = /* @__PURE__ */ inSpain('es-ES', { dateStyle: 'medium', timeStyle: 'short' });
const numericDate = /* @__PURE__ */ inSpain('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** '30 nov 2027, 0:30': the day and time in Spain's time zone. */
export function formatDateTime(date: Date | string | number): string {
  return formatValid(mediumDateTime, date);
}

/** '30/11/2027': the day in Spain's time zone, in figures. */
export function formatNumericDate(date: Date | string | number): string {
  return formatValid(numericDate, date);
}

/** A moment's calendar day in Spain's time zone, as YYYY-MM-DD. */
export function businessDay(date: Date | string | number): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const part: Record<string, string> = {};
  for (const p of isoDayParts().formatToParts(d)) part[p.type] = p.value;
  return `${part.year}-${part.month}-${part.day}`;
}
/** The instant Spain's calendar day of `date` began: its 00:00 in Madrid, summer time or not. */
export function businessMidnight(date: Date | string | number): Date {
  const day = businessDay(date);
  if (!day) return new Date(Number.NaN);
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Madrid's midnight is its offset before UTC's; the offset at that instant (not at `date`: a
  // change to summer time or back may lie between) is found in two steps.
  const guess = utcMidnight - offsetAt(utcMidnight);
  return new Date(utcMidnight - offsetAt(guess));
}
/** How far Madrid's wall clock is ahead of UTC at the instant `ms`, in milliseconds. */
function offsetAt(ms: number): number {
  const part: Record<string, string> = {};
  for (const p of wallClock().formatToParts(new Date(ms))) part[p.type] = p.value;
  const wall = Date.UTC(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour) % 24,
    Number(part.minute),
    Number(part.second),
  );
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}
/** Spain's wall clock to the second, in figures (formatToParts). */
const wallClock = /* @__PURE__ */ inSpain('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const isoDayParts = /* @__PURE__ */ inSpain('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** File date in the file manager: short month, day, hour and minute, in US English, Spain's time. */
export function formatFileDate(date: Date | string | number): string {
  return formatValid(fileDate, date);
}
const fileDate = /* @__PURE__ */ inSpain('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The instant Spain's wall clock reads `value` ('2026-12-05T09:00', a datetime-local field's
 * value); an invalid date for a value of another shape. At the hour summer time skips, the wall
 * time after the jump is meant; at the hour it repeats, the first.
 */
export function fromBusinessWallClock(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return new Date(Number.NaN);
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(wall)) return new Date(Number.NaN);
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

/** Spain's wall clock at `date`, as a datetime-local field's value ('2026-12-05T09:00'); '' when invalid. */
export function toBusinessWallClock(date: Date | string | number): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const part: Record<string, string> = {};
  for (const p of wallClock().formatToParts(d)) part[p.type] = p.value;
  return `${part.year}-${part.month}-${part.day}T${String(Number(part.hour) % 24).padStart(2, '0')}:${part.minute}`;
}
