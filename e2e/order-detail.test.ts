import { es, formatMoney } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devFetch } from '../apps/server/test/dev-tools.js';
import { FACTORY_PASSWORD, buildUser } from '../apps/server/test/factories.js';
import { queryRows, shot, signInAs, signedInPage, until } from './helpers.js';
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

describe('Órdenes: staff refund a payment', () => {
  it('an admin gives a payment back in full with a reason: «Reembolsado», the customer loses access and is e-mailed', async () => {
    const buyer = await buildUser(e.server, { name: 'Rosa', lastName: 'Reembolso' });
    const [full] = await queryRows<{ id: string }>(e, sql`select id from plans where slug = 'full'`);
    const res = await buyer.http.post('/api/payments/create-checkout-session', { planId: full?.id });
    expect(res.status).toBe(200);
    const sessionId = new URL(res.body.url).pathname.split('/').pop() as string;
    expect((await devFetch(e.server.baseUrl, `/dev/checkout/${sessionId}/pay`)).status).toBe(303);
    const hasPlan = async () => (await buyer.http.get('/api/library')).body.data.hasSubscription as boolean;
    await until(hasPlan).toBe(true);

    const page = await signedInPage(e, admin, { width: 390, height: 844 });
    await page.goto('/admin/logs-ordenes');
    await page.getByRole('searchbox', { name: 'Buscar por usuario, correo o plan' }).fill(buyer.email);
    const details = page.getByRole('button', { name: 'Ver detalles de la orden de Rosa Reembolso' });
    await until(() => details.count()).toBe(1);
    await details.click();
    const dialog = page.getByRole('dialog', { name: 'Detalles del Pago' });
    await until(() => dialog.getByText('No ha abierto ningún audio desde el pago.').isVisible()).toBe(true);
    const form = dialog.getByRole('region', { name: es.admin.refundTitle });
    await form.getByRole('textbox', { name: /Motivo/ }).fill('Desistimiento dentro de los 14 días');
    await shot(page, 'order-detail/refund-form-phone');
    await form.getByRole('button', { name: es.admin.refundSubmit }).click();
    await until(() => dialog.getByText(es.admin.refundDone).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'order-detail/refund-done-phone');
    await page.keyboard.press('Escape');
    await until(() => dialog.count()).toBe(0);
    // The order's status badge on its card (the status filter's options name it too).
    const badge = page
      .getByRole('main')
      .locator('span', { hasText: /^Reembolsado$/ })
      .filter({ visible: true });
    await until(() => badge.count()).toBeGreaterThan(0);
    await page.close();

    expect(await hasPlan()).toBe(false);
    const outbox = async () => {
      const res = await fetch(`${e.server.baseUrl}/api/dev/outbox`);
      const body = (await res.json()) as { data: { to: string; subject: string }[] };
      return body.data.filter((m) => m.to === buyer.email).map((m) => m.subject);
    };
    await until(outbox).toContain(es.billing.refundSubject('Plan Full'));

    // The customer sees it ended in Mi Suscripción.
    const own = await e.newPage({ width: 390, height: 844 });
    await signInAs(own, e, { email: buyer.email, password: FACTORY_PASSWORD });
    await own.goto('/panel/suscripcion');
    await until(() => own.getByText('Pago reembolsado').first().isVisible()).toBe(true);
    await own.close();
  });
});
