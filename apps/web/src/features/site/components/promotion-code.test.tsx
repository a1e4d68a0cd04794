import type { PlanDto } from '@sanarte/shared';
import { es } from '@sanarte/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planDto as plan } from '../../../test/plans';
import { type FakeRoutes, fakeApi, renderApp } from '../../../test/render';
import { SiteModalsProvider } from '../site-modals';
import { PlansSection } from './plans-section';

const PLANS = [
  plan('audio-prueba', 'Audio de prueba', 0, 1),
  plan('mini', 'Mini', 9, 2),
  plan('full', 'Full', 19, 3),
];

const CHECK = 'POST /api/promotion-codes/check';
const STORED = 'sanarte.promotionCode';

/** REYES: 50 % off the first payment, on the full plan only. */
const reyes = (body: unknown) => {
  const { code, planIds } = body as { code: string; planIds: string[] };
  if (code !== 'REYES') return { status: 404, body: { success: false, message: es.promotions.codeNotFound } };
  if (!planIds.includes('p-full'))
    return { status: 422, body: { success: false, message: es.promotions.codeNotForPlan } };
  return {
    body: {
      success: true,
      data: {
        code: 'REYES',
        percentOff: 50,
        amountOff: null,
        currency: null,
        duration: 'once',
        durationMonths: null,
        plans: [{ planId: 'p-full', currency: 'USD', price: 19, discount: 9.5, firstCharge: 9.5 }],
      },
    },
  };
};

/** The pricing area as the landing shows it at `path`, signed out, once the visitor has scrolled to it. */
async function pricing(path = '/', routes: FakeRoutes = { [CHECK]: reyes }) {
  const calls = fakeApi({ 'GET /api/plans/list': { body: { success: true, plans: PLANS } }, ...routes });
  // No IntersectionObserver: the promotion code's lazy part loads at once, as when the visitor is near.
  vi.stubGlobal('IntersectionObserver', undefined);
  const view = renderApp(
    <SiteModalsProvider>
      <PlansSection />
    </SiteModalsProvider>,
    { path },
  );
  await screen.findByRole('article', { name: 'Full' });
  const checks = () =>
    calls
      .filter((call) => call.route === CHECK)
      .map((call) => call.body as { code: string; planIds: string[] })
      .map((b) => ({ ...b, planIds: [...b.planIds].sort() }));
  return { ...view, checks };
}

const card = (name: string) => within(screen.getByRole('article', { name }));
/** «Con REYES: 9,50 US$ el primer pago» (Testing Library reads es-ES's no-break space as a space). */
const FULL_WITH_REYES = 'Con REYES: 9,50 US$ el primer pago';

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('the pricing area’s promotion code', () => {
  it('applies a code to the plans it is for: the discounted first payment on the card, the code line and «Quitar código»', async () => {
    const { user, checks } = await pricing();
    const toggle = await screen.findByRole('button', { name: '¿Tienes un código promocional?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.type(screen.getByLabelText('Código promocional'), 'reyes');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));

    expect(await card('Full').findByText(FULL_WITH_REYES)).toBeInTheDocument();
    expect(card('Mini').queryByText(/Con REYES/)).toBeNull();
    // The price itself and the buttons stay as they were.
    expect(screen.getByRole('article', { name: 'Full' })).toHaveTextContent('$19 / mes');
    expect(card('Full').getByRole('button')).toHaveTextContent('Suscribirse');
    // Said in a status region: announced to screen readers.
    expect(screen.getByText('Código REYES: 50 % de descuento en el primer pago')).toHaveRole('status');
    const remove = screen.getByRole('button', { name: 'Quitar código' });
    await waitFor(() => expect(remove).toHaveFocus());
    expect(screen.queryByLabelText('Código promocional')).toBeNull();
    // One check for the paid plans on offer, with the code as the buyer meant it.
    expect(checks()).toEqual([{ code: 'REYES', planIds: ['p-full', 'p-mini'] }]);
    // Kept for the steps before the checkout.
    expect(sessionStorage.getItem(STORED)).toBe('REYES');

    await user.click(remove);
    expect(card('Full').queryByText(FULL_WITH_REYES)).toBeNull();
    expect(screen.queryByText(/Código REYES/)).toBeNull();
    expect(sessionStorage.getItem(STORED)).toBeNull();
    const input = screen.getByLabelText('Código promocional');
    expect(input).toHaveValue('');
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('a code that applies to no plan: the first refusal’s message, tied to the field, and no discount', async () => {
    const { user, checks } = await pricing();
    await user.click(await screen.findByRole('button', { name: '¿Tienes un código promocional?' }));
    const input = screen.getByLabelText('Código promocional');
    await user.type(input, 'NAVIDAD{Enter}');

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Este código no existe o ya no está activo.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Este código no existe o ya no está activo.');
    expect(screen.queryByText(/el primer pago/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quitar código' })).toBeNull();
    expect(checks()).toEqual([{ code: 'NAVIDAD', planIds: ['p-full', 'p-mini'] }]);
    expect(sessionStorage.getItem(STORED)).toBeNull();
  });

  it('while checking, «Aplicar» is disabled and says «Comprobando el código...»', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = await pricing();
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new Request(input, init).url.endsWith('/api/promotion-codes/check')) await held;
      return answer(input, init);
    });
    await user.click(await screen.findByRole('button', { name: '¿Tienes un código promocional?' }));
    await user.type(screen.getByLabelText('Código promocional'), 'REYES');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));

    const busy = await screen.findByRole('button', { name: 'Comprobando el código...' });
    expect(busy).toBeDisabled();
    release();
    expect(await card('Full').findByText(FULL_WITH_REYES)).toBeInTheDocument();
  });

  it('a landing link with ?codigo= fills the code in and applies it on arrival', async () => {
    const { checks } = await pricing('/?codigo=reyes');
    expect(await card('Full').findByText(FULL_WITH_REYES)).toBeInTheDocument();
    // Said in a status region: announced to screen readers.
    expect(screen.getByText('Código REYES: 50 % de descuento en el primer pago')).toHaveRole('status');
    expect(checks()).toEqual([{ code: 'REYES', planIds: ['p-full', 'p-mini'] }]);
    expect(sessionStorage.getItem(STORED)).toBe('REYES');
  });

  it('a code applied earlier in the tab shows applied again when the visitor comes back', async () => {
    sessionStorage.setItem(STORED, 'REYES');
    await pricing();
    expect(await card('Full').findByText(FULL_WITH_REYES)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar código' })).toBeInTheDocument();
  });
});
