import type { DashboardStats, Role } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardStats, noRecurring } from '../../../test/admin-reports';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

async function dashboard(recurring: DashboardStats['recurring']) {
  const calls = fakeApi({
    'GET /api/stats/crm/dashboard': { body: { success: true, data: dashboardStats(recurring) } },
  });
  renderApp(<DashboardPage />, { user: sessionUser({ role: 'admin' as Role, name: 'Ada' }) });
  const section = await screen.findByRole('region', { name: 'Ingresos recurrentes' });
  return { section, calls };
}

/** A stat card: its label, figure and note, as read. */
const card = (section: HTMLElement, label: string) =>
  [...(within(section).getByText(label).parentElement?.children ?? [])].map((el) => el.textContent);

describe('Panel de Control: recurring revenue', () => {
  it('shows MRR, pending payments, this month’s cancellations and active subscriptions by plan', async () => {
    const { section } = await dashboard({
      mrr: 1254.46,
      currency: 'USD',
      mrrByCurrency: [{ currency: 'USD', mrr: 1254.46 }],
      activeByPlan: [
        { slug: 'mini', name: 'Plan Mini', count: 1200 },
        { slug: 'full', name: 'Plan Full', count: 3 },
      ],
      cancellationsThisMonth: 2,
      complimentary: 4,
      pendingPayment: 1,
    });
    expect(within(section).getByText('Datos de hoy: no dependen del periodo elegido.')).toBeInTheDocument();
    // Each card: its label, figure and note.
    for (const [label, figure, note] of [
      [
        'Ingresos recurrentes mensuales (MRR)',
        '1254,46\u00a0US$',
        'Suscripciones que se renuevan; las anuales cuentan su precio ÷ 12',
      ],
      ['Pagos pendientes', '1', 'Renovaciones sin cobrar, en periodo de gracia'],
      ['Cancelaciones este mes', '2', 'Renovaciones canceladas desde el día 1'],
      ['Accesos de cortesía', '4', 'Dados por el equipo: no cuentan como ingresos'],
    ] as const) {
      expect(card(section, label)).toEqual([label, figure, note]);
    }
    const byPlan = within(section).getByRole('region', { name: 'Suscripciones activas por plan' });
    const terms = within(byPlan)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const counts = within(byPlan)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Plan Mini', 'Plan Full']);
    expect(counts).toEqual(['1200', '3']);
  });

  it('gives each currency its own MRR, never adding dollars and euros', async () => {
    const { section } = await dashboard({
      ...noRecurring,
      mrr: 1254.46,
      mrrByCurrency: [
        { currency: 'USD', mrr: 1254.46 },
        { currency: 'EUR', mrr: 19.98 },
      ],
      activeByPlan: [{ slug: 'full-mensual', name: 'Plan Full Mensual', count: 2 }],
    });
    expect(card(section, 'Ingresos recurrentes mensuales (MRR)')[1]).toBe('1254,46\u00a0US$ · 19,98\u00a0€');
  });

  it('says so when no one has an active subscription', async () => {
    const { section } = await dashboard(noRecurring);
    expect(card(section, 'Ingresos recurrentes mensuales (MRR)')[1]).toBe('0,00\u00a0US$');
    expect(within(section).getByText('No hay suscripciones activas.')).toBeInTheDocument();
  });
});
