/**
 * Spanish order for names, without `Intl.Collator` (decision 060): the back-office's lists and the
 * offline library sort with it on first render. A module of its own, so the landing's first
 * JavaScript, which sorts nothing, does not carry it (decision 046).
 */

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
