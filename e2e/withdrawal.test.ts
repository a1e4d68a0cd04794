import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devFetch } from '../apps/server/test/dev-tools.js';
import { buildUser } from '../apps/server/test/factories.js';
import { queryRows, shot, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();

describe('Mi Suscripción: the right of withdrawal', () => {
  it('a listener who bought Full and played nothing withdraws in one step: the money back, the plan ended, an e-mail', async () => {
    const buyer = await buildUser(e.server, { name: 'Diana', lastName: 'Desiste' });
    const [full] = await queryRows<{ id: string }>(e, sql`select id from plans where slug = 'full'`);
    const res = await buyer.http.post('/api/payments/create-checkout-session', { planId: full?.id });
    expect(res.status).toBe(200);
    const sessionId = new URL(res.body.url).pathname.split('/').pop() as string;
    expect((await devFetch(e.server.baseUrl, `/dev/checkout/${sessionId}/pay`)).status).toBe(303);
    await until(async () => (await buyer.http.get('/api/library')).body.data.hasSubscription).toBe(true);

    const page = await signedInPage(e, buyer, { width: 390, height: 844 });
    await page.goto('/panel/suscripcion');
    const offer = page.getByRole('region', { name: es.billing.withdrawTitle });
    await until(() => offer.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'withdrawal/offer-phone', { fullPage: true });
    await offer.getByRole('button', { name: es.billing.withdrawButton }).click();
    const dialog = page.getByRole('dialog', { name: es.billing.withdrawConfirmTitle });
    await dialog.getByRole('button', { name: es.billing.withdrawConfirm }).click();
    await until(() => page.getByText(es.billing.withdrawn).isVisible()).toBe(true);
    await until(() => page.getByText(es.panel.noActiveSubscription).isVisible()).toBe(true);
    await shot(page, 'withdrawal/done-phone', { fullPage: true });
    await page.close();

    expect((await buyer.http.get('/api/library')).body.data.hasSubscription).toBe(false);
    const subjects = async () => {
      const box = await fetch(`${e.server.baseUrl}/api/dev/outbox`);
      const body = (await box.json()) as { data: { to: string; subject: string }[] };
      return body.data.filter((m) => m.to === buyer.email).map((m) => m.subject);
    };
    await until(subjects).toContain(es.billing.refundSubject('Plan Full'));
  });
});
