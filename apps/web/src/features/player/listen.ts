/** Adds every listener of `handlers` to `target`; the returned function removes them all. */
export function listenAll(
  target: EventTarget,
  handlers: Record<string, EventListener | EventListener[]>,
): () => void {
  const pairs = Object.entries(handlers).flatMap(([type, fns]) =>
    (Array.isArray(fns) ? fns : [fns]).map((fn) => [type, fn] as const),
  );
  for (const [type, fn] of pairs) target.addEventListener(type, fn);
  return () => {
    for (const [type, fn] of pairs) target.removeEventListener(type, fn);
  };
}
