import * as Dialog from '@radix-ui/react-dialog';
import { es, formatDateTime, formatMoney } from '@sanarte/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { PaymentRecord } from '../api/payments';
import { AdminDialog } from '../components/admin-dialog';
import { fullName } from '../people/format';
import { ordersCopy as copy, labelOf } from './content';
import { PaymentStatusBadge, ProviderBadge } from './payment-status';

/** 'Detalles del Pago': the record as the list shows it, with the plan as it was bought. */
export function PaymentDetailDialog({
  record,
  onOpenChange,
}: {
  record: PaymentRecord | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AdminDialog
      open={Boolean(record)}
      onOpenChange={onOpenChange}
      title={es.admin.paymentDetails}
      size="md"
      footer={
        <Dialog.Close asChild>
          <Button variant="outline">{es.common.close}</Button>
        </Dialog.Close>
      }
    >
      {record && (
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Item term={copy.detail.id} wide>
            <span className="break-all font-mono text-sm">{record._id}</span>
          </Item>
          <Item term={copy.detail.status}>
            <PaymentStatusBadge status={record.status} />
          </Item>
          <Item term={copy.detail.amount}>
            <span className="font-semibold">{formatMoney(record.amount, record.currency || 'USD')}</span>
          </Item>
          <Item term={copy.detail.provider}>
            <ProviderBadge provider={record.provider} />
          </Item>
          <Item term={copy.detail.user}>
            {record.user.deleted ? es.privacy.deletedAccount : fullName(record.user) || '—'}
          </Item>
          <Item term={copy.detail.email}>
            <span className="break-all">{record.user.email || '—'}</span>
          </Item>
          <Item term={copy.detail.plan}>{record.plan?.name ?? copy.notAvailable}</Item>
          <Item term={copy.detail.planPrice}>
            {record.plan
              ? formatMoney(record.plan.price, record.plan.currency || record.currency || 'USD')
              : copy.notAvailable}
          </Item>
          <Item term={copy.detail.created}>
            <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
          </Item>
          <Item term={copy.detail.updated}>
            <time dateTime={record.updatedAt}>{formatDateTime(record.updatedAt)}</time>
          </Item>
        </dl>
      )}
      {record?.dispute && <Dispute dispute={record.dispute} />}
    </AdminDialog>
  );
}

/** The dispute the customer's bank opened on the payment: staff answer it at the provider. */
function Dispute({ dispute }: { dispute: NonNullable<PaymentRecord['dispute']> }) {
  const d = copy.dispute;
  return (
    <section
      aria-labelledby="payment-dispute"
      className="mt-6 rounded-2xl bg-[#fdf0dc] p-4 ring-1 ring-inset ring-[#8a4b08]/20"
    >
      <h3 id="payment-dispute" className="font-display text-lg font-semibold text-[#8a4b08]">
        {d.title}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Item term={d.status}>{labelOf(d.statuses, dispute.status)}</Item>
        <Item term={d.reason}>{labelOf(d.reasons, dispute.reason)}</Item>
        <Item term={d.amount}>
          <span className="font-semibold">{formatMoney(dispute.amount, dispute.currency)}</span>
        </Item>
        <Item term={d.created}>
          <time dateTime={dispute.createdAt}>{formatDateTime(dispute.createdAt)}</time>
        </Item>
      </dl>
    </section>
  );
}

function Item({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex flex-col gap-1 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
      <dd className="text-night-900">{children}</dd>
    </div>
  );
}
