import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, shownErrors } from '../../../test/forms';
import { fakeApi, renderApp } from '../../../test/render';
import { SignupForm } from './signup-form';

const form = () => screen.getByRole('form', { name: 'Formulario de registro' });
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Crear cuenta' });
/** Every field valid (the confirmation included). */
const complete = {
  Nombre: 'Lucía',
  Apellido: 'Pérez',
  'Correo electrónico': 'lucia@example.com',
  Contraseña: 'Secreta!1',
  'Confirmar contraseña': 'Secreta!1',
};
async function acceptAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
  await user.click(submit());
}

describe('SignupForm', () => {
  it('on an empty submit shows the required messages in the form’s order and focuses the first', async () => {
    fakeApi();
    const { user } = renderApp(<SignupForm />);
    await user.click(submit());
    await waitFor(() => expect(shownErrors(form())).not.toEqual([]));
    expect(shownErrors(form())).toEqual([
      'Nombre: El nombre es requerido',
      'Apellido: El apellido es requerido',
      'Correo electrónico: El correo electrónico es requerido',
      'Contraseña: La contraseña es requerida',
    ]);
    expect(field(/^Nombre/)).toHaveFocus();
  });

  it('checks the e-mail, then each password rule in turn, as the person corrects them', async () => {
    fakeApi();
    const { user } = renderApp(<SignupForm />);
    await fill(user, { Nombre: 'Lucía', Apellido: 'Pérez', 'Correo electrónico': 'lucia@' });
    await user.click(submit());
    await waitFor(() =>
      expect(shownErrors(form())).toEqual([
        'Correo electrónico: El formato del correo electrónico no es válido',
        'Contraseña: La contraseña es requerida',
      ]),
    );

    // From now on every change re-validates.
    await user.type(field(/^Correo electrónico/), 'example.com');
    const password = field(/^Contraseña/);
    const steps: [string, string][] = [
      ['abc', 'La contraseña debe tener al menos 8 caracteres'],
      ['defgh', 'La contraseña debe contener al menos una letra mayúscula'],
      ['X', 'La contraseña debe contener al menos un símbolo especial'],
    ];
    for (const [typed, message] of steps) {
      await user.type(password, typed);
      await waitFor(() => expect(shownErrors(form())).toEqual([`Contraseña: ${message}`]));
    }
    // The live checklist follows the password: two of three requirements met so far.
    expect(screen.getAllByText('(cumplido)')).toHaveLength(2);
    await user.type(password, '!');
    await waitFor(() => expect(shownErrors(form())).toEqual([]));
    expect(screen.getAllByText('(cumplido)')).toHaveLength(3);
  });

  it('then asks for the matching confirmation and the terms', async () => {
    fakeApi();
    const { user } = renderApp(<SignupForm />);
    await fill(user, { ...complete, 'Confirmar contraseña': 'Secreta!2' });
    await user.click(submit());
    await waitFor(() =>
      expect(shownErrors(form())).toEqual([
        'Confirmar contraseña: Las contraseñas no coinciden',
        'Acepto los términos y condiciones y la política de privacidad: Debes aceptar los términos y política de privacidad',
      ]),
    );
  });

  it('registers with the spec’s payload (phone empty when not given) and goes on to the e-mail verification page', async () => {
    const calls = fakeApi({
      'POST /api/users/register': { status: 201, body: { success: true, message: 'Registro correcto' } },
    });
    const { user, location } = renderApp(<SignupForm />, { path: '/login?mode=signup' });
    await fill(user, { ...complete, 'Correo electrónico': ' lucia@example.com ' });
    await acceptAndSubmit(user);
    await waitFor(() => expect(location()).toBe('/email-verification'));
    expect(calls.find((c) => c.route === 'POST /api/users/register')?.body).toEqual({
      name: 'Lucía',
      lastName: 'Pérez',
      email: 'lucia@example.com',
      password: 'Secreta!1',
      phone: '',
    });
    expect(await screen.findByText('Registro correcto')).toBeInTheDocument();
  });

  it('sends the phone when given', async () => {
    const calls = fakeApi({
      'POST /api/users/register': { status: 201, body: { success: true, message: 'Registro correcto' } },
    });
    const { user, location } = renderApp(<SignupForm />, { path: '/login?mode=signup' });
    await fill(user, { ...complete, Teléfono: ' +34 600 000 000 ' });
    await acceptAndSubmit(user);
    await waitFor(() => expect(location()).toBe('/email-verification'));
    expect(calls.find((c) => c.route === 'POST /api/users/register')?.body).toMatchObject({
      phone: '+34 600 000 000',
    });
  });

  it('shows the server’s refusal above the form', async () => {
    fakeApi({
      'POST /api/users/register': {
        status: 409,
        body: { success: false, message: 'El correo electrónico ya está registrado' },
      },
    });
    const { user, location } = renderApp(<SignupForm />, { path: '/registro' });
    await fill(user, complete);
    await acceptAndSubmit(user);
    expect(await screen.findByText('El correo electrónico ya está registrado')).toBeInTheDocument();
    expect(location()).toBe('/registro');
  });
});
