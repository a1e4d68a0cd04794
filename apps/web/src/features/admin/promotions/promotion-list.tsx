import { type PlanDto, describeDiscount, es, fill, formatDate, formatMoney } from '@sanarte/shared';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { Badge, type BadgeTone } from '../components/badge';
import { CardField, type Column } from '../components/data-table';
import { rowButton, rowDangerButton } from '../components/list-layout';
import { RecordTable } from '../components/record-table';
import { type PromotionCode, useSetPromotionCodeActiveMutation } from './api';

const t = es.promotions;

type ListProps = {
  codes: PromotionCode[];
  /** The plans by id, for their names; undefined until they have arrived. */
  plans: ReadonlyMap<string, PlanDto> | undefined;
  busy: boolean;
  /** Admins switch codes off and on; crmUser only reads. */
  canManage: boolean;
  onRedemptions: (code: PromotionCode) => void;
};

const statusTones: Record<PromotionCode['status'], BadgeTone> = {
  active: 'green',
  inactive: 'gray',
  expired: 'amber',
  exhausted: 'lavender',
};
const statusLabels: Record<PromotionCode['status'], string> = {
  active: t.statusActive,
  inactive: t.statusInactive,
  expired: t.statusExpired,
  exhausted: t.statusExhausted,
};

export function PromotionStatusBadge({ status }: { status: PromotionCode['status'] }) {
  return <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>;
}

/** «Todos los planes», or the names of the plans the code is meant for. */
export function plansOf(code: PromotionCode, plans: ListProps['plans']): string {
  if (code.planIds.length === 0) return t.allPlans;
  if (!plans) return fill(t.plansCount, { n: code.planIds.length });
  const names = code.planIds.flatMap((id) => plans.get(id)?.name ?? []);
  return names.length > 0 ? names.join(', ') : fill(t.plansCount, { n: code.planIds.length });
}

/** «3 de 100», or «3 (sin límite)». */
export const usesOf = (code: PromotionCode) =>
  code.maxRedemptions === null
    ? fill(t.redemptionsUnlimited, { n: code.redemptions })
    : fill(t.redemptionsOf, { n: code.redemptions, max: code.maxRedemptions });

/** What the purchases made with it brought, one line per currency. */
function Revenue({ code }: { code: PromotionCode }) {
  if (code.revenue.length === 0) return <span className="text-ink-soft">{t.noValue}</span>;
  return (
    <span className="flex flex-col">
      {code.revenue.map((r) => (
        <span key={r.currency} className="whitespace-nowrap font-semibold">
          {formatMoney(r.amount, r.currency)}
        </span>
      ))}
    </span>
  );
}

/**
 * The last day it can be used: `expiresAt` is the instant that day ends (the next day's 00:00 in
 * Spain), so the day shown is the one just before it.
 */
function Expires({ code }: { code: PromotionCode }) {
  if (!code.expiresAt) return <span className="text-ink-soft">{t.never}</span>;
  const lastMoment = new Date(Date.parse(code.expiresAt) - 1);
  return <time dateTime={code.expiresAt}>{formatDate(lastMoment)}</time>;
}

const codeText = (code: PromotionCode) => (
  <span className="font-mono font-bold [overflow-wrap:anywhere]">{code.code}</span>
);

/** The codes as a table (from 1280 px) and as cards (below), with their uses and revenue. */
export function PromotionList({ codes, plans, busy, canManage, onRedemptions }: ListProps) {
  const actions = (code: PromotionCode) => (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={rowButton} onClick={() => onRedemptions(code)}>
        {t.viewRedemptions}
        <span className="sr-only"> {fill(t.ofCode, { code: code.code })}</span>
      </button>
      {canManage && <ActiveToggle code={code} />}
    </div>
  );
  const columns: Column<PromotionCode>[] = [
    { header: t.columnCode, cell: codeText, rowHeader: true, cellClassName: 'whitespace-nowrap' },
    { header: t.columnDiscount, cell: (code) => describeDiscount(code) },
    { header: t.columnPlans, cell: (code) => plansOf(code, plans) },
    { header: t.columnRedemptions, cell: usesOf, cellClassName: 'whitespace-nowrap' },
    { header: t.columnRevenue, cell: (code) => <Revenue code={code} /> },
    { header: t.columnExpires, cell: (code) => <Expires code={code} />, cellClassName: 'whitespace-nowrap' },
    { header: t.columnStatus, cell: (code) => <PromotionStatusBadge status={code.status} /> },
    { header: t.columnActions, cell: actions },
  ];
  return (
    <RecordTable
      label={t.menu}
      rows={codes}
      busy={busy}
      columns={columns}
      cardTitle={(code) => (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="min-w-0 text-lg">{codeText(code)}</h2>
          <PromotionStatusBadge status={code.status} />
        </div>
      )}
      cardFields={(code) => (
        <>
          <CardField label={t.columnDiscount} className="col-span-2">
            {describeDiscount(code)}
          </CardField>
          <CardField label={t.columnPlans} className="col-span-2">
            {plansOf(code, plans)}
          </CardField>
          <CardField label={t.columnRedemptions}>{usesOf(code)}</CardField>
          <CardField label={t.columnExpires}>
            <Expires code={code} />
          </CardField>
          <CardField label={t.columnRevenue} className="col-span-2">
            <Revenue code={code} />
          </CardField>
        </>
      )}
      cardActions={actions}
    />
  );
}

/** «Desactivar» a code in use, «Activar» one switched off; said in a toast either way. */
function ActiveToggle({ code }: { code: PromotionCode }) {
  const [setActive, { isLoading }] = useSetPromotionCodeActiveMutation();
  const deactivate = code.isActive;

  async function toggle() {
    try {
      await setActive({ id: code._id, isActive: !deactivate }).unwrap();
      toast.success(fill(deactivate ? t.deactivated : t.activated, { code: code.code }));
    } catch (err) {
      toast.error(errorMessage(err, t.toggleFailed));
    }
  }

  return (
    <button
      type="button"
      className={deactivate ? rowDangerButton : rowButton}
      disabled={isLoading}
      aria-busy={isLoading || undefined}
      onClick={toggle}
    >
      {isLoading ? (
        t.saving
      ) : (
        <>
          {deactivate ? t.deactivate : t.activate}
          <span className="sr-only"> {fill(t.theCode, { code: code.code })}</span>
        </>
      )}
    </button>
  );
}
