/**
 * Wall clocks of a time zone (an IANA name): what one reads at an instant, and the instant it reads
 * a given date and time, summer time or not. Spain's dates (spain-time.ts) and the listeners'
 * practice reminders, in their own zones, are built on these.
 */

import { madridWallClock } from './spanish-date.js';

/** One formatter per zone, built on first use (building one costs more than many formats). */
const formatters = new Map<string, Intl.DateTimeFormat>();

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What `zone`'s wall clock reads at the instant `ms` (a valid time), to the second. */
export function wallClockParts(zone: string, ms: number): WallClock {
  // Spain's, the one most asked for, by its rule without Intl (spanish-format.ts).
  const madrid = zone === 'Europe/Madrid' ? madridWallClock(ms) : null;
  if (madrid)
    return {
      year: madrid.getUTCFullYear(),
      month: madrid.getUTCMonth() + 1,
      day: madrid.getUTCDate(),
      hour: madrid.getUTCHours(),
      minute: madrid.getUTCMinutes(),
      second: madrid.getUTCSeconds(),
    };
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  const part: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(ms))) part[p.type] = Number(p.value);
  return { ...(part as unknown as WallClock), hour: (part.hour ?? 0) % 24 };
}

/** How far `zone`'s wall clock is ahead of UTC at the instant `ms`, in milliseconds. */
function offsetAt(zone: string, ms: number): number {
  const p = wallClockParts(zone, ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant `zone`'s wall clock reads this date and time (month 1–12); an invalid date for
 * figures that are not one. The offset is the one at that instant (a change to summer time or back
 * may lie between), found in two steps: at the hour summer time skips, the time after the jump is
 * meant; at the hour it repeats, the first.
 */
export function zonedInstant(zone: string, y: number, m: number, d: number, hh: number, mm: number): Date {
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  if (Number.isNaN(wall)) return new Date(Number.NaN);
  const guess = wall - offsetAt(zone, wall);
  return new Date(wall - offsetAt(zone, guess));
}
