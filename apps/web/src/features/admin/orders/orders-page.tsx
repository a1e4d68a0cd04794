import { PAYMENT_STATUSES, type PaymentStatus, es } from '@sanarte/shared';
import { useState } from 'react';
import {
  DEFAULT_PAYMENT_RECORDS_ARGS,
  type PaymentRecord,
  type PaymentRecordsArgs,
  useListPaymentRecordsQuery,
} from '../api/payments';
import { ClearFiltersButton, FilterSelect, RefreshButton, SearchField } from '../components/list-controls';
import { AdminPage } from '../components/list-layout';
import { PagedList, countOfTotal, usePagedSearch } from '../components/paged-list';
import { ordersCopy as copy } from './content';
import { OrderList } from './order-list';
import { PaymentDetailDialog } from './payment-detail-dialog';
import { paymentStatusLabel } from './payment-status';

/** Órdenes: the payment records, searched, filtered and paged on the server. */
export function OrdersPage() {
  const [status, setStatus] = useState<'' | PaymentStatus>('');
  const paging = usePagedSearch(DEFAULT_PAYMENT_RECORDS_ARGS.pageSize ?? 20, [status]);
  const { search, setSearch, q } = paging;
  const args: PaymentRecordsArgs = {
    ...DEFAULT_PAYMENT_RECORDS_ARGS,
    page: paging.page,
    pageSize: paging.pageSize,
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
  };
  const query = useListPaymentRecordsQuery(args);
  const [detail, setDetail] = useState<PaymentRecord | null>(null);
  const filtered = Boolean(search.trim() || status);

  return (
    <AdminPage
      title={es.admin.menuOrders}
      intro={
        <span aria-live="polite">
          <span>{es.admin.ordersHeader}</span>
          {query.data && (
            <>
              {' · '}
              <span className="font-semibold text-night-900">
                {countOfTotal(query.data.total, query.data.grandTotal, query.data.totalCapped)}
              </span>
            </>
          )}
        </span>
      }
    >
      <PagedList
        label={copy.tableLabel}
        query={query}
        paging={paging}
        actions={<RefreshButton onClick={query.refetch} busy={query.isFetching} />}
        filtersLegend={copy.filters}
        filtersClassName="grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
        filters={
          <>
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
              <ClearFiltersButton
                label={copy.clearFilters}
                onClick={() => {
                  setSearch('');
                  setStatus('');
                }}
              />
            )}
          </>
        }
        loadingLabel={es.admin.ordersLoading}
        errorFallback={es.admin.fetchPaymentRecordsFailedEn}
        emptyText={filtered ? es.admin.ordersNoMatch : es.admin.ordersEmpty}
      >
        {(records, busy) => <OrderList records={records} busy={busy} onDetail={setDetail} />}
      </PagedList>
      <PaymentDetailDialog record={detail} onOpenChange={(open) => !open && setDetail(null)} />
    </AdminPage>
  );
}
