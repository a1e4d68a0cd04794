import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { giveRenewingSubscription } from './billing-factories.js';
import { FACTORY_PASSWORD, buildAdmin, buildUser, createPerson } from './factories.js';
import type { HttpClient } from './http.js';

/**
 * A client's role follows their subscription: «Suscriptor» given by staff granted nothing (an
 * empty library), so staff no longer choose it. A client is created a visitor, a purchase makes
 * them a subscriber, and the end of their last subscription a visitor again.
 */
const DAY = 86_400_000;
const t = testAppForFile({}, { clock: 'frozen' });
let admin: HttpClient;
beforeAll(async () => {
  admin = (await buildAdmin(t)).http;
});

const roleOf = async (id: string) =>
  (
    (await t.database.db.execute(sql`select role from users where id = ${id}`)) as unknown as {
      rows: { role: string }[];
    }
  ).rows[0]?.role;
const edit = (id: string, role: string, name = 'Clara') =>
  admin.put(`/api/users/update/${id}`, { name, lastName: 'Sol', email: `${id}@example.com`, role });

describe('the client role follows the subscription', () => {
  it('staff cannot create a subscriber: the library would be empty', async () => {
    const email = `sub.${Date.now()}@example.com`;
    const refused = await createPerson(admin, 'subscriber', 'Clara', 'Sol', email, {
      password: FACTORY_PASSWORD,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(es.admin.clientRoleBySubscription);
    const created = await createPerson(admin, 'visitor', 'Clara', 'Sol', email, {
      password: FACTORY_PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.role).toBe('visitor');
  });

  it('staff cannot make a visitor a subscriber, nor a subscriber a visitor; other edits keep the role', async () => {
    const visitor = await buildUser(t);
    const made = await edit(visitor.id, 'subscriber');
    expect(made.status).toBe(400);
    expect(made.body.message).toBe(es.admin.clientRoleBySubscription);
    expect(await roleOf(visitor.id)).toBe('visitor');
    expect((await visitor.http.get('/api/library')).body.data.hasSubscription).toBe(false);

    const subscriber = await buildUser(t);
    await giveRenewingSubscription(t, subscriber.id, 'full');
    expect((await edit(subscriber.id, 'visitor')).status).toBe(400);
    // The edit form sends the role as it is: the rest is saved.
    const renamed = await edit(subscriber.id, 'subscriber', 'Clarisa');
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Clarisa', role: 'subscriber' });
  });

  it('a subscriber whose last subscription ended is a visitor again; one with access stays', async () => {
    const lapsing = await buildUser(t);
    await giveRenewingSubscription(t, lapsing.id, 'mini', {
      periodEnd: new Date(t.clock.now().getTime() + DAY),
    });
    const cancelled = await buildUser(t);
    await giveRenewingSubscription(t, cancelled.id, 'full', {
      status: 'cancelled',
      endsAt: new Date(t.clock.now().getTime() - 60_000),
    });
    const staying = await buildUser(t);
    await giveRenewingSubscription(t, staying.id, 'full');

    await t.deps.jobs.runDue();
    expect(await roleOf(cancelled.id)).toBe('visitor');
    expect(await roleOf(lapsing.id)).toBe('subscriber');
    expect(await roleOf(staying.id)).toBe('subscriber');

    // Two days on, the mini's access (its period) is over.
    t.clock.advance(2 * DAY);
    await t.deps.jobs.runDue();
    expect(await roleOf(lapsing.id)).toBe('visitor');
    expect(await roleOf(staying.id)).toBe('subscriber');

    // Clientes lists them as visitors (staff signed in at the clock's present).
    const staff = (await buildAdmin(t)).http;
    const list = await staff.get('/api/users/list?kind=clients&role=visitor&pageSize=100');
    expect(list.body.data.map((u: { _id: string }) => u._id)).toEqual(
      expect.arrayContaining([lapsing.id, cancelled.id]),
    );
  });
});
