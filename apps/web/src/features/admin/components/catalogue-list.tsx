import { es, matchesSearch } from '@sanarte/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { audioCopy, catalogueCopy, fill } from '../content';
import { Badge } from './badge';
import { type Column, DataTable } from './data-table';
import { SearchField } from './list-controls';
import { EmptyState, LoadError, LoadingLine } from './list-states';
import { changeControl } from './read-only';

/** Rows shown before 'Ver más'. */
export const PREVIEW_ROWS = 5;

export type CatalogueKind = keyof typeof catalogueCopy;

/** The item a row's switch or 'Eliminar' acts on (see StatusToggleDialog and DeleteItemDialog). */
export type CatalogueTarget = { kind: CatalogueKind; id: string; name: string; isActive: boolean };

/** What each panel of Gestión de Audio gets from the page. */
export type CataloguePanelProps = {
  readOnly: boolean;
  onToggle: (target: CatalogueTarget) => void;
  onDelete: (target: CatalogueTarget) => void;
};

/** The list's query (RTK Query): the whole list, filtered and searched in the browser. */
type CatalogueQuery<T> = {
  data?: T[];
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
};

type CatalogueListProps<T> = CataloguePanelProps & {
  kind: CatalogueKind;
  query: CatalogueQuery<T>;
  /** Whether an item is shown for the search typed and the panel's filters (see `matches`). */
  shows: (item: T, search: string) => boolean;
  /** Selects next to the search (Temas and Audios). */
  filters?: ReactNode;
  /** Opens the item's form: the item to edit, or null for a new one. */
  onForm: (item: T | null) => void;
  /** The item's id, name (or title) and state. */
  identify: (item: T) => { id: string; name: string; isActive: boolean };
  cover: (item: T) => ReactNode;
  /** The name column's header ('Nombre' or 'Título') and, when it shows more than the name, its cell. */
  nameHeader: string;
  nameCell?: (item: T) => ReactNode;
  /** The columns between the name and the state. */
  columns: Column<T>[];
  /** The state when it says more than 'Activo' or 'Inactivo' (an audio's 'Programada'); null for those. */
  status?: (item: T) => ReactNode;
  /** The same details on a phone's card, under the name. */
  details: (item: T) => ReactNode;
  /** The table's minimum width before it scrolls sideways in its frame. */
  minWidth?: string;
};

/**
 * One panel of Gestión de Audio: heading and count, 'Ver más'/'Ver menos', the add button, search
 * and filters, then the rows (a table from 768 px, cards below) or their empty, no-result, loading
 * and error states. Each row: cover, name, the panel's columns, state, the 'Activo' switch, and
 * 'Editar' / 'Eliminar' named after the item.
 */
