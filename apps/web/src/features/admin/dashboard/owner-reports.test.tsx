import type { OwnerReport, ReportMonth, Role } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchCsvDownloads, dashboardStats, moneyFigures, reportMonth } from '../../../test/admin-reports';
import { type FakeAnswer, fakeApi, renderApp, sessionUser } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

/** January to December 2026: 10 more subscribers and 100 US$ more MRR each month. */
function months(): ReportMonth[] {
  return Array.from({ length: 12 }, (_, i) =>
    reportMonth(
      `2026-${String(i + 1).padStart(2, '0')}`,
      [moneyFigures('USD', 100 * (i + 1), { renewing: 10 * (i + 1), arpu: 10, revenue: 90 })],
      {
        subscribers: 10 * (i + 1),
        new: 12,
        reactivated: 1,
        churned: 3,
        churnRate: 0.125,
        signups: 40,
        converted: 3,
        conversionRate: 0.075,
      },
    ),
  );
}

const report = (more: Partial<OwnerReport> = {}): OwnerReport => ({
  computedAt: '2026-12-05T08:30:00.000Z',
  months: months(),
  promotionRevenue: [],
  ...more,
});

async function reports(answer: FakeAnswer | (() => FakeAnswer)) {
  const calls = fakeApi({
    'GET /api/stats/crm/dashboard': { body: { success: true, data: dashboardStats() } },
    'GET /api/stats/crm/reports': answer,
  });
  const view = renderApp(<DashboardPage />, { user: sessionUser({ role: 'admin' as Role, name: 'Ada' }) });
  const section = await screen.findByRole('region', { name: 'Informes' });
  return { ...view, section, calls };
}

const ok = (data: OwnerReport): FakeAnswer => ({ body: { success: true, data } });

/** A table's rows as the text of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

afterEach(() => vi.restoreAllMocks());

describe('Panel de Control: Informes', () => {
  it('shows the MRR chart, the months’ figures (the most recent first) and when they were computed', async () => {
    const december = months();
    december[11] = {
      ...december[11]!,
      churnRate: null,
      conversionRate: null,
      signups: 0,
      converted: 0,
      byCurrency: [
        moneyFigures('USD', 1254.46, {
          renewing: 120,
          arpu: 10.45,
          revenue: 300,
          refunds: 2,
          refunded: 19.98,
        }),
        moneyFigures('EUR', 19.98, { renewing: 2, arpu: 9.99, revenue: 19.98 }),
      ],
    };
    const { section } = await reports(ok(report({ months: december })));

    expect(
      await within(section).findByRole('heading', { level: 3, name: 'MRR de los últimos 12 meses' }),
    ).toBeVisible();
    expect(within(section).getByRole('heading', { level: 3, name: 'Mes a mes' })).toBeVisible();
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Ingresos por código promocional' }),
    ).toBeVisible();
    // 08:30 UTC is 9:30 in Madrid in winter.
    expect(within(section).getByText(/^Actualizado:/).textContent).toBe('Actualizado: 5 dic 2026, 9:30');

    const chart = within(section).getByRole('img', { name: /^MRR de los últimos 12 meses\./ });
    expect(chart).toHaveAccessibleName(
      'MRR de los últimos 12 meses. USD: de 100,00\u00a0US$ en ene 2026 a 1254,46\u00a0US$ en dic 2026; máximo 1254,46\u00a0US$. ' +
        'EUR: de 0,00\u00a0€ en ene 2026 a 19,98\u00a0€ en dic 2026; máximo 19,98\u00a0€.',
    );
    const chartTable = within(section).getByRole('table', { name: 'MRR al cierre de cada mes, por moneda' });
    expect(rowsOf(chartTable)[12]).toEqual(['dic 2026', '1254,46\u00a0US$', '19,98\u00a0€']);

    const table = within(section).getByRole('table', { name: 'Informe mensual' });
    const [header, december_, november] = rowsOf(table);
    expect(header).toEqual([
      'Mes',
      'Suscriptores',
      'Nuevas',
      'Reactivadas',
      'Bajas',
      'Tasa de bajas',
      'MRR',
      'ARPU',
      'Ingresos',
      'Reembolsos',
      'Prueba → pago',
    ]);
    expect(december_).toEqual([
      'dic 2026 (en curso)',
      '120',
      '12',
      '1',
      '3',
      '—',
      '1254,46\u00a0US$ · 19,98\u00a0€',
      '10,45\u00a0US$ · 9,99\u00a0€',
      '300,00\u00a0US$ · 19,98\u00a0€',
      '2 (19,98\u00a0US$)',
      '0/0 (—)',
    ]);
    expect(november).toEqual([
      'nov 2026',
      '110',
      '12',
      '1',
      '3',
      '12,5\u00a0%',
      '1100,00\u00a0US$',
      '10,00\u00a0US$',
      '90,00\u00a0US$',
      '0',
      '3/40 (7,5\u00a0%)',
    ]);
    // Below 1280 px the same months are cards.
    const cards = within(section).getByRole('list', { name: 'Informe mensual' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { level: 4 })).toHaveTextContent('dic 2026 (en curso)');
    expect(within(first).getByText('Tasa de bajas').nextElementSibling).toHaveTextContent('—');
  });

  it('lists the revenue of each promotion code, and says so when none has been used', async () => {
    const used = report({
      promotionRevenue: [
        {
          code: 'REYES26',
          uses: 7,
          revenue: [
            { currency: 'USD', amount: 69.93 },
            { currency: 'EUR', amount: 9.99 },
          ],
        },
      ],
    });
    const { section } = await reports(ok(used));
    const table = await within(section).findByRole('table', { name: 'Ingresos por código promocional' });
    expect(rowsOf(table)).toEqual([
      ['Código', 'Usos', 'Ingresos'],
      ['REYES26', '7', '69,93\u00a0US$ · 9,99\u00a0€'],
    ]);
  });

  it('says when no promotion code has been used', async () => {
    const { section } = await reports(ok(report()));
    const promos = await within(section).findByRole('region', { name: 'Ingresos por código promocional' });
    expect(within(promos).getByText('Aún no se ha usado ningún código.')).toBeVisible();
    expect(within(promos).queryByRole('table')).toBeNull();
  });

  it('says the reports are on their way when they have never been computed', async () => {
    const { section } = await reports(ok(report({ computedAt: null, months: [] })));
    expect(await within(section).findByText('Los informes se calculan en unos minutos.')).toBeVisible();
    expect(within(section).queryByRole('img')).toBeNull();
    expect(within(section).queryByRole('button', { name: /Descargar CSV/ })).toBeNull();
  });

  it('downloads the monthly table as a CSV file named after today', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-05T10:00:00Z') });
    const downloads = catchCsvDownloads();
    try {
      const { section, user } = await reports(ok(report()));
      await user.click(
        await within(section).findByRole('button', { name: 'Descargar CSV de los informes mensuales' }),
      );
      expect(downloads.names).toEqual(['sanarte-informes-2026-12-05.csv']);
      const lines = await downloads.lines();
      expect(lines[0]).toMatch(/^"Mes","Suscriptores","Nuevas","Reactivadas","Bajas","Tasa de bajas",/);
      expect(lines[1]).toBe(
        '"2026-12","120","12","1","3","0.125","40","3","0.075","1200","120","10","90","0","0"',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers to try again when the reports fail to load', async () => {
    let fail = true;
    const { section, user } = await reports(() =>
      fail ? { status: 500, body: { success: false } } : ok(report()),
    );
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los informes.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await within(section).findByRole('table', { name: 'Informe mensual' })).toBeInTheDocument();
  });
});
