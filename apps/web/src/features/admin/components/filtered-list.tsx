import { es, formatCount } from '@sanarte/shared';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { fill, listCopy } from '../content';
import { CheckboxField, ClearFiltersButton, FilterSelect, RefreshButton, SearchField } from './list-controls';
import { Panel } from './list-layout';
import { EmptyState, ErrorState, LoadingState } from './list-states';
import { Pagination } from './pagination';

/** A list's filters by name: a select's choice ('' for all) or a checkbox. */
export type Filters = Record<string, string | boolean>;
/** The names of the filters of `F` whose values are `V` (selects: string, checkboxes: boolean). */
type NamesOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F];
/** The filters that are set, as the request carries them ('' and false leave it out). */
type SetFilters<F> = { [K in keyof F]?: Exclude<F[K], '' | false> };

/**
 * A server-paged list's state: the typed search, its debounced value (one request per pause), the
 * filters and the page, which goes back to 1 whenever the search, a filter or the page size changes.
 * `args` is what the list's query asks the server for.
 */
export function useFilteredList<F extends Filters>(initial: F, defaultPageSize = 20) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState(initial);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const q = useDebouncedValue(search.trim());
  const key = JSON.stringify([q, filters, pageSize]);
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const set = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== '' && value !== false),
  ) as SetFilters<F>;
  return {
    search,
    setSearch,
    filters,
    setFilter: <K extends keyof F>(name: K, value: F[K]) => setFilters((f) => ({ ...f, [name]: value })),
    page,
    setPage: (next: number) => setPaging({ key, page: next }),
    pageSize,
    setPageSize,
    /** A search or a filter is on: the empty list says nothing matched, not that there is nothing. */
    filtered: Boolean(search.trim()) || Object.keys(set).length > 0,
    clear: () => {
      setSearch('');
      setFilters(initial);
    },
    args: { page, pageSize, ...(q ? { q } : {}), ...set },
  };
}

export type FilteredListState<F extends Filters> = ReturnType<typeof useFilteredList<F>>;

