import type { ReactNode } from 'react';

/**
 * First focusable elements of the page: jumps to the main content (or, `scroll` false, moves the
 * focus without scrolling: to what is pinned on screen, as the player).
 */
export function SkipLink({
  targetId,
  scroll = true,
  children,
}: {
  targetId: string;
  scroll?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus({ preventScroll: !scroll });
        if (scroll) target.scrollIntoView({ block: 'start' });
      }}
      className="sr-only z-50 rounded-full bg-accent-400 px-5 py-3 font-semibold text-night-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {children}
    </a>
  );
}
