import type { PlanDto } from '@sanarte/shared';
import { es } from '@sanarte/shared';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { local, storageKeys } from '../../../lib/storage';
import { type FakeRoutes, fakeApi, renderApp, sessionUser, subscription } from '../../../test/render';
import type { SessionUser } from '../../auth';
import { CheckoutPage, checkoutRedirect } from './checkout-page';

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

/** A plan staff made: the whole catalogue, monthly, in euros (the seed's «Plan Full Mensual»). */
const FULL_MONTHLY: PlanDto = {
  ...FULL,
  _id: 'p-full-mensual',
  name: 'Plan Full Mensual',
  slug: 'full-mensual',
  price: 9.99,
  currency: 'EUR',
  order: 4,
};
const PLANS = [FULL, FULL_MONTHLY];

/**
 * /checkout/{slug} at `path` for `buyer` (signed in, without a plan, unless given). Returns the
 * checkout requests' bodies.
 */
function checkoutAt(path: string, create: FakeRoutes[string] = refusingReyes, buyer = sessionUser()) {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const calls = fakeApi(
    Object.fromEntries([
      ...PLANS.map((plan) => [
        `GET /api/plans/name/${plan.slug}`,
        { body: { success: true, _id: plan._id, data: plan } },
      ]),
      [CREATE, create],
    ]),
  );
  const view = renderApp(
    <Routes>
      <Route path="/checkout/:planSlug" element={<CheckoutPage />} />
    </Routes>,
    { path, user: buyer },
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

const holding = (slug: string): SessionUser => sessionUser({ activeSubscription: subscription(slug) });

describe('checkoutRedirect: who goes on to buy', () => {
  afterEach(() => localStorage.clear());

  it('anyone without a plan buys any plan', () => {
    for (const slug of ['mini', 'full', 'full-mensual'])
      expect(checkoutRedirect(sessionUser(), slug)).toBeNull();
  });

  it('a temporary account sets a password first', () => {
    expect(checkoutRedirect(sessionUser({ tempUser: true }), 'full')).toBe('/loginSetPassword');
    local.set(storageKeys.isTemporary, '1');
    expect(checkoutRedirect(sessionUser(), 'full')).toBe('/loginSetPassword');
  });

  it('a Mini holder goes on to any other plan (the server decides which), not to the Mini again', () => {
    expect(checkoutRedirect(holding('mini'), 'full')).toBeNull();
    expect(checkoutRedirect(holding('mini'), 'full-mensual')).toBeNull();
    expect(checkoutRedirect(holding('mini'), 'mini')).toBe('/');
  });

  it('any other plan holder goes home', () => {
    for (const held of ['full', 'full-mensual']) {
      for (const slug of ['mini', 'full', 'full-mensual'])
        expect(checkoutRedirect(holding(held), slug)).toBe('/');
    }
  });
});

describe('CheckoutPage: a Mini holder upgrading', () => {
  it('to a plan of the whole catalogue staff made: the checkout starts', async () => {
    const { checkouts, assign } = checkoutAt('/checkout/full-mensual', undefined, holding('mini'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED));
    expect(checkouts()).toEqual([{ planId: 'p-full-mensual' }]);
  });

  it('to a plan the server refuses: «Error: Plan activo»', async () => {
    const refused = { status: 409, body: { success: false, message: es.home.activePlan } };
    const { assign } = checkoutAt('/checkout/full-mensual', refused, holding('mini'));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${es.home.activePlan}`);
    expect(assign).not.toHaveBeenCalled();
  });

  it('holding a Full, no checkout starts: home instead', async () => {
    const { checkouts, location } = checkoutAt('/checkout/full-mensual', undefined, holding('full'));
    await waitFor(() => expect(location()).toBe('/'));
    expect(checkouts()).toEqual([]);
  });
});
