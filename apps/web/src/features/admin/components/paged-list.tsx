import { es } from '@sanarte/shared';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { fill } from '../content';
import { Panel } from './list-layout';
import { EmptyState, ErrorState, LoadingState } from './list-states';
import { Pagination } from './pagination';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A server-paged list's search and paging: the typed search, its debounced value `q` (one request
 * per pause) and the page, which goes back to 1 whenever `filters`, the search or the page size change.
 */
export function usePagedSearch(defaultPageSize: number, filters: readonly unknown[]) {
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const q = useDebouncedValue(search.trim());
  const filterKey = JSON.stringify([q, ...filters, pageSize]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  return { search, setSearch, q, page, pageSize, setPage, setPageSize };
}

type Paging = ReturnType<typeof usePagedSearch>;

/** What the list's query hook returns (RTK Query) for a page of `T`. */
type PageQuery<T> = {
  data?: { data: T[]; total: number; grandTotal: number; totalCapped?: boolean };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

type PagedListProps<T> = {
  /** Names the panel. */
  label: string;
  query: PageQuery<T>;
  paging: Paging;
  /** The buttons above the filters ('Actualizar', 'Exportar CSV', 'Crear …'). */
  actions: ReactNode;
  /** The filters' legend (for screen readers) and their grid. */
  filtersLegend: string;
  filtersClassName: string;
  filters: ReactNode;
  loadingLabel: string;
  /** The English fallback when the server gives no message. */
  errorFallback: string;
  /** 'No … yet' or, with a search or filter on, 'No … match'. */
  emptyText: string;
  /** The rows as a table and as cards (see DataTable). */
  children: (rows: T[], busy: boolean) => ReactNode;
};

/**
 * Clientes, Usuarios CRM and Órdenes: the toolbar and filters, then the rows or their loading,
 * error and empty states, then the paging controls. A failed refresh keeps the rows it had.
 */
export function PagedList<T>({
  label,
  query,
  paging,
  actions,
  filtersLegend,
  filtersClassName,
  filters,
  loadingLabel,
  errorFallback,
  emptyText,
  children,
}: PagedListProps<T>) {
  const { data, isLoading, isFetching, isError, error } = query;
  const retry = () => void query.refetch();
  const failure = isError ? (
    <ErrorState message={errorMessage(error, errorFallback)} onRetry={retry} />
  ) : null;
  let body: ReactNode;
  if (isLoading) body = <LoadingState label={loadingLabel} />;
  else if (isError && !data) body = failure;
  else
    body = (
      <>
        {failure}
        {data && data.data.length === 0 ? (
          <EmptyState>{emptyText}</EmptyState>
        ) : (
          children(data?.data ?? [], isFetching)
        )}
        {data && data.total > 0 && (
          <Pagination
            page={paging.page}
            pageSize={paging.pageSize}
            total={data.total}
            capped={data.totalCapped ?? false}
            onPageChange={paging.setPage}
            onPageSizeChange={paging.setPageSize}
          />
        )}
      </>
    );

  return (
    <Panel label={label}>
      <div className="flex flex-col gap-4 border-b border-night-900/10 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-end gap-2">{actions}</div>
        <fieldset className={filtersClassName}>
          <legend className="sr-only">{filtersLegend}</legend>
          {filters}
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
  const shown = n.toLocaleString('es-ES');
  return fill(es.admin.listCount, {
    n: capped ? fill(es.admin.listCountAtLeast, { n: shown }) : shown,
    total: total.toLocaleString('es-ES'),
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
