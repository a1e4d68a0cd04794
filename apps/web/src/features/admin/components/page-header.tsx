import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';

/** The heading of a back-office screen (the page's one h1) and its intro line. */
export function PageHeader({
  title,
  documentTitle,
  intro,
  actions,
}: {
  title: string;
  documentTitle: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-display text-3xl font-semibold text-night-900 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-2 max-w-2xl text-ink-soft">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </header>
  );
}
