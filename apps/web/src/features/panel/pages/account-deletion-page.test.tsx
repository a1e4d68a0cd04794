import { es } from '@sanarte/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRoutes, fakeApi, renderApp, sessionUser } from '../../../test/render';
import { AccountDeletionPage } from './account-deletion-page';

const TOKEN = 'tok_0123456789abcdef';
const CONFIRM = 'POST /api/users/delete-account/confirm';

function showPage(path: string, routes: FakeRoutes = {}, signedIn = false) {
  const calls = fakeApi(routes);
  const view = renderApp(<AccountDeletionPage />, { path, user: signedIn ? sessionUser() : undefined });
  return { ...view, calls };
}

describe('/eliminar-cuenta', () => {
  it('deletes nothing on arrival: only the button does, then signs out and goes home', async () => {
    const view = showPage(
      `/eliminar-cuenta?token=${TOKEN}`,
      { [CONFIRM]: { body: { success: true, status: 'deleted', message: es.privacy.deleted } } },
      true,
    );
    expect(screen.getByRole('heading', { name: es.privacy.confirmPageTitle })).toBeInTheDocument();
    expect(screen.getByText(es.privacy.confirmPageText)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: es.privacy.deleteConfirm });
    expect(view.calls).toEqual([]);

    await view.user.click(button);
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(view.calls.filter((c) => c.route === CONFIRM)).toEqual([
      { route: CONFIRM, body: { token: TOKEN } },
    ]);
    expect(view.store.getState().auth.user).toBeNull();
    expect(localStorage.getItem('hasSession')).toBeNull();
    expect(await screen.findByText(es.privacy.deleted)).toBeInTheDocument();
  });

  it('says when the link is invalid or expired, with the way home', async () => {
    const view = showPage(`/eliminar-cuenta?token=${TOKEN}`, {
      [CONFIRM]: { status: 400, body: { success: false, message: es.privacy.confirmInvalid } },
    });
    await view.user.click(screen.getByRole('button', { name: es.privacy.deleteConfirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.privacy.confirmInvalid);
    expect(screen.getByRole('link', { name: es.privacy.backHome })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: es.privacy.deleteConfirm })).not.toBeInTheDocument();
    expect(view.location()).toBe(`/eliminar-cuenta?token=${TOKEN}`);
  });

  it('keeps the button to try again after any other failure', async () => {
    const view = showPage(`/eliminar-cuenta?token=${TOKEN}`, {
      [CONFIRM]: { status: 429, body: { success: false, message: 'Demasiados intentos.' } },
    });
    await view.user.click(screen.getByRole('button', { name: es.privacy.deleteConfirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos.');
    expect(screen.getByRole('button', { name: es.privacy.deleteConfirm })).toBeEnabled();
  });

  it('without a token says the link is invalid and calls nothing', () => {
    const view = showPage('/eliminar-cuenta');
    expect(screen.getByRole('alert')).toHaveTextContent(es.privacy.confirmInvalid);
    expect(screen.getByRole('link', { name: es.privacy.backHome })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: es.privacy.deleteConfirm })).not.toBeInTheDocument();
    expect(view.calls).toEqual([]);
  });
});
