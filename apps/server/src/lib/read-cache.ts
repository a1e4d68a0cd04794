/** How a read was answered: from memory, from the database and kept, or from the database only. */
export type CacheResult = 'hit' | 'miss' | 'bypass';

interface Entry {
  value: unknown;
  /** The tables the answer was read from: a change to any of them drops it. */
  tables: readonly string[];
}

/** Freezes an answer kept for every caller, so no caller can change what the next one gets. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Answers that are the same for every caller, kept in memory until a table they were read from
 * changes (docs/decisions/023-public-catalogue-cache.md). Answers are kept only while changes are
 * being heard of (`resume` … `suspend`): otherwise every read goes to the database.
 *
 * A read that began before a change must not keep what it read: every change, suspension and
 * resumption moves a generation counter, and a read keeps its answer only if the counter has not
 * moved since it began. Concurrent reads of a missing answer share one load, on the same condition.
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  readonly #observe: (name: string, result: CacheResult) => void;
  #generation = 0;
  #live = false;

  constructor(opts: { observe?: (name: string, result: CacheResult) => void } = {}) {
    this.#observe = opts.observe ?? (() => {});
  }

  /** Whether answers are being kept (changes are being heard of). */
  get live(): boolean {
    return this.#live;
  }

  /** How many answers are kept (tests, metrics). */
  get size(): number {
    return this.#entries.size;
  }

  /** Changes are heard of from now on: start empty (earlier ones may have been missed) and keep answers. */
  resume(): void {
    this.#forget();
    this.#live = true;
  }

  /** Changes may go unheard from now on: forget every answer and keep none until `resume`. */
  suspend(): void {
    this.#forget();
    this.#live = false;
  }

  /** A table changed: forget every answer read from it (every answer when the table is not named). */
  invalidate(table?: string): void {
    this.#generation++;
    this.#loading.clear();
    for (const [key, entry] of this.#entries) {
      if (!table || entry.tables.includes(table)) this.#entries.delete(key);
    }
  }

  /**
   * A write to `table` by this process: the answers read from it are dropped once the write is
   * done (or has failed), before its caller answers, without waiting for the change notice.
   */
  writing<T>(table: string, write: Promise<T>): Promise<T> {
    return write.finally(() => this.invalidate(table));
  }

  /**
   * The answer kept under `key`, or `load`'s (kept when nothing changed while it loaded).
   * `tables`: every table the answer is read from. The answer is frozen before it is kept.
   */
  async read<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#observe(key, 'hit');
      return entry.value as T;
    }
    if (!this.#live) {
      this.#observe(key, 'bypass');
      return load();
    }
    this.#observe(key, 'miss');
    const generation = this.#generation;
    const pending = this.#loading.get(key);
    if (pending && pending.generation === generation) return pending.promise as Promise<T>;
    const promise = load().then((value) => {
      if (this.#live && this.#generation === generation) {
        this.#entries.set(key, { value: deepFreeze(value), tables });
      }
      return value;
    });
    this.#loading.set(key, { generation, promise });
    try {
      return await promise;
    } finally {
      if (this.#loading.get(key)?.promise === promise) this.#loading.delete(key);
    }
  }

  #forget(): void {
    this.#generation++;
    this.#loading.clear();
    this.#entries.clear();
  }
}