export function CatalogueList<T>({
  kind,
  query,
  shows,
  filters,
  onForm,
  readOnly,
  onToggle,
  onDelete,
  identify,
  cover,
  nameHeader,
  nameCell,
  columns,
  status: statusOf,
  details,
  minWidth,
}: CatalogueListProps<T>) {
  const copy = catalogueCopy[kind];
  const headingId = useId();
  const tableId = useId();
  const [expanded, setExpanded] = useState(false);
  const [search, setSearch] = useState('');
  const all = query.data;
  const visible = (all ?? []).filter((item) => shows(item, search));
  const rows = expanded ? visible : visible.slice(0, PREVIEW_ROWS);

  const target = (item: T): CatalogueTarget => ({ kind, ...identify(item) });
  const status = (item: T) => statusOf?.(item) ?? <StatusBadge active={identify(item).isActive} />;
  const toggle = (item: T) => (
    <ActiveSwitch
      name={identify(item).name}
      active={identify(item).isActive}
      readOnly={readOnly}
      onToggle={() => onToggle(target(item))}
    />
  );
  const actions = (item: T) => (
    <RowActions
      name={identify(item).name}
      readOnly={readOnly}
      onEdit={() => onForm(item)}
      onDelete={() => onDelete(target(item))}
    />
  );

  let body: ReactNode;
  if (query.isLoading && !all) body = <LoadingLine label={copy.loading} />;
  else if (query.error && !all)
    body = (
      <LoadError
        message={errorMessage(query.error, es.admin.preloadFailedEn)}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  else if (!all || all.length === 0) body = <EmptyState boxed>{copy.empty}</EmptyState>;
  else if (visible.length === 0) body = <EmptyState boxed>{copy.noResults}</EmptyState>;
  else
    body = (
      <>
        <div id={tableId} className="flex flex-col">
          <DataTable
            look="catalogue"
            label={copy.title}
            regionLabel={fill(audioCopy.tableLabel, { name: copy.title })}
            minWidth={minWidth}
            rows={rows}
            rowKey={(item) => identify(item).id}
            columns={[
              { header: audioCopy.colCover, cell: cover },
              {
                header: nameHeader,
                cell: nameCell ?? ((item) => identify(item).name),
                rowHeader: true,
                cellClassName: 'font-semibold text-night-900',
              },
              ...columns,
              { header: audioCopy.colStatus, cell: status },
              { header: audioCopy.colActive, cell: toggle },
              { header: audioCopy.colActions, cell: actions },
            ]}
            card={(item) => (
              <>
                <div className="flex min-w-0 items-start gap-3">
                  {cover(item)}
                  <div className="flex min-w-0 flex-1 flex-col items-start gap-1 [overflow-wrap:anywhere]">
                    <h3 className="font-semibold text-night-900">{identify(item).name}</h3>
                    {details(item)}
                    {status(item)}
                  </div>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-night-900/10 pt-3">
                  <span className="flex items-center gap-2 text-sm font-semibold text-night-900">
                    <span aria-hidden="true">{audioCopy.colActive}</span>
                    {toggle(item)}
                  </span>
                  {actions(item)}
                </div>
              </>
            )}
          />
        </div>
        <p className="text-sm text-ink-soft" aria-live="polite">
          {fill(audioCopy.showing, { shown: rows.length, total: visible.length })}
        </p>
      </>
    );

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isFetching}
      className="flex flex-col gap-4 rounded-3xl bg-white/70 p-4 ring-1 ring-night-900/10 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-2">
          <h2 id={headingId} className="font-display text-2xl font-semibold text-night-900">
            {copy.title}
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
          <Button
            size="sm"
            onClick={() => onForm(null)}
            aria-label={copy.addLabel}
            {...changeControl(readOnly)}
          >
            <Plus aria-hidden="true" className="size-4" strokeWidth={2.2} />
            {copy.addText}
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          label={copy.search}
          value={search}
          onChange={setSearch}
          placeholder={`${audioCopy.search}...`}
          className="flex-[2_1_16rem]"
        />
        {filters}
      </div>

      {body}
    </section>
  );
}

/**
 * The panels' searches: every word typed found in one of the fields, accents and capitals aside
 * (the same search as the listener's library, `matchesSearch`).
 */
export function matches(query: string, ...fields: (string | undefined)[]): boolean {
  return matchesSearch(query, fields);
}

/** The filter selects' share of the row next to the search. */
export const filterWidth = 'flex-[1_1_12rem] lg:max-w-64';

/** The status badge: 'Activo' or 'Inactivo'. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? 'green' : 'gray'}>{active ? es.admin.statusActive : es.admin.statusInactive}</Badge>
  );
}

/** The active toggle: a switch whose state is the item's isActive. */
function ActiveSwitch({
  name,
  active,
  readOnly,
  onToggle,
}: {
  name: string;
  active: boolean;
  readOnly: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={fill(audioCopy.activeSwitch, { name })}
      onClick={onToggle}
      {...changeControl(readOnly)}
      className="group inline-flex min-h-10 items-center disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-6 w-11 rounded-full transition-colors ${
          active ? 'bg-night-600' : 'bg-night-900/25'
        }`}
      >
        <span
          className={`absolute left-0 top-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
            active ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
    </button>
  );
}

const iconButton =
  'grid size-10 place-items-center rounded-full ring-1 ring-inset ring-night-900/15 transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** Editar and Eliminar of one row, named after the item. */
function RowActions({
  name,
  readOnly,
  onEdit,
  onDelete,
}: {
  name: string;
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={onEdit}
        aria-label={fill(audioCopy.editNamed, { name })}
        {...changeControl(readOnly)}
        className={`${iconButton} text-night-700 hover:bg-night-900/5`}
      >
        <Pencil aria-hidden="true" className="size-5" strokeWidth={1.8} />
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={fill(audioCopy.deleteNamed, { name })}
        {...changeControl(readOnly)}
        className={`${iconButton} text-danger hover:bg-danger-soft`}
      >
        <Trash2 aria-hidden="true" className="size-5" strokeWidth={1.8} />
      </button>
    </div>
  );
}
