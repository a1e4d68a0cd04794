import { PAYMENT_STATUSES, type PaymentStatus, es } from '@sanarte/shared';
import { useState } from 'react';
import {
  DEFAULT_PAYMENT_RECORDS_ARGS,
  type PaymentRecord,
  type PaymentRecordsArgs,
  useListPaymentRecordsQuery,
} from '../api/payments';
import { FilteredList, ListCount, statusSelect, useFilteredList } from '../components/filtered-list';
import { AdminPage } from '../components/list-layout';
import { ordersCopy as copy } from './content';
import { OrderList } from './order-list';
import { PaymentDetailDialog } from './payment-detail-dialog';
import { paymentStatusLabel } from './payment-status';

/** Órdenes: the payment records, searched, filtered and paged on the server. */
export function OrdersPage() {
  const list = useFilteredList({ status: '' as '' | PaymentStatus }, DEFAULT_PAYMENT_RECORDS_ARGS.pageSize);
  const args: PaymentRecordsArgs = { ...DEFAULT_PAYMENT_RECORDS_ARGS, ...list.args };
  const query = useListPaymentRecordsQuery(args);
  const [detail, setDetail] = useState<PaymentRecord | null>(null);

  return (
    <AdminPage
      title={es.admin.menuOrders}
      intro={es.admin.ordersHeader}
      status={<ListCount data={query.data} />}
    >
      <FilteredList
        texts={copy}
        list={list}
        query={query}
        selects={[statusSelect(copy, PAYMENT_STATUSES, paymentStatusLabel)]}
        errorFallback={es.admin.fetchPaymentRecordsFailedEn}
      >
        {(records, busy) => <OrderList records={records} busy={busy} onDetail={setDetail} />}
      </FilteredList>
      {/* The record as the list has it now: a refund made in the dialog shows there at once. */}
      <PaymentDetailDialog
        record={detail && (query.data?.data.find((r) => r._id === detail._id) ?? detail)}
        onOpenChange={(open) => !open && setDetail(null)}
      />
    </AdminPage>
  );
}
