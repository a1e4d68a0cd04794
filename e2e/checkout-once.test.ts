import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../apps/server/test/factories.js';
import { chooseCard, queryRows, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();

/** The page once the card was chosen and it reached the local checkout simulator's hosted page. */
async function atCheckoutPage(page: Page) {
  await chooseCard(page);
  await until(() => new URL(page.url()).pathname).toMatch(/^\/dev\/checkout\/cs_sim_/);
  return new URL(page.url()).pathname;
}

describe('the same plan bought from two pages', () => {
  it('both pages get the one open checkout; a session opened before and paid in the other page is refunded; one subscription', async () => {
    // The second payment's verification answers 402 (the payment was given back), which the
    // browser logs as a failed resource.
    e.allowConsole(/status of 402/);
    const user = await buildUser(e.server, { name: 'Lucía' });
    const first = await signedInPage(e, user);
    const second = await signedInPage(e, user);

    // Two pages asking for Full land on the same hosted checkout: one open checkout per user.
    await first.goto('/checkout/full');
    const opened = await atCheckoutPage(first);
    await second.goto('/checkout/full');
    expect(await atCheckoutPage(second)).toBe(opened);

    // A checkout opened before there was one per user (its record ended here, the session still
    // payable at the provider): the second page now gets a checkout of its own.
    await e.server.database.db.execute(
      sql`update payments set status = 'expired' where provider_session_id = ${opened.split('/').pop() as string}`,
    );
    await second.goto('/checkout/full');
    await until(() => new URL(second.url()).pathname).not.toBe(opened);
    expect(await atCheckoutPage(second)).not.toBe(opened);

    // Both are paid: the second page's is kept, the first page's is refunded.
    await second.getByRole('button', { name: 'Pagar' }).click();
    await until(() => second.getByText(es.checkout.success).first().isVisible()).toBe(true);
    await first.getByRole('button', { name: 'Pagar' }).click();
    await until(() => first.getByText(es.checkout.duplicateRefunded).isVisible()).toBe(true);

    const payments = () =>
      queryRows<{ status: string; refunded: boolean }>(
        e,
        sql`select p.status, p.refunded_at is not null as refunded from payments p
              join users u on u.id = p.user_id where u.email = ${user.email} order by p.status`,
      );
    await until(payments).toEqual([
      { status: 'completed', refunded: false },
      { status: 'refunded', refunded: true },
    ]);
    const active = await queryRows<{ slug: string }>(
      e,
      sql`select s.plan_snapshot->>'slug' as slug from subscriptions s join users u on u.id = s.user_id
           where u.email = ${user.email} and s.status = 'active'`,
    );
    expect(active).toEqual([{ slug: 'full' }]);

    // Where the customer sees their payments (the billing portal), the refunded one says so.
    await first.goto('/panel/suscripcion');
    await first.getByRole('button', { name: es.billing.managePayment }).click();
    await until(() => new URL(first.url()).pathname).toMatch(/^\/dev\/portal\/cus_sim_/);
    const invoices = first.locator('main li').filter({ has: first.locator('a[href^="/dev/invoices/"]') });
    await until(() => invoices.count()).toBe(2);
    const states = await invoices.allInnerTexts();
    expect(states.filter((s) => s.includes('Pago reembolsado'))).toHaveLength(1);
    expect(states.filter((s) => s.includes('Pagada'))).toHaveLength(1);
  });
});
