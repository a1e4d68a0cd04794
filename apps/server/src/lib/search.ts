import { type SQL, sql } from 'drizzle-orm';

/**
 * Search text folded as the database's `sanarte_fold` does (migration 0004): lower case, accents of
 * Latin letters dropped. Both must use the same map (search.test.ts checks them against each other).
 */
const FROM = 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūñçýÿ';
const TO = 'aaaaaaaeeeeeiiiiioooooouuuuuncyy';
const MAP = new Map([...FROM].map((ch, i) => [ch, TO[i] as string]));

export function foldForSearch(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += MAP.get(ch) ?? ch;
  return out;
}

/** A LIKE pattern matching `text` anywhere, its wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * How far a back-office search is counted before the list says «más de …»: a common surname is a
 * tenth of a million customers, and counting all of them costs seconds (docs/decisions/019).
 */
export const COUNT_CAP = 1000;

/** Counts the rows `from` (a FROM … WHERE clause) selects, stopping after `cap + 1`. */
export const boundedCount = (from: SQL, cap: number) =>
  sql`select count(*)::int as n from (select 1 from ${from} limit ${cap + 1}) c`;
