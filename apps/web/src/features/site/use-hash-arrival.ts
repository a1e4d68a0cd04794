import { useEffect } from 'react';

/** How long the landing's layout may still move after it opens (plans, figures, deferred sections). */
const SETTLE_MS = 3000;
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * A landing opened at one of its sections (/#download, a link from another page or an e-mail)
 * shows that section. The browser scrolls to it once, before the sections above it have their
 * final height; this keeps it in place while the page settles, until the visitor moves by
 * themselves. Only the address the page opened with counts: later in-page navigation scrolls by
 * itself.
 */
export function useHashArrival(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || typeof ResizeObserver === 'undefined') return;
    const align = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    const observer = new ResizeObserver(align);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
    observer.observe(document.body);
    align();
    return stop;
  }, []);
}
