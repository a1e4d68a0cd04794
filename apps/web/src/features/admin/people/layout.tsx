import type { ReactNode } from 'react';
import { PageHeader } from '../components/page-header';
import { ReadOnlyNotice, useReadOnly } from '../components/read-only';

type PageProps = {
  title: string;
  /** A line under the title (e.g. the welcome line, or the list's count). */
  intro?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A people screen: the shell's page heading, the 'Solo lectura' hint for crmUser, then the content. */
export function AdminPage({ title, intro, actions, children }: PageProps) {
  const readOnly = useReadOnly();
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={title} documentTitle={`Sanarte | ${title}`} intro={intro} actions={actions} />
      <ReadOnlyNotice readOnly={readOnly} />
      {children}
    </div>
  );
}

/** Whether the signed-in user may change records (admin; crmUser is read-only). */
export const useCanManage = () => !useReadOnly();

/** A white card on the page. */
export function Panel({
  children,
  className = '',
  labelledBy,
  label,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
  label?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      aria-label={label}
      className={`rounded-3xl bg-white text-night-900 shadow-sm shadow-night-950/5 ring-1 ring-night-900/10 ${className}`}
    >
      {children}
    </section>
  );
}

/** A wide table scrolls sideways inside its own focusable region on small screens. */
export function TableRegion({
  label,
  children,
  className = 'hidden xl:block',
}: {
  label: string;
  children: ReactNode;
  /** Tables show from 1280 px; smaller screens get the list as cards (`CardList`). */
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}

/** The list as cards below 1280 px (one column on phones, two on tablets); the table shows above. */
export function CardList({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className={`grid gap-3 p-4 sm:grid-cols-2 sm:p-5 xl:hidden ${busy ? 'opacity-60 transition-opacity' : ''}`}
    >
      {children}
    </ul>
  );
}

/** One card of a `CardList`. */
export function Card({ children }: { children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-sand-50 p-4 ring-1 ring-night-900/10">{children}</li>
  );
}

/** A labelled value of a card. */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-bold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export const tableClass = 'w-full min-w-[52rem] border-collapse text-left text-sm';
export const thClass =
  'whitespace-nowrap border-b border-night-900/10 bg-sand-50 px-3 py-3 text-xs font-bold uppercase tracking-wide text-ink-soft';
export const tdClass = 'border-b border-night-900/5 px-3 py-3 align-middle';

/** Compact outline buttons of table rows (36 px high). */
export const rowButton =
  'inline-flex min-h-9 items-center justify-center whitespace-nowrap rounded-full px-3 text-[0.8125rem] font-semibold ' +
  'text-night-900 ring-1 ring-inset ring-night-700/40 transition-colors hover:bg-night-900/5 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent';
export const rowDangerButton =
  'inline-flex min-h-9 items-center justify-center whitespace-nowrap rounded-full px-3 text-[0.8125rem] font-semibold ' +
  'text-danger ring-1 ring-inset ring-danger/40 transition-colors hover:bg-danger-soft ' +
  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent';

/** Small outline buttons of toolbars and cards. */
export const smallButton =
  'inline-flex min-h-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3.5 text-sm font-semibold ' +
  'text-night-900 ring-1 ring-inset ring-night-700/40 transition-colors hover:bg-night-900/5 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent';
export const smallDangerButton =
  'inline-flex min-h-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3.5 text-sm font-semibold ' +
  'text-danger ring-1 ring-inset ring-danger/40 transition-colors hover:bg-danger-soft ' +
  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent';
