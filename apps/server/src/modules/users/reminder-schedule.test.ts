import { describe, expect, it } from 'vitest';
import { nextReminderAt } from './reminder-schedule.js';

const MADRID = 'Europe/Madrid';

describe('when a practice reminder is next due', () => {
  it.each([
    // 2026-11-30 is a Monday.
    ['later today, on one of its days', [1, 3], '20:00', '2026-11-30T10:00:00Z', '2026-11-30T19:00:00.000Z'],
    [
      'its next day, once today’s time has passed',
      [1, 3],
      '20:00',
      '2026-11-30T19:00:00Z',
      '2026-12-02T19:00:00.000Z',
    ],
    ['a week on, when it is the only day', [1], '08:30', '2026-11-30T08:00:00Z', '2026-12-07T07:30:00.000Z'],
    ['in summer time (UTC+2)', [5], '07:00', '2027-07-01T00:00:00Z', '2027-07-02T05:00:00.000Z'],
    ['across the change to summer time', [7], '10:00', '2027-03-27T12:00:00Z', '2027-03-28T08:00:00.000Z'],
  ] as const)('%s', (_, days, time, after, expected) => {
    expect(nextReminderAt({ days: [...days], time, timeZone: MADRID }, new Date(after)).toISOString()).toBe(
      expected,
    );
  });

  it("reads the time in the listener's own zone", () => {
    const r = { days: [1, 2, 3, 4, 5, 6, 7], time: '21:00', timeZone: 'America/Mexico_City' };
    expect(nextReminderAt(r, new Date('2026-11-30T10:00:00Z')).toISOString()).toBe(
      '2026-12-01T03:00:00.000Z',
    );
  });
});
