import { LISTENER_NAME_SLOT, STAFF_WELCOME_SLOT, es } from '@sanarte/shared';
import type { ReactNode } from 'react';
import { PageHeader, shellCopy } from '../features/admin';
import { SiteHeader } from '../features/site';
import type { Area, Outline } from './screens';

/**
 * The outline of one path (docs/decisions/028), from its route (app/screens.ts): the area's frame
 * and the page's heading and introduction where they are fixed texts, with the same classes as the
 * area's layout and the page's own heading (the back-office's PageHeader itself), so that the page
 * takes its place without anything moving.
 * `inert` and hidden from assistive technology: nothing in it can be focused or is read out (its
 * heading is not the page's); the page itself is, once it is there.
 */
export function PageOutline({ path, area, outline = {} }: { path: string; area: Area; outline?: Outline }) {
  const { title } = outline;
  // The welcome line as the dashboard shows it, its text left to the server (Outline, app/screens.ts).
  const intro =
    outline.welcome === 'staff' ? (
      <span className="text-night-900">{STAFF_WELCOME_SLOT}</span>
    ) : (
      outline.intro
    );
  const frame = (className: string, children: ReactNode) => (
    <div id="page-outline" data-path={path} inert aria-hidden="true" className={className}>
      {children}
    </div>
  );
  if (area === 'admin') {
    const brand = (
      <span className="flex items-center gap-2 font-display text-xl font-semibold">
        {es.common.brand}
        <span className="rounded-full bg-lavender-200 px-2 py-0.5 font-sans text-xs font-bold text-night-950">
          {shellCopy.title}
        </span>
      </span>
    );
    return frame(
      'surface-light min-h-dvh bg-sand-50 text-night-900 lg:flex',
      <>
        <div className="flex min-h-[4.25rem] items-center bg-night-950 px-4 py-3 text-lavender-50 lg:hidden">
          {brand}
        </div>
        <div className="sticky top-0 hidden h-dvh w-68 shrink-0 bg-night-950 px-3 py-5 text-lavender-50 lg:block">
          <div className="flex min-h-10 items-center px-2">{brand}</div>
        </div>
        <div className="min-w-0 flex-1">
          <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
            {title && <PageHeader title={title} documentTitle="" intro={intro} />}
          </div>
        </div>
      </>,
    );
  }
  return frame(
    'flex min-h-dvh flex-col bg-night-950 text-lavender-50',
    <>
      <SiteHeader account={false} mobileAccount={false} />
      <div className="mx-auto flex w-full max-w-7xl gap-6 px-3 py-4 sm:px-6 sm:py-8 lg:px-8 lg:py-10">
        <div className="hidden w-60 shrink-0 md:block" />
        <div className="min-w-0 flex-1">
          <div className="mb-3 min-h-11 md:hidden" />
          <div className="surface-light min-h-[60vh] rounded-3xl bg-sand-50 px-4 py-6 text-night-900 shadow-2xl shadow-night-950/30 sm:px-8 sm:py-8 lg:px-10 lg:py-10">
            {outline.welcome === 'listener' ? (
              // The welcome page's header (features/panel/pages/welcome-page.tsx): the picture's
              // place, the greeting and the introduction.
              <header className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
                <span className="size-20 shrink-0 rounded-full bg-lavender-200 shadow-md ring-4 ring-white sm:size-24" />
                <div>
                  <h1 className="text-3xl font-semibold text-night-900 sm:text-4xl">
                    {`${title}, `}
                    <span className="text-night-600">{LISTENER_NAME_SLOT}</span>
                  </h1>
                  {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
                  {/* The plan's badge, whose words depend on the account: its place. */}
                  <p className="mt-3 h-7 w-44 rounded-full bg-lavender-100" />
                </div>
              </header>
            ) : (
              title && (
                <header>
                  <h1 className="text-3xl font-semibold text-night-900 sm:text-4xl">{title}</h1>
                  {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
                </header>
              )
            )}
          </div>
        </div>
      </div>
    </>,
  );
}
