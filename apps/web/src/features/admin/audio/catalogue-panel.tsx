import { es } from '@sanarte/shared';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { LoadError, LoadingLine } from '../components/list-states';
import { changeControl } from '../components/read-only';
import { audioCopy, fill } from '../content';

/** Rows shown before 'Ver más'. */
export const PREVIEW_ROWS = 5;

type CataloguePanelProps<T> = {
  title: string;
  /** Every item of the list (before search and filters). */
  all: T[] | undefined;
  /** The items after search and filters. */
  visible: T[];
  loading: boolean;
  fetching: boolean;
  error: unknown;
  loadingLabel: string;
  errorFallback: string;
  onRetry: () => void;
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  /** Selects next to the search (Temas and Audios). */
  filters?: ReactNode;
  /** 'Agregar nueva' / 'Agregar nuevo', and the full name of the action. */
  addText: string;
  addLabel: string;
  onAdd: () => void;
  readOnly: boolean;
  emptyText: string;
  noResultsText: string;
  /** The rows as a table (from 768 px) and as cards (below). */
  renderTable: (rows: T[]) => ReactNode;
};

/**
 * One panel of Gestión de Audio: heading, 'Ver más'/'Ver menos', search, filters,
 * the add button, then the table or its empty, no-result, loading and error states.
 */
export function CataloguePanel<T>({
  title,
  all,
  visible,
  loading,
  fetching,
  error,
  loadingLabel,
  errorFallback,
  onRetry,
  search,
  onSearch,
  searchLabel,
  filters,
  addText,
  addLabel,
  onAdd,
  readOnly,
  emptyText,
  noResultsText,
  renderTable,
}: CataloguePanelProps<T>) {
  const headingId = useId();
  const tableId = useId();
  const searchId = useId();
  const [expanded, setExpanded] = useState(false);
  const rows = expanded ? visible : visible.slice(0, PREVIEW_ROWS);

  let body: ReactNode;
  if (loading && !all) body = <LoadingLine label={loadingLabel} />;
  else if (error && !all)
    body = <LoadError message={errorMessage(error, errorFallback)} onRetry={onRetry} busy={fetching} />;
  else if (!all || all.length === 0) body = <EmptyLine text={emptyText} />;
  else if (visible.length === 0) body = <EmptyLine text={noResultsText} />;
  else
    body = (
      <>
        <div id={tableId} className="flex flex-col">
          {renderTable(rows)}
        </div>
        <p className="text-sm text-ink-soft" aria-live="polite">
          {fill(audioCopy.showing, { shown: rows.length, total: visible.length })}
        </p>
      </>
    );

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={fetching}
      className="flex flex-col gap-4 rounded-3xl bg-white/70 p-4 ring-1 ring-night-900/10 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-2">
          <h2 id={headingId} className="font-display text-2xl font-semibold text-night-900">
            {title}
          </h2>
          {all && <span className="text-base font-semibold text-ink-soft">({all.length})</span>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={expanded}
            aria-controls={tableId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? es.admin.showLess : es.admin.showMore}
          </Button>
          <Button size="sm" onClick={onAdd} aria-label={addLabel} {...changeControl(readOnly)}>
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
              <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            {addText}
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-[2_1_16rem] flex-col gap-1.5">
          <label htmlFor={searchId} className="text-sm font-semibold text-night-900">
            {searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={`${audioCopy.search}...`}
            className="min-h-11 w-full rounded-xl border border-night-700/25 bg-white px-4 text-base text-night-950 placeholder:text-ink-soft/80 hover:border-night-700/45"
          />
        </div>
        {filters}
      </div>

      {body}
    </section>
  );
}

function EmptyLine({ text }: { text: string }) {
  return (
    <p className="rounded-2xl bg-white px-5 py-8 text-center text-ink-soft ring-1 ring-night-900/10">
      {text}
    </p>
  );
}

/** Case- and accent-insensitive "contains" for the panels' searches. */
export function matches(query: string, ...fields: (string | undefined)[]): boolean {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim());
  if (!q) return true;
  return fields.some((field) => field !== undefined && fold(field).includes(q));
}

/** A labelled select of the panels' filters. */
export function FilterSelect({
  label,
  value,
  onChange,
  disabled = false,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-[1_1_12rem] flex-col gap-1.5 lg:max-w-64">
      <label htmlFor={id} className="text-sm font-semibold text-night-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="select-chevron min-h-11 w-full appearance-none rounded-xl border border-night-700/25 bg-white px-4 pr-10 text-base text-night-950 hover:border-night-700/45 disabled:opacity-60"
      >
        {children}
      </select>
    </div>
  );
}
