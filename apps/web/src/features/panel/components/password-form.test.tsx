import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, shownErrors } from '../../../test/forms';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import { PasswordForm } from './password-form';

const form = () =>
  screen.getByRole('button', { name: /^(Cambiar|Establecer) contraseña$/ }).closest('form') as HTMLElement;

describe('PasswordForm (Configuración › Contraseña)', () => {
  it('requires the three fields, in order, then 6 characters, then the sign-up rules, then equal fields', async () => {
    const calls = fakeApi();
    const { user } = renderApp(<PasswordForm user={sessionUser()} />);
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(shownErrors(form())).toEqual([
        'Contraseña actual: La contraseña es requerida',
        'Nueva contraseña: La contraseña es requerida',
        'Confirmar nueva contraseña: La contraseña es requerida',
      ]),
    );
    // The hint stays visible next to the new password's message.
    expect(screen.getByText('Mínimo 6 caracteres.')).toBeInTheDocument();

    await fill(user, { 'Contraseña actual': 'vieja', 'Nueva contraseña': 'abc', 'Confirmar nueva': 'x' });
    await waitFor(() =>
      expect(shownErrors(form())).toEqual([
        'Nueva contraseña: La contraseña debe tener al menos 6 caracteres',
      ]),
    );
    await fill(user, { 'Nueva contraseña': 'def' });
    await waitFor(() =>
      expect(shownErrors(form())).toEqual([
        'Nueva contraseña: La contraseña debe tener al menos 8 caracteres',
      ]),
    );
    await fill(user, { 'Nueva contraseña': 'Gh!' });
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(shownErrors(form())).toEqual(['Confirmar nueva contraseña: Las contraseñas no coinciden']),
    );
    expect(calls).toEqual([]);
  });

  it('sends the current and new password, confirms and empties the form', async () => {
    const calls = fakeApi({ 'PUT /api/users/update-password': { body: { success: true } } });
    const { user } = renderApp(<PasswordForm user={sessionUser()} />);
    await fill(user, {
      'Contraseña actual': 'vieja',
      'Nueva contraseña': 'Nueva!123',
      'Confirmar nueva': 'Nueva!123',
    });
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Contraseña actualizada correctamente')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        route: 'PUT /api/users/update-password',
        body: { currentPassword: 'vieja', newPassword: 'Nueva!123' },
      },
    ]);
    expect(screen.getByLabelText(/^Contraseña actual/, { selector: 'input' })).toHaveValue('');
  });

  it('a Google account sets a first password: no current password, 6 characters, equal fields', async () => {
    const calls = fakeApi({
      'PUT /api/users/update-password-google': { body: { success: true, message: 'Contraseña creada' } },
    });
    const { user } = renderApp(<PasswordForm user={sessionUser({ googleAccount: true })} />);
    expect(screen.queryByLabelText(/^Contraseña actual/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Establecer contraseña' }));
    await waitFor(() =>
      expect(shownErrors(form())).toEqual([
        'Nueva contraseña: La contraseña es requerida',
        'Confirmar nueva contraseña: La contraseña es requerida',
      ]),
    );
    await fill(user, { 'Nueva contraseña': 'abcde', 'Confirmar nueva': 'abcdef' });
    await waitFor(() =>
      expect(shownErrors(form())).toEqual([
        'Nueva contraseña: La contraseña debe tener al menos 6 caracteres',
      ]),
    );
    await fill(user, { 'Nueva contraseña': 'f' });
    await user.click(screen.getByRole('button', { name: 'Establecer contraseña' }));
    expect(await screen.findByText('Contraseña creada')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        route: 'PUT /api/users/update-password-google',
        body: { email: 'ana@example.com', newPassword: 'abcdef' },
      },
    ]);
  });
});
