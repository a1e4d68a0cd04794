import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, shownErrors } from '../../../test/forms';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import { PasswordForm } from './password-form';

const form = () =>
  screen.getByRole('button', { name: /^(Cambiar|Establecer) contraseña$/ }).closest('form') as HTMLElement;
const rules = () =>
  within(screen.getByRole('list', { name: 'Requisitos de la contraseña' })).getAllByRole('listitem');
/** The sign-up checklist's rules, which the panel's password fields show too (decision 038). */
const SIGN_UP_RULES = [
  'Mínimo 8 caracteres',
  'Al menos una letra mayúscula',
  'Al menos un símbolo especial (!@#$%^&*)',
];
/** The checklist's rules, as read (without the met / pending note). */
const checklist = () => rules().map((item) => item.querySelector('span')?.textContent);
const metRules = () =>
  rules()
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.querySelector('span')?.textContent);

describe('PasswordForm (Configuración › Contraseña)', () => {
  it('requires the three fields, then the sign-up rules its checklist shows, and equal fields, at once', async () => {
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
    // The rule the hint states is the rule checked (decision 038): the sign-up checklist, no "6".
    expect(checklist()).toEqual(SIGN_UP_RULES);
    expect(screen.queryByText(/6 caracteres/)).not.toBeInTheDocument();

    // Two different short passwords: both messages, each on its field.
    await fill(user, { 'Contraseña actual': 'vieja', 'Nueva contraseña': 'abc', 'Confirmar nueva': 'x' });
    await waitFor(() =>
      expect(shownErrors(form())).toEqual([
        'Nueva contraseña: La contraseña debe tener al menos 8 caracteres',
        'Confirmar nueva contraseña: Las contraseñas no coinciden',
      ]),
    );
    // Seven characters are not enough, as the checklist says.
    await fill(user, { 'Nueva contraseña': 'defg' });
    await waitFor(() =>
      expect(shownErrors(form())).toEqual([
        'Nueva contraseña: La contraseña debe tener al menos 8 caracteres',
        'Confirmar nueva contraseña: Las contraseñas no coinciden',
      ]),
    );
    await fill(user, { 'Nueva contraseña': 'h' });
    await waitFor(() =>
      expect(shownErrors(form())[0]).toBe(
        'Nueva contraseña: La contraseña debe contener al menos una letra mayúscula',
      ),
    );
    await fill(user, { 'Nueva contraseña': 'H' });
    await waitFor(() =>
      expect(shownErrors(form())[0]).toBe(
        'Nueva contraseña: La contraseña debe contener al menos un símbolo especial',
      ),
    );
    await fill(user, { 'Nueva contraseña': '!' });
    expect(metRules()).toEqual(SIGN_UP_RULES);
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

  it('a Google account sets a first password: no current password, the sign-up rules, equal fields', async () => {
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
    expect(checklist()).toEqual(SIGN_UP_RULES);
    // Six characters, which the server refuses: refused here with the server's message.
    await fill(user, { 'Nueva contraseña': 'abcdef', 'Confirmar nueva': 'abcdef' });
    await waitFor(() =>
      expect(shownErrors(form())).toEqual([
        'Nueva contraseña: La contraseña debe tener al menos 8 caracteres',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Establecer contraseña' }));
    expect(calls).toEqual([]);
    await fill(user, { 'Nueva contraseña': 'G!h', 'Confirmar nueva': 'G!h' });
    await user.click(screen.getByRole('button', { name: 'Establecer contraseña' }));
    expect(await screen.findByText('Contraseña creada')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        route: 'PUT /api/users/update-password-google',
        body: { email: 'ana@example.com', newPassword: 'abcdefG!h' },
      },
    ]);
  });
});
