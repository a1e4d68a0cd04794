import { es, formatDateTime, formatMoney, PAYMENT_STATUSES, type PaymentStatus } from '@sanarte/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import {
  DEFAULT_PAYMENT_RECORDS_ARGS,
  type PaymentRecord,
  type PaymentRecordsArgs,
  useListPaymentRecordsQuery,
} from '../api/payments';
import { FilterSelect, RefreshButton, SearchField } from '../people/controls';
import { countOfTotal, fullName, initialsOf } from '../people/format';
import { EyeIcon } from '../people/icons';
import { AdminPage, Panel, smallButton, TableRegion, tableClass, tdClass, thClass } from '../people/layout';
import { EmptyState, ErrorState, LoadingState } from '../people/list-states';
import { Pagination } from '../people/pagination';
import { useDebouncedValue } from '../people/use-debounced-value';
import { ordersCopy as copy } from './content';
import { PaymentDetailDialog } from './payment-detail-dialog';
import { PaymentStatusBadge, paymentStatusLabel } from './payment-status';

/** Órdenes (seed 001 §2): the payment records, searched, filtered and paged on the server. */
export function OrdersPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | PaymentStatus>('');
  const [pageSize, setPageSize] = useState(DEFAULT_PAYMENT_RECORDS_ARGS.pageSize ?? 20);
  const q = useDebouncedValue(search.trim());

  const filterKey = JSON.stringify([q, status, pageSize]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });

  const args: PaymentRecordsArgs = {
    ...DEFAULT_PAYMENT_RECORDS_ARGS,
    page,
    pageSize,
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
  };
  const { data, isLoading, isFetching, isError, error, refetch } = useListPaymentRecordsQuery(args);
  const [detail, setDetail] = useState<PaymentRecord | null>(null);
  const filtered = Boolean(search.trim() || status);

  return (
    <AdminPage
      title={es.admin.menuOrders}
      intro={
        <span aria-live="polite">
          <span>{es.admin.ordersHeader}</span>
          {data && (
            <>
              {' · '}
              <span className="font-semibold text-night-900">
                {countOfTotal(data.total, data.grandTotal)}
              </span>
            </>
          )}
        </span>
      }
    >
      <Panel label={copy.tableLabel}>
        <div className="flex flex-col gap-4 border-b border-night-900/10 p-4 sm:p-5">
          <div className="flex flex-wrap items-center justify-end gap-2">
            <RefreshButton onClick={refetch} busy={isFetching} />
          </div>
          <fieldset className="grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
            <legend className="sr-only">{copy.filters}</legend>
            <SearchField
              label={copy.searchLabel}
              placeholder={copy.searchPlaceholder}
              value={search}
              onChange={setSearch}
            />
            <FilterSelect
              label={copy.statusLabel}
              value={status}
              onChange={(e) => setStatus(e.target.value as '' | PaymentStatus)}
            >
              <option value="">{copy.allStatuses}</option>
              {PAYMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {paymentStatusLabel(s)}
                </option>
              ))}
            </FilterSelect>
            {filtered && (
              <button
                type="button"
                className={smallButton}
                onClick={() => {
                  setSearch('');
                  setStatus('');
                }}
              >
                {copy.clearFilters}
              </button>
            )}
          </fieldset>
        </div>

        {isLoading ? (
          <LoadingState label={es.admin.ordersLoading} />
        ) : isError && !data ? (
          <ErrorState message={errorMessage(error, es.admin.fetchPaymentRecordsFailedEn)} onRetry={refetch} />
        ) : (
          <>
            {isError && (
              <ErrorState
                message={errorMessage(error, es.admin.fetchPaymentRecordsFailedEn)}
                onRetry={refetch}
              />
            )}
            {data && data.data.length === 0 ? (
              <EmptyState>{filtered ? es.admin.ordersNoMatch : es.admin.ordersEmpty}</EmptyState>
            ) : (
              <TableRegion label={copy.tableLabel}>
                <table className={tableClass} aria-busy={isFetching || undefined}>
                  <caption className="sr-only">{copy.tableLabel}</caption>
                  <thead>
                    <tr>
                      {Object.values(copy.columns).map((column) => (
                        <th key={column} scope="col" className={thClass}>
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className={isFetching ? 'opacity-60 transition-opacity' : ''}>
                    {data?.data.map((record) => (
                      <OrderRow key={record._id} record={record} onDetail={() => setDetail(record)} />
                    ))}
                  </tbody>
                </table>
              </TableRegion>
            )}
            {data && data.total > 0 && (
              <Pagination
                page={page}
                pageSize={pageSize}
                total={data.total}
                onPageChange={setPage}
                onPageSizeChange={setPageSize}
              />
            )}
          </>
        )}
      </Panel>
      <PaymentDetailDialog record={detail} onOpenChange={(open) => !open && setDetail(null)} />
    </AdminPage>
  );
}

function OrderRow({ record, onDetail }: { record: PaymentRecord; onDetail: () => void }) {
  const name = fullName(record.user) || record.user.email;
  return (
    <tr className="hover:bg-sand-50/60">
      <td className={tdClass}>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-lavender-200 text-sm font-bold text-night-900"
          >
            {initialsOf(record.user)}
          </span>
          <div className="flex min-w-0 flex-col">
            <span className="font-semibold">{name}</span>
            <span className="break-all text-xs text-ink-soft">{record.user.email}</span>
          </div>
        </div>
      </td>
      <td className={tdClass}>{record.plan?.name ?? copy.notAvailable}</td>
      <td className={`${tdClass} whitespace-nowrap font-semibold`}>
        {formatMoney(record.amount, record.currency || 'USD')}
      </td>
      <td className={tdClass}>
        <PaymentStatusBadge status={record.status} />
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
      </td>
      <td className={tdClass}>
        <button type="button" className={smallButton} onClick={onDetail}>
          <EyeIcon />
          {es.admin.ordersViewDetails}
          <span className="sr-only"> {copy.ofOrder(name)}</span>
        </button>
      </td>
    </tr>
  );
}
