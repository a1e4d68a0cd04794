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

/** Whether the signed-in user may change records (admin; crmUser is read-only: DESIGN.md §6). */
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
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="overflow-x-auto">
      {children}
    </section>
  );
}

export const tableClass = 'w-full min-w-[46rem] border-collapse text-left text-sm';
export const thClass =
  'whitespace-nowrap border-b border-night-900/10 bg-sand-50 px-4 py-3 text-xs font-bold uppercase tracking-wide text-ink-soft';
export const tdClass = 'border-b border-night-900/5 px-4 py-3 align-middle';

/** Small outline buttons of table rows and toolbars. */
export const smallButton =
  'inline-flex min-h-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3.5 text-sm font-semibold ' +
  'text-night-900 ring-1 ring-inset ring-night-700/40 transition-colors hover:bg-night-900/5 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent';
export const smallDangerButton =
  'inline-flex min-h-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3.5 text-sm font-semibold ' +
  'text-danger ring-1 ring-inset ring-danger/40 transition-colors hover:bg-danger-soft ' +
  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent';
