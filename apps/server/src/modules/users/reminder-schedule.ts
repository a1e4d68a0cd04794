import type { PracticeReminder } from '@sanarte/shared';

/** One formatter per time zone, built on first use: wall-clock parts to the second. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string, ms: number) {
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
  return part as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far the zone's wall clock is ahead of UTC at the instant `ms`. */
function offsetAt(zone: string, ms: number): number {
  const p = partsIn(zone, ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute, p.second);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The instant the zone's wall clock reads this date and time (after the jump at a skipped hour). */
function instantOf(zone: string, y: number, m: number, d: number, hh: number, mm: number): Date {
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const guess = wall - offsetAt(zone, wall);
  return new Date(wall - offsetAt(zone, guess));
}

/**
 * When a practice reminder is next due after `after`: the first of its days, at its time in the
 * listener's zone, strictly later than `after` (summer time and winter time as the zone has them).
 * A reminder missed while nothing ran is not owed: the next one is the next in the future.
 */
export function nextReminderAt(reminder: PracticeReminder, after: Date): Date {
  const [hh = 0, mm = 0] = reminder.time.split(':').map(Number);
  const today = partsIn(reminder.timeZone, after.getTime());
  for (let i = 0; i <= 7; i++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    const isoWeekday = ((day.getUTCDay() + 6) % 7) + 1;
    if (!reminder.days.includes(isoWeekday)) continue;
    const at = instantOf(
      reminder.timeZone,
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      hh,
      mm,
    );
    if (at.getTime() > after.getTime()) return at;
  }
  // Every weekday is within the next eight days: only an empty `days` (refused by the schema) ends here.
  throw new Error('a practice reminder needs at least one day');
}
