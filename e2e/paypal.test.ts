import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../apps/server/test/factories.js';
import { queryRows, shot, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
const DAY = 86_400_000;

const paymentsOf = (email: string) =>
  queryRows<{ status: string; provider: string; kind: string }>(
    e,
    sql`select p.status, p.provider, p.kind from payments p join users u on u.id = p.user_id
         where u.email = ${email} order by p.created_at`,
  );

describe('paying with PayPal (local PayPal simulator)', () => {
  it('a buyer pays Full with PayPal: approval, the confirmation, the library; a renewal arrives by webhook; staff see the yellow badge', async () => {
    const buyer = await buildUser(e.server, { name: 'Paula', lastName: 'Pagapal' });
    const page = await signedInPage(e, buyer, { width: 390, height: 844 });

    // 'Elige cómo pagar': card or PayPal.
    await page.goto('/checkout/full');
    const choose = page.getByRole('heading', { name: 'Elige cómo pagar' });
    await until(() => choose.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Pagar con tarjeta' }).isVisible()).toBe(true);
    await shot(page, 'paypal-choose-phone');
    await page.getByRole('button', { name: 'Pagar con PayPal' }).click();

    // PayPal's approval page (the simulator's), then back to /payment-success with the subscription.
    await until(() => new URL(page.url()).pathname).toBe('/dev/paypal/checkoutnow');
    const approval = await page.locator('main').innerText();
    expect(approval).toContain('Plan Full');
    expect(approval).toContain(buyer.email);
    await shot(page, 'paypal-approval-phone');
    await page.getByRole('button', { name: 'Aceptar y suscribirse' }).click();
    await until(() => page.getByText(es.checkout.success).first().isVisible()).toBe(true);
    await shot(page, 'paypal-success-phone');
    await page.getByRole('link', { name: 'Ir a Mi Biblioteca' }).click();
    await until(() => new URL(page.url()).pathname).toBe('/panel/biblioteca');
    await until(async () => (await buyer.http.get('/api/library')).body.data.hasSubscription).toBe(true);
    await until(() => paymentsOf(buyer.email)).toEqual([
      { status: 'completed', provider: 'paypal', kind: 'purchase' },
    ]);

    // A year on, PayPal charges the renewal and tells the app by a signed webhook.
    e.server.clock.advance(366 * DAY);
    try {
      await e.server.deps.jobs.runDue();
      await until(() => paymentsOf(buyer.email)).toEqual([
        { status: 'completed', provider: 'paypal', kind: 'purchase' },
        { status: 'completed', provider: 'paypal', kind: 'renewal' },
      ]);
    } finally {
      e.server.clock.reset();
    }

    // Staff see the PayPal payments in Órdenes, badged yellow, with PayPal's sale id.
    const admin = await buildUser(e.server, { role: 'admin', name: 'Ada', lastName: 'Admin' });
    const staff = await signedInPage(e, admin);
    await staff.goto('/admin/logs-ordenes');
    await staff.getByRole('searchbox', { name: 'Buscar por usuario, correo o plan' }).fill(buyer.email);
    const table = staff.getByRole('table', { name: 'Logs de órdenes' });
    const rows = table.locator('tbody tr').filter({ hasText: 'Paula Pagapal' });
    await until(() => rows.count()).toBe(2);
    await rows.first().getByRole('button', { name: 'Ver detalles de la orden de Paula Pagapal' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Detalles del Pago' });
    await until(() => dialog.isVisible()).toBe(true);
    const badge = dialog.getByText('PayPal', { exact: true });
    expect(await badge.isVisible()).toBe(true);
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 246, 194)');
    const [sale] = await queryRows<{ id: string }>(
      e,
      sql`select p.provider_invoice_id as id from payments p join users u on u.id = p.user_id
           where u.email = ${buyer.email} order by p.created_at desc limit 1`,
    );
    expect(sale?.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(await dialog.innerText()).toContain(sale?.id as string);
    await shot(staff, 'paypal-orders-detail');
  });
});
