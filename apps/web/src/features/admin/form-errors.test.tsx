import { CLIENT_ROLES, type CategoryDto, type Role, STAFF_ROLES } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser } from '../../test/admin-users';
import { type FakeAnswer, fakeApi, renderApp, sessionUser } from '../../test/render';
import { AssetsPage } from './assets/assets-page';
import { CatalogueFormDialog } from './audio/catalogue-form-dialog';
import { ActiveToggle } from './people/active-toggle';
import { CreateUserDialog } from './people/create-user-dialog';
import { EditUserDialog } from './people/edit-user-dialog';

const admin = sessionUser({ role: 'admin' as Role, name: 'Ada' });

/** Refusals the server explains, and answers with nothing to say (a proxy's page, an empty body). */
const said = (message: string): FakeAnswer => ({ status: 409, body: { success: false, message } });
const silent: FakeAnswer = { status: 500, body: { success: false } };
/** No answer at all: the connection is down. */
const offline = () =>
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });
const UNAVAILABLE =
  'El servicio no está disponible en este momento. Por favor, inténtalo de nuevo en unos minutos.';

const CATEGORY: CategoryDto = {
  _id: 'c1',
  name: 'Salud',
  slug: 'salud',
  description: 'Cuerpo y mente',
  coverImage: { coverImageName: '', coverImageUrl: '' },
  isActive: true,
  order: 1,
};

const CLIENT = adminUser({ _id: 'u1' });

/** The form's red box (the dialog's one alert). */
const formError = async () =>
  (await within(await screen.findByRole('dialog')).findByRole('alert')).textContent;

async function saveCategory(item: CategoryDto | null) {
  const view = renderApp(<CatalogueFormDialog target={{ kind: 'category', item }} onClose={() => {}} />, {
    user: admin,
  });
  const dialog = await screen.findByRole('dialog', { name: item ? 'Editar categoría' : 'Nueva categoría' });
  if (!item) {
    await view.user.type(within(dialog).getByLabelText(/^Nombre/), 'Calma');
    await view.user.type(within(dialog).getByLabelText(/^Descripción/), 'Para dormir mejor');
  }
  await view.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  return formError();
}

describe('Gestión de Audio: the form’s error box', () => {
  it('creating: the server’s message', async () => {
    fakeApi({ 'POST /api/categories/create': said('Ya existe una categoría con ese nombre.') });
    expect(await saveCategory(null)).toBe('Ya existe una categoría con ese nombre.');
  });

  // Creating and updating fall back alike: the call's own English text, then with the reason.
  describe.each([
    {
      doing: 'creating',
      item: null,
      route: 'POST /api/categories/create',
      fallback: 'Failed to create category',
      unreachable: `Error creating category: ${UNAVAILABLE}`,
    },
    {
      doing: 'updating',
      item: CATEGORY,
      route: 'PUT /api/categories/update/c1',
      fallback: 'Failed to update category',
      unreachable: `Error updating category: ${UNAVAILABLE}`,
    },
  ])('$doing', ({ item, route, fallback, unreachable }) => {
    it('the server saying nothing: the spec’s fallback, not a generic text', async () => {
      fakeApi({ [route]: silent });
      expect(await saveCategory(item)).toBe(fallback);
    });

    it('with no connection: “Error … category: {message}”', async () => {
      offline();
      expect(await saveCategory(item)).toBe(unreachable);
    });
  });
});

async function createStaff() {
  const view = renderApp(
    <CreateUserDialog
      open
      onOpenChange={() => {}}
      title="Crear usuario"
      roles={STAFF_ROLES}
      defaultRole="crmUser"
      invite
    />,
    { user: admin },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Crear usuario' });
  await view.user.type(within(dialog).getByLabelText(/^Nombre/), 'Teresa');
  await view.user.type(within(dialog).getByLabelText(/^Apellido/), 'Ruiz');
  await view.user.type(within(dialog).getByLabelText(/^Correo electrónico/), 'teresa@example.com');
  await view.user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
  return formError();
}

async function editClient() {
  const view = renderApp(<EditUserDialog user={CLIENT} onOpenChange={() => {}} roles={CLIENT_ROLES} />, {
    user: admin,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Editar Usuario' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
  return formError();
}

const EMAIL_TAKEN = 'Ya existe una cuenta con este correo electrónico.';

describe('Usuarios CRM and Clientes: create and edit', () => {
  // A refusal shows 'Error al crear/actualizar usuario' with the server's detail; without one, a
  // creation adds the call's fallback and an edit shows the title alone.
  describe.each([
    {
      call: 'creation',
      route: 'POST /api/users/create',
      save: createStaff,
      refused: `Error al crear usuario: ${EMAIL_TAKEN}`,
      unexplained: 'Error al crear usuario: Failed to create user',
    },
    {
      call: 'edit',
      route: 'PUT /api/users/update/u1',
      save: editClient,
      refused: `Error al actualizar usuario: ${EMAIL_TAKEN}`,
      unexplained: 'Error al actualizar usuario',
    },
  ])('a $call', ({ route, save, refused, unexplained }) => {
    it('refused with the server’s message', async () => {
      fakeApi({ [route]: said(EMAIL_TAKEN) });
      expect(await save()).toBe(refused);
    });

    it('refused without a word', async () => {
      fakeApi({ [route]: silent });
      expect(await save()).toBe(unexplained);
    });
  });

  it('deactivating, the server saying nothing: the update call’s fallback “Failed to update user”', async () => {
    fakeApi({ 'PUT /api/users/update/u1': silent });
    const { user } = renderApp(<ActiveToggle user={CLIENT} kind="client" />, { user: admin });
    await user.click(screen.getByRole('button', { name: 'Desactivar a Lucía Martín' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Error al desactivar cliente: Failed to update user')).toBeInTheDocument();
  });
});

describe('Recursos: deleting a file', () => {
  const folder = {
    body: {
      success: true,
      data: {
        path: 'audios',
        items: [
          {
            name: 'calma.mp3',
            path: 'audios/calma.mp3',
            isDirectory: false,
            size: 1024,
            lastModified: '2026-11-01T12:00:00.000Z',
            url: '/cdn/audios/calma.mp3',
          },
        ],
      },
    },
  };

  async function deleteCalma() {
    const { user } = renderApp(<AssetsPage />, { path: '/admin/recursos?path=audios', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Eliminar archivo calma.mp3' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  }

  it('the server’s message, else the delete call’s fallback “Failed to delete file”', async () => {
    fakeApi({ 'GET /api/cdnFiles/audios': folder, 'DELETE /api/upload/audios/calma.mp3': silent });
    await deleteCalma();
    expect(await screen.findByText('Failed to delete file')).toBeInTheDocument();
  });

  it('a refusal the server explains', async () => {
    fakeApi({
      'GET /api/cdnFiles/audios': folder,
      'DELETE /api/upload/audios/calma.mp3': said('El archivo está en uso por un audio del catálogo.'),
    });
    await deleteCalma();
    expect(await screen.findByText('El archivo está en uso por un audio del catálogo.')).toBeInTheDocument();
  });
});
