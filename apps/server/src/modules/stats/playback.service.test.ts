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
    expect(c).toMatchObject({ credited: 2, lastReportAt: T0, latest: true, days: [['2026-03-10', 2]] });
  });

  it('moves the previous report forward only, and keeps the position of an older report out', () => {
    const late = secondsAfter(60);
    const older = creditReport(secondsAfter(15), late, 15);
    expect(older).toEqual({
      credited: 0,
      lastReportAt: late,
      latest: false,
      days: [],
      creditedUntil: undefined,
    });
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

  it('splits time across the report’s midnight in Spain, by the report’s time', () => {
    // 00:00 on 11 March 2026 in Madrid (UTC+1).
    const midnight = new Date('2026-03-10T23:00:00.000Z');
    const c = creditReport(secondsAfter(10, midnight), secondsAfter(-20, midnight), 30);
    expect(c.days).toEqual([
      ['2026-03-11', 10],
      ['2026-03-10', 20],
    ]);
    expect(creditReport(secondsAfter(-5, midnight), secondsAfter(-20, midnight), 15).days).toEqual([
      ['2026-03-10', 15],
    ]);
    // UTC's midnight is 01:00 in Madrid: nothing to split there.
    const utc = new Date('2026-03-11T00:00:00.000Z');
    expect(creditReport(secondsAfter(10, utc), secondsAfter(-20, utc), 30).days).toEqual([
      ['2026-03-11', 30],
    ]);
    // Summer time (UTC+2): 00:00 on 1 July 2026 in Madrid.
    const summer = new Date('2026-06-30T22:00:00.000Z');
    expect(creditReport(secondsAfter(10, summer), secondsAfter(-20, summer), 30).days).toEqual([
      ['2026-07-01', 10],
      ['2026-06-30', 20],
    ]);
  });
});

