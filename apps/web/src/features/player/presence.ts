/**
 * Whether the player is wanted on screen: once something was played, or a reload found a place
 * to resume. Tiny on purpose: the site's layout reads it, and the player's own code loads only
 * when it turns true (never in the landing's first JavaScript).
 */
let wanted = false;
let closer: (() => void) | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const presence = {
  get: (): boolean => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  want(): void {
    if (wanted) return;
    wanted = true;
    notify();
  },
  /** The engine's way to stop everything (called when the session ends). */
  onRelease(close: () => void): void {
    closer = close;
  },
  /** Stops and hides the player. */
  release(): void {
    closer?.();
    if (!wanted) return;
    wanted = false;
    notify();
  },
};
