import { CLIENT_ROLES, type Role } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/admin-users';
import { renderApp, sessionUser } from '../../../test/render';
import type { AdminUser } from '../api/users';
import { EditUserDialog } from '../people/edit-user-dialog';
import { ClientList } from './client-list';

/** A client of the shared fixture (created at noon UTC, the same day in any time zone). */
const client = (name: string, activeSubscription: AdminUser['activeSubscription']): AdminUser =>
  adminUser({
    _id: `id-${name}`,
    name,
    lastName: 'Prueba',
    email: `${name.toLowerCase()}@example.com`,
    role: activeSubscription ? 'subscriber' : 'visitor',
    activeSubscription,
  });
const full = { slug: 'full', name: 'Plan Full' };
const mini = { slug: 'mini', name: 'Plan Mini' };

const CLIENTS = [
  client('Renueva', {
    plan: full,
    status: 'active',
    renewsAt: '2027-11-24T12:00:00.000Z',
    endsAt: '2027-11-25T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    complimentary: null,
  }),
  client('Cancela', {
    plan: mini,
    status: 'active',
    renewsAt: null,
    endsAt: '2026-12-05T12:00:00.000Z',
    cancelAtPeriodEnd: true,
    complimentary: null,
  }),
  client('Pendiente', {
    plan: mini,
    status: 'pending',
    renewsAt: null,
    endsAt: '2026-11-29T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    complimentary: null,
  }),
  client('Unico', {
    plan: full,
    status: 'active',
    renewsAt: null,
    endsAt: '2027-03-01T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    complimentary: null,
  }),
  client('Nadie', null),
];

const admin = sessionUser({ role: 'admin' as Role, name: 'Ada' });

/** The 'Tipo y suscripción' cell of a client's row in the table: type, plan and state lines. */
function subscriptionCell(name: string): string[] {
  const table = screen.getByRole('table', { name: 'Lista de clientes' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(`${name} Prueba`));
  const cell = row?.querySelectorAll('td, th')[headers.indexOf('Tipo y suscripción')];
  return lines(cell);
}

/** The visible lines of a subscription's state: each innermost text, in order. */
const lines = (el: Element | null | undefined): string[] =>
  [...(el?.querySelectorAll('span') ?? [])]
    .filter((span) => span.children.length === 0 && span.textContent)
    .map((span) => span.textContent ?? '');

const render = () =>
  renderApp(<ClientList users={CLIENTS} busy={false} canManage onEdit={() => {}} onHistory={() => {}} />, {
    user: admin,
  });

describe('Clientes: the subscription column', () => {
  it('shows each client’s plan, state and next renewal or end, in Spanish', () => {
    render();
    expect(subscriptionCell('Renueva')).toEqual([
      'Suscriptor',
      'Plan Full',
      'Activa · se renueva el 24/11/2027',
    ]);
    expect(subscriptionCell('Cancela')).toEqual([
      'Suscriptor',
      'Plan Mini',
      'Cancelada · finaliza el 05/12/2026',
    ]);
    expect(subscriptionCell('Pendiente')).toEqual([
      'Suscriptor',
      'Plan Mini',
      'Pago pendiente · acceso hasta el 29/11/2026',
    ]);
    expect(subscriptionCell('Unico')).toEqual(['Suscriptor', 'Plan Full', 'Activa · finaliza el 01/03/2027']);
    expect(subscriptionCell('Nadie')).toEqual(['Visitante', 'Sin suscripción']);
  });

  it('says the same on the cards shown below 1280 px, across the card’s width', () => {
    render();
    const cards = within(screen.getByRole('list', { name: 'Lista de clientes' })).getAllByRole('listitem');
    const card = cards.find((c) => c.textContent?.includes('Pendiente Prueba')) as HTMLElement;
    const field = within(card).getByText('Suscripción').parentElement;
    expect(field).toHaveClass('col-span-2');
    expect(lines(field?.querySelector('dd'))).toEqual([
      'Plan Mini',
      'Pago pendiente · acceso hasta el 29/11/2026',
    ]);
  });
});

describe('the user’s detail (Editar Usuario)', () => {
  it('shows the subscription’s state among the account’s information', async () => {
    const user = CLIENTS[0] as AdminUser;
    renderApp(<EditUserDialog user={user} onOpenChange={() => {}} roles={CLIENT_ROLES} />, { user: admin });
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuario' });
    const term = within(dialog).getByText('Suscripción activa');
    expect(lines(term.nextElementSibling)).toEqual(['Plan Full', 'Activa · se renueva el 24/11/2027']);
  });

  it('says when there is none', async () => {
    renderApp(
      <EditUserDialog user={CLIENTS[4] as AdminUser} onOpenChange={() => {}} roles={CLIENT_ROLES} />,
      {
        user: admin,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuario' });
    expect(within(dialog).getByText('Suscripción activa').nextElementSibling).toHaveTextContent(
      'Sin suscripción',
    );
  });
});

describe("Clientes: dates in Spain's time, as the CSV export writes them", () => {
  // Created at 23:30 UTC on 28 November: 00:30 on the 29th in Madrid, which the CSV writes as
  // «29/11/2026 00:30» wherever the server runs. The screen says the same day and time.
  const late: AdminUser = {
    ...(CLIENTS[0] as AdminUser),
    _id: 'id-late',
    name: 'Tarde',
    createdAt: '2026-11-28T23:30:00.000Z',
    updatedAt: '2026-11-28T23:45:00.000Z',
    activeSubscription: {
      plan: full,
      status: 'active',
      renewsAt: '2027-11-29T23:30:00.000Z',
      endsAt: '2027-11-30T23:30:00.000Z',
      cancelAtPeriodEnd: false,
      complimentary: null,
    },
  };

  it('the list shows the Spanish day of creation and of the renewal', () => {
    renderApp(<ClientList users={[late]} busy={false} canManage onEdit={() => {}} onHistory={() => {}} />, {
      user: admin,
    });
    const table = screen.getByRole('table', { name: 'Lista de clientes' });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Tarde Prueba')) as HTMLElement;
    expect(within(row).getByText('29 nov 2026')).toBeInTheDocument();
    expect(within(row).getByText('Activa · se renueva el 30/11/2027')).toBeInTheDocument();
    expect(row.textContent).not.toMatch(/28 nov 2026|29\/11\/2027/);
  });

  it('Editar Usuario shows the Spanish wall-clock time of creation and update', async () => {
    renderApp(<EditUserDialog user={late} onOpenChange={() => {}} roles={CLIENT_ROLES} />, { user: admin });
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuario' });
    expect(within(dialog).getByText('29 nov 2026, 0:30')).toBeInTheDocument();
    expect(within(dialog).getByText('29 nov 2026, 0:45')).toBeInTheDocument();
  });
});
