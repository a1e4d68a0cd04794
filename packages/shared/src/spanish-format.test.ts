import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumericDate } from './spain-time.js';
import { madridWallClock, spanishMediumDate } from './spanish-date.js';
import { spanishList, spanishMoney, spanishNumber } from './spanish-format.js';
import { spanishCompare } from './spanish-order.js';
import { wallClockParts } from './zoned-time.js';

// Each function is held to what Intl writes for es-ES, on the values the product writes and on
// the edges of each rule.

describe('spanishList', () => {
  const intl = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });
  it.each([
    [[]],
    [['Salud']],
    [['Salud', 'Amor']],
    [['Salud', 'Amor', 'Desarrollo Personal']],
    [['Salud', 'Imagen']],
    [['Salud', 'Amor', 'Historia']],
    [['Salud', 'IA']],
    [['Salud', 'Hi']],
    [['Salud', 'hi']],
    [['Salud', 'Hierba']],
    [['Salud', 'hielo']],
    [['Salud', 'Hiato']],
    [['Salud', 'Hioides']],
    [['Salud', 'Ínsula']],
    [['Salud', 'Yoga']],
    [['Salud', ' Ira']],
    [['Imagen', 'Salud']],
  ])('joins %j as Intl does', (items) => {
    expect(spanishList(items)).toBe(intl.format(items));
  });
});

describe('spanishNumber', () => {
  const intl = (digits: number) =>
    new Intl.NumberFormat('es-ES', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const edges = [
    0, -0, 0.004, 0.005, -0.005, 1.005, 2.675, 9.99, 99, 999.999, 1234.5, 9999.995, 12345.67, 99999.995,
    1234567.891, -12345.6, 1e-6, 9999999999999.99,
  ];
  it.each(edges)('writes %d as Intl does with 0 and 2 decimals', (value) => {
    expect(spanishNumber(value, 0)).toBe(intl(0).format(value));
    expect(spanishNumber(value, 2)).toBe(intl(2).format(value));
  });
  it('writes every amount in cents up to 100.000 € as Intl does', () => {
    const two = intl(2);
    for (let cents = 0; cents <= 10_000_000; cents += 7) {
      const amount = cents / 100;
      if (spanishNumber(amount, 2) !== two.format(amount))
        expect(spanishNumber(amount, 2)).toBe(two.format(amount));
    }
  });
  it('leaves to Intl what it writes with an exponent, and figures from 1e13 on', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7])
      expect(spanishNumber(value, 2)).toBeNull();
  });
});

describe('spanishMoney', () => {
  it.each([
    [9.99, 'EUR'],
    [99, 'eur'],
    [12345.67, 'EUR'],
    [-3.5, 'EUR'],
    [9.99, 'USD'],
    [1234567.8, 'usd'],
  ])('writes %d %s as Intl does', (amount, currency) => {
    const intl = new Intl.NumberFormat('es-ES', { style: 'currency', currency: currency.toUpperCase() });
    expect(spanishMoney(amount, currency)).toBe(intl.format(amount));
  });
  it('writes whole amounts without decimals when asked, as Intl does', () => {
    const intl = new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    expect(spanishMoney(99, 'EUR', 0)).toBe(intl.format(99));
    expect(spanishMoney(12000, 'EUR', 0)).toBe(intl.format(12000));
  });
  it('writes another currency by its code, as Intl does for pounds and francs', () => {
    for (const currency of ['GBP', 'CHF'])
      expect(spanishMoney(1234.5, currency)).toBe(
        new Intl.NumberFormat('es-ES', { style: 'currency', currency }).format(1234.5),
      );
    expect(spanishMoney(Number.NaN, 'EUR')).toBeNull();
  });
});

describe("Spain's dates and wall clock without Intl", () => {
  const zone = 'Europe/Madrid';
  const intl = {
    medium: new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeZone: zone }),
    'medium-time': new Intl.DateTimeFormat('es-ES', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    }),
    numeric: new Intl.DateTimeFormat('es-ES', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: zone,
    }),
  } as const;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  /** Each form, and the wall clock in figures, as Intl gives them at `ms`. */
  const agrees = (ms: number) => {
    const ours = {
      medium: formatDate(ms),
      'medium-time': formatDateTime(ms),
      numeric: formatNumericDate(ms),
    };
    for (const form of ['medium', 'medium-time', 'numeric'] as const)
      if (ours[form] !== intl[form].format(ms)) expect([ms, form, ours[form]]).toBe(intl[form].format(ms));
    const want = Object.fromEntries(
      parts
        .formatToParts(ms)
        .filter((p) => p.type !== 'literal')
        .map((p) => [p.type, Number(p.value)]),
    );
    expect(wallClockParts(zone, ms)).toEqual(want);
  };

  it('names every month as Intl does', () => {
    for (let month = 0; month < 12; month++) agrees(Date.UTC(2026, month, 5, 12, 7));
  });
  it("gives Spain's wall clock every half hour around each change of time from 1996 to 2200", () => {
    for (let year = 1996; year <= 2200; year++) {
      for (const month of [2, 9]) {
        // The last Sunday of the month, and the hours around midnight and the change at 01:00 UTC.
        const last = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
        for (let ms = sunday - 26 * 3_600_000; ms <= sunday + 26 * 3_600_000; ms += 1_800_000) agrees(ms);
        agrees(sunday + 3_600_000 - 1);
      }
    }
  });
  it("gives Spain's wall clock at the turn of each year and at random instants", () => {
    for (let year = 1997; year <= 2200; year++) {
      const newYear = Date.UTC(year, 0, 1);
      for (const ms of [newYear - 3_600_001, newYear - 3_600_000, newYear - 1, newYear]) agrees(ms);
    }
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const [from, to] = [Date.UTC(1996, 0, 1), Date.UTC(2200, 11, 31)];
    for (let i = 0; i < 5_000; i++) agrees(from + Math.floor(next() * (to - from)));
  });
  it('writes nothing for an invalid date', () => {
    expect(madridWallClock(Number.NaN)).toBeNull();
    expect(spanishMediumDate(Number.NaN)).toBeNull();
    for (const write of [formatDate, formatDateTime, formatNumericDate])
      expect(write('no es una fecha')).toBe('');
  });
});

describe('spanishCompare', () => {
  it('puts names in the order Intl.Collator puts them', () => {
    const names = [
      'Salud',
      'Amor',
      'Desarrollo Personal',
      'Ansiedad',
      'Autoestima',
      'Año nuevo',
      'Anzuelo',
      'Ánimo',
      'Animo',
      'Niño interior',
      'Nube',
      'Ñandú',
      'Oasis',
      'Éxito',
      'Estrés',
      'Exámenes',
      'Perdón',
      'Perdonar',
      'Relajación profunda',
      'Relajación',
      'Relajacion rápida',
      'Dormir 2',
      'Dormir 10',
      'Sueño',
      'Sueno',
      'Miedo a volar',
      'Miedo-a-volar',
      'Ira',
      'ira',
      'Zen',
      'Árbol',
      'arco',
      'Über',
      'Ultra',
    ];
    const collator = new Intl.Collator('es');
    expect([...names].sort(spanishCompare)).toEqual([...names].sort(collator.compare));
  });
});
