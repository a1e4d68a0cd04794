import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import { ReadOnlyNotice, useReadOnly } from './read-only';

type PageProps = {
  title: string;
  /** A line under the title (e.g. the welcome line, or the list's count). */
  intro?: ReactNode;
  /** A line under the introduction whose words come later (PageHeader). */
  status?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A back-office list screen: the shell's page heading, the 'Solo lectura' hint for crmUser, then the content. */
export function AdminPage({ title, intro, status, actions, children }: PageProps) {
  const readOnly = useReadOnly();
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={title}
        documentTitle={`Sanarte | ${title}`}
        intro={intro}
        status={status}
        actions={actions}
      />
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
