import { describe, expect, it } from 'vitest';
import { staffWelcome } from './welcome.js';

describe('staffWelcome', () => {
  it("names the person and the day in Spain's time zone, wherever it is written", () => {
    // 23:30 UTC on a Saturday in November is already Sunday in Madrid (UTC+1).
    expect(staffWelcome('Ada', new Date('2026-11-28T23:30:00Z'))).toBe(
      'Bienvenido, Ada. Hoy es domingo, 29 de noviembre de 2026.',
    );
    // Summer time (UTC+2): 22:30 UTC on 30 June is 1 July in Madrid.
    expect(staffWelcome('Ana María', new Date('2026-06-30T22:30:00Z'))).toBe(
      'Bienvenido, Ana María. Hoy es miércoles, 1 de julio de 2026.',
    );
  });
});
