import type { ReactNode } from 'react';

/** The small pill above a page's main heading on a night background (the landing's hero, /app). */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/5 px-4 py-1.5 text-sm font-bold tracking-wide text-sky-200 ring-1 ring-inset ring-white/10">
      {children}
    </p>
  );
}
