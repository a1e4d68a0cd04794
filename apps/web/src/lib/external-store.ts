/** A value outside React that components read with useSyncExternalStore. */
export interface Store<T> {
  get(): T;
  set(patch: Partial<T> | ((value: T) => Partial<T>)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(patch) {
      const changes = typeof patch === 'function' ? patch(value) : patch;
      if (Object.entries(changes).every(([k, v]) => Object.is(value[k as keyof T], v))) return;
      value = { ...value, ...changes };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
