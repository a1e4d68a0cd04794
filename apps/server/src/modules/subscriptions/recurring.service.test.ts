import { describe, expect, it } from 'vitest';
import { monthsPerPeriod, mrrCents, utcMonthOf } from './recurring.service.js';

describe('monthly recurring revenue', () => {
  it('counts a yearly plan as price ÷ 12, a monthly one as its price, N days as N/30 months', () => {
    expect(monthsPerPeriod(365)).toBe(12);
    expect(monthsPerPeriod(30)).toBe(1);
    expect(monthsPerPeriod(90)).toBe(3);
    expect(mrrCents([{ price: 99, durationDays: 365, renewing: 1 }])).toBe(825);
    expect(mrrCents([{ price: 9.99, durationDays: 30, renewing: 2 }])).toBe(1998);
    expect(mrrCents([{ price: 30, durationDays: 90, renewing: 1 }])).toBe(1000);
  });

  it('adds unrounded shares and rounds once, to the cent', () => {
    // 3 × 100/12 = 25.00 exactly; rounding each share (8.33) first would give 24.99.
    expect(mrrCents([{ price: 100, durationDays: 365, renewing: 3 }])).toBe(2500);
    expect(
      mrrCents([
        { price: 100, durationDays: 365, renewing: 1 },
        { price: 100, durationDays: 365, renewing: 1 },
        { price: 100, durationDays: 365, renewing: 1 },
      ]),
    ).toBe(2500);
    expect(mrrCents([{ price: 0.1, durationDays: 30, renewing: 3 }])).toBe(30);
  });

  it('leaves out groups with nothing renewing, and free or zero-length plans', () => {
    expect(mrrCents([{ price: 99, durationDays: 365, renewing: 0 }])).toBe(0);
    expect(mrrCents([{ price: 0, durationDays: 2, renewing: 4 }])).toBe(0);
    expect(mrrCents([{ price: 5, durationDays: 0, renewing: 1 }])).toBe(0);
    expect(mrrCents([])).toBe(0);
  });
});

describe('this month, in UTC', () => {
  it('runs from the 1st at 00:00 UTC to the next 1st, across a year end', () => {
    expect(utcMonthOf(new Date('2026-12-31T23:59:59.999Z'))).toEqual({
      from: new Date('2026-12-01T00:00:00.000Z'),
      to: new Date('2027-01-01T00:00:00.000Z'),
    });
    // Already March in UTC while it is still February in the Americas.
    expect(utcMonthOf(new Date('2027-03-01T02:00:00Z')).from).toEqual(new Date('2027-03-01T00:00:00Z'));
  });
});
