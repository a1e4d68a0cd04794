import type { PlanDto } from '@sanarte/shared';
import { es } from '@sanarte/shared';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoutes, fakeApi, renderApp, sessionUser } from '../../../test/render';
import { CheckoutPage } from './checkout-page';

const FULL: PlanDto = {
  _id: 'p-full',
  name: 'Full',
  slug: 'full',
  description: 'Todo el catálogo',
  price: 19,
  currency: 'USD',
  durationDays: 30,
  features: [],
  categoryAccess: [],
  fullCategoryAccess: true,
  isActive: true,
  order: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const CREATE = 'POST /api/payments/create-checkout-session';
const HOSTED = 'https://checkout.example.com/c/cs_test_1';
const STORED = 'sanarte.promotionCode';

/** The server's checkout: it refuses the code REYES as expired and opens the hosted checkout otherwise. */
const refusingReyes = (body: unknown) =>
  (body as { promotionCode?: string }).promotionCode === 'REYES'
    ? { status: 422, body: { success: false, message: es.promotions.codeExpired } }
    : { body: { success: true, message: 'ok', url: HOSTED, sessionId: 'cs_test_1' } };

/** /checkout/full at `path` for a signed-in buyer. Returns the checkout requests' bodies. */
function checkoutAt(path: string, create: FakeRoutes[string] = refusingReyes) {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const calls = fakeApi({
    'GET /api/plans/name/full': { body: { success: true, _id: FULL._id, data: FULL } },
    [CREATE]: create,
  });
  const view = renderApp(
    <Routes>
      <Route path="/checkout/:planSlug" element={<CheckoutPage />} />
    </Routes>,
    { path, user: sessionUser() },
  );
  const checkouts = () => calls.filter((call) => call.route === CREATE).map((call) => call.body);
  return { ...view, assign, checkouts };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('CheckoutPage: promotion codes', () => {
  it('a campaign link’s ?codigo= goes with the checkout', async () => {
    const { checkouts, assign } = checkoutAt('/checkout/full?codigo=NAVIDAD');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED));
    expect(checkouts()).toEqual([{ planId: 'p-full', promotionCode: 'NAVIDAD' }]);
  });

  it('the code applied in the pricing section goes with it when the link has none', async () => {
    sessionStorage.setItem(STORED, 'NAVIDAD');
    const { checkouts, assign } = checkoutAt('/checkout/full');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED));
    expect(checkouts()).toEqual([{ planId: 'p-full', promotionCode: 'NAVIDAD' }]);
  });

  it('a refused code: «Error: …» with «Continuar sin código», which forgets it and buys without it', async () => {
    sessionStorage.setItem(STORED, 'REYES');
    const { user, checkouts, assign } = checkoutAt('/checkout/full?codigo=REYES');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Este código ha caducado.');
    // The usual ways on stay.
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver los planes' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Continuar sin código' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED));
    expect(checkouts()).toEqual([{ planId: 'p-full', promotionCode: 'REYES' }, { planId: 'p-full' }]);
    expect(sessionStorage.getItem(STORED)).toBeNull();
    expect(screen.getByText('Procesando tu solicitud...')).toBeInTheDocument();
  });

  it('any other failure offers no «Continuar sin código»', async () => {
    const { checkouts } = checkoutAt('/checkout/full?codigo=NAVIDAD', {
      status: 503,
      body: { success: false, message: 'El servicio de pagos no está disponible.' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: El servicio de pagos no está disponible.',
    );
    expect(checkouts()).toEqual([{ planId: 'p-full', promotionCode: 'NAVIDAD' }]);
    expect(screen.queryByRole('button', { name: 'Continuar sin código' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
