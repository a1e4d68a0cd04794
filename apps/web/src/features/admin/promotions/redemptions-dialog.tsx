import * as Dialog from '@radix-ui/react-dialog';
import { es, fill, formatDateTime, formatMoney } from '@sanarte/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { AdminDialog, type RecordDialogProps } from '../components/admin-dialog';
import { CardField, type Column, DataTable } from '../components/data-table';
import { EmptyState, LoadError, LoadingLine } from '../components/list-states';
import { PaymentStatusBadge } from '../orders/payment-status';
import { DeletedAvatar } from '../people/user-cells';
import { type PromotionCode, type PromotionRedemption, usePromotionRedemptionsQuery } from './api';

const t = es.promotions;

/** «Ver usos»: each purchase made with the code, newest first, with what was paid and taken off. */
export function RedemptionsDialog({ code, onOpenChange }: RecordDialogProps<'code', PromotionCode>) {
  return (
    <AdminDialog
      open={code !== null}
      onOpenChange={onOpenChange}
      title={code ? fill(t.redemptionsTitle, { code: code.code }) : ''}
      size="lg"
      footer={
        <Dialog.Close asChild>
          <Button variant="outline" size="sm">
            {es.common.close}
          </Button>
        </Dialog.Close>
      }
    >
      {code && <Redemptions id={code._id} />}
    </AdminDialog>
  );
}

const dateOf = (r: PromotionRedemption) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>;
const planOf = (r: PromotionRedemption) => r.plan ?? t.noValue;
const discountOf = (r: PromotionRedemption) => formatMoney(r.discount, r.currency);
const paidOf = (r: PromotionRedemption) => (
  <span className="flex flex-wrap items-center gap-1.5">
    <span className="whitespace-nowrap font-semibold">{formatMoney(r.amount, r.currency)}</span>
    {r.status !== 'completed' && <PaymentStatusBadge status={r.status} />}
  </span>
);

function Redemptions({ id }: { id: string }) {
  const { data, isLoading, isFetching, isError, error, refetch } = usePromotionRedemptionsQuery(id);
  if (isLoading) return <LoadingLine label={t.redemptionsLoading} />;
  if (isError && !data)
    return (
      <LoadError message={errorMessage(error, t.redemptionsFailed)} onRetry={refetch} busy={isFetching} />
    );
  if (!data || data.length === 0) return <EmptyState boxed>{t.redemptionsNone}</EmptyState>;
  const columns: Column<PromotionRedemption>[] = [
    { header: t.redemptionDate, cell: dateOf, cellClassName: 'whitespace-nowrap' },
    { header: t.redemptionCustomer, cell: (r) => <Customer redemption={r} /> },
    { header: t.redemptionPlan, cell: planOf },
    { header: t.redemptionPaid, cell: paidOf },
    { header: t.redemptionDiscount, cell: discountOf, cellClassName: 'whitespace-nowrap' },
  ];
  return (
    <DataTable
      label={t.columnRedemptions}
      look="catalogue"
      rows={data}
      rowKey={(r) => r.paymentId}
      busy={isFetching}
      columns={columns}
      card={(r) => (
        <>
          <Customer redemption={r} />
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <CardField label={t.redemptionDate}>{dateOf(r)}</CardField>
            <CardField label={t.redemptionPlan}>{planOf(r)}</CardField>
            <CardField label={t.redemptionPaid}>{paidOf(r)}</CardField>
            <CardField label={t.redemptionDiscount}>{discountOf(r)}</CardField>
          </dl>
        </>
      )}
    />
  );
}

/** The buyer's name and e-mail; «Cuenta eliminada» once their account is gone. */
function Customer({ redemption }: { redemption: PromotionRedemption }) {
  const { customer } = redemption;
  if (customer.deleted) {
    return (
      <div className="flex min-w-0 items-center gap-3">
        <DeletedAvatar />
        <span className="font-semibold text-ink-soft">{es.privacy.deletedAccount}</span>
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-col">
      <span className="font-semibold [overflow-wrap:anywhere]">{customer.name || customer.email}</span>
      {customer.name && (
        <span className="text-xs text-ink-soft [overflow-wrap:anywhere]">{customer.email}</span>
      )}
    </div>
  );
}
