import { LIMITS } from '@sanarte/shared';
import type { PlanDto } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp, sessionUser, subscription } from '../../../test/render';
import type { SessionUser } from '../../auth';
import { SiteModalsProvider } from '../site-modals';
import { PlansSection } from './plans-section';

const plan = (slug: string, name: string, price: number, order: number): PlanDto => ({
  _id: `p-${slug}`,
  name,
  slug,
  description: `Descripción de ${name}`,
  price,
  currency: 'USD',
  durationDays: 30,
  features: [`Ventaja de ${name}`],
  categoryAccess: [],
  fullCategoryAccess: slug === 'full',
  isActive: true,
  order,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const PLANS = [
  plan('audio-prueba', 'Audio de prueba', 0, 1),
  plan('mini', 'Mini', 9, 2),
  plan('full', 'Full', 19, 3),
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
  ['Audio de prueba', 'Mini', 'Full'].map((name) => {
    const button = within(screen.getByRole('article', { name })).getByRole('button');
    return `${name}: ${button.textContent}${button.hasAttribute('disabled') ? ' (desactivado)' : ''}`;
  });

describe('plan cards', () => {
  it('signed out: the trial listens now, the paid plans subscribe', async () => {
    await pricingFor();
    expect(buttons()).toEqual(['Audio de prueba: Escuchar ahora', 'Mini: Suscribirse', 'Full: Suscribirse']);
    const full = screen.getByRole('article', { name: 'Full' });
    expect(within(full).getByText('La mejor opción! Accede a 1 terapia nueva cada mes.')).toBeInTheDocument();
    expect(within(full).getByText('Ventaja de Full')).toBeInTheDocument();
  });

  it.each([
    {
      when: 'signed in without a plan: the trial is already open to them, the paid plans subscribe',
      viewer: () => sessionUser(),
      expected: ['Mini: Suscribirse', 'Full: Suscribirse'],
    },
    {
      when: 'with mini active: mini is the active plan, full is the upgrade',
      viewer: () => subscriber('mini'),
      expected: ['Mini: Plan activo (desactivado)', 'Full: Mejorar plan'],
    },
    {
      when: 'with full active: nothing left to buy',
      viewer: () => subscriber('full'),
      expected: ['Mini: Plan activo (desactivado)', 'Full: Plan activo (desactivado)'],
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

  it('signed out, "Escuchar ahora" opens the free trial', async () => {
    const { user } = await pricingFor();
    await user.click(screen.getByRole('button', { name: 'Escuchar ahora' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(`${LIMITS.trialHours} horas`);
  });
});
