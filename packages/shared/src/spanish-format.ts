/**
 * Spain's ways of writing a list, an amount and a date, written out instead of asked of `Intl`
 * for what the pages show as they first render: a page's first `Intl` formatter loads the
 * browser's locale data, 35–120 ms of main thread in Chromium here, more than the rest of the
 * landing's own code (docs/decisions/060-spanish-formats-without-intl.md). Each function gives
 * exactly what `Intl` gives for es-ES (spanish-format.test.ts holds them to it); anything outside
 * what they cover is left to `Intl`.
 */

/**
 * 'Salud, Amor y Desarrollo Personal': a list joined as Spanish joins it, with 'e' instead of 'y'
 * before a word that starts with the sound /i/ ('Salud e Imagen', but 'Salud y Hierba'), as
 * `Intl.ListFormat('es', { type: 'conjunction' })` writes it.
 */
export function spanishList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] as string;
  const and = /^(i|hi$|hi[^ae])/i.test(last) ? 'e' : 'y';
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

/**
 * A number as Spain writes it, with `digits` decimals: a decimal comma, and points between
 * thousands from five figures on ('1234,50', '12.345,67'). Rounded half away from zero from the
 * number's shortest decimal form, as `Intl` rounds ('1,01' for 1.005); null for a number that form
 * writes with an exponent (NaN, Infinity, below 1e-6 or from 1e21), which `Intl` writes.
 */
export function spanishNumber(value: number, digits: number): string | null {
  const shortest = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(shortest)) return null;
  const [int = '0', frac = ''] = shortest.split('.');
  let kept = int + frac.slice(0, digits).padEnd(digits, '0');
  if (frac.charCodeAt(digits) >= 53 /* '5' or more */)
    kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  const whole = kept.slice(0, kept.length - digits);
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, '.') : whole;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${digits > 0 ? `,${kept.slice(-digits)}` : ''}`;
}

const CURRENCY_SIGNS: Readonly<Record<string, string>> = { EUR: '€', USD: 'US$' };

/**
 * An amount in euros or dollars as es-ES writes it ('9,99 €', '9,99 US$', a no-break space
 * before the sign); null for another currency, which `Intl` writes.
 */
export function spanishMoney(amount: number, currency: string, digits = 2): string | null {
  const sign = CURRENCY_SIGNS[currency.toUpperCase()];
  const figure = sign ? spanishNumber(amount, digits) : null;
  return figure === null ? null : `${figure}\u00a0${sign}`;
}

const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
const HOUR_MS = 3_600_000;

/** The instant, in ms, of the last Sunday of `month` (0–11) of `year` at 01:00 UTC. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * Spain's (peninsular) wall clock at `ms` as a UTC date, by the European Union's rule for summer
 * time (since 1996: from the last Sunday of March to the last Sunday of October, both at 01:00
 * UTC, an hour ahead of the CET winter offset); null outside the years the rule is checked for.
 */
function madridWallClock(ms: number): Date | null {
  const year = new Date(ms).getUTCFullYear();
  if (!(year >= 1997 && year <= 2099)) return null;
  const summer = ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9);
  return new Date(ms + (summer ? 2 : 1) * HOUR_MS);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Spain's wall clock at `ms` as `Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid' })`
 * writes it, in the three forms the pages show; null outside the rule's years.
 */
export function spanishDate(ms: number, form: 'medium' | 'medium-time' | 'numeric'): string | null {
  const wall = madridWallClock(ms);
  if (!wall) return null;
  const [day, month, year] = [wall.getUTCDate(), wall.getUTCMonth(), wall.getUTCFullYear()];
  if (form === 'numeric') return `${pad2(day)}/${pad2(month + 1)}/${year}`;
  const date = `${day} ${SHORT_MONTHS[month]} ${year}`;
  return form === 'medium' ? date : `${date}, ${wall.getUTCHours()}:${pad2(wall.getUTCMinutes())}`;
}

/** Spain's wall clock at `ms` (a valid time) in figures, month 1–12; null outside the rule's years. */
export function madridWallClockParts(ms: number) {
  const wall = madridWallClock(ms);
  if (!wall) return null;
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** Letters without their accents, lower case, ñ kept after n: what Spanish order compares first. */
const baseLetters = (s: string) =>
  s.normalize('NFC').toLowerCase().replace(/ñ/g, 'n\uffff').normalize('NFD').replace(/\p{M}/gu, '');
const compareCodes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Lower case for upper and upper for lower: compared by code, lower case comes first. */
const swapCase = (s: string) =>
  s.replace(/\p{L}/gu, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));

/**
 * Names in Spanish order, as `localeCompare(other, 'es')` puts words and names: accents and case
 * aside first ('Ámbar' between 'Alba' and 'Azul'), ñ after n ('Anzuelo' before 'Año'), then the
 * unaccented before the accented, then lower case before upper ('ira', 'Ira'). Punctuation other
 * than spaces and hyphens is ordered by its code, not as the collation orders it.
 */
export function spanishCompare(a: string, b: string): number {
  return (
    compareCodes(baseLetters(a), baseLetters(b)) ||
    compareCodes(a.normalize('NFD').toLowerCase(), b.normalize('NFD').toLowerCase()) ||
    compareCodes(swapCase(a), swapCase(b))
  );
}
