import { describe, expect, it } from 'vitest';
import { type PendingReport, creditBatch, creditReport } from './playback.service.js';

const T0 = new Date('2026-03-10T12:00:00.000Z');
const secondsAfter = (seconds: number, from = T0) => new Date(from.getTime() + seconds * 1000);

describe('creditReport', () => {
  it('credits at most the time since the previous report, plus 2 s of tolerance', () => {
    expect(creditReport(secondsAfter(15), T0, 15)).toMatchObject({ credited: 15, latest: true });
    expect(creditReport(secondsAfter(10), T0, 3600).credited).toBe(12);
    expect(creditReport(secondsAfter(10.9), T0, 30.5).credited).toBe(12);
    expect(creditReport(secondsAfter(10), T0, 4.7).credited).toBe(4);
  });

  it('credits only the tolerance when there was no previous report', () => {
    const c = creditReport(T0, undefined, 60);
    expect(c).toEqual({ credited: 2, lastReportAt: T0, latest: true, days: [['2026-03-10', 2]] });
  });

  it('moves the previous report forward only, and keeps the position of an older report out', () => {
    const late = secondsAfter(60);
    const older = creditReport(secondsAfter(15), late, 15);
    expect(older).toEqual({ credited: 0, lastReportAt: late, latest: false, days: [] });
    // Less than the tolerance older: credited what the tolerance leaves, still not the latest.
    const close = creditReport(secondsAfter(59), late, 15);
    expect(close.credited).toBe(1);
    expect(close.latest).toBe(false);
    expect(close.lastReportAt).toEqual(late);
    // The same instant as the previous report is not older.
    expect(creditReport(late, late, 15).latest).toBe(true);
  });

  it('credits a queue of offline reports sent together by their own times', () => {
    let last: Date | undefined = T0;
    let total = 0;
    for (const age of [60, 45, 30, 15, 0]) {
      const c = creditReport(secondsAfter(75 - age), last, 15);
      total += c.credited;
      last = c.lastReportAt;
    }
    expect(total).toBe(75);
    expect(last).toEqual(secondsAfter(75));
  });

  it('splits time across the report’s UTC midnight, by the report’s time', () => {
    const midnight = new Date('2026-03-11T00:00:00.000Z');
    const c = creditReport(secondsAfter(10, midnight), secondsAfter(-20, midnight), 30);
    expect(c.days).toEqual([
      ['2026-03-11', 10],
      ['2026-03-10', 20],
    ]);
    expect(creditReport(secondsAfter(-5, midnight), secondsAfter(-20, midnight), 15).days).toEqual([
      ['2026-03-10', 15],
    ]);
  });
});

describe('creditBatch', () => {
  const audio = { id: 'a1', themeId: 't1', categoryId: 'c1', duration: 600 };
  const at = (age: number, from = secondsAfter(20)) => new Date(from.getTime() - age * 1000);
  const pending = (more: Partial<PendingReport>): PendingReport => ({
    userId: 'u1',
    audio,
    listenedSeconds: 15,
    positionSeconds: 15,
    now: secondsAfter(20),
    at: secondsAfter(20),
    ...more,
  });
  /** The same reports credited one after the other by creditReport, as separate transactions did. */
  function sequential(reports: PendingReport[], lastBefore: Date | undefined) {
    let last = lastBefore;
    const credited: number[] = [];
    const seen = new Set<string>();
    for (const r of reports) {
      if (r.reportId && seen.has(r.reportId)) {
        credited.push(0);
        continue;
      }
      if (r.reportId) seen.add(r.reportId);
      const c = creditReport(r.at, last, r.listenedSeconds);
      last = c.lastReportAt;
      credited.push(c.credited);
    }
    return { credited, last };
  }

  it('credits reports of one user and audio in arrival order, as if each ran alone', () => {
    const reports = [10, 5, 0, 5].map((age, i) =>
      pending({ at: at(age), reportId: `r${i}`, positionSeconds: 100 + i }),
    );
    const claimed = new Set(reports.map((r) => r.reportId as string));
    const before = new Map([['u1:a1', { lastMs: T0.getTime(), positionSeconds: 7 }]]);
    const batch = creditBatch(reports, claimed, before);
    const expected = sequential(reports, T0);
    expect(batch.credited).toEqual(expected.credited);
    expect(batch.credited).toEqual([12, 7, 7, 0]);
    // One row per pair: the last report's time, and the position of the latest report.
    expect(batch.positions).toEqual([
      { userId: 'u1', audioId: 'a1', lastReportAt: expected.last, positionSeconds: 102 },
    ]);
    expect(batch.listened).toEqual([
      { userId: 'u1', audio, day: '2026-03-10', seconds: 26, now: secondsAfter(20) },
    ]);
  });

  it('credits an id once within a batch, and not at all when an earlier batch had it', () => {
    const reports = [
      pending({ reportId: 'same' }),
      pending({ reportId: 'same', userId: 'u2' }),
      pending({ reportId: 'old', userId: 'u3' }),
    ];
    const batch = creditBatch(reports, new Set(['same']), new Map());
    expect(batch.credited).toEqual([2, 0, 0]);
    expect(batch.positions.map((p) => p.userId)).toEqual(['u1']);
    expect(batch.listened.map((l) => [l.userId, l.seconds])).toEqual([['u1', 2]]);
  });

  it('keeps the saved position when no report of the batch is the latest', () => {
    const late = secondsAfter(60);
    const batch = creditBatch(
      [pending({ at: secondsAfter(20), positionSeconds: 3 })],
      new Set(),
      new Map([['u1:a1', { lastMs: late.getTime(), positionSeconds: 75 }]]),
    );
    expect(batch.credited).toEqual([0]);
    expect(batch.positions).toEqual([
      { userId: 'u1', audioId: 'a1', lastReportAt: late, positionSeconds: 75 },
    ]);
    expect(batch.listened).toEqual([]);
  });
});
