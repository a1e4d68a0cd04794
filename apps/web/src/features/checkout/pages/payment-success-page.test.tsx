import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import { PaymentSuccessPage } from './payment-success-page';

const PATH = '/payment-success?session_id=cs_test_1';

describe('PaymentSuccessPage: a verification that fails', () => {
  it('the server’s message when it gives one', async () => {
    fakeApi({
      'POST /api/payments/verify-payment-session': {
        status: 402,
        body: { success: false, message: 'El pago no se completó.', data: { status: 'failed' } },
      },
    });
    renderApp(<PaymentSuccessPage />, { path: PATH, user: sessionUser() });
    expect(await screen.findByText('El pago no se completó.')).toBeInTheDocument();
  });

  it('the server saying nothing: “La verificación del pago falló. Por favor contacta al soporte.”', async () => {
    fakeApi({ 'POST /api/payments/verify-payment-session': { status: 500, body: { success: false } } });
    renderApp(<PaymentSuccessPage />, { path: PATH, user: sessionUser() });
    expect(
      await screen.findByText('La verificación del pago falló. Por favor contacta al soporte.'),
    ).toBeInTheDocument();
  });

  it('no answer: “Error al verificar la sesión de pago”', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp(<PaymentSuccessPage />, { path: PATH, user: sessionUser() });
    expect(await screen.findByText('Error al verificar la sesión de pago')).toBeInTheDocument();
  });
});
