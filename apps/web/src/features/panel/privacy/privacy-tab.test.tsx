import { es, formatDate } from '@sanarte/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { Toasts } from '../../../components/ui/toasts';
import { type FakeRoutes, fakeApi, renderApp, sessionUser, subscription } from '../../../test/render';
import { LoginRequiredNotice, RequireAuth, type SessionUser, loginSuccess } from '../../auth';
import { SettingsPage } from '../pages/settings-page';

const EXPORT = {
  exportedAt: '2026-11-24T10:00:00.000Z',
  profile: { email: 'ana@example.com', name: 'Ana' },
  testResults: [{ category: 'salud', themes: ['no_mas_insomnio'], takenAt: '2026-11-01T10:00:00.000Z' }],
};

/** Opens Configuración › Privacidad for `user` with the fake API's `routes`. */
function showTab(user: SessionUser, routes: FakeRoutes = {}) {
  const calls = fakeApi(routes);
  const view = renderApp(<SettingsPage />, { path: '/panel/configuracion?tab=privacidad', user });
  const panel = () => screen.getByRole('tabpanel', { name: es.privacy.tab });
  return { ...view, calls, panel };
}

/** What the page saved: the Blob behind the object URL and the link's file name. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

const deletes = (calls: { route: string; body: unknown }[]) =>
  calls.filter((c) => c.route === 'DELETE /api/users/me');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Configuración › Privacidad', () => {
  it('is a tab of its own, kept in the address', async () => {
    const { user, location } = showTab(sessionUser(), {});
    const tab = screen.getByRole('tab', { name: es.privacy.tab });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: es.privacy.exportTitle })).toBeVisible();
    expect(screen.getByRole('heading', { name: es.privacy.deleteTitle })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: es.panel.profileTab }));
    expect(location()).toBe('/panel/configuracion');
    await user.click(screen.getByRole('tab', { name: es.privacy.tab }));
    expect(location()).toBe('/panel/configuracion?tab=privacidad');
  });
});

describe('Privacidad › a team account', () => {
  it('says an admin deletes it from the back-office, with no button to delete it here', () => {
    const { panel } = showTab(sessionUser({ role: 'therapist' }));
    expect(within(panel()).getByText(es.privacy.staffSelfDelete)).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: es.privacy.deleteButton })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: es.privacy.exportButton })).toBeEnabled();
  });
});

describe('Privacidad › Descarga tus datos', () => {
  it('saves the export under the name the server gives, as the server sent it', async () => {
    const saved = captureDownloads();
    const { user, calls, panel } = showTab(sessionUser(), {
      'GET /api/users/me/export': {
        body: EXPORT,
        headers: { 'content-disposition': 'attachment; filename="sanarte-mis-datos-2026-11-24.json"' },
      },
    });
    await user.click(within(panel()).getByRole('button', { name: es.privacy.exportButton }));
    expect(await screen.findByText(es.privacy.exported)).toBeInTheDocument();
    expect(calls.map((c) => c.route)).toContain('GET /api/users/me/export');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('sanarte-mis-datos-2026-11-24.json');
    expect(saved[0]?.blob.type).toBe('application/json');
    expect(JSON.parse((await saved[0]?.blob.text()) ?? '')).toEqual(EXPORT);
    expect(within(panel()).getByRole('button', { name: es.privacy.exportButton })).toBeEnabled();
  });

  it('falls back to a generic name when the server gives none', async () => {
    const saved = captureDownloads();
    const { user, panel } = showTab(sessionUser(), { 'GET /api/users/me/export': { body: EXPORT } });
    await user.click(within(panel()).getByRole('button', { name: es.privacy.exportButton }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('sanarte-mis-datos.json');
  });

  it('says so when the export fails, and saves nothing', async () => {
    const saved = captureDownloads();
    const { user, panel } = showTab(sessionUser(), {
      'GET /api/users/me/export': { status: 500, body: { success: false, message: 'Error interno' } },
    });
    await user.click(within(panel()).getByRole('button', { name: es.privacy.exportButton }));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(es.privacy.exportFailed);
    expect(saved).toHaveLength(0);
  });
});

describe('Privacidad › Eliminar tu cuenta, with a password', () => {
  const routes: FakeRoutes = {
    'DELETE /api/users/me': (body) =>
      (body as { password?: string }).password === 'Correcta#2026'
        ? { body: { success: true, status: 'deleted', message: es.privacy.deleted } }
        : { status: 403, body: { success: false, message: es.privacy.wrongPassword } },
  };

  async function openDialog(view: ReturnType<typeof showTab>) {
    await view.user.click(within(view.panel()).getByRole('button', { name: es.privacy.deleteButton }));
    return screen.findByRole('dialog', { name: es.privacy.deleteConfirmTitle });
  }

  it('asks for the password before calling anything', async () => {
    const view = showTab(sessionUser(), routes);
    const dialog = await openDialog(view);
    expect(within(dialog).getByText(es.privacy.deleteConfirmText)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Tu suscripción se cancelará/)).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: es.privacy.deleteConfirm }));
    const field = within(dialog).getByLabelText(new RegExp(`^${es.privacy.passwordLabel}`));
    expect(field).toHaveAccessibleDescription(`${es.privacy.passwordHint} ${es.privacy.passwordRequired}`);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(deletes(view.calls)).toHaveLength(0);
  });

  it('shows a wrong password on the field and keeps the dialog and what was typed', async () => {
    const view = showTab(sessionUser(), routes);
    const dialog = await openDialog(view);
    const field = within(dialog).getByLabelText(new RegExp(`^${es.privacy.passwordLabel}`));
    await view.user.type(field, 'Mala#2026');
    await view.user.click(within(dialog).getByRole('button', { name: es.privacy.deleteConfirm }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(es.privacy.wrongPassword)),
    );
    expect(deletes(view.calls)).toEqual([{ route: 'DELETE /api/users/me', body: { password: 'Mala#2026' } }]);
    expect(screen.getByRole('dialog', { name: es.privacy.deleteConfirmTitle })).toBeInTheDocument();
    expect(field).toHaveValue('Mala#2026');
    expect(field).toHaveFocus();
    expect(view.location()).toBe('/panel/configuracion?tab=privacidad');
    expect(view.store.getState().auth.user).not.toBeNull();
  });

  it('deletes with the right password, signs out and goes home with the farewell', async () => {
    const view = showTab(sessionUser(), routes);
    expect(localStorage.getItem('hasSession')).toBe('1');
    const dialog = await openDialog(view);
    await view.user.type(
      within(dialog).getByLabelText(new RegExp(`^${es.privacy.passwordLabel}`)),
      'Correcta#2026',
    );
    await view.user.click(within(dialog).getByRole('button', { name: es.privacy.deleteConfirm }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(deletes(view.calls)).toEqual([
      { route: 'DELETE /api/users/me', body: { password: 'Correcta#2026' } },
    ]);
    expect(view.store.getState().auth.user).toBeNull();
    expect(view.store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('hasSession')).toBeNull();
    expect(await screen.findByText(es.privacy.deleted)).toBeInTheDocument();
  });

  it('leaves the guarded page without the guard taking over: no «Inicia sesión para continuar»', async () => {
    // The app's own arrangement: the page behind RequireAuth, the login notice on '/'.
    fakeApi(routes);
    const store = makeStore();
    store.dispatch(loginSuccess(sessionUser()));
    const router = createMemoryRouter(
      [
        { path: '/', element: <LoginRequiredNotice /> },
        {
          path: '/panel/configuracion',
          element: (
            <RequireAuth>
              <SettingsPage />
            </RequireAuth>
          ),
        },
      ],
      { initialEntries: ['/panel/configuracion?tab=privacidad'] },
    );
    const user = userEvent.setup();
    render(
      <Provider store={store}>
        {/* As the app's react-router/dom provider: navigations can be rendered at once. */}
        <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
        <Toasts />
      </Provider>,
    );
    await user.click(screen.getByRole('button', { name: es.privacy.deleteButton }));
    const dialog = await screen.findByRole('dialog', { name: es.privacy.deleteConfirmTitle });
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${es.privacy.passwordLabel}`)),
      'Correcta#2026',
    );
    await user.click(within(dialog).getByRole('button', { name: es.privacy.deleteConfirm }));
    expect(await screen.findByText(es.privacy.deleted)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBeNull();
    expect(screen.queryByText('Inicia sesión para continuar')).not.toBeInTheDocument();
    expect(localStorage.getItem('loginRedirect')).toBeNull();
  });

  it('keeps the dialog open with the reason when the subscription could not be cancelled', async () => {
    const view = showTab(sessionUser(), {
      'DELETE /api/users/me': { status: 502, body: { success: false, message: es.privacy.cancelFailed } },
    });
    const dialog = await openDialog(view);
    const field = within(dialog).getByLabelText(new RegExp(`^${es.privacy.passwordLabel}`));
    await view.user.type(field, 'Correcta#2026');
    await view.user.click(within(dialog).getByRole('button', { name: es.privacy.deleteConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(es.privacy.cancelFailed);
    expect(field).toHaveValue('Correcta#2026');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(view.store.getState().auth.user).not.toBeNull();
  });

  it('warns that an active subscription ends now', async () => {
    const end = '2027-03-01T12:00:00.000Z';
    const active = subscription('full', { endDate: end, renewing: true, renewsAt: end });
    const view = showTab(sessionUser({ activeSubscription: active, subscriptions: [active] }), routes);
    const dialog = await openDialog(view);
    expect(
      within(dialog).getByText(es.privacy.deleteConfirmSubscription(formatDate(end))),
    ).toBeInTheDocument();
  });
});

describe('Privacidad › Eliminar tu cuenta, without a password', () => {
  it('sends no password and says a confirmation link was e-mailed', async () => {
    const message = es.privacy.confirmationSent('ana@example.com');
    const view = showTab(sessionUser({ hasPassword: false, googleAccount: true }), {
      'DELETE /api/users/me': { body: { success: true, status: 'confirmation_sent', message } },
    });
    await view.user.click(within(view.panel()).getByRole('button', { name: es.privacy.deleteButton }));
    const dialog = await screen.findByRole('dialog', { name: es.privacy.deleteConfirmTitle });
    expect(within(dialog).getByText(es.privacy.noPasswordHint)).toBeInTheDocument();
    expect(
      within(dialog).queryByLabelText(new RegExp(`^${es.privacy.passwordLabel}`)),
    ).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: es.privacy.sendConfirmation }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(view.calls.filter((c) => c.route === 'DELETE /api/users/me')).toEqual([
      { route: 'DELETE /api/users/me', body: {} },
    ]);
    // Still signed in, still here; the notice stays on the tab once the dialog is closed.
    expect(view.store.getState().auth.user).not.toBeNull();
    // The dialog's own «Cerrar» (the corner × is named the same).
    const close = within(dialog)
      .getAllByRole('button', { name: es.common.close })
      .find((button) => button.textContent === es.common.close);
    await view.user.click(close as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(view.panel()).getByText(message)).toBeInTheDocument();
    expect(within(view.panel()).getByRole('button', { name: es.privacy.deleteButton })).toHaveFocus();
    expect(view.location()).toBe('/panel/configuracion?tab=privacidad');
  });
});
