import type { PaymentMethod, PlanDto } from '@sanarte/shared';
import { es, formatMoney } from '@sanarte/shared';
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
const METHODS = 'GET /api/payments/methods';
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
 * /checkout/{slug} at `path` for `buyer` (signed in, without a plan, unless given), the server
 * offering `methods` (GET /api/payments/methods; left out: unanswered, as by a server without it).
 * Returns the checkout requests' bodies.
 */
function checkoutAt(
  path: string,
  create: FakeRoutes[string] = refusingReyes,
  buyer = sessionUser(),
  methods?: PaymentMethod[] | FakeRoutes[string],
) {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const calls = fakeApi(
    Object.fromEntries([
      ...PLANS.map((plan) => [
        `GET /api/plans/name/${plan.slug}`,
        { body: { success: true, _id: plan._id, data: plan } },
      ]),
      [CREATE, create],
      ...(methods === undefined
        ? []
        : [[METHODS, Array.isArray(methods) ? { body: { success: true, data: { methods } } } : methods]]),
    ]),
  );
  const view = renderApp(
    <Routes>
      <Route path="/checkout/:planSlug" element={<CheckoutPage />} />
    </Routes>,
    { path, user: buyer },
  );
  const checkouts = () => calls.filter((call) => call.route === CREATE).map((call) => call.body);
  const asked = () => calls.filter((call) => call.route === METHODS).length;
  return { ...view, assign, checkouts, asked };
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

const PAYPAL = 'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1';
const BOTH: PaymentMethod[] = ['card', 'paypal'];
const CHOOSE = 'Elige cómo pagar';
const HINT =
  'Con PayPal pagas desde tu cuenta de PayPal; la suscripción se renueva igual y puedes cancelarla cuando quieras.';

/** The server's checkout: PayPal's approval page for `method: 'paypal'`, the hosted card page otherwise. */
/** A price as the page shows it, spaces as Testing Library reads them (formatMoney's are non-breaking). */
const price = (amount: number, currency: string) => formatMoney(amount, currency).replace(/\s+/g, ' ');

const byMethod = (body: unknown) =>
  (body as { method?: string }).method === 'paypal'
    ? { body: { success: true, message: 'ok', url: PAYPAL, sessionId: 'I-BW452GLLEP1G' } }
    : refusingReyes(body);

describe('CheckoutPage: how to pay', () => {
  it('with the card only, the card checkout starts at once: no choice, no method sent', async () => {
    const { checkouts, assign, asked } = checkoutAt('/checkout/full', byMethod, undefined, ['card']);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED));
    expect(asked()).toBe(1);
    expect(checkouts()).toEqual([{ planId: 'p-full' }]);
    expect(screen.queryByText(CHOOSE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pagar con PayPal' })).toBeNull();
  });

  it('the methods unreadable (the server fails): the card checkout starts at once, as before', async () => {
    const failing = { status: 500, body: { success: false, message: 'Error interno' } };
    const { checkouts, assign, asked } = checkoutAt('/checkout/full', byMethod, undefined, failing);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED));
    expect(asked()).toBe(1);
    expect(checkouts()).toEqual([{ planId: 'p-full' }]);
    expect(screen.queryByText(CHOOSE)).toBeNull();
  });

  it('with PayPal offered: «Elige cómo pagar» with the plan, its price, both ways and the way back; nothing starts', async () => {
    const { checkouts, assign } = checkoutAt('/checkout/full-mensual', byMethod, undefined, BOTH);
    expect(await screen.findByRole('heading', { name: CHOOSE })).toBeInTheDocument();
    expect(screen.getByText('Plan Full Mensual')).toBeInTheDocument();
    expect(screen.getByText(price(9.99, 'EUR'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar con tarjeta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar con PayPal' })).toHaveAccessibleDescription(HINT);
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver los planes' })).toBeInTheDocument();
    expect(screen.queryByText('Procesando tu solicitud...')).toBeNull();
    expect(checkouts()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('«Pagar con PayPal» (from the keyboard) posts method paypal and follows the address returned', async () => {
    const { user, checkouts, assign } = checkoutAt('/checkout/full', byMethod, undefined, BOTH);
    await screen.findByRole('heading', { name: CHOOSE });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pagar con tarjeta' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pagar con PayPal' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYPAL));
    expect(checkouts()).toEqual([{ planId: 'p-full', method: 'paypal' }]);
    expect(screen.getByText('Procesando tu solicitud...')).toBeInTheDocument();
    expect(screen.queryByText(CHOOSE)).toBeNull();
  });

  it('«Pagar con tarjeta» posts method card and goes to the hosted card page', async () => {
    const { user, checkouts, assign } = checkoutAt('/checkout/full', byMethod, undefined, BOTH);
    await user.click(await screen.findByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED));
    expect(checkouts()).toEqual([{ planId: 'p-full', method: 'card' }]);
  });

  it('«Intentar de nuevo» after a failure keeps the method chosen, without asking again', async () => {
    let tries = 0;
    const failingOnce = (body: unknown) => {
      tries += 1;
      return tries === 1
        ? { status: 503, body: { success: false, message: 'PayPal no responde.' } }
        : byMethod(body);
    };
    const { user, checkouts, assign } = checkoutAt('/checkout/full', failingOnce, undefined, BOTH);
    await user.click(await screen.findByRole('button', { name: 'Pagar con PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: PayPal no responde.');

    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYPAL));
    expect(screen.queryByText(CHOOSE)).toBeNull();
    expect(checkouts()).toEqual([
      { planId: 'p-full', method: 'paypal' },
      { planId: 'p-full', method: 'paypal' },
    ]);
  });

  it('with a promotion code: no plan price on the choice, and «Continuar sin código» keeps the method', async () => {
    const { user, checkouts, assign } = checkoutAt('/checkout/full?codigo=REYES', byMethod, undefined, [
      'card',
      'paypal',
    ]);
    expect(await screen.findByRole('heading', { name: CHOOSE })).toBeInTheDocument();
    expect(screen.getByText('Full')).toBeInTheDocument();
    expect(screen.queryByText(price(19, 'USD'))).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Este código ha caducado.');
    await user.click(screen.getByRole('button', { name: 'Continuar sin código' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED));
    expect(checkouts()).toEqual([
      { planId: 'p-full', promotionCode: 'REYES', method: 'card' },
      { planId: 'p-full', method: 'card' },
    ]);
  });

  it('back from the hosted page (page restored): «Continuar al pago» asks how to pay again', async () => {
    const { user, checkouts, assign } = checkoutAt('/checkout/full', byMethod, undefined, BOTH);
    await user.click(await screen.findByRole('button', { name: 'Pagar con PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYPAL));

    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    await user.click(await screen.findByRole('button', { name: 'Continuar al pago' }));
    await user.click(await screen.findByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED));
    expect(checkouts()).toEqual([
      { planId: 'p-full', method: 'paypal' },
      { planId: 'p-full', method: 'card' },
    ]);
  });
});
