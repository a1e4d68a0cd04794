import { PAYMENT_STATUSES, type PaymentStatus, es } from '@sanarte/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import {
  DEFAULT_PAYMENT_RECORDS_ARGS,
  type PaymentRecord,
  type PaymentRecordsArgs,
  useListPaymentRecordsQuery,
} from '../api/payments';
import { FilterSelect, RefreshButton, SearchField } from '../people/controls';
import { countOfTotal } from '../people/format';
import { AdminPage, Panel, smallButton } from '../people/layout';
import { EmptyState, ErrorState, LoadingState } from '../people/list-states';
import { Pagination } from '../people/pagination';
import { useDebouncedValue } from '../people/use-debounced-value';
import { ordersCopy as copy } from './content';
import { OrderList } from './order-list';
import { PaymentDetailDialog } from './payment-detail-dialog';
import { paymentStatusLabel } from './payment-status';

/** Órdenes: the payment records, searched, filtered and paged on the server. */
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
              <OrderList records={data?.data ?? []} busy={isFetching} onDetail={setDetail} />
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
