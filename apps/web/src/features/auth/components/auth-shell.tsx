import type { ReactNode } from 'react';

type AuthShellProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  width?: 'md' | 'lg';
};

/** The frame of the sign-in screens: a light card on the night background, centred. */
export function AuthShell({ title, intro, children, width = 'md' }: AuthShellProps) {
  return (
    <div className="relative isolate overflow-hidden px-4 py-10 sm:px-8 sm:py-16 lg:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(44rem_30rem_at_50%_-10%,rgba(139,120,214,0.28),transparent_70%),radial-gradient(30rem_22rem_at_100%_100%,rgba(111,179,226,0.12),transparent_70%)]"
      />
      <div
        className={`surface-light mx-auto w-full rounded-3xl bg-sand-50 px-5 py-8 text-night-900 shadow-2xl shadow-night-950/40 sm:px-10 sm:py-10 ${
          width === 'lg' ? 'max-w-xl' : 'max-w-md'
        }`}
      >
        <h1 className="text-3xl font-semibold text-night-900 sm:text-[2.1rem]">{title}</h1>
        {intro && <div className="mt-3 text-ink-soft">{intro}</div>}
        <div className="mt-7">{children}</div>
      </div>
    </div>
  );
}

/** A text link on the light card. */
export const cardLink =
  'font-semibold text-night-600 underline decoration-night-600/40 underline-offset-4 hover:decoration-night-600';
