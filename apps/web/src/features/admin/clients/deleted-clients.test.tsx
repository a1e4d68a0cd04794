import { type Role, es, formatDate } from '@sanarte/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/admin-users';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import type { AdminUser } from '../api/users';
import { ClientList } from './client-list';
import { ClientsPage } from './clients-page';

const client = (name: string, patch: Partial<AdminUser> = {}): AdminUser =>
  adminUser({
    _id: `id-${name}`,
    name,
    lastName: 'Prueba',
    email: `${name.toLowerCase()}@example.com`,
    ...patch,
  });

const DELETED_AT = '2026-11-20T12:00:00.000Z';
/** A deleted account as the list presents it: no name, no e-mail. */
const deleted = (id: string, deletedBy: string | null) =>
  client(id, {
    _id: id,
    name: '',
    lastName: '',
    email: '',
    isActive: false,
    deletedAt: DELETED_AT,
    deletedBy,
  });

const staff = (role: Role) => sessionUser({ role, name: 'Ada', lastName: 'Admin' });

const showList = (users: AdminUser[], role: Role = 'admin') =>
  renderApp(
    <ClientList
      users={users}
      busy={false}
      canManage={role === 'admin'}
      onEdit={() => {}}
      onHistory={() => {}}
    />,
    { user: staff(role) },
  );

const table = () => screen.getByRole('table', { name: 'Lista de clientes' });
const cards = () => screen.getByRole('list', { name: 'Lista de clientes' });
const rowOf = (text: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text)) as HTMLElement;

describe('Clientes › «Eliminar cuenta»', () => {
  it('is offered to admins on every client, in the table and on the cards, named after the client', () => {
    showList([client('Ana'), client('Luis')]);
    expect(
      within(rowOf('Ana Prueba')).getByRole('button', { name: 'Eliminar cuenta de Ana Prueba' }),
    ).toBeEnabled();
    expect(
      within(rowOf('Luis Prueba')).getByRole('button', { name: 'Eliminar cuenta de Luis Prueba' }),
    ).toBeEnabled();
    expect(within(cards()).getAllByRole('button', { name: /^Eliminar cuenta de/ })).toHaveLength(2);
  });

  it.each(['crmUser', 'therapist', 'creator', 'tester'] as Role[])('is not shown to %s', (role) => {
    showList([client('Ana')], role);
    expect(within(rowOf('Ana Prueba')).getByRole('button', { name: /^Editar/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar cuenta/ })).not.toBeInTheDocument();
  });

  it('asks first, deletes, says so and refreshes the list', async () => {
    let deletedYet = false;
    const calls = fakeApi({
      'GET /api/users/list': () => ({
        body: {
          success: true,
          data: [deletedYet ? deleted('id-Ana', 'Ada Admin') : client('Ana'), client('Luis')],
          total: 2,
          grandTotal: 2,
          page: 1,
          pageSize: 20,
        },
      }),
      'DELETE /api/users/delete/id-Ana': () => {
        deletedYet = true;
        return { body: { success: true, message: es.privacy.adminDeleted } };
      },
    });
    const { user } = renderApp(<ClientsPage />, { path: '/admin/clientes', user: staff('admin') });
    await screen.findByRole('table', { name: 'Lista de clientes' });
    const tableButton = within(rowOf('Ana Prueba')).getByRole('button', {
      name: 'Eliminar cuenta de Ana Prueba',
    });
    await user.click(tableButton);

    const dialog = await screen.findByRole('dialog', { name: es.privacy.adminDeleteTitle });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Ana Prueba · ana@example.com'));
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(es.privacy.adminDeleteText));
    // Cancelling calls nothing.
    expect(within(dialog).getByRole('button', { name: es.common.cancel })).toHaveFocus();
    expect(calls.filter((c) => c.route.startsWith('DELETE'))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: es.privacy.adminDeleteConfirm }));
    expect(await screen.findByText(es.privacy.adminDeleted)).toBeInTheDocument();
    expect(calls.filter((c) => c.route.startsWith('DELETE'))).toEqual([
      { route: 'DELETE /api/users/delete/id-Ana', body: undefined },
    ]);
    await waitFor(() => expect(rowOf(es.privacy.deletedAccount)).toBeDefined());
    expect(rowOf(es.privacy.deletedAccount)).toHaveTextContent(
      es.privacy.deletedOn(formatDate(DELETED_AT), 'Ada Admin'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.route === 'GET /api/users/list').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    fakeApi({
      'GET /api/users/list': {
        body: { success: true, data: [client('Ana')], total: 1, grandTotal: 1, page: 1, pageSize: 20 },
      },
      'DELETE /api/users/delete/id-Ana': {
        status: 400,
        body: { success: false, message: es.privacy.adminOnlyClients },
      },
    });
    const { user } = renderApp(<ClientsPage />, { path: '/admin/clientes', user: staff('admin') });
    await screen.findByRole('table', { name: 'Lista de clientes' });
    await user.click(
      within(rowOf('Ana Prueba')).getByRole('button', { name: 'Eliminar cuenta de Ana Prueba' }),
    );
    const dialog = await screen.findByRole('dialog', { name: es.privacy.adminDeleteTitle });
    await user.click(within(dialog).getByRole('button', { name: es.privacy.adminDeleteConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(es.privacy.adminOnlyClients);
    expect(screen.getByRole('dialog', { name: es.privacy.adminDeleteTitle })).toBeInTheDocument();
  });
});

describe('Clientes › a deleted account', () => {
  it('shows «Cuenta eliminada», when and by whom, with no name, e-mail or actions', () => {
    showList([deleted('gone-1', 'Ada Admin'), deleted('gone-2', null), client('Ana')]);
    const rows = within(table())
      .getAllByRole('row')
      .filter((r) => r.textContent?.includes(es.privacy.deletedAccount));
    expect(rows).toHaveLength(2);
    const [byStaff, bySelf] = rows as [HTMLElement, HTMLElement];
    expect(byStaff).toHaveTextContent(es.privacy.deletedOn(formatDate(DELETED_AT), 'Ada Admin'));
    expect(bySelf).toHaveTextContent(es.privacy.deletedOn(formatDate(DELETED_AT), es.privacy.deletedBySelf));
    for (const row of rows) {
      expect(within(row).queryAllByRole('button')).toHaveLength(0);
      expect(row).not.toHaveTextContent('@');
    }
    // The live client keeps its actions.
    expect(within(rowOf('Ana Prueba')).getByRole('button', { name: /^Editar/ })).toBeInTheDocument();

    const deletedCards = within(cards())
      .getAllByRole('listitem')
      .filter((card) => card.textContent?.includes(es.privacy.deletedAccount));
    expect(deletedCards).toHaveLength(2);
    expect(deletedCards[1]).toHaveTextContent(
      es.privacy.deletedOn(formatDate(DELETED_AT), es.privacy.deletedBySelf),
    );
    for (const card of deletedCards) expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });
});
