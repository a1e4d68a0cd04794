/** Each key's promise resolved, under the same key. */
export type Resolved<T> = { [K in keyof T]: Awaited<T[K]> };

/**
 * Awaits an object's promises together (one `Promise.all`) and answers their values under the same
 * keys: `const { tests, payments } = await awaitAll({ tests: readTests(), payments: readPayments() })`.
 */
export async function awaitAll<T extends Record<string, unknown>>(promises: T): Promise<Resolved<T>> {
  const entries = Object.entries(promises);
  const values = await Promise.all(entries.map(([, promise]) => promise));
  return Object.fromEntries(entries.map(([key], i) => [key, values[i]])) as Resolved<T>;
}
