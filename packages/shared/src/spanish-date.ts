/**
 * Spain's dates without `Intl` (decision 060): its wall clock by the summer-time rule and the
 * medium date ('5 dic 2026'). A module of its own, beside spanish-format.ts: the landing's first
 * JavaScript writes no date (the server sends the one it shows, decision 046).
 */

const SHORT_MONTHS = 'ene feb mar abr may jun jul ago sept oct nov dic'.split(' ');

/** The instant, in ms, of the last Sunday of `month` (0–11) of `year` at 01:00 UTC. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.setUTCDate(lastDay.getUTCDate() - lastDay.getUTCDay());
}

/**
 * Spain's (peninsular) wall clock at `ms` as a UTC date, read with the `getUTC…` methods; null
 * for an invalid time. By the European Union's rule for summer time, Spain's since 1996: from the
 * last Sunday of March to the last Sunday of October, both at 01:00 UTC, an hour ahead of the CET
 * winter offset (the test holds it to the time-zone data from 1996 to 2200). Earlier instants
 * follow the same rule, though Spain's older changes of time fell on other days: the product
 * holds no date before 2025.
 */
export function madridWallClock(ms: number): Date | null {
  const year = new Date(ms).getUTCFullYear();
  if (Number.isNaN(year)) return null;
  const summer = ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9);
  return new Date(ms + (summer ? 2 : 1) * 3_600_000);
}

/**
 * '5 dic 2026': Spain's day at `ms` as `Intl.DateTimeFormat('es-ES', { dateStyle: 'medium',
 * timeZone: 'Europe/Madrid' })` writes it; null for an invalid time.
 */
export function spanishMediumDate(ms: number): string | null {
  const wall = madridWallClock(ms);
  return wall && mediumDateOf(wall);
}

/** '5 dic 2026': the day of a wall clock as `madridWallClock` gives it. */
export function mediumDateOf(wall: Date): string {
  return `${wall.getUTCDate()} ${SHORT_MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}
