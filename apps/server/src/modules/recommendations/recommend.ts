/**
 * "Para ti": which audios to offer a listener, from their latest test result and what they did
 * with what they heard. One function of its inputs, no I/O: docs/scoring.md ("Para ti") is the
 * same rules in prose, and recommend.test.ts holds them.
 */

import { isNewRelease } from '../catalogue/catalogue.presenter.js';
import { COMPLETED_SHARE } from '../stats/progress.js';
import type { AudioListening } from '../stats/stats.repository.js';

/** Shares of an audio's length that decide what a listener did with it. */
export const LISTENING = {
  /** Heard past this share (listened time or position): finished; "Mi progreso" counts the same. */
  finished: COMPLETED_SHARE,
  /** Listened time past this many times the length: heard again. */
  repeated: 1.8,
  /** Less than this share heard, and left alone a day: skipped. */
  skipped: 0.1,
  skippedAfterMs: 86_400_000,
} as const;

/** How many audios each row offers at the most. */
export const FOR_YOU_LIMITS = { continueListening: 3, startWith: 3, notHeard: 8, newThisMonth: 8 } as const;

/** What one listener did with one audio (the stats module keeps it). */
export type Listened = AudioListening;

/** An audio as the recommendations read it (more fields are carried through). */
export interface Recommendable {
  id: string;
  duration: number;
  themeSlug: string;
  categorySlug: string;
  /** Whether the listener's plan opens it now. */
  open: boolean;
}

export type ListeningState = 'new' | 'started' | 'skipped' | 'finished' | 'repeated';

/** What a listener did with an audio, from their listening of it (none: new). */
export function listeningState(duration: number, listened: Listened | undefined, now: Date): ListeningState {
  if (!listened || (listened.listenedSeconds <= 0 && listened.positionSeconds <= 0)) return 'new';
  const length = Math.max(duration, 1);
  if (listened.listenedSeconds >= LISTENING.repeated * length) return 'repeated';
  const heard = Math.max(listened.listenedSeconds, listened.positionSeconds) / length;
  if (heard >= LISTENING.finished) return 'finished';
  const idle = now.getTime() - listened.lastAt.getTime();
  if (heard < LISTENING.skipped && idle >= LISTENING.skippedAfterMs) return 'skipped';
  return 'started';
}

/** Points a theme gets from the test: the themes recommended, best first; the main category's others. */
const TEST_POINTS = { byRank: [30, 20, 10], sameCategory: 5 } as const;
/** Points a theme gets from each audio of it the listener finished, heard again or skipped. */
const HISTORY_POINTS = { finished: 4, repeated: 6, skipped: -6 } as const;
/** History moves a theme by this much at the most, either way. */
const HISTORY_CAP = 12;

export interface RecommendInput<A extends Recommendable> {
  test: { categorySlug: string; themeSlugs: string[] } | null;
  /** The catalogue's playable audios, in the catalogue's order. */
  audios: A[];
  /** The listener's listening, by audio id. */
  history: Map<string, Listened>;
  now: Date;
}

export interface Recommendations<A> {
  /** Started and not finished (nor skipped), the latest first. */
  continueListening: A[];
  /** The first new audio of each theme with points, best theme first (open ones first). */
  startWith: A[];
  /** The other new audios of those themes, best theme first. */
  notHeard: A[];
}

/**
 * A theme's points: what the test says of it (its rank among the recommended themes, or being of
 * the main category), plus what the listener did with its audios (finished and heard-again add,
 * skipped takes away), that part capped at HISTORY_CAP either way.
 */
export function themePoints<A extends Recommendable>(input: RecommendInput<A>): Map<string, number> {
  const { test, audios, history, now } = input;
  const fromTest = new Map<string, number>();
  const fromHistory = new Map<string, number>();
  for (const audio of audios) {
    if (test && !fromTest.has(audio.themeSlug)) {
      const rank = test.themeSlugs.indexOf(audio.themeSlug);
      const points =
        rank >= 0
          ? (TEST_POINTS.byRank[rank] ?? TEST_POINTS.sameCategory)
          : audio.categorySlug === test.categorySlug
            ? TEST_POINTS.sameCategory
            : 0;
      fromTest.set(audio.themeSlug, points);
    }
    const state = listeningState(audio.duration, history.get(audio.id), now);
    if (state === 'finished' || state === 'repeated' || state === 'skipped') {
      fromHistory.set(audio.themeSlug, (fromHistory.get(audio.themeSlug) ?? 0) + HISTORY_POINTS[state]);
    }
  }
  const points = new Map<string, number>();
  for (const slug of new Set([...fromTest.keys(), ...fromHistory.keys()])) {
    const moved = Math.max(-HISTORY_CAP, Math.min(HISTORY_CAP, fromHistory.get(slug) ?? 0));
    points.set(slug, (fromTest.get(slug) ?? 0) + moved);
  }
  return points;
}

/** The three rows of "Para ti" (see Recommendations), from the test and the listening history. */
export function recommend<A extends Recommendable>(input: RecommendInput<A>): Recommendations<A> {
  const { audios, history, now } = input;
  const points = themePoints(input);
  const state = new Map(audios.map((a) => [a.id, listeningState(a.duration, history.get(a.id), now)]));

  const continueListening = audios
    .filter((a) => state.get(a.id) === 'started')
    .sort((a, b) => lastAt(history, b) - lastAt(history, a))
    .slice(0, FOR_YOU_LIMITS.continueListening);

  // New audios of the themes with points, best theme first; the catalogue's order within a theme
  // (a stable sort keeps it).
  const fresh = audios
    .filter((a) => state.get(a.id) === 'new' && (points.get(a.themeSlug) ?? 0) > 0)
    .sort((a, b) => (points.get(b.themeSlug) ?? 0) - (points.get(a.themeSlug) ?? 0));
  const firstOfTheme = new Map<string, A>();
  for (const audio of fresh) if (!firstOfTheme.has(audio.themeSlug)) firstOfTheme.set(audio.themeSlug, audio);
  const startWith = [...firstOfTheme.values()]
    .sort((a, b) => Number(b.open) - Number(a.open))
    .slice(0, FOR_YOU_LIMITS.startWith);
  const chosen = new Set(startWith.map((a) => a.id));
  const notHeard = fresh.filter((a) => !chosen.has(a.id)).slice(0, FOR_YOU_LIMITS.notHeard);
  return { continueListening, startWith, notHeard };
}

/**
 * «Nuevo este mes»: the audios published by their schedule in the last RELEASES.newForDays days,
 * the latest first, whatever the test said (a listener's plan may not open them: they say so).
 */
export function newThisMonth<A extends { releasedAt: Date | null }>(audios: A[], now: Date): A[] {
  return audios
    .filter((a) => isNewRelease(a.releasedAt, now))
    .sort((a, b) => (b.releasedAt?.getTime() ?? 0) - (a.releasedAt?.getTime() ?? 0))
    .slice(0, FOR_YOU_LIMITS.newThisMonth);
}

const lastAt = (history: Map<string, Listened>, audio: Recommendable) =>
  history.get(audio.id)?.lastAt.getTime() ?? 0;
