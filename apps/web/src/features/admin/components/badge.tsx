import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'amber' | 'red' | 'blue' | 'yellow' | 'lavender' | 'gray' | 'night';

/** Text on tinted backgrounds, all ≥ 4.5:1. */
const tones: Record<BadgeTone, string> = {
  green: 'bg-[#e3f4ea] text-[#1b5e40] ring-[#1b5e40]/20',
  amber: 'bg-[#fdf0dc] text-[#8a4b08] ring-[#8a4b08]/20',
  red: 'bg-danger-soft text-danger ring-danger/25',
  blue: 'bg-[#e3efff] text-[#1d4ed8] ring-[#1d4ed8]/20',
  yellow: 'bg-[#fff6c2] text-[#6b4e00] ring-[#6b4e00]/25',
  lavender: 'bg-lavender-100 text-night-700 ring-night-700/15',
  gray: 'bg-night-900/5 text-ink-soft ring-night-900/10',
  night: 'bg-night-700 text-lavender-50 ring-night-700',
};

export function Badge({
  tone = 'gray',
  children,
  className = '',
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