describe('creditReport for a person', () => {
  it('places a report made before the audio was fetched at the fetch', () => {
    const backdated = creditReport(secondsAfter(-45 * 86_400), undefined, 86_400, { fetchedAt: T0 });
    // Placed at the fetch: nothing had been played yet, only the tolerance is credited.
    expect(backdated).toMatchObject({ credited: 2, lastReportAt: T0, latest: true });
    const next = creditReport(secondsAfter(10), backdated.lastReportAt, 86_400, {
      fetchedAt: T0,
      creditedUntil: backdated.creditedUntil,
    });
    expect(next.credited).toBe(10);
    expect(backdated.credited + next.credited).toBeLessThanOrEqual(10 + 2);
  });

  it('never credits one person more than the time that passed, across audios', () => {
    // Two audios fetched together and played "at once" for ten minutes, a report on each every 15 s.
    const last: Record<string, Date> = { a: T0, b: T0 };
    let until: Date | undefined;
    let total = 0;
    for (let s = 15; s <= 600; s += 15) {
      for (const audio of ['a', 'b']) {
        const c = creditReport(secondsAfter(s), last[audio], 15, { fetchedAt: T0, creditedUntil: until });
        last[audio] = c.lastReportAt;
        until = c.creditedUntil;
        total += c.credited;
      }
    }
    expect(total).toBeGreaterThanOrEqual(600 - 4);
    expect(total).toBeLessThanOrEqual(600 + 2);
    expect(until?.getTime()).toBeLessThanOrEqual(secondsAfter(600).getTime());
  });

  it('credits an honest player in full, late and early reports included', () => {
    // A report every 30 s, two of them 1 s late: every 30 s listened is credited.
    let last = T0;
    let until: Date | undefined;
    const credited: number[] = [];
    for (const s of [30, 61, 90, 120, 151, 180]) {
      const c = creditReport(secondsAfter(s), last, 30, { fetchedAt: T0, creditedUntil: until });
      last = c.lastReportAt;
      until = c.creditedUntil;
      credited.push(c.credited);
    }
    expect(credited).toEqual([30, 30, 30, 30, 30, 30]);
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
  function sequential(reports: PendingReport[], lastBefore: Date, fetchedAt: Date) {
    let last = lastBefore;
    let until: Date | undefined;
    const credited: number[] = [];
    const seen = new Set<string>();
    for (const r of reports) {
      if (r.reportId && seen.has(r.reportId)) {
        credited.push(0);
        continue;
      }
      if (r.reportId) seen.add(r.reportId);
      const c = creditReport(r.at, last, r.listenedSeconds, { fetchedAt, creditedUntil: until });
      last = c.lastReportAt;
      until = c.creditedUntil;
      credited.push(c.credited);
    }
    return { credited, last, until };
  }
  const fetched = (lastMs: number, positionSeconds = 0, furthestSeconds: number | null = null) => ({
    lastMs,
    positionSeconds,
    fetchedMs: T0.getTime(),
    furthestSeconds,
  });

  it('credits reports of one user and audio in arrival order, as if each ran alone', () => {
    const reports = [10, 5, 0, 5].map((age, i) =>
      pending({ at: at(age), reportId: `r${i}`, positionSeconds: 100 + i }),
    );
    const claimed = new Set(reports.map((r) => r.reportId as string));
    const before = new Map([['u1:a1', fetched(T0.getTime(), 7)]]);
    const batch = creditBatch(reports, claimed, before);
    const expected = sequential(reports, T0, T0);
    expect(batch.credited).toEqual(expected.credited);
    // 20 s since the fetch (and 2 s of tolerance): the reports' own tolerances do not add up.
    expect(batch.credited).toEqual([12, 5, 5, 0]);
    // One row per pair: the last report's time, and the position of the latest report.
    expect(batch.positions).toEqual([
      {
        userId: 'u1',
        audioId: 'a1',
        lastReportAt: expected.last,
        positionSeconds: 102,
        furthestSeconds: 102,
      },
    ]);
    expect(batch.listened).toEqual([
      { userId: 'u1', audio, day: '2026-03-10', seconds: 22, now: secondsAfter(20) },
    ]);
    expect(batch.creditedUntil).toEqual([{ userId: 'u1', until: expected.until }]);
  });

  it('credits nothing for an audio the user never fetched, and changes nothing', () => {
    const reports = [pending({ reportId: 'r1' }), pending({ reportId: 'r2', userId: 'u2' })];
    const never = new Map([
      ['u2:a1', { lastMs: T0.getTime(), positionSeconds: 0, fetchedMs: null, furthestSeconds: null }],
    ]);
    const batch = creditBatch(reports, new Set(['r1', 'r2']), never);
    expect(batch.credited).toEqual([0, 0]);
    expect(batch).toMatchObject({ positions: [], listened: [], creditedUntil: [] });
  });

  it('lays a user’s reports on several audios one after the other on the clock', () => {
    const b = { ...audio, id: 'a2' };
    const reports = [pending({ reportId: 'r1' }), pending({ reportId: 'r2', audio: b })];
    const both = new Map([
      ['u1:a1', fetched(T0.getTime())],
      ['u1:a2', fetched(T0.getTime())],
    ]);
    // Until 10 s after the fetch the user's time is already credited: 10 s are left, not 2 × 15.
    const batch = creditBatch(
      reports,
      new Set(['r1', 'r2']),
      both,
      new Map([['u1', secondsAfter(10).getTime()]]),
    );
    expect(batch.credited).toEqual([10, 0]);
    expect(batch.creditedUntil).toEqual([{ userId: 'u1', until: secondsAfter(20) }]);
  });

  it('credits an id once within a batch, and not at all when an earlier batch had it', () => {
    const reports = [
      pending({ reportId: 'same' }),
      pending({ reportId: 'same', userId: 'u2' }),
      pending({ reportId: 'old', userId: 'u3' }),
    ];
    const pairs = new Map(['u1', 'u2', 'u3'].map((u) => [`${u}:a1`, fetched(secondsAfter(20).getTime())]));
    const batch = creditBatch(reports, new Set(['same']), pairs);
    expect(batch.credited).toEqual([2, 0, 0]);
    expect(batch.positions.map((p) => p.userId)).toEqual(['u1']);
    expect(batch.listened.map((l) => [l.userId, l.seconds])).toEqual([['u1', 2]]);
  });

  it('keeps the saved position when no report of the batch is the latest', () => {
    const late = secondsAfter(60);
    const batch = creditBatch(
      [pending({ at: secondsAfter(20), positionSeconds: 3 })],
      new Set(),
      new Map([['u1:a1', fetched(late.getTime(), 75)]]),
    );
    expect(batch.credited).toEqual([0]);
    expect(batch.positions).toEqual([
      { userId: 'u1', audioId: 'a1', lastReportAt: late, positionSeconds: 75, furthestSeconds: null },
    ]);
    expect(batch.listened).toEqual([]);
    // Nothing credited: not a listener of the audio yet.
    expect(batch.reach).toEqual([]);
  });

  it('moves a listener to the tenth of the furthest point they reached, never back', () => {
    const long = { ...audio, duration: 1000 };
    const ahead = creditBatch(
      [pending({ audio: long, reportId: 'r1', positionSeconds: 950 })],
      new Set(['r1']),
      new Map([['u1:a1', fetched(T0.getTime(), 500, 500)]]),
    );
    expect(ahead.positions[0]?.furthestSeconds).toBe(950);
    expect(ahead.reach).toEqual([
      { audioId: 'a1', bucket: 5, delta: -1 },
      { audioId: 'a1', bucket: 9, delta: 1 },
    ]);
    // Back to the start: the position follows, the furthest point and the tenth stay.
    const back = creditBatch(
      [pending({ audio: long, reportId: 'r2', positionSeconds: 10 })],
      new Set(['r2']),
      new Map([['u1:a1', fetched(T0.getTime(), 950, 950)]]),
    );
    expect(back.positions[0]).toMatchObject({ positionSeconds: 10, furthestSeconds: 950 });
    expect(back.reach).toEqual([]);
    // A first credited report makes a new listener, in the tenth they got to.
    const first = creditBatch(
      [pending({ audio: long, reportId: 'r3', userId: 'u2', positionSeconds: 120 })],
      new Set(['r3']),
      new Map([['u2:a1', fetched(T0.getTime())]]),
    );
    expect(first.reach).toEqual([{ audioId: 'a1', bucket: 1, delta: 1 }]);
  });
});
