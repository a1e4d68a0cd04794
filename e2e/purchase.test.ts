import { SECTIONS, es, formatDate } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../apps/server/test/factories.js';
import { chooseCard, signedInPage } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function answerAll(page: Page) {
  for (const [i, section] of SECTIONS.entries()) {
    const groups = page.getByRole('group').filter({ has: page.getByRole('radio') });
    await expect.poll(() => groups.count()).toBe(section.questions.length);
    for (let q = 0; q < section.questions.length; q++) await groups.nth(q).getByRole('radio').first().check();
    await page
      .getByRole('button', { name: i === SECTIONS.length - 1 ? es.test.seeResults : es.test.next })
      .click();
  }
}

/** At the local checkout simulator: press a button and come back as Stripe would redirect. */
async function atCheckout(page: Page, button: 'Pagar' | 'Cancelar') {
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/dev\/checkout\/cs_sim_/);
  await page.getByRole('button', { name: button }).click();
}

describe('buying plans', () => {
  it('mini with two themes, the prorated upgrade to full, cancel and resume the renewal, the portal; the mini stays in the history', async () => {
    const user = await buildUser(e.server, { name: 'Lucía' });
    const page = await signedInPage(e, user);

    await page.goto('/panel/mis-tests?miniFlow=1');
    await expect
      .poll(() => page.getByRole('heading', { name: es.panel.miniFlowTitle }).isVisible())
      .toBe(true);
    await page.goto('/test?mini=1');
    await answerAll(page);
    const picker = page.getByRole('heading', { name: 'Elige tus 2 temas' });
    await expect.poll(() => picker.isVisible()).toBe(true);
    const boxes = page.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: es.test.continueToPayment }).click();

    await chooseCard(page);
    await atCheckout(page, 'Pagar');
    await expect.poll(() => page.getByText(es.checkout.success).first().isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    await page.goto('/panel/suscripcion');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByText('Plan Mini').first().isVisible()).toBe(true);
    expect(await main.innerText()).toContain('9,99');
    expect(await main.innerText()).toContain('30 días');
    expect(await main.innerText()).toContain('2 temas a elegir');
    const sub = rows<{ theme_ids: string[] }>(
      await e.server.database.db.execute(
        sql`select theme_ids from subscriptions s join users u on u.id = s.user_id where u.email = ${user.email}`,
      ),
    );
    expect(sub[0]?.theme_ids).toHaveLength(2);

    await page.getByRole('button', { name: es.panel.upgradeButton }).click();
    const dialog = page.getByRole('dialog', { name: es.panel.upgradeToFull });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Every plan of the whole catalogue is offered (the yearly Full and the seed's monthly one).
    expect(await dialog.getByRole('article').count()).toBe(2);
    const yearly = dialog.getByRole('article', { name: 'Plan Full', exact: true });
    await yearly
      .getByRole('button', { name: es.home.upgradePlan })
      .or(yearly.getByRole('link', { name: es.home.upgradePlan }))
      .click();
    await chooseCard(page);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/dev\/checkout\/cs_sim_/);
    // The upgrade charges the prorated difference: the mini's unused days are taken off today.
    expect(await page.locator('main').innerText()).toMatch(/Hoy se descuentan .* por los días no usados/);
    expect(await page.locator('main').innerText()).toContain('cada año, hasta que canceles');
    await atCheckout(page, 'Pagar');
    await expect.poll(() => page.getByText(es.checkout.success).first().isVisible()).toBe(true);

    await page.goto('/panel/suscripcion');
    await expect.poll(() => page.getByRole('main').getByText('Plan Full').first().isVisible()).toBe(true);
    const full = rows<{ current_period_end: Date; amount: string }>(
      await e.server.database.db.execute(sql`
        select s.current_period_end, p.amount::text as amount from subscriptions s
          join users u on u.id = s.user_id join payments p on p.id = s.payment_id
         where u.email = ${user.email} and s.status = 'active'`),
    )[0];
    expect(Number(full?.amount)).toBeLessThan(99);
    const renewal = formatDate(full?.current_period_end as Date);
    const main2 = page.getByRole('main');
    await expect.poll(() => main2.getByText(es.billing.renewsOn(renewal)).isVisible()).toBe(true);

    // Cancel the renewal, confirmed in a dialog: access stays until the period ends.
    await main2.getByRole('button', { name: es.billing.cancelRenewal }).click();
    const confirm = page.getByRole('dialog', { name: es.billing.cancelConfirmTitle });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: es.billing.cancelConfirm }).click();
    await expect.poll(() => main2.getByText(es.billing.endsOn(renewal)).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(es.billing.cancelled(renewal)).isVisible()).toBe(true);

    // Resume it before the end: it renews again.
    await main2.getByRole('button', { name: es.billing.resume }).click();
    await expect.poll(() => main2.getByText(es.billing.renewsOn(renewal)).isVisible()).toBe(true);
    expect(await main2.getByRole('button', { name: es.billing.cancelRenewal }).isVisible()).toBe(true);

    // The portal: card, invoices (the mini, the prorated upgrade), and back to Mi Suscripción.
    await main2.getByRole('button', { name: es.billing.managePayment }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/dev\/portal\/cus_sim_/);
    const portal = await page.locator('main').innerText();
    expect(portal).toContain('Tarjeta terminada en 4242');
    expect(portal).toMatch(/Activa · se renueva el/);
    expect(await page.locator('main a[href^="/dev/invoices/"]').count()).toBe(2);
    await page.getByRole('link', { name: 'Volver a Sanarte' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel/suscripcion');
    const all = rows<{ slug: string; status: string }>(
      await e.server.database.db.execute(sql`
        select s.plan_snapshot->>'slug' as slug, s.status from subscriptions s join users u on u.id = s.user_id
         where u.email = ${user.email} order by s.created_at`),
    );
    expect(all).toEqual([
      { slug: 'mini', status: 'cancelled' },
      { slug: 'full', status: 'active' },
    ]);
    // Back from the portal, the page loads again: the mini is in the history.
    await expect.poll(() => page.getByRole('main').innerText()).toMatch(/Plan Mini/);
  });

  it('cancelling at the checkout leaves the record canceled and no subscription', async () => {
    const user = await buildUser(e.server, { name: 'Pablo' });
    const page = await signedInPage(e, user);
    // The checkout page creates the session and moves on to the hosted payment page at once
    // (its 'processing' text shows only for that moment): atCheckout waits for that page.
    await page.goto('/checkout/full');
    await chooseCard(page);
    await atCheckout(page, 'Cancelar');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const pays = rows<{ status: string }>(
      await e.server.database.db.execute(
        sql`select p.status from payments p join users u on u.id = p.user_id where u.email = ${user.email}`,
      ),
    );
    expect(pays).toEqual([{ status: 'canceled' }]);
    const subs = rows(
      await e.server.database.db.execute(
        sql`select 1 from subscriptions s join users u on u.id = s.user_id where u.email = ${user.email}`,
      ),
    );
    expect(subs).toEqual([]);
  });

  it('says so when there is no session id', async () => {
    const user = await buildUser(e.server);
    const page = await signedInPage(e, user);
    await page.goto('/payment-success');
    await expect.poll(() => page.getByText(es.checkout.missingSession).isVisible()).toBe(true);
  });
});
