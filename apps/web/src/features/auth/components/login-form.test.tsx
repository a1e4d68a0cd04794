import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill, shownErrors } from '../../../test/forms';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import { LoginForm } from './login-form';

const form = () => screen.getByRole('form', { name: 'Formulario de inicio de sesión' });
const submit = () => screen.getByRole('button', { name: 'Iniciar sesión' });

describe('LoginForm', () => {
  it('asks for the e-mail, then the password, and clears each message once it is typed', async () => {
    const calls = fakeApi();
    const { user } = renderApp(<LoginForm onSignedIn={vi.fn()} onForgotPassword={vi.fn()} />);
    await user.click(submit());
    await waitFor(() =>
      expect(shownErrors(form())).toEqual([
        'Correo electrónico: Por favor ingresa tu correo electrónico',
        'Contraseña: Por favor ingresa tu contraseña',
      ]),
    );
    await fill(user, { 'Correo electrónico': 'lucia@example.com' });
    await waitFor(() => expect(shownErrors(form())).toEqual(['Contraseña: Por favor ingresa tu contraseña']));
    expect(calls).toEqual([]);
  });

  it('signs in and goes where the account belongs', async () => {
    const calls = fakeApi({
      'POST /api/users/login': { body: { success: true, data: { user: sessionUser() } } },
    });
    const onSignedIn = vi.fn();
    const { user, location, store } = renderApp(
      <LoginForm onSignedIn={onSignedIn} onForgotPassword={vi.fn()} />,
      { path: '/login?mode=login' },
    );
    await fill(user, { 'Correo electrónico': 'lucia@example.com', Contraseña: 'secreta' });
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/'));
    expect(calls[0]).toEqual({
      route: 'POST /api/users/login',
      body: { email: 'lucia@example.com', password: 'secreta' },
    });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.user?.email).toBe('ana@example.com');
  });

  it('shows the server’s message when the credentials are wrong, and a deactivated account’s notice', async () => {
    fakeApi({
      'POST /api/users/login': { status: 401, body: { success: false, message: 'Credenciales inválidas' } },
    });
    const { user, location } = renderApp(<LoginForm onSignedIn={vi.fn()} onForgotPassword={vi.fn()} />, {
      path: '/login',
    });
    await fill(user, { 'Correo electrónico': 'lucia@example.com', Contraseña: 'mala' });
    await user.click(submit());
    expect(await screen.findByText('Credenciales inválidas')).toBeInTheDocument();
    expect(location()).toBe('/login');

    fakeApi({
      'POST /api/users/login': { body: { success: true, data: { user: sessionUser({ isActive: false }) } } },
    });
    await user.click(submit());
    expect(
      await screen.findByText('Por favor contacta al administrador para obtener ayuda.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('offers the password reset', async () => {
    fakeApi();
    const onForgotPassword = vi.fn();
    const { user } = renderApp(<LoginForm onSignedIn={vi.fn()} onForgotPassword={onForgotPassword} />);
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
  });
});
