import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, shownErrors } from '../../../test/forms';
import { fakeApi, renderApp } from '../../../test/render';
import { ContactForm } from './contact-form';

const form = () => screen.getByRole('form', { name: 'Formulario de contacto' });
const submit = () => screen.getByRole('button', { name: 'Enviar mensaje' });

/** Fills every required field, with `email` as the address. */
async function fillRequired(user: ReturnType<typeof renderApp>['user'], email: string) {
  await fill(user, {
    Nombre: 'Lucía',
    Apellido: 'Pérez',
    'Correo electrónico': email,
    'Número de contacto': '600000000',
  });
  await user.selectOptions(screen.getByRole('combobox', { name: /¿Cómo nos conociste?/ }), 'Instagram');
}

describe('ContactForm', () => {
  it('lists every missing field in the form’s order (the spec’s own wording)', async () => {
    const calls = fakeApi();
    const { user } = renderApp(<ContactForm />);
    await user.click(submit());
    await waitFor(() =>
      expect(shownErrors(form())).toEqual([
        'Nombre: Name is required',
        'Apellido: Last name is required',
        'Correo electrónico: Email is required',
        'Número de contacto: Contact number is required',
        '¿Cómo nos conociste?: How did you hear about us required',
      ]),
    );
    expect(screen.getByLabelText(/^Nombre/)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('checks the e-mail’s format, then sends only name, e-mail and message and thanks the person', async () => {
    const calls = fakeApi({ 'POST /api/contact/': { body: { success: true } } });
    const { user } = renderApp(<ContactForm />);
    await fillRequired(user, 'lucia.example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Hola');
    await user.click(submit());
    await waitFor(() => expect(shownErrors(form())).toEqual(['Correo electrónico: Invalid email format']));

    await user.clear(screen.getByLabelText(/^Correo electrónico/));
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'lucia@example.com');
    await user.click(submit());
    expect(
      await screen.findByText('Hemos recibido tu mensaje, te responderemos lo antes posible.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      {
        route: 'POST /api/contact/',
        body: { name: 'Lucía', email: 'lucia@example.com', message: 'Hola', website: '' },
      },
    ]);
    // Ready for another message.
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('');
  });

  it('says so when the message could not be sent', async () => {
    fakeApi({ 'POST /api/contact/': { status: 500, body: { success: false, message: 'x' } } });
    const { user } = renderApp(<ContactForm />);
    await fillRequired(user, 'lucia@example.com');
    await user.click(submit());
    expect(await screen.findByText(/hubo un problema al enviar el mensaje/)).toBeInTheDocument();
  });
});
