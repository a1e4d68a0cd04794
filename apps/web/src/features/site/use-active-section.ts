import { useEffect, useState } from 'react';

/** The reading line: a section is "in view" while it crosses this fraction of the viewport. */
const LINE = 0.35;

/** The id among `ids` whose element crosses the reading line, or null. Pure: for tests. */
export function sectionAtLine(
  ids: readonly string[],
  boxOf: (id: string) => { top: number; bottom: number } | null,
  viewportHeight: number,
): string | null {
  const line = viewportHeight * LINE;
  return (
    ids.find((id) => {
      const box = boxOf(id);
      return box !== null && box.top <= line && box.bottom > line;
    }) ?? null
  );
}

/**
 * Scroll-spy of the landing's header: which of its sections the visitor is reading. Only while
 * `enabled` (on the landing): anywhere else nothing is highlighted. Elements are looked up on
 * every check (the landing's lower sections may be rendered afresh), at most once a frame.
 */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const boxOf = (id: string) => document.getElementById(id)?.getBoundingClientRect() ?? null;
      setActive(sectionAtLine(ids, boxOf, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled, ids]);

  return enabled ? active : null;
}
