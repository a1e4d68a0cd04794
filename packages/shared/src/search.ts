/**
 * The catalogue's search, the same for the listener's library (on the server) and the back-office's
 * lists (in the browser): what people type is found whatever its accents and capitals, word by word.
 */

/** Text as searches compare it: lower case, accents and other marks dropped (ñ → n). */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The words of a search: folded, split at anything that is not a letter or a digit (spaces,
 * punctuation, a tag's leading '#').
 */
export function searchWords(query: string): string[] {
  return foldSearchText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether a folded text (`foldSearchText` of the fields, joined by spaces) holds every word of the
 * search, each anywhere in it; no words match everything.
 */
export function holdsEveryWord(folded: string, words: readonly string[]): boolean {
  return words.every((word) => folded.includes(word));
}

/** Whether the fields hold every word of `query` (accents and capitals aside). */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const words = searchWords(query);
  if (words.length === 0) return true;
  return holdsEveryWord(foldSearchText(fields.filter(Boolean).join(' ')), words);
}
