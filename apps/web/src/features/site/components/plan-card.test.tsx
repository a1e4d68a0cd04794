import { LIMITS, es } from '@sanarte/shared';
import type { PlanDto } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planDto as plan } from '../../../test/plans';
import { fakeApi, renderApp, sessionUser, subscription } from '../../../test/render';
import type { SessionUser } from '../../auth';
import { SiteModalsProvider } from '../site-modals';
import { PlansSection } from './plans-section';

const PLANS = [
  plan('audio-prueba', 'Audio de prueba', 0, 1),
  plan('mini', 'Mini', 9, 2),
  plan('full', 'Full', 19, 3),
  // One staff made (like the seed's «Plan Full Mensual»): the whole catalogue, monthly, in euros.
  plan('full-mensual', 'Full Mensual', 9.99, 4, { currency: 'EUR', fullCategoryAccess: true }),
];

const subscriber = (slug: string): SessionUser => sessionUser({ activeSubscription: subscription(slug) });

/** The pricing area as the landing shows it, for `user` (signed out when absent). */
async function pricingFor(user?: SessionUser) {
  fakeApi({ 'GET /api/plans/list': { body: { success: true, plans: PLANS } } });
  const view = renderApp(
    <SiteModalsProvider>
      <PlansSection />
    </SiteModalsProvider>,
    { user },
  );
  await screen.findByRole('article', { name: 'Full' });
  return view;
}

/** Each card's button as a person sees it: its words, and whether it can be pressed. */
const buttons = () =>
  ['Audio de prueba', 'Mini', 'Full', 'Full Mensual'].map((name) => {
    const button = within(screen.getByRole('article', { name })).getByRole('button');
    return `${name}: ${button.textContent}${button.hasAttribute('disabled') ? ' (desactivado)' : ''}`;
  });

describe('plan cards', () => {
  it('signed out: the trial listens now, the paid plans subscribe', async () => {
    await pricingFor();
    expect(buttons()).toEqual([
      'Audio de prueba: Escuchar ahora',
      'Mini: Suscribirse',
      'Full: Suscribirse',
      'Full Mensual: Suscribirse',
    ]);
    const full = screen.getByRole('article', { name: 'Full' });
    expect(within(full).getByText('La mejor opción! Accede a 1 terapia nueva cada mes.')).toBeInTheDocument();
    expect(within(full).getByText('Ventaja de Full')).toBeInTheDocument();
  });

  it.each([
    {
      when: 'signed in without a plan: the trial is already open to them, the paid plans subscribe',
      viewer: () => sessionUser(),
      expected: ['Mini: Suscribirse', 'Full: Suscribirse', 'Full Mensual: Suscribirse'],
    },
    {
      when: 'with mini active: mini is the active plan, full and every plan of the whole catalogue the upgrade',
      viewer: () => subscriber('mini'),
      expected: ['Mini: Plan activo (desactivado)', 'Full: Mejorar plan', 'Full Mensual: Mejorar plan'],
    },
    {
      when: 'with full active: nothing left to buy',
      viewer: () => subscriber('full'),
      expected: [
        'Mini: Plan activo (desactivado)',
        'Full: Plan activo (desactivado)',
        'Full Mensual: Plan activo (desactivado)',
      ],
    },
    {
      when: 'with the monthly full active: nothing left to buy either',
      viewer: () => subscriber('full-mensual'),
      expected: [
        'Mini: Plan activo (desactivado)',
        'Full: Plan activo (desactivado)',
        'Full Mensual: Plan activo (desactivado)',
      ],
    },
  ])('$when', async ({ viewer, expected }) => {
    await pricingFor(viewer());
    expect(buttons()).toEqual(['Audio de prueba: Ya tienes acceso (desactivado)', ...expected]);
  });

  it('signed out, a paid plan asks for an account first', async () => {
    const { user } = await pricingFor();
    await user.click(within(screen.getByRole('article', { name: 'Full' })).getByRole('button'));
    expect(await screen.findByRole('dialog', { name: 'Necesitas tener una cuenta' })).toBeInTheDocument();
  });

  it('signed in, "Suscribirse" on full goes to its checkout and on mini to the mini flow', async () => {
    const { user, location } = await pricingFor(sessionUser());
    await user.click(within(screen.getByRole('article', { name: 'Full' })).getByRole('button'));
    expect(location()).toBe('/checkout/full');
    await user.click(within(screen.getByRole('article', { name: 'Mini' })).getByRole('button'));
    expect(location()).toBe('/panel/mis-tests?miniFlow=1');
  });

  it('shows every plan the API gives, in its order, each priced in its currency; the yearly Full stands out', async () => {
    await pricingFor();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'plan-audio-prueba-title',
      'plan-mini-title',
      'plan-full-title',
      'plan-full-mensual-title',
    ]);
    const monthly = screen.getByRole('article', { name: 'Full Mensual' });
    expect(monthly).toHaveTextContent('9,99 € / mes');
    expect(within(monthly).getByText('Ventaja de Full Mensual')).toBeInTheDocument();
    expect(within(monthly).queryByText(es.home.fullPromo)).toBeNull();
    expect(screen.getByRole('article', { name: 'Full' })).toHaveTextContent('$19 / mes');
    expect(screen.getAllByText(es.home.fullPromo)).toHaveLength(1);
  });

  it('signed in, "Suscribirse" on a plan staff made goes to its checkout', async () => {
    const { user, location } = await pricingFor(sessionUser());
    await user.click(within(screen.getByRole('article', { name: 'Full Mensual' })).getByRole('button'));
    expect(location()).toBe('/checkout/full-mensual');
  });

  it('with mini active, "Mejorar plan" on the monthly full goes to its checkout', async () => {
    const { user, location } = await pricingFor(subscriber('mini'));
    await user.click(
      within(screen.getByRole('article', { name: 'Full Mensual' })).getByRole('button', {
        name: es.home.upgradePlan,
      }),
    );
    expect(location()).toBe('/checkout/full-mensual');
  });

  it('signed out, "Escuchar ahora" opens the free trial', async () => {
    const { user } = await pricingFor();
    await user.click(screen.getByRole('button', { name: 'Escuchar ahora' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(`${LIMITS.trialHours} horas`);
  });
});
