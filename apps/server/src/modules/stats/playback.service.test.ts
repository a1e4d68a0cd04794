import { describe, expect, it } from 'vitest';
import { creditReport } from './playback.service.js';

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
