import { describe, expect, it } from 'vitest';
import { csvDateTime } from './users.csv.js';

/** What Intl says Spain's wall clock reads at `d`, as the file writes it. */
function intl(d: Date): string {
  const part: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of format.formatToParts(d)) part[p.type] = p.value;
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

describe('csvDateTime', () => {
  it('writes Spain’s wall-clock time, in winter and in summer', () => {
    expect(csvDateTime('2026-11-24T02:42:10Z')).toBe('24/11/2026 03:42');
    expect(csvDateTime(new Date('2026-07-01T22:05:00Z'))).toBe('02/07/2026 00:05');
    expect(csvDateTime('not a date')).toBe('');
  });

  it('agrees with Intl minute by minute around both changes of time, and every 97 minutes over three years', () => {
    const instants: number[] = [];
    // Summer time began on 29 March 2026 at 01:00 UTC and ends on 25 October 2026 at 01:00 UTC.
    for (const change of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']) {
      const at = Date.parse(change);
      for (let m = -120; m <= 120; m++) instants.push(at + m * 60_000 + 59_999 * (m % 2 === 0 ? 0 : 1));
    }
    for (
      let ms = Date.parse('2024-01-01T00:00:00Z');
      ms < Date.parse('2027-01-01T00:00:00Z');
      ms += 97 * 60_000
    )
      instants.push(ms);
    const wrong = instants.filter((ms) => csvDateTime(new Date(ms)) !== intl(new Date(ms)));
    expect(wrong.map((ms) => new Date(ms).toISOString())).toEqual([]);
  });
});
