import { type PracticeReminder, wallClockParts, zonedInstant } from '@sanarte/shared';

/**
 * When a practice reminder is next due after `after`: the first of its days, at its time in the
 * listener's zone, strictly later than `after` (summer time and winter time as the zone has them).
 * A reminder missed while nothing ran is not owed: the next one is the next in the future.
 */
export function nextReminderAt(reminder: PracticeReminder, after: Date): Date {
  const [hh = 0, mm = 0] = reminder.time.split(':').map(Number);
  const today = wallClockParts(reminder.timeZone, after.getTime());
  for (let i = 0; i <= 7; i++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    const isoWeekday = ((day.getUTCDay() + 6) % 7) + 1;
    if (!reminder.days.includes(isoWeekday)) continue;
    const at = zonedInstant(
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
