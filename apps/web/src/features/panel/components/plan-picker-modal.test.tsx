import { type PlanDto, es } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planDto } from '../../../test/plans';
import { fakeApi, renderApp } from '../../../test/render';
import { PlanPickerModal } from './plan-picker-modal';

/** The picker's plans: none opens the whole catalogue unless `patch` says so. */
const plan = (slug: string, name: string, price: number, patch: Partial<PlanDto> = {}) =>
  planDto(slug, name, price, 1, { fullCategoryAccess: false, ...patch });

/** The seed's plans and two staff made, as GET /api/plans/list gives them (in any order). */
const PLANS = [
  plan('audio-prueba', 'Audio de prueba', 0, { durationDays: 2, order: 1 }),
  plan('full', 'Plan Full', 99, { durationDays: 365, fullCategoryAccess: true, order: 2 }),
  plan('mini', 'Plan Mini', 9.99, { order: 3 }),
  plan('full-mensual', 'Plan Full Mensual', 9.99, { currency: 'EUR', fullCategoryAccess: true, order: 4 }),
  // Some categories, for 90 days: no upgrade over a Mini.
  plan('bienestar', 'Plan Bienestar', 25, { currency: 'EUR', durationDays: 90, order: 5 }),
  plan('retirado', 'Plan Retirado', 5, { isActive: false, order: 6 }),
];

/** The picker, open, for a user without a plan or (`onMini`) on the Mini. */
async function picker(onMini: boolean) {
  fakeApi({ 'GET /api/plans/list': { body: { success: true, plans: PLANS } } });
  const view = renderApp(<PlanPickerModal open onOpenChange={() => {}} onMini={onMini} />, {
    path: '/panel/suscripcion',
  });
  const dialog = await screen.findByRole('dialog', {
    name: onMini ? es.panel.upgradeToFull : es.panel.choosePlan,
  });
  await within(dialog).findAllByRole('article');
  /** Each plan as a person reads it: its name, its price and period, its button. */
  const offers = () =>
    within(dialog)
      .getAllByRole('article')
      .map((card) => {
        const name = within(card).getByRole('heading').textContent;
        const price = card.querySelector('.font-display')?.textContent?.replace(/\s+/g, ' ');
        return `${name}: ${price} — ${within(card).getByRole('button').textContent}`;
      });
  return { ...view, dialog, offers };
}

describe('plan picker', () => {
  it('without a plan: every active paid plan, in its order, priced in its currency and period', async () => {
    const { offers } = await picker(false);
    expect(offers()).toEqual([
      'Plan Full: $99 / año — Suscribirse',
      'Plan Mini: $9.99 / mes — Suscribirse',
      'Plan Full Mensual: 9,99 € / mes — Suscribirse',
      'Plan Bienestar: 25 € / 90 días — Suscribirse',
    ]);
  });

  it('on the Mini: the plans of the whole catalogue, each an upgrade', async () => {
    const { offers } = await picker(true);
    expect(offers()).toEqual([
      'Plan Full: $99 / año — Mejorar plan',
      'Plan Full Mensual: 9,99 € / mes — Mejorar plan',
    ]);
  });

  it('the yearly Full stands out, as on the landing', async () => {
    const { dialog } = await picker(true);
    expect(within(dialog).getAllByText(es.home.fullPromo)).toHaveLength(1);
    const full = within(dialog).getByRole('article', { name: 'Plan Full' });
    expect(within(full).getByText(es.home.fullPromo)).toBeInTheDocument();
  });

  it('a plan goes to its checkout; the Mini to the test and its two themes first', async () => {
    const first = await picker(true);
    await first.user.click(
      within(within(first.dialog).getByRole('article', { name: 'Plan Full Mensual' })).getByRole('button'),
    );
    expect(first.location()).toBe('/checkout/full-mensual');
    first.unmount();

    const second = await picker(false);
    await second.user.click(
      within(within(second.dialog).getByRole('article', { name: 'Plan Mini' })).getByRole('button'),
    );
    expect(second.location()).toBe('/panel/mis-tests?miniFlow=1');
  });
});
