import { es, formatMoney, priceLabel } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../apps/server/test/factories.js';
import {
  chooseCard,
  landingHydrated,
  noSidewaysScroll,
  queryRows,
  shot,
  signedInPage,
  until,
} from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
let admin: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  admin = await buildUser(e.server, { role: 'admin', name: 'Ada', lastName: 'Admin' });
});

/** On the landing's pricing: the card of plan `name`. */
const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Pays at the local checkout simulator and waits for the confirmation, as the buyer sees it. */
async function payAtSimulator(page: Page, amount: string) {
  await chooseCard(page);
  await until(() => new URL(page.url()).pathname).toMatch(/^\/dev\/checkout\/cs_sim_/);
  expect(await page.locator('main').innerText()).toContain(amount);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await until(() => page.getByText(es.checkout.success).first().isVisible()).toBe(true);
}

const subscriptionOf = async (email: string) =>
  queryRows<{ slug: string; currency: string; amount: string }>(
    e,
    sql`select s.plan_snapshot->>'slug' as slug, p.currency, p.amount::text
          from subscriptions s join users u on u.id = s.user_id join payments p on p.id = s.payment_id
         where u.email = ${email} and s.status = 'active'`,
  );

describe('running the business: plans staff create and promotion codes', () => {
  it('staff create a monthly plan in euros in Gestión de Planes, and a visitor buys it from the landing', async () => {
    const page = await signedInPage(e, admin, { width: 1366, height: 850 });
    await page.goto('/admin/planes');
    await page.getByRole('button', { name: es.admin.plansNew }).click();
    const dialog = page.getByRole('dialog', { name: es.admin.plansNew });
    await until(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Nombre').fill('Plan Serenidad');
    expect(await dialog.getByLabel(es.admin.planSlugLabel).inputValue()).toBe('plan-serenidad');
    await dialog.getByLabel('Descripción').fill('Todo el catálogo, mes a mes, para dormir mejor.');
    await dialog.getByLabel('Precio').fill('7.50');
    expect(await dialog.getByLabel(es.admin.planCurrencyLabel).inputValue()).toBe('EUR');
    await dialog.getByRole('radio', { name: es.admin.planIntervalMonthly }).check();
    await dialog.getByLabel(es.admin.plansFullAccess).check();
    await shot(page, 'plans/new-plan-desktop');
    await dialog.getByRole('button', { name: es.admin.plansCreate }).click();
    await until(() => page.getByText('Plan Plan Serenidad creado.').first().isVisible()).toBe(true);
    const label = priceLabel(7.5, 30, 'EUR');
    expect(label).toBe('7,50\u00a0€ / mes');
    await until(() => page.getByText(label).filter({ visible: true }).count()).toBeGreaterThan(0);
    await page.close();

    const visitor = await buildUser(e.server, { name: 'Inés' });
    const buyer = await signedInPage(e, visitor, { width: 390, height: 844 });
    await buyer.goto('/#pricing');
    await landingHydrated(buyer);
    const card = planCard(buyer, 'Plan Serenidad');
    await until(() => card.isVisible()).toBe(true);
    expect(await card.innerText()).toContain(label);
    expect(await noSidewaysScroll(buyer)).toBe(true);
    await shot(card, 'plans/landing-card-phone');
    await card.getByRole('button', { name: es.home.subscribe }).click();
    await payAtSimulator(buyer, formatMoney(7.5, 'EUR'));
    expect(await subscriptionOf(visitor.email)).toEqual([
      { slug: 'plan-serenidad', currency: 'EUR', amount: '7.50' },
    ]);
    await buyer.close();
  });

  it('a code for 50 % off the first month of the monthly Full: applied on the landing, paid at checkout, one use in the back-office', async () => {
    const page = await signedInPage(e, admin, { width: 1366, height: 850 });
    await page.goto('/admin/codigos');
    await page.getByRole('button', { name: es.promotions.newCode }).click();
    const dialog = page.getByRole('dialog', { name: es.promotions.newCode });
    await until(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel(es.promotions.fieldCode).fill('madre50');
    await dialog.getByLabel(es.promotions.fieldPercent).fill('50');
    await dialog.getByRole('checkbox', { name: 'Plan Full Mensual' }).check();
    await dialog.getByRole('button', { name: es.promotions.create }).click();
    await until(() => page.getByText('Código MADRE50 creado.').first().isVisible()).toBe(true);

    const visitor = await buildUser(e.server, { name: 'Marta' });
    const buyer = await signedInPage(e, visitor, { width: 1280, height: 900 });
    await buyer.goto('/#pricing');
    await landingHydrated(buyer);
    // The code's form loads as the visitor reaches the end of the plans.
    await planCard(buyer, 'Plan Full Mensual').scrollIntoViewIfNeeded();
    await buyer.getByRole('button', { name: es.promotions.codeToggle }).click();
    await buyer.getByLabel(es.promotions.codeLabel).fill('madre50');
    await buyer.getByRole('button', { name: es.promotions.codeApply }).click();
    // 9,99 € less 50 % (rounded to the cent as the provider rounds it): 4,99 € the first month.
    const first = formatMoney(4.99, 'EUR');
    const monthly = planCard(buyer, 'Plan Full Mensual');
    await until(() => monthly.getByText(`Con MADRE50: ${first} el primer pago`).isVisible()).toBe(true);
    expect(await buyer.getByText('Código MADRE50: 50 % de descuento en el primer pago').isVisible()).toBe(
      true,
    );
    // It is for the monthly plan only: the yearly card shows no offer.
    expect(
      await planCard(buyer, 'Plan Full')
        .getByText(/^Con MADRE50/)
        .count(),
    ).toBe(0);
    await shot(buyer, 'promotions/landing-applied-desktop');
    await monthly.getByRole('button', { name: es.home.subscribe }).click();
    await payAtSimulator(buyer, first);
    expect(await subscriptionOf(visitor.email)).toEqual([
      { slug: 'full-mensual', currency: 'EUR', amount: '4.99' },
    ]);
    await buyer.close();

    await page.goto('/admin/codigos');
    const uses = page
      .getByText(es.promotions.redemptionsUnlimited.replace('{n}', '1'))
      .filter({ visible: true });
    await until(() => uses.count()).toBe(1);
    expect(await page.getByText(first).filter({ visible: true }).count()).toBeGreaterThan(0);
    await shot(page, 'promotions/back-office-desktop');
    await page.close();
  });
});
