import { describe, expect, it } from 'vitest';
import {
  businessDay,
  businessMidnight,
  categoryLabel,
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileDate,
  formatFileSize,
  formatHms,
  formatMoney,
  formatNumericDate,
  initialOf,
  onFirstUse,
  priceLabel,
  safeRedirectPath,
  timestampedName,
} from './index.js';

describe('priceLabel', () => {
  it('shows $0 / mes for a free plan whatever its duration', () => {
    expect(priceLabel(0, 2)).toBe('$0 / mes');
    expect(priceLabel(0, 365)).toBe('$0 / mes');
  });
  it('shows / año for a 365-day plan and / mes otherwise', () => {
    expect(priceLabel(99, 365)).toBe('$99 / año');
    expect(priceLabel(9.99, 30)).toBe('$9.99 / mes');
    expect(priceLabel(12.5, 90)).toBe('$12.50 / mes');
  });
  it('writes a plan in euros as Spain does, with the same rule for the period', () => {
    expect(priceLabel(9.99, 30, 'EUR')).toBe('9,99\u00a0€ / mes');
    expect(priceLabel(99, 365, 'eur')).toBe('99\u00a0€ / año');
    expect(priceLabel(9.99, 30, 'USD')).toBe('$9.99 / mes');
  });
  it('writes a currency plans are not priced in by its code, as Intl does', () => {
    expect(priceLabel(9.99, 30, 'gbp')).toBe(
      `${new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'GBP' }).format(9.99)} / mes`,
    );
  });
});

describe('durations', () => {
  it('formats m:ss and falls back to 0:00 on invalid values', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3599.9)).toBe('59:59');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration('abc')).toBe('0:00');
    expect(formatDuration(undefined)).toBe('0:00');
  });
  it('formats hh:mm:ss for statistics', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(3661)).toBe('01:01:01');
    expect(formatHms(100 * 3600)).toBe('100:00:00');
  });
});

describe('file manager formats', () => {
  it('sizes in Bytes/KB/MB/GB with 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512.00 Bytes');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.00 GB');
  });
  it("dates with short month, day, hour and minute in US English, in Spain's time", () => {
    expect(formatFileDate('2026-01-05T13:07:00Z')).toMatch(/^Jan 5, 0?2:07\sPM$/);
    // 23:30 UTC on 5 January is 00:30 on the 6th in Madrid.
    expect(formatFileDate('2026-01-05T23:30:00Z')).toMatch(/^Jan 6, 12:30\sAM$/);
  });
});

describe("dates in Spain's time zone, wherever they are formatted", () => {
  // 23:30 UTC on 29 November is 00:30 on the 30th in Madrid (UTC+1); 22:30 UTC on 30 June is
  // 00:30 on 1 July (summer time, UTC+2).
  it('names the Spanish day', () => {
    expect(formatDate('2027-11-29T23:30:00Z')).toBe('30 nov 2027');
    expect(formatDate('2026-06-30T22:30:00Z')).toBe('1 jul 2026');
    expect(formatNumericDate('2027-11-29T23:30:00Z')).toBe('30/11/2027');
    expect(businessDay('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(businessDay('2026-06-30T21:30:00Z')).toBe('2026-06-30');
  });
  it('gives the Spanish wall-clock time', () => {
    expect(formatDateTime('2027-11-29T23:30:00Z')).toBe('30 nov 2027, 0:30');
    expect(formatDateTime('2026-06-30T10:05:00Z')).toBe('30 jun 2026, 12:05');
  });
  it("finds the instant Spain's day began, across summer time", () => {
    expect(businessMidnight('2027-11-29T23:30:00Z').toISOString()).toBe('2027-11-29T23:00:00.000Z');
    expect(businessMidnight('2026-06-30T22:30:00Z').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // 29 March 2026 began in winter time (UTC+1) and turned to summer time at 02:00.
    expect(businessMidnight('2026-03-29T20:00:00Z').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    // 25 October 2026 began in summer time (UTC+2) and turned back at 03:00.
    expect(businessMidnight('2026-10-25T20:00:00Z').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
  it('says nothing for what is not a date', () => {
    expect(formatDate('nope')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(businessDay('')).toBe('');
  });
});

describe('other helpers', () => {
  it('formats money for Spain', () => {
    expect(formatMoney(9.99, 'USD')).toBe('9,99\u00a0US$');
  });
  it('labels categories with spaces and capitals', () => {
    expect(categoryLabel('desarrollo_personal')).toBe('DESARROLLO PERSONAL');
  });
  it('takes the initial letter, with a fallback', () => {
    expect(initialOf('lucía')).toBe('L');
    expect(initialOf('  ')).toBe('?');
    expect(initialOf(null)).toBe('?');
  });
  it('puts the timestamp before the extension', () => {
    expect(timestampedName('calma.mp3', 123)).toBe('calma_123.mp3');
    expect(timestampedName('archivo', 123)).toBe('archivo_123');
    expect(timestampedName('mi.audio.final.wav', 9)).toBe('mi.audio.final_9.wav');
  });
  it('honours only same-site relative redirects', () => {
    expect(safeRedirectPath('/checkout/full')).toBe('/checkout/full');
    expect(safeRedirectPath('/panel/mis-tests?miniFlow=1')).toBe('/panel/mis-tests?miniFlow=1');
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});

describe('onFirstUse', () => {
  it('builds nothing until asked, then once', () => {
    let built = 0;
    const formatter = onFirstUse(() => {
      built += 1;
      return new Intl.NumberFormat('es-ES');
    });
    expect(built).toBe(0);
    expect(formatter().format(0.5)).toBe('0,5');
    expect(formatter()).toBe(formatter());
    expect(built).toBe(1);
  });
});
