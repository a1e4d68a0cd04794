import { CLIENT_ROLES, type Role, STAFF_ROLES, es } from '@sanarte/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser } from '../../../test/admin-users';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import { CreateUserDialog } from './create-user-dialog';
import { EditUserDialog } from './edit-user-dialog';

/**
 * A client's type follows their subscription: Clientes' dialogs say so instead of offering
 * «Suscriptor», which granted nothing (an empty library), and send no chosen role.
 */
const admin = sessionUser({ role: 'admin' as Role, name: 'Ada' });
const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'Hecho', data } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Clientes: the client’s type is shown, not chosen', () => {
  it('«Crear Cliente» creates a visitor and says a purchase makes a subscriber', async () => {
    const calls = fakeApi({ 'POST /api/users/create': ok(adminUser()) });
    const view = renderApp(
      <CreateUserDialog
        open
        onOpenChange={() => {}}
        title={es.admin.clientsCreate}
        roles={CLIENT_ROLES}
        defaultRole="visitor"
      />,
      { user: admin },
    );
    const dialog = await screen.findByRole('dialog', { name: es.admin.clientsCreate });
    expect(within(dialog).queryByRole('combobox', { name: /^Rol/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Suscriptor' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Tipo de cliente: Visitante')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Se crea como Visitante y pasa a Suscriptor cuando compra un plan: el tipo lo da la suscripción, no se elige aquí.',
      ),
    ).toBeInTheDocument();

    await view.user.type(within(dialog).getByLabelText(/^Nombre/), 'Clara');
    await view.user.type(within(dialog).getByLabelText(/^Apellido/), 'Sol');
    await view.user.type(within(dialog).getByLabelText(/^Correo electrónico/), 'clara@example.com');
    await view.user.type(within(dialog).getByLabelText(/^Contraseña/), 'Calma#Serena9');
    await view.user.type(within(dialog).getByLabelText(/^Confirmar contraseña/), 'Calma#Serena9');
    await view.user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(calls.map((c) => c.route)).toContain('POST /api/users/create'));
    expect(calls.find((c) => c.route === 'POST /api/users/create')?.body).toMatchObject({ role: 'visitor' });
  });

  it('«Editar Usuario» of a subscriber shows the type and why, and sends it back as it is', async () => {
    const subscriber = adminUser({
      role: 'subscriber',
      activeSubscription: {
        plan: { slug: 'full', name: 'Plan Full' },
        status: 'active',
        renewsAt: '2027-11-24T12:00:00.000Z',
        endsAt: '2027-11-25T12:00:00.000Z',
        cancelAtPeriodEnd: false,
        complimentary: null,
      },
    });
    const calls = fakeApi({ [`PUT /api/users/update/${subscriber._id}`]: ok(subscriber) });
    const view = renderApp(
      <EditUserDialog user={subscriber} onOpenChange={() => {}} roles={CLIENT_ROLES} />,
      {
        user: admin,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuario' });
    expect(within(dialog).queryByRole('combobox', { name: /^Rol/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Tipo de cliente: Suscriptor')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'El tipo lo da la suscripción, no se elige aquí: un cliente es Suscriptor mientras un plan le da acceso y vuelve a Visitante cuando termina.',
      ),
    ).toBeInTheDocument();

    const name = within(dialog).getByLabelText(/^Nombre/);
    await view.user.clear(name);
    await view.user.type(name, 'Lucía María');
    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    const put = `PUT /api/users/update/${subscriber._id}`;
    await waitFor(() => expect(calls.map((c) => c.route)).toContain(put));
    expect(calls.find((c) => c.route === put)?.body).toMatchObject({
      name: 'Lucía María',
      role: 'subscriber',
    });
  });

  it('staff accounts still have their role to choose', async () => {
    fakeApi({});
    renderApp(
      <EditUserDialog
        user={adminUser({ role: 'crmUser', email: 'teresa@sanarte.app' })}
        onOpenChange={() => {}}
        roles={STAFF_ROLES}
      />,
      { user: admin },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuario' });
    const role = within(dialog).getByRole('combobox', { name: /^Rol/ });
    expect(within(role).getByRole('option', { name: 'Usuario CRM' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Tipo de cliente/)).not.toBeInTheDocument();
  });
});
