import { describe, expect, it } from 'vitest';
import { businessMonthOf, monthsPerPeriod, mrrCents } from './recurring.service.js';

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

describe("this month, in Spain's calendar", () => {
  it('runs from the 1st at 00:00 in Madrid to the next 1st, across a year end', () => {
    // 23:30 UTC on 31 December is already January in Madrid (UTC+1).
    expect(businessMonthOf(new Date('2026-12-31T23:30:00Z'))).toEqual({
      from: new Date('2026-12-31T23:00:00.000Z'),
      to: new Date('2027-01-31T23:00:00.000Z'),
    });
    expect(businessMonthOf(new Date('2026-12-31T22:59:59.999Z'))).toEqual({
      from: new Date('2026-11-30T23:00:00.000Z'),
      to: new Date('2026-12-31T23:00:00.000Z'),
    });
    // A month that begins in summer time (UTC+2) and ends in winter time.
    expect(businessMonthOf(new Date('2026-10-15T12:00:00Z'))).toEqual({
      from: new Date('2026-09-30T22:00:00.000Z'),
      to: new Date('2026-10-31T23:00:00.000Z'),
    });
  });
});
