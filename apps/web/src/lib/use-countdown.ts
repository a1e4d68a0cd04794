import { useEffect, useRef, useState } from 'react';

/**
 * Counts down whole seconds while `active`, then calls `onDone` once. Returns the seconds left.
 * Used by the 3-second redirects.
 */
export function useCountdown(active: boolean, totalMs: number, onDone: () => void): number {
  const total = Math.ceil(totalMs / 1000);
  const [left, setLeft] = useState(total);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!active) {
      setLeft(total);
      return;
    }
    const started = Date.now();
    const tick = window.setInterval(() => {
      setLeft(Math.max(0, total - Math.floor((Date.now() - started) / 1000)));
    }, 250);
    const finish = window.setTimeout(() => done.current(), totalMs);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(finish);
    };
  }, [active, total, totalMs]);

  return left;
}
