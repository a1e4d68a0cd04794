import type { TestApp } from './app.js';

/**
 * Dates as Spain reads them, formatted here independently of the product's helpers, and a clock
 * moved to where UTC and Spain disagree on the day (the server runs in UTC in the tests).
 */
const zoned = (locale: string, timeZone: string, options: Intl.DateTimeFormatOptions = {}) =>
  new Intl.DateTimeFormat(locale, { timeZone, ...options });

/** '30 nov 2027': the day in Madrid as es-ES writes it. */
export const madridDate = (d: string | Date) =>
  zoned('es-ES', 'Europe/Madrid', { dateStyle: 'medium' }).format(new Date(d));
/** The same in UTC, to show a test stands where the two disagree. */
export const utcDate = (d: string | Date) =>
  zoned('es-ES', 'UTC', { dateStyle: 'medium' }).format(new Date(d));
/** '2027-11-30': the day in Madrid as YYYY-MM-DD. */
export const madridDay = (d: Date) => zoned('en-CA', 'Europe/Madrid').format(d);

/** Moves the frozen clock of `t` to the next 23:30 UTC: already the next day in Madrid, all year round. */
export function toLateEvening(t: TestApp) {
  const now = t.clock.now();
  const target = new Date(now);
  target.setUTCHours(23, 30, 0, 0);
  if (target <= now) target.setUTCDate(target.getUTCDate() + 1);
  t.clock.advance(target.getTime() - now.getTime());
}
