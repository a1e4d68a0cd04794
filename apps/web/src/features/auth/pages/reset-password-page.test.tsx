import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'b'.repeat(43);
const usable = {
  'POST /api/users/reset-password/check': { body: { success: true, data: { usable: true } } },
};

describe('ResetPasswordPage (/reset-password)', () => {
  it('a reset link: the spec’s title and prompt', async () => {
    fakeApi(usable);
    renderApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Restablecer Contraseña' })).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu nueva contraseña para restablecer tu cuenta.')).toBeInTheDocument();
  });

  it('a set link (an invited staff member, a trial account): “Establecer Contraseña” and a prompt that says so', async () => {
    fakeApi(usable);
    renderApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}&type=set` });
    expect(await screen.findByRole('heading', { name: 'Establecer Contraseña' })).toBeInTheDocument();
    expect(
      screen.getByText('Ingresa tu nueva contraseña para establecer el acceso a tu cuenta.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/restablecer/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Establecer contraseña' })).toBeInTheDocument();
  });

  it('the local isTemporary flag words it as setting too', async () => {
    fakeApi(usable);
    localStorage.setItem('isTemporary', 'true');
    renderApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Establecer Contraseña' })).toBeInTheDocument();
    expect(screen.queryByText(/restablecer/i)).not.toBeInTheDocument();
  });
});
