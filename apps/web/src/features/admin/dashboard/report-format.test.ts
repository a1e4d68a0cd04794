import { describe, expect, it } from 'vitest';
import { niceCeil, yearMarks } from './mrr-chart';
import { moneyPieces, monthLabel, monthShort, percentText } from './report-format';

describe('the reports’ figures as written', () => {
  it('writes months, rates and amounts in es-ES, and «—» where there is no rate', () => {
    expect(monthLabel('2026-12')).toBe('dic 2026');
    expect(monthShort('2026-01')).toBe('ene');
    expect(monthLabel('nada')).toBe('nada');
    expect(percentText(0.125)).toBe('12,5\u00a0%');
    expect(percentText(0.8, 0)).toBe('80\u00a0%');
    expect(percentText(null)).toBe('—');
    expect(
      moneyPieces([
        { currency: 'USD', amount: 1254.46 },
        { currency: 'EUR', amount: null },
        { currency: 'EUR', amount: 19.98 },
      ]),
    ).toEqual(['1254,46\u00a0US$', '19,98\u00a0€']);
  });

  it('rounds the chart’s scale up to a round figure', () => {
    expect(niceCeil(0)).toBe(1);
    expect(niceCeil(1254.46)).toBe(1500);
    expect(niceCeil(1900)).toBe(2000);
    expect(niceCeil(19.98)).toBe(20);
  });

  it('writes the year on the first month shown and where it changes, on wide screens and on phones', () => {
    // Phones show every other month, the latest always: here 2026-01, -03, -05 … of 2025-12 … 2026-11.
    const months = [
      '2025-12',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ];
    const marks = yearMarks(months);
    expect(marks[0]).toBe('wide');
    expect(marks[1]).toBe('both');
    expect(marks.slice(2).every((mark) => mark === null)).toBe(true);
  });
});
