import { describe, expect, it } from 'vitest';
import { presetRange, rangeOf } from './date-range';

/**
 * The back-office's periods are days of Spain's calendar, whatever the reader's device says:
 * 23:30 UTC on Sunday 30 November 2025 is already Monday 1 December in Madrid.
 */
const lateSunday = new Date('2025-11-30T23:30:00Z');

describe("the dashboard's and KPI's periods, in Spain's calendar", () => {
  it('today, this week, this month and the last 7 days start from the Spanish day', () => {
    expect(presetRange('today', lateSunday)).toEqual({ from: '2025-12-01', to: '2025-12-01' });
    expect(presetRange('week', lateSunday)).toEqual({ from: '2025-12-01', to: '2025-12-01' });
    expect(presetRange('month', lateSunday)).toEqual({ from: '2025-12-01', to: '2025-12-01' });
    expect(presetRange('last7', lateSunday)).toEqual({ from: '2025-11-25', to: '2025-12-01' });
    expect(presetRange('all', lateSunday)).toEqual({});
  });

  it('in summer time too (UTC+2), and a week that crosses a month', () => {
    // 22:30 UTC on Tuesday 1 July 2025 is Wednesday 2 July, 00:30, in Madrid.
    const at = new Date('2025-07-01T22:30:00Z');
    expect(presetRange('today', at)).toEqual({ from: '2025-07-02', to: '2025-07-02' });
    expect(presetRange('week', at)).toEqual({ from: '2025-06-30', to: '2025-07-02' });
    expect(presetRange('month', at)).toEqual({ from: '2025-07-01', to: '2025-07-02' });
  });

  it('a custom range with one end missing is completed with the Spanish today', () => {
    expect(rangeOf({ preset: 'custom', from: '', to: '' }, lateSunday)).toEqual({
      from: '2025-12-01',
      to: '2025-12-01',
    });
    expect(rangeOf({ preset: 'custom', from: '2025-12-05', to: '2025-11-20' }, lateSunday)).toEqual({
      from: '2025-11-20',
      to: '2025-12-05',
    });
  });
});
