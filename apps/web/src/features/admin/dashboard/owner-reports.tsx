import { type OwnerReport, type ReportMonth, formatDateTime, formatMoney } from '@sanarte/shared';
import type { ReactNode } from 'react';
import { CardField, type Column, DataTable } from '../components/data-table';
import { Panel } from '../components/list-layout';
import { EmptyState } from '../components/list-states';
import { useOwnerReportQuery } from './api';
import { CaptionedHeading } from './captioned-heading';
import { reportsCopy as copy } from './content';
import { CsvButton } from './csv-button';
import { LoadedFigures } from './loaded-figures';
import { MrrChart } from './mrr-chart';
import { NONE, countText, moneyPieces, monthLabel, percentText } from './report-format';
import { ownerReportCsv } from './reports-csv';

type Promotion = OwnerReport['promotionRevenue'][number];

const col = copy.columns;
/** Figures are right-aligned, in the table's header as in its cells. */
const figure = 'text-right tabular-nums';

const mrrOf = (m: ReportMonth) =>
  moneyPieces(m.byCurrency.map((f) => ({ currency: f.currency, amount: f.mrr })));
const arpuOf = (m: ReportMonth) =>
  moneyPieces(m.byCurrency.map((f) => ({ currency: f.currency, amount: f.arpu })));
const revenueOf = (m: ReportMonth) =>
  moneyPieces(m.byCurrency.map((f) => ({ currency: f.currency, amount: f.revenue })));

/** '0', or each currency's refunds and what they gave back: '2 (19,98 €)', '1 (12,00 US$)'. */
function refundsOf(m: ReportMonth): string[] {
  const refunded = m.byCurrency.filter((f) => f.refunds > 0);
  if (refunded.length === 0) return ['0'];
  return refunded.map((f) => `${countText(f.refunds)} (${formatMoney(f.refunded, f.currency)})`);
}

/** The month's money, per currency: in the table's columns and on each card, in this order. */
const MONEY: [label: string, pieces: (m: ReportMonth) => string[]][] = [
  [col.mrr, mrrOf],
  [col.arpu, arpuOf],
  [col.revenue, revenueOf],
  [col.refunds, refundsOf],
];

/** A panel of the reports with a table: its heading and caption above the rows. */
function TablePanel({
  id,
  title,
  caption,
  children,
}: { id: string; title: string; caption: string; children: ReactNode }) {
  return (
    <Panel labelledBy={id}>
      <CaptionedHeading
        id={id}
        level={3}
        title={title}
        caption={caption}
        className="p-4 pb-0 sm:p-6 sm:pb-0 xl:pb-4"
      />
      {children}
    </Panel>
  );
}

/**
 * A figure given per currency: its pieces joined with « · », each kept on one line (a narrow
 * column breaks between currencies, never inside an amount); '—' when there is none.
 */
function Joined({ pieces }: { pieces: string[] }) {
  if (pieces.length === 0) return <>{NONE}</>;
  return (
    <>
      {pieces.map((piece, i) => (
        <span key={piece}>
          {i > 0 && ' · '}
          <span className="whitespace-nowrap">{piece}</span>
        </span>
      ))}
    </>
  );
}

/** '3/40 (7,5 %)': accounts that paid within 30 days of signing up, of those created. */
const conversionText = (m: ReportMonth) =>
  copy.conversion(countText(m.converted), countText(m.signups), percentText(m.conversionRate));

/** The month's name, and «(en curso)» for the current one (its figures are so far). */
function MonthName({ month, current }: { month: string; current: boolean }) {
  return (
    <>
      <span className="whitespace-nowrap">{monthLabel(month)}</span>
      {current && (
        <>
          {' '}
          <span className="whitespace-nowrap text-xs font-normal text-ink-soft">({copy.currentMonth})</span>
        </>
      )}
    </>
  );
}

/**
 * «Informes» under the dashboard's cards: the MRR of the last 12 months as a chart, the months'
 * figures (the most recent first: a table from 1280 px, cards below), revenue by promotion code,
 * when the figures were computed and the monthly table as a CSV file. Loaded apart from the
 * dashboard's counts: either can fail or wait without the other.
 */
