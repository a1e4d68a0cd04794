import type { ReactNode } from 'react';
import { Glow } from '../../../components/ui/glow';

type StatusCardProps = {
  title: string;
  children: ReactNode;
  icon?: ReactNode;
};

/**
 * The frame of the purchase and confirmation screens: a light card centred on the night
 * background, with a decorative icon above the title.
 */
export function StatusCard({ title, children, icon }: StatusCardProps) {
  return (
    <div className="relative isolate overflow-hidden px-4 py-12 sm:px-8 sm:py-20">
      <Glow className="bg-[radial-gradient(44rem_30rem_at_50%_-10%,rgba(139,120,214,0.28),transparent_70%),radial-gradient(30rem_22rem_at_100%_100%,rgba(111,179,226,0.12),transparent_70%)]" />
      <div className="surface-light mx-auto w-full max-w-lg rounded-3xl bg-sand-50 px-6 py-10 text-center text-night-900 shadow-2xl shadow-night-950/40 sm:px-10">
        {icon && <div className="mx-auto mb-6 grid size-16 place-items-center">{icon}</div>}
        <h1 className="text-2xl font-semibold text-night-900 sm:text-3xl">{title}</h1>
        <div className="mt-5 flex flex-col items-center gap-5 text-ink-soft">{children}</div>
      </div>
    </div>
  );
}

export function SpinnerIcon() {
  return (
    <span
      aria-hidden="true"
      className="size-12 animate-spin rounded-full border-4 border-lavender-300 border-r-night-600 motion-reduce:animate-none"
    />
  );
}

export function SuccessIcon() {
  return (
    <svg viewBox="0 0 64 64" className="size-16" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#edf7f1" stroke="#2f7d5b" strokeWidth="3" />
      <path
        d="M20 33l8 8 16-18"
        fill="none"
        stroke="#1f6b4a"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ErrorIcon() {
  return (
    <svg viewBox="0 0 64 64" className="size-16" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#fff5f4" stroke="#b42318" strokeWidth="3" />
      <path d="M32 18v18M32 44v2" stroke="#b42318" strokeWidth="4.5" strokeLinecap="round" />
    </svg>
  );
}
