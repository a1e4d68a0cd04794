import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, shownErrors } from '../../../test/forms';
import { fakeApi, renderApp } from '../../../test/render';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'a'.repeat(43);

describe('VerifyEmailPage (/verify-email)', () => {
  it('setup after verification: the sign-up rules its checklist shows, and equal fields at once', async () => {
    const calls = fakeApi({
      'POST /api/users/verify': { body: { success: true, message: 'Correo verificado correctamente.' } },
    });
    const { user } = renderApp(<VerifyEmailPage />, { path: `/verify-email?token=${TOKEN}&setup=true` });
    const form = await screen.findByRole('form', { name: 'Crear contraseña' });
    const checklist = within(form).getByRole('list', { name: 'Requisitos de la contraseña' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span')?.textContent),
    ).toEqual([
      'Mínimo 8 caracteres',
      'Al menos una letra mayúscula',
      'Al menos un símbolo especial (!@#$%^&*)',
    ]);

    // Six characters and a different confirmation: both refused, each on its field (decision 038).
    await fill(user, { 'Nueva contraseña': 'abcdef', 'Confirmar contraseña': 'abcdeg' });
    await user.click(within(form).getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() =>
      expect(shownErrors(form)).toEqual([
        'Nueva contraseña: La contraseña debe tener al menos 8 caracteres',
        'Confirmar contraseña: Las contraseñas no coinciden',
      ]),
    );
    expect(calls.map((c) => c.route)).toEqual(['POST /api/users/verify']);
  });

  it('without a token: the spec’s “not found in URL”, and nothing is sent', async () => {
    const calls = fakeApi();
    renderApp(<VerifyEmailPage />, { path: '/verify-email' });
    expect(await screen.findByText('Verification token not found in URL.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('a token the server refuses: its message, not “not found in URL”', async () => {
    const calls = fakeApi({
      'POST /api/users/verify': {
        status: 400,
        body: { success: false, message: 'El enlace no es válido o ha expirado. Solicita uno nuevo.' },
      },
    });
    renderApp(<VerifyEmailPage />, { path: '/verify-email?token=bogus' });
    expect(
      await screen.findByText('El enlace no es válido o ha expirado. Solicita uno nuevo.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Verification token not found in URL.')).not.toBeInTheDocument();
    expect(calls).toEqual([{ route: 'POST /api/users/verify', body: { token: 'bogus' } }]);
  });
});