/** What the list's query hook returns (RTK Query) for a page of `T`. */
type PageQuery<T> = {
  data?: { data: T[]; total: number; grandTotal: number; totalCapped?: boolean };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/** A select of the filter bar: its label, the first option (everything) and the choices. */
export type SelectFilter<F> = {
  name: NamesOf<F, string>;
  label: string;
  all: string;
  choices: readonly string[];
  labelOf(choice: string): string;
};

/**
 * A list's 'Estado' select (Órdenes, Mensajes): its copy's `statusLabel` and `allStatuses`, the
 * statuses and their labels.
 */
export function statusSelect<F extends { status: string }, S extends string>(
  copy: { statusLabel: string; allStatuses: string },
  choices: readonly S[],
  labelOf: (status: S) => string,
): SelectFilter<F> {
  return {
    // F has a string 'status', which the generic F hides from the names' type.
    name: 'status' as SelectFilter<F>['name'],
    label: copy.statusLabel,
    all: copy.allStatuses,
    choices,
    labelOf: labelOf as (choice: string) => string,
  };
}

/** A checkbox of the filter bar. */
export type CheckFilter<F> = { name: NamesOf<F, boolean>; label: string };

/** A list screen's texts (its copy module has them under these names). */
export type ListTexts = {
  /** Names the panel, the table and the cards. */
  tableLabel: string;
  /** The filters' legend (for screen readers). */
  filters: string;
  searchLabel: string;
  searchPlaceholder: string;
  loading: string;
  /** 'No … yet', and 'No … match' with a search or filter on. */
  empty: string;
  noMatch: string;
};

export type FilteredListProps<T, F extends Filters> = {
  texts: ListTexts;
  list: FilteredListState<F>;
  query: PageQuery<T>;
  /** Buttons after 'Actualizar' ('Exportar CSV', 'Crear …'). */
  actions?: ReactNode;
  selects?: readonly SelectFilter<F>[];
  checks?: readonly CheckFilter<F>[];
  /** When the server gives no message (the spec's English one on the spec's screens). */
  errorFallback: string;
  /** The rows as a table and as cards (see DataTable). */
  children: (rows: T[], busy: boolean) => ReactNode;
};

/**
 * The back-office's searched lists (Clientes, Usuarios CRM, Órdenes, Mensajes): 'Actualizar' and the
 * screen's buttons, the search and the filters, then the rows or their loading, error and empty
 * states, then the paging controls. A failed refresh keeps the rows it had. Checkboxes share a row
 * with 'Limpiar filtros', which stays there (the spec's Clientes); without checkboxes the button
 * appears once something is filtered.
 */
export function FilteredList<T, F extends Filters>({
  texts,
  list,
  query,
  actions,
  selects = [],
  checks = [],
  errorFallback,
  children,
}: FilteredListProps<T, F>) {
  const { data, isLoading, isFetching, isError, error } = query;
  const retry = () => void query.refetch();
  const failure = isError ? (
    <ErrorState message={errorMessage(error, errorFallback)} onRetry={retry} />
  ) : null;
  let body: ReactNode;
  if (isLoading) body = <LoadingState label={texts.loading} />;
  else if (isError && !data) body = failure;
  else
    body = (
      <>
        {failure}
        {data && data.data.length === 0 ? (
          <EmptyState>{list.filtered ? texts.noMatch : texts.empty}</EmptyState>
        ) : (
          children(data?.data ?? [], isFetching)
        )}
        {data && data.total > 0 && (
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            total={data.total}
            capped={data.totalCapped ?? false}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        )}
      </>
    );

  const clear = <ClearFiltersButton label={listCopy.clearFilters} onClick={list.clear} />;
  return (
    <Panel label={texts.tableLabel}>
      <div className="flex flex-col gap-4 border-b border-night-900/10 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-end gap-2">
          <RefreshButton onClick={query.refetch} busy={isFetching} />
          {actions}
        </div>
        <fieldset
          className={
            checks.length > 0
              ? 'grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]'
              : 'grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]'
          }
        >
          <legend className="sr-only">{texts.filters}</legend>
          <SearchField
            label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            value={list.search}
            onChange={list.setSearch}
          />
          {selects.map((select) => (
            <FilterSelect
              key={String(select.name)}
              label={select.label}
              value={list.filters[select.name] as string}
              onChange={(e) => list.setFilter(select.name, e.target.value as F[typeof select.name])}
            >
              <option value="">{select.all}</option>
              {select.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {select.labelOf(choice)}
                </option>
              ))}
            </FilterSelect>
          ))}
          {checks.length > 0 ? (
            <div className="flex flex-wrap items-end gap-x-5 gap-y-1 md:col-span-2 lg:col-span-1">
              {checks.map((check) => (
                <CheckboxField
                  key={String(check.name)}
                  small
                  label={check.label}
                  checked={list.filters[check.name] as boolean}
                  onChange={(e) => list.setFilter(check.name, e.target.checked as F[typeof check.name])}
                />
              ))}
              {clear}
            </div>
          ) : (
            list.filtered && clear
          )}
        </fieldset>
      </div>
      {body}
    </Panel>
  );
}

/**
 * 'N de M total': the filtered count out of the whole list; 'más de N de M total' when the server
 * stopped counting a search at N.
 */
export const countOfTotal = (n: number, total: number, capped = false) => {
  const shown = formatCount(n);
  return fill(es.admin.listCount, {
    n: capped ? fill(es.admin.listCountAtLeast, { n: shown }) : shown,
    total: formatCount(total),
  });
};

type Counted = { total: number; grandTotal: number; totalCapped?: boolean };

/**
 * 'N de M total', announced when it changes (the intro line of a list screen). A line tall before
 * the count arrives: the screen paints before its rows, and the list below must not move down.
 */
export function ListCount({ data }: { data?: Counted }) {
  return (
    <span aria-live="polite" className="inline-block min-h-6 font-semibold text-night-900">
      {data ? countOfTotal(data.total, data.grandTotal, data.totalCapped) : null}
    </span>
  );
}
