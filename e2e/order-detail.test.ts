import { formatMoney } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devFetch } from '../apps/server/test/dev-tools.js';
import { buildUser } from '../apps/server/test/factories.js';
import { queryRows, shot, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
let admin: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  admin = await buildUser(e.server, { role: 'admin', name: 'Ada', lastName: 'Admin' });
});

describe('Órdenes: the detail shows the order as it was bought', () => {
  it('keeps the price paid and the plan’s name and price after the plan is edited (desktop and phone)', async () => {
    const buyer = await buildUser(e.server, { name: 'Elena', lastName: 'Compradora' });
    const [full] = await queryRows<{ id: string }>(e, sql`select id from plans where slug = 'full'`);
    const plans = (await admin.http.get('/api/plans/list')).body.plans as Record<string, unknown>[];
    const before = plans.find((p) => p.slug === 'full') as Record<string, unknown> & {
      _id: string;
      name: string;
      price: number;
    };
    const res = await buyer.http.post('/api/payments/create-checkout-session', { planId: full?.id });
    expect(res.status).toBe(200);
    const sessionId = new URL(res.body.url).pathname.split('/').pop() as string;
    const pay = await devFetch(e.server.baseUrl, `/dev/checkout/${sessionId}/pay`);
    expect(pay.status).toBe(303);
    await until(async () => {
      const list = await admin.http.get(`/api/payment-records/list?q=${encodeURIComponent(buyer.email)}`);
      return list.body.data[0]?.status;
    }).toBe('completed');

    // Today the plan has another name and price.
    const newPrice = before.price + 20;
    const edited = await admin.http.put(`/api/plans/update/${before._id}`, {
      ...before,
      name: 'Plan Full Renovado',
      price: newPrice,
    });
    expect(edited.status).toBe(200);
    try {
      const paid = formatMoney(before.price, 'USD');
      for (const viewport of [
        { width: 1366, height: 850, name: 'desktop' },
        { width: 390, height: 844, name: 'phone' },
      ]) {
        const page = await signedInPage(e, admin, viewport);
        await page.goto('/admin/logs-ordenes');
        await page.getByRole('searchbox', { name: 'Buscar por usuario, correo o plan' }).fill(buyer.email);
        const details = page.getByRole('button', { name: 'Ver detalles de la orden de Elena Compradora' });
        await until(() => details.count()).toBe(1);
        await details.click();
        const dialog = page.getByRole('dialog', { name: 'Detalles del Pago' });
        await until(() => dialog.isVisible()).toBe(true);
        /** The value (dd) of a term (dt) of the detail list. */
        const value = (term: string) =>
          dialog
            .locator('dt', { hasText: new RegExp(`^${term}$`) })
            .locator('xpath=following-sibling::dd[1]')
            .innerText();
        await until(() => value('Monto pagado')).toBe(paid);
        expect(await value('Plan comprado')).toBe(before.name);
        expect(await value('Precio del plan al comprar')).toBe(paid);
        const text = await dialog.innerText();
        expect(text).not.toContain('Plan Full Renovado');
        expect(text).not.toContain(formatMoney(newPrice, 'USD'));
        // Nothing scrolls sideways on the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await shot(page, `order-detail/order-detail-${viewport.name}`);
        await page.close();
      }
    } finally {
      expect((await admin.http.put(`/api/plans/update/${before._id}`, before)).status).toBe(200);
    }
  });
});
