import { describe, expect, it } from 'vitest';
import { moneyFigures, reportMonth } from '../../../test/admin-reports';
import { CSV_BOM, csvFileName, toCsv } from './csv';
import { ownerReportCsv, reportCurrencies } from './reports-csv';

describe('toCsv', () => {
  it('quotes every field, doubles quotes, writes dot decimals and CRLF after a UTF-8 BOM', () => {
    expect(
      toCsv([
        ['Año', 'Nota'],
        [1254.5, 'dijo "hola", y se fue'],
        [null, ''],
      ]),
    ).toBe(`${CSV_BOM}"Año","Nota"\r\n"1254.5","dijo ""hola"", y se fue"\r\n"",""\r\n`);
  });

  it('neutralises text a spreadsheet would run as a formula, never numbers', () => {
    expect(toCsv([['=HYPERLINK("x")', '+34', '@SUM', -12.5]])).toBe(
      `${CSV_BOM}"'=HYPERLINK(""x"")","'+34","'@SUM","-12.5"\r\n`,
    );
  });

  it('names the file after the day in Spain', () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(csvFileName('informes', new Date('2026-12-31T23:30:00Z'))).toBe('sanarte-informes-2027-01-01.csv');
  });
});

describe('ownerReportCsv', () => {
  it('writes the months, the most recent first, with each currency’s money in columns of its own', () => {
    const months = [
      reportMonth(
        '2026-11',
        [moneyFigures('USD', 1000, { renewing: 100, arpu: 10, revenue: 990.1, refunds: 1, refunded: 9.9 })],
        {
          subscribers: 100,
          new: 12,
          reactivated: 2,
          churned: 4,
          churnRate: 0.041237,
          signups: 40,
          converted: 3,
          conversionRate: 0.075,
        },
      ),
      reportMonth('2026-12', [
        moneyFigures('USD', 1254.46, { renewing: 120, arpu: 10.45, revenue: 300 }),
        moneyFigures('EUR', 19.98, { renewing: 2, arpu: 9.99, revenue: 19.98 }),
      ]),
    ];
    expect(reportCurrencies(months)).toEqual(['USD', 'EUR']);
    const lines = ownerReportCsv({ months }).split('\r\n');
    const money = (currency: string) =>
      `"MRR (${currency})","Suscripciones que se renuevan (${currency})","ARPU (${currency})",` +
      `"Ingresos (${currency})","Reembolsos (${currency})","Importe reembolsado (${currency})"`;
    expect(lines[0]).toBe(
      `${CSV_BOM}"Mes","Suscriptores","Nuevas","Reactivadas","Bajas","Tasa de bajas","Registros",` +
        `"Prueba → pago","Tasa de conversión",${money('USD')},${money('EUR')}`,
    );
    expect(lines[1]).toBe(
      '"2026-12","0","0","0","0","","0","0","","1254.46","120","10.45","300","0","0","19.98","2","9.99","19.98","0","0"',
    );
    expect(lines[2]).toBe(
      '"2026-11","100","12","2","4","0.0412","40","3","0.075","1000","100","10","990.1","1","9.9","","","","","",""',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });
});
