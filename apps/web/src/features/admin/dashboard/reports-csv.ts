import type { OwnerReport, ReportMonth } from '@sanarte/shared';
import { type CsvCell, csvNumber, toCsv } from './csv';

/** The currencies of the report, in the order they first appear (the oldest month first). */
export function reportCurrencies(months: readonly ReportMonth[]): string[] {
  const seen = new Set<string>();
  for (const month of months) for (const figures of month.byCurrency) seen.add(figures.currency);
  return [...seen];
}

/** The money columns, once per currency: '<header> (EUR)'. */
const MONEY_COLUMNS = [
  'MRR',
  'Suscripciones que se renuevan',
  'ARPU',
  'Ingresos',
  'Reembolsos',
  'Importe reembolsado',
] as const;

/**
 * The monthly table of the owner's report as a CSV file's text, the most recent month first (as
 * on screen): the month as YYYY-MM, counts, rates as fractions 0..1 (4 decimals; empty when there
 * is none) and, for each currency, its money columns (amounts with 2 decimals; never added across
 * currencies; a currency without figures in a month leaves its fields empty).
 */
export function ownerReportCsv(report: Pick<OwnerReport, 'months'>): string {
  const currencies = reportCurrencies(report.months);
  const header: CsvCell[] = [
    'Mes',
    'Suscriptores',
    'Nuevas',
    'Reactivadas',
    'Bajas',
    'Tasa de bajas',
    'Registros',
    'Prueba → pago',
    'Tasa de conversión',
    ...currencies.flatMap((currency) => MONEY_COLUMNS.map((column) => `${column} (${currency})`)),
  ];
  const rows = [...report.months].reverse().map((m): CsvCell[] => [
    m.month,
    m.subscribers,
    m.new,
    m.reactivated,
    m.churned,
    csvNumber(m.churnRate, 4),
    m.signups,
    m.converted,
    csvNumber(m.conversionRate, 4),
    ...currencies.flatMap((currency) => {
      const f = m.byCurrency.find((figures) => figures.currency === currency);
      if (!f) return MONEY_COLUMNS.map(() => null);
      return [
        csvNumber(f.mrr),
        f.renewing,
        csvNumber(f.arpu),
        csvNumber(f.revenue),
        f.refunds,
        csvNumber(f.refunded),
      ];
    }),
  ]);
  return toCsv([header, ...rows]);
}
