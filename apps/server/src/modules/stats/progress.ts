/**
 * "Mi progreso": what a listener's listening adds up to, from the listening time the server keeps
 * per audio and day (listening_days). No streak: nothing here breaks when a day is missed.
 * One function of its inputs, no I/O; progress.test.ts holds the rules.
 */

/** A session counts as completed when this share of the audio was heard that day. */
export const COMPLETED_SHARE = 0.9;
/** After this many days without listening, the panel says it missed the listener. */
export const MISSED_AFTER_DAYS = 7;
/** How many of the most listened themes are shown. */
export const TOP_THEMES = 3;

/** One row of listening: a day (Spain's calendar, YYYY-MM-DD), an audio, its theme, seconds. */
export interface ListeningDay {
  day: string;
  audioId: string;
  themeId: string;
  seconds: number;
}

export interface Progress {
  minutesThisWeek: number;
  minutesThisMonth: number;
  sessionsThisWeek: number;
  sessionsThisMonth: number;
  sessionsTotal: number;
  /** The themes listened to most, all time: their id and minutes, most first. */
  topThemes: { themeId: string; minutes: number }[];
  /** The last day with listening, or null (never). */
  lastListenedOn: string | null;
  /** Listened before, and not for MISSED_AFTER_DAYS days or more. */
  missedYou: boolean;
}

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday of `today`'s week and the first of its month (Spain's calendar days). */
export function periodStarts(today: string): { week: string; month: string } {
  const ms = dayMs(today);
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return { week: isoDay(ms - sinceMonday * DAY_MS), month: `${today.slice(0, 8)}01` };
}

/**
 * The listener's progress on `today` from their rows and each audio's length in seconds (an audio
 * whose length is unknown, gone from the catalogue, adds its minutes but no completed session).
 */
export function progressOf(rows: ListeningDay[], durations: Map<string, number>, today: string): Progress {
  const { week, month } = periodStarts(today);
  let weekSeconds = 0;
  let monthSeconds = 0;
  let sessionsThisWeek = 0;
  let sessionsThisMonth = 0;
  let sessionsTotal = 0;
  let lastListenedOn: string | null = null;
  const byTheme = new Map<string, number>();
  for (const row of rows) {
    if (row.seconds <= 0) continue;
    const duration = durations.get(row.audioId);
    const completed =
      duration !== undefined && duration > 0 && row.seconds >= COMPLETED_SHARE * duration ? 1 : 0;
    sessionsTotal += completed;
    if (row.day >= month) {
      monthSeconds += row.seconds;
      sessionsThisMonth += completed;
    }
    if (row.day >= week) {
      weekSeconds += row.seconds;
      sessionsThisWeek += completed;
    }
    byTheme.set(row.themeId, (byTheme.get(row.themeId) ?? 0) + row.seconds);
    if (lastListenedOn === null || row.day > lastListenedOn) lastListenedOn = row.day;
  }
  const topThemes = [...byTheme]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_THEMES)
    .map(([themeId, seconds]) => ({ themeId, minutes: Math.round(seconds / 60) }));
  const missedYou =
    lastListenedOn !== null && (dayMs(today) - dayMs(lastListenedOn)) / DAY_MS >= MISSED_AFTER_DAYS;
  return {
    minutesThisWeek: Math.round(weekSeconds / 60),
    minutesThisMonth: Math.round(monthSeconds / 60),
    sessionsThisWeek,
    sessionsThisMonth,
    sessionsTotal,
    topThemes,
    lastListenedOn,
    missedYou,
  };
}
