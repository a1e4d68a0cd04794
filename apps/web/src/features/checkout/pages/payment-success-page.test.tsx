import { es } from '@sanarte/shared';
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

describe('PaymentSuccessPage: which id is verified', () => {
  const VERIFY = 'POST /api/payments/verify-payment-session';
  const verified = () =>
    fakeApi({ [VERIFY]: { body: { success: true, data: { status: 'completed', user: null } } } });
  const sent = (calls: ReturnType<typeof fakeApi>) =>
    calls.filter((call) => call.route === VERIFY).map((call) => call.body);

  it('back from PayPal (no session_id): its subscription_id', async () => {
    const calls = verified();
    renderApp(<PaymentSuccessPage />, {
      path: '/payment-success?subscription_id=I-BW452GLLEP1G&ba_token=BA-2M539689T3856352J&token=EC-8TH8',
      user: sessionUser(),
    });
    expect(await screen.findByText(es.checkout.success)).toBeInTheDocument();
    expect(sent(calls)).toEqual([{ sessionId: 'I-BW452GLLEP1G' }]);
  });

  it('back from the card checkout: its session_id, as before', async () => {
    const calls = verified();
    renderApp(<PaymentSuccessPage />, { path: PATH, user: sessionUser() });
    expect(await screen.findByText(es.checkout.success)).toBeInTheDocument();
    expect(sent(calls)).toEqual([{ sessionId: 'cs_test_1' }]);
  });

  it('neither: «No se encontró el ID de sesión de pago.», nothing verified', async () => {
    const calls = verified();
    renderApp(<PaymentSuccessPage />, { path: '/payment-success?ba_token=BA-1', user: sessionUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent(es.checkout.missingSession);
    expect(sent(calls)).toEqual([]);
  });
});