export function OwnerReports() {
  const query = useOwnerReportQuery();
  const { data, isFetching } = query;
  const hasMonths = (data?.months.length ?? 0) > 0;

  return (
    <section aria-labelledby="dashboard-reports" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="dashboard-reports" className="font-display text-xl font-semibold">
            {copy.title}
          </h2>
          {data && (
            <p className="text-sm text-ink-soft">
              {data.computedAt ? (
                <>
                  {copy.updated} <time dateTime={data.computedAt}>{formatDateTime(data.computedAt)}</time>
                </>
              ) : (
                copy.pending
              )}
            </p>
          )}
        </div>
        {data && hasMonths && (
          <CsvButton
            label={copy.download}
            what={copy.downloadWhat}
            name={copy.fileName}
            csv={() => ownerReportCsv(data)}
            className="sm:self-auto"
          />
        )}
      </div>

      <LoadedFigures query={query} loading={copy.loading} loadError={copy.loadError}>
        {(data) => (
          <>
            {hasMonths && (
              <>
                <Panel labelledBy="dashboard-reports-mrr" className="flex flex-col gap-4 p-4 sm:p-6">
                  <CaptionedHeading
                    id="dashboard-reports-mrr"
                    level={3}
                    title={copy.mrrTitle}
                    caption={copy.mrrCaption}
                  />
                  <MrrChart months={data.months} />
                </Panel>
                <Months months={data.months} busy={isFetching} />
              </>
            )}
            <Promotions rows={data.promotionRevenue} busy={isFetching} />
          </>
        )}
      </LoadedFigures>
    </section>
  );
}

/** The months' figures, the most recent first. */
function Months({ months, busy }: { months: ReportMonth[]; busy: boolean }) {
  const current = months[months.length - 1]?.month;
  const rows = [...months].reverse();
  const columns: Column<ReportMonth>[] = [
    {
      header: col.month,
      rowHeader: true,
      cell: (m) => <MonthName month={m.month} current={m.month === current} />,
      cellClassName: 'font-semibold',
    },
    { header: col.subscribers, cell: (m) => countText(m.subscribers), className: figure },
    { header: col.new, cell: (m) => countText(m.new), className: figure },
    { header: col.reactivated, cell: (m) => countText(m.reactivated), className: figure },
    { header: col.churned, cell: (m) => countText(m.churned), className: figure },
    { header: col.churnRate, cell: (m) => percentText(m.churnRate), className: figure },
    ...MONEY.map(
      ([header, pieces]): Column<ReportMonth> => ({
        header,
        cell: (m) => <Joined pieces={pieces(m)} />,
        className: figure,
      }),
    ),
    { header: col.conversion, cell: conversionText, className: figure },
  ];
  return (
    <TablePanel id="dashboard-reports-months" title={copy.monthsTitle} caption={copy.monthsCaption}>
      <DataTable
        label={copy.monthsLabel}
        rows={rows}
        rowKey={(m) => m.month}
        busy={busy}
        columns={columns}
        card={(m) => (
          <>
            <h4 className="font-display text-lg font-semibold">
              <MonthName month={m.month} current={m.month === current} />
            </h4>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <CardField label={col.subscribers}>{countText(m.subscribers)}</CardField>
              <CardField label={col.new}>{countText(m.new)}</CardField>
              <CardField label={col.reactivated}>{countText(m.reactivated)}</CardField>
              <CardField label={col.churned}>{countText(m.churned)}</CardField>
              <CardField label={col.churnRate}>{percentText(m.churnRate)}</CardField>
              <CardField label={col.conversion}>{conversionText(m)}</CardField>
              {MONEY.map(([label, pieces]) => (
                <CardField key={label} label={label} className="col-span-2">
                  <Joined pieces={pieces(m)} />
                </CardField>
              ))}
            </dl>
          </>
        )}
      />
      <p className="px-4 pb-4 text-xs text-ink-soft sm:px-6 sm:pb-6">{copy.noneNote}</p>
    </TablePanel>
  );
}

/** «Ingresos por código promocional»: each code's uses and what it brought, per currency. */
function Promotions({ rows, busy }: { rows: Promotion[]; busy: boolean }) {
  const pc = copy.promoColumns;
  const revenue = (p: Promotion) => <Joined pieces={moneyPieces(p.revenue)} />;
  const code = (p: Promotion) => (
    <span className="font-mono font-bold [overflow-wrap:anywhere]">{p.code}</span>
  );
  const columns: Column<Promotion>[] = [
    { header: pc.code, cell: code, rowHeader: true },
    { header: pc.uses, cell: (p) => countText(p.uses), className: figure },
    { header: pc.revenue, cell: revenue, className: figure },
  ];
  return (
    <TablePanel id="dashboard-reports-promos" title={copy.promosTitle} caption={copy.promosCaption}>
      {rows.length === 0 ? (
        <EmptyState>{copy.promosNone}</EmptyState>
      ) : (
        <DataTable
          label={copy.promosTitle}
          rows={rows}
          rowKey={(p) => p.code}
          busy={busy}
          columns={columns}
          card={(p) => (
            <>
              <h4 className="min-w-0 text-lg">{code(p)}</h4>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <CardField label={pc.uses}>{countText(p.uses)}</CardField>
                <CardField label={pc.revenue}>{revenue(p)}</CardField>
              </dl>
            </>
          )}
        />
      )}
    </TablePanel>
  );
}
