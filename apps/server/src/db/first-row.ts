/**
 * The select-one shape of the repositories: asks the query for one row (`limit 1`) and answers it,
 * or null when there is none. `return firstRow(db.select(…).from(table).where(…));`
 */
export async function firstRow<T>(query: { limit(count: number): PromiseLike<T[]> }): Promise<T | null> {
  const rows = await query.limit(1);
  return rows[0] ?? null;
}

/** Whether the query finds any row (it asks for one: `limit 1`). */
export async function hasRow(query: { limit(count: number): PromiseLike<unknown[]> }): Promise<boolean> {
  return (await query.limit(1)).length > 0;
}

/** The rows of a raw `db.execute(sql…)` answer (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
