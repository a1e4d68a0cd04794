import { es, formatDateTime, formatMoney } from '@sanarte/shared';
import type { PaymentRecord } from '../api/payments';
import { fullName, initialsOf } from '../people/format';
import {
  Card,
  CardField,
  CardList,
  TableRegion,
  rowButton,
  tableClass,
  tdClass,
  thClass,
} from '../people/layout';
import { ordersCopy as copy } from './content';
import { PaymentStatusBadge } from './payment-status';

type ListProps = {
  records: PaymentRecord[];
  busy: boolean;
  onDetail: (record: PaymentRecord) => void;
};

const amountOf = (r: PaymentRecord) => formatMoney(r.amount, r.currency || 'USD');

/** The payment records as a table (from 1280 px) and as cards (below). */
export function OrderList({ records, busy, onDetail }: ListProps) {
  return (
    <>
      <TableRegion label={copy.tableLabel}>
        <table className={tableClass} aria-busy={busy || undefined}>
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
          <tbody className={busy ? 'opacity-60 transition-opacity' : ''}>
            {records.map((record) => (
              <tr key={record._id} className="hover:bg-sand-50/60">
                <td className={tdClass}>
                  <Customer record={record} />
                </td>
                <td className={tdClass}>{record.plan?.name ?? copy.notAvailable}</td>
                <td className={`${tdClass} whitespace-nowrap font-semibold`}>{amountOf(record)}</td>
                <td className={tdClass}>
                  <PaymentStatusBadge status={record.status} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
                </td>
                <td className={tdClass}>
                  <DetailButton record={record} onClick={() => onDetail(record)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <CardList label={copy.tableLabel} busy={busy}>
        {records.map((record) => (
          <Card key={record._id}>
            <Customer record={record} />
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <CardField label={copy.columns.status}>
                <PaymentStatusBadge status={record.status} />
              </CardField>
              <CardField label={copy.columns.plan}>{record.plan?.name ?? copy.notAvailable}</CardField>
              <CardField label={copy.columns.amount}>
                <span className="font-semibold">{amountOf(record)}</span>
              </CardField>
              <CardField label={copy.columns.date}>
                <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
              </CardField>
            </dl>
            <div>
              <DetailButton record={record} onClick={() => onDetail(record)} />
            </div>
          </Card>
        ))}
      </CardList>
    </>
  );
}

/** Initials, full name and e-mail. */
function Customer({ record }: { record: PaymentRecord }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full bg-lavender-200 text-sm font-bold text-night-900"
      >
        {initialsOf(record.user)}
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="font-semibold">{fullName(record.user) || record.user.email}</span>
        <span className="text-xs text-ink-soft [overflow-wrap:anywhere]">{record.user.email}</span>
      </div>
    </div>
  );
}

function DetailButton({ record, onClick }: { record: PaymentRecord; onClick: () => void }) {
  return (
    <button type="button" className={rowButton} onClick={onClick}>
      {es.admin.ordersViewDetails}
      <span className="sr-only"> {copy.ofOrder(fullName(record.user) || record.user.email)}</span>
    </button>
  );
}
