import { es, formatDateTime, formatMoney } from '@sanarte/shared';
import type { PaymentRecord } from '../api/payments';
import { CardField, type Column } from '../components/data-table';
import { rowButton } from '../components/list-layout';
import { RecordTable } from '../components/record-table';
import { fullName, initialsOf } from '../people/format';
import { DeletedAvatar } from '../people/user-cells';
import { ordersCopy as copy } from './content';
import { DisputeBadge, PartialRefundBadge, PaymentStatusBadge } from './payment-status';

type ListProps = {
  records: PaymentRecord[];
  busy: boolean;
  onDetail: (record: PaymentRecord) => void;
};

const amountOf = (r: PaymentRecord) => formatMoney(r.amount, r.currency || 'USD');
const planOf = (r: PaymentRecord) => r.plan?.name ?? copy.notAvailable;
const statusOf = (r: PaymentRecord) => (
  <span className="flex flex-wrap gap-1.5">
    <PaymentStatusBadge status={r.status} />
    <PartialRefundBadge record={r} />
    <DisputeBadge dispute={r.dispute} />
  </span>
);
const dateOf = (r: PaymentRecord) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>;
/** Who paid, as a name: «Cuenta eliminada» once the customer's account is gone (data anonymised). */
export const customerName = (r: PaymentRecord) =>
  r.user.deleted ? es.privacy.deletedAccount : fullName(r.user) || r.user.email;

/** The payment records as a table (from 1280 px) and as cards (below). */
export function OrderList({ records, busy, onDetail }: ListProps) {
  const { columns: names } = copy;
  const detail = (record: PaymentRecord) => (
    <button type="button" className={rowButton} onClick={() => onDetail(record)}>
      {es.admin.ordersViewDetails}
      <span className="sr-only"> {copy.ofOrder(customerName(record))}</span>
    </button>
  );
  const columns: Column<PaymentRecord>[] = [
    { header: names.user, cell: (record) => <Customer record={record} /> },
    { header: names.plan, cell: planOf },
    { header: names.amount, cell: amountOf, cellClassName: 'whitespace-nowrap font-semibold' },
    { header: names.status, cell: statusOf },
    { header: names.date, cell: dateOf, cellClassName: 'whitespace-nowrap' },
    { header: names.actions, cell: detail },
  ];
  return (
    <RecordTable
      label={copy.tableLabel}
      rows={records}
      busy={busy}
      columns={columns}
      cardTitle={(record) => <Customer record={record} />}
      cardFields={(record) => (
        <>
          <CardField label={names.status}>{statusOf(record)}</CardField>
          <CardField label={names.plan}>{planOf(record)}</CardField>
          <CardField label={names.amount}>
            <span className="font-semibold">{amountOf(record)}</span>
          </CardField>
          <CardField label={names.date}>{dateOf(record)}</CardField>
        </>
      )}
      cardActions={(record) => <div>{detail(record)}</div>}
    />
  );
}

/** Initials, full name and e-mail; «Cuenta eliminada» (and no e-mail) for a deleted account. */
function Customer({ record }: { record: PaymentRecord }) {
  if (record.user.deleted) {
    return (
      <div className="flex min-w-0 items-center gap-3">
        <DeletedAvatar />
        <span className="font-semibold text-ink-soft">{customerName(record)}</span>
      </div>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full bg-lavender-200 text-sm font-bold text-night-900"
      >
        {initialsOf(record.user)}
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="font-semibold">{customerName(record)}</span>
        <span className="text-xs text-ink-soft [overflow-wrap:anywhere]">{record.user.email}</span>
      </div>
    </div>
  );
}
