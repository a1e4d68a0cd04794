import { es } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/admin-users';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import type { AdminUser } from '../api/users';
import { ClientsPage } from '../clients/clients-page';
import { OrdersPage } from '../orders/orders-page';

const admin = sessionUser({ role: 'admin', name: 'Ada', lastName: 'Admin' });

const client = (n: number): AdminUser =>
  adminUser({ _id: `id-${n}`, name: 'Martín', lastName: `Escala ${n}`, email: `martin${n}@example.com` });

const page = (capped: boolean) => ({
  body: {
    success: true,
    data: Array.from({ length: 20 }, (_, i) => client(i + 1)),
    total: 1000,
    grandTotal: 1_000_000,
    totalCapped: capped,
    page: 1,
    pageSize: 20,
  },
});

describe('list totals the server stopped counting', () => {
  it('Clientes says «más de 1000 de 1.000.000 total» and how to find the rest', async () => {
    fakeApi({ 'GET /api/users/list': page(true) });
    renderApp(<ClientsPage />, { path: '/admin/clientes', user: admin });
    await screen.findByRole('table', { name: 'Lista de clientes' });
    expect(screen.getByText('más de 1000 de 1.000.000 total')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByText('Página 1 de 50')).toBeInTheDocument();
    expect(nav).toHaveTextContent(es.admin.listCapped.replace('{n}', '1000'));
  });

  it('Clientes shows an exact total as before, with no hint', async () => {
    fakeApi({ 'GET /api/users/list': page(false) });
    renderApp(<ClientsPage />, { path: '/admin/clientes', user: admin });
    await screen.findByRole('table', { name: 'Lista de clientes' });
    expect(screen.getByText('1000 de 1.000.000 total')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginación' })).not.toHaveTextContent(
      es.admin.listCapped.replace('{n}', '1000'),
    );
  });

  it('Órdenes says «más de» in its header when the search was capped', async () => {
    fakeApi({
      'GET /api/payment-records/list': {
        body: {
          success: true,
          data: [],
          total: 1000,
          grandTotal: 3_000_000,
          totalCapped: true,
          page: 1,
          pageSize: 20,
        },
      },
    });
    renderApp(<OrdersPage />, { path: '/admin/logs-ordenes', user: admin });
    expect(await screen.findByText('más de 1000 de 3.000.000 total')).toBeInTheDocument();
  });
});
