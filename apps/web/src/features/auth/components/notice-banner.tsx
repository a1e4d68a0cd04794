import type { ReactNode } from 'react';

/** A light banner above the page: a title, a line of text and one action (the session notices). */
export function NoticeBanner({
  id,
  title,
  text,
  action,
  alert = false,
}: {
  /** The title's id (the banner is named by it). */
  id: string;
  title: string;
  text: string;
  action: ReactNode;
  /** Announced at once (role="alert"). */
  alert?: boolean;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-8">
      <section
        role={alert ? 'alert' : undefined}
        aria-labelledby={id}
        className="surface-light flex flex-col items-start gap-4 rounded-3xl bg-sand-50 p-5 text-night-900 shadow-xl shadow-night-950/30 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div>
          <h2 id={id} className="text-xl font-semibold sm:text-2xl">
            {title}
          </h2>
          <p className="mt-1 text-ink-soft">{text}</p>
        </div>
        {action}
      </section>
    </div>
  );
}
