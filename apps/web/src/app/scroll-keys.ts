/**
 * Scroll positions are kept per history entry, under the entry's key (React Router's
 * <ScrollRestoration/>, in root-layout.tsx). React Router keys the entries it makes itself, but a
 * page loaded in full (an address typed, a link from an e-mail, the return from the payment page)
 * opens an entry it did not make, and every such entry reads as the key 'default': the position the
 * last of them was left at was restored onto the next, which opened scrolled down. Before the
 * router starts, an entry without a key gets one of its own, kept in `history.state`: a new page
 * opens at its top, and back and forward (even after the browser dropped the page) find the
 * entry's position again.
 */
type EntryState = { key?: unknown } | null;

export function keyHistoryEntry(history: Pick<History, 'state' | 'replaceState'>): void {
  const state = history.state as EntryState;
  if (state && typeof state === 'object' && typeof state.key === 'string' && state.key !== '') return;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...(state && typeof state === 'object' ? state : {}), key }, '');
}
