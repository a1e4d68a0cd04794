import { es, formatCount } from '@sanarte/shared';
import { useId } from 'react';
import { fill, listCopy } from '../content';
import { ValueOptions } from './options';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: the pages reach only the first `total` rows. */
  capped?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

const navButton =
  'inline-flex min-h-10 items-center justify-center gap-1 rounded-full px-4 text-sm font-semibold text-night-900 ' +
  'ring-1 ring-inset ring-night-700/40 hover:bg-night-900/5 disabled:cursor-not-allowed disabled:opacity-50';

/** Server-side paging controls under a list: previous / next, the page, and the page size. */
export function Pagination({
  page,
  pageSize,
  total,
  capped = false,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={listCopy.pagination}
      className="flex flex-col gap-3 border-t border-night-900/10 px-4 py-3 text-sm text-night-900 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:px-5"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="font-semibold">
          {listCopy.pageSize}
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
          className="select-chevron min-h-10 appearance-none rounded-xl border border-night-700/25 bg-white py-1.5 pl-3 pr-9 text-sm"
        >
          <ValueOptions values={PAGE_SIZES} />
        </select>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <button
          type="button"
          className={navButton}
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label={listCopy.previousPage}
        >
          <span aria-hidden="true">‹</span>
          <span className="hidden sm:inline">Anterior</span>
        </button>
        <span aria-live="polite" className="whitespace-nowrap font-semibold">
          {listCopy.page(Math.min(page, pages), pages)}
        </span>
        <button
          type="button"
          className={navButton}
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pages}
          aria-label={listCopy.nextPage}
        >
          <span className="hidden sm:inline">Siguiente</span>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {capped && (
        <p className="text-night-700 sm:basis-full sm:order-last">
          {fill(es.admin.listCapped, { n: formatCount(total) })}
        </p>
      )}
    </nav>
  );
}
