import { describe, expect, it } from 'vitest';
import { fromBusinessWallClock, toBusinessWallClock } from './spain-time.js';

describe("Spain's wall clock in a datetime-local field", () => {
  it.each([
    ['winter (UTC+1)', '2026-12-05T09:00', '2026-12-05T08:00:00.000Z'],
    ['summer (UTC+2)', '2027-07-01T09:00', '2027-07-01T07:00:00.000Z'],
    ['midnight, a day earlier in UTC', '2027-01-01T00:30', '2026-12-31T23:30:00.000Z'],
    ['the hour summer time skips: the time after the jump', '2027-03-28T02:30', '2027-03-28T01:30:00.000Z'],
  ])('%s', (_, wall, instant) => {
    expect(fromBusinessWallClock(wall).toISOString()).toBe(instant);
  });

  it('reads back what it wrote, and refuses another shape', () => {
    for (const wall of ['2026-12-05T09:00', '2027-07-01T23:45', '2027-10-31T01:15']) {
      expect(toBusinessWallClock(fromBusinessWallClock(wall))).toBe(wall);
    }
    expect(Number.isNaN(fromBusinessWallClock('5/12/2026 9:00').getTime())).toBe(true);
    expect(toBusinessWallClock('no es una fecha')).toBe('');
  });
});
