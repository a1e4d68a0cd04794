import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';

/** The heading of a back-office screen (the page's one h1) and its intro line. */
export function PageHeader({
  title,
  documentTitle,
  intro,
  status,
  actions,
}: {
  title: string;
  documentTitle: string;
  intro?: ReactNode;
  /**
   * A line under the introduction whose words come later (the list's count): its own line, so the
   * fixed introduction painted from the page's outline does not change when it comes.
   */
  status?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-display text-3xl font-semibold text-night-900 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-2 max-w-2xl text-ink-soft">{intro}</p>}
        {status && <p className="mt-1 text-ink-soft">{status}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </header>
  );
}
