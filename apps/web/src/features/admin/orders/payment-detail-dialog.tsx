import { es, fill, formatDateTime, formatMoney } from '@sanarte/shared';
import { useState } from 'react';
import type { PaymentRecord } from '../api/payments';
import { usePaymentListeningQuery } from '../api/payments';
import type { RecordDialogProps } from '../components/admin-dialog';
import { DetailItem, DetailsDialog } from '../components/details-dialog';
import { useReadOnly } from '../components/read-only';
import { fullName } from '../people/format';
import { ordersCopy as copy, labelOf } from './content';
import { PartialRefundBadge, PaymentStatusBadge, ProviderBadge } from './payment-status';
import { RefundDone, RefundForm } from './refund-form';

/** 'Detalles del Pago': the record as the list shows it, with the plan as it was bought. */
export function PaymentDetailDialog({ record, onOpenChange }: RecordDialogProps<'record', PaymentRecord>) {
  return (
    <DetailsDialog item={record} onOpenChange={onOpenChange} title={es.admin.paymentDetails}>
      {(record) => (
        <>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <DetailItem term={copy.detail.id} className="sm:col-span-2">
              <span className="break-all font-mono text-sm">{record._id}</span>
            </DetailItem>
            <DetailItem term={copy.detail.status}>
              <span className="flex flex-wrap gap-1.5">
                <PaymentStatusBadge status={record.status} />
                <PartialRefundBadge record={record} />
              </span>
            </DetailItem>
            <DetailItem term={copy.detail.amount}>
              <span className="font-semibold">{formatMoney(record.amount, record.currency || 'USD')}</span>
            </DetailItem>
            <DetailItem term={copy.detail.provider}>
              <ProviderBadge provider={record.provider} />
            </DetailItem>
            <DetailItem term={copy.detail.providerReference}>
              {/* Ids run long without a space: broken anywhere, they never widen the dialog on a phone. */}
              <span className="break-all font-mono text-sm">{record.providerReference || '—'}</span>
            </DetailItem>
            <DetailItem term={copy.detail.user}>
              {record.user.deleted ? es.privacy.deletedAccount : fullName(record.user) || '—'}
            </DetailItem>
            <DetailItem term={copy.detail.email}>
              <span className="break-all">{record.user.email || '—'}</span>
            </DetailItem>
            <DetailItem term={copy.detail.plan}>{record.plan?.name ?? copy.notAvailable}</DetailItem>
            <DetailItem term={copy.detail.planPrice}>
              {record.plan
                ? formatMoney(record.plan.price, record.plan.currency || record.currency || 'USD')
                : copy.notAvailable}
            </DetailItem>
            <DetailItem term={copy.detail.created}>
              <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
            </DetailItem>
            <DetailItem term={copy.detail.updated}>
              <time dateTime={record.updatedAt}>{formatDateTime(record.updatedAt)}</time>
            </DetailItem>
            {record.refundedAmount > 0 && (
              <DetailItem term={copy.refund.refunded}>
                <span className="font-semibold">
                  {formatMoney(record.refundedAmount, record.currency || 'USD')}
                </span>
              </DetailItem>
            )}
            {record.promotion && (
              <DetailItem term={copy.detail.promotion}>
                {fill(copy.detail.promotionValue, {
                  code: record.promotion.code,
                  discount: formatMoney(record.promotion.discount, record.currency || 'USD'),
                })}
              </DetailItem>
            )}
            {record.refundNote && (
              <DetailItem term={copy.refund.note} className="sm:col-span-2">
                <span className="break-words">{record.refundNote}</span>
              </DetailItem>
            )}
            <DetailItem term={copy.listening.term} className="sm:col-span-2">
              <Listening id={record._id} />
            </DetailItem>
          </dl>
          {record.dispute && <Dispute dispute={record.dispute} />}
          <Refund record={record} />
        </>
      )}
    </DetailsDialog>
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
        <DetailItem term={d.status}>{labelOf(d.statuses, dispute.status)}</DetailItem>
        <DetailItem term={d.reason}>{labelOf(d.reasons, dispute.reason)}</DetailItem>
        <DetailItem term={d.amount}>
          <span className="font-semibold">{formatMoney(dispute.amount, dispute.currency)}</span>
        </DetailItem>
        <DetailItem term={d.created}>
          <time dateTime={dispute.createdAt}>{formatDateTime(dispute.createdAt)}</time>
        </DetailItem>
      </dl>
    </section>
  );
}

/** Whether and how much the customer listened since paying (what a refund decision rests on). */
function Listening({ id }: { id: string }) {
  const { data, isLoading, isError } = usePaymentListeningQuery(id);
  if (isLoading) return <span className="text-ink-soft">{copy.listening.loading}</span>;
  if (isError || !data) return <span className="text-danger">{copy.listening.failed}</span>;
  if (data.audios === 0 && data.seconds === 0) return <span>{copy.listening.none}</span>;
  return <span>{copy.listening.some(data.audios, Math.round(data.seconds / 60))}</span>;
}

/** The refund form, for an admin on a completed payment with something left to give back. */
function Refund({ record }: { record: PaymentRecord }) {
  const readOnly = useReadOnly();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  if (doneFor === record._id) return <RefundDone />;
  if (readOnly || record.status !== 'completed' || record.refundedAmount >= record.amount) return null;
  return <RefundForm key={record._id} record={record} onDone={() => setDoneFor(record._id)} />;
}
