import { type SQL, sql } from 'drizzle-orm';

/**
 * A library's SQL text with numbered parameters ($1, $2 …) as a drizzle query, so that it runs on
 * the handle given, a transaction included. Each `$n` becomes a bound parameter; the text around
 * them goes as it is (it is the library's, never input).
 */
export function sqlOf(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
