import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { COUNT_CAP } from '../src/lib/search.js';
import { type TestApp, startTestApp } from './app.js';
import { testDatabase } from './database.js';
import { buildAdmin, buildUser } from './factories.js';
import type { HttpClient } from './http.js';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * The back-office totals come from tallies the database's triggers keep (migration 0009). Whatever
 * happens to the rows, each tally must equal counting the rows.
 */
describe('back-office tallies', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database?.close());

  const ROLES = ['visitor', 'subscriber', 'admin', 'crmUser'] as const;
  const STATUSES = ['intent_created', 'completed', 'failed', 'expired', 'canceled'] as const;
  const DAYS = ['2025-12-31T23:30:00Z', '2026-01-01T00:30:00Z', '2026-03-15T12:00:00Z'] as const;

  const userChange = fc.oneof(
    fc.record({
      op: fc.constant('insert' as const),
      role: fc.constantFrom(...ROLES),
      active: fc.boolean(),
      verified: fc.boolean(),
      tookTest: fc.boolean(),
      at: fc.constantFrom(...DAYS),
    }),
    fc.record({
      op: fc.constant('update' as const),
      pick: fc.nat(),
      column: fc.constantFrom('role', 'is_active', 'is_verified', 'took_test', 'created_at'),
      role: fc.constantFrom(...ROLES),
      flag: fc.boolean(),
      at: fc.constantFrom(...DAYS),
    }),
    fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  );
  const paymentChange = fc.oneof(
    fc.record({ op: fc.constant('insert' as const), status: fc.constantFrom(...STATUSES) }),
    fc.record({ op: fc.constant('update' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES) }),
    fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  );

  async function expectTalliesMatchTheRows(db: Database['db']) {
    const users = rowsOf(
      await db.execute(sql`
        select role, is_active, is_verified, took_test, day, sum(n)::int as n from (
          select role, is_active, is_verified, took_test, day, n from user_tally
          union all
          select role, is_active, is_verified, took_test, (created_at at time zone 'UTC')::date, -1 from users
        ) d group by 1, 2, 3, 4, 5 having sum(n) <> 0`),
    );
    expect(users).toEqual([]);
    const payments = rowsOf(
      await db.execute(sql`
        select status, sum(n)::int as n from (
          select status, n from payment_tally union all select status, -1 from payments
        ) d group by 1 having sum(n) <> 0`),
    );
    expect(payments).toEqual([]);
  }

  it('equal counting the rows after any inserts, updates and deletes of users and payments', async () => {
    const { db } = database;
    const owner = randomUUID();
    await db.execute(
      sql`insert into users (id, name, email) values (${owner}, 'Dueña', ${`${owner}@t.test`})`,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(userChange, { maxLength: 25 }),
        fc.array(paymentChange, { maxLength: 25 }),
        async (uc, pc) => {
          const ids = rowsOf<{ id: string }>(
            await db.execute(sql`select id from users where id <> ${owner} order by id`),
          ).map((r) => r.id);
          for (const c of uc) {
            if (c.op === 'insert') {
              const id = randomUUID();
              await db.execute(sql`
              insert into users (id, name, email, role, is_active, is_verified, took_test, created_at)
              values (${id}, 'Prueba', ${`${id}@t.test`}, ${c.role}, ${c.active}, ${c.verified}, ${c.tookTest}, ${c.at})`);
              ids.push(id);
              continue;
            }
            const id = ids[c.pick % Math.max(ids.length, 1)];
            if (!id) continue;
            if (c.op === 'delete') {
              await db.execute(sql`delete from users where id = ${id}`);
              ids.splice(ids.indexOf(id), 1);
            } else if (c.column === 'role') {
              await db.execute(sql`update users set role = ${c.role} where id = ${id}`);
            } else if (c.column === 'created_at') {
              await db.execute(sql`update users set created_at = ${c.at} where id = ${id}`);
            } else {
              await db.execute(
                sql`update users set ${sql.identifier(c.column)} = ${c.flag} where id = ${id}`,
              );
            }
          }
          const payments = rowsOf<{ id: string }>(
            await db.execute(sql`select id from payments order by id`),
          ).map((r) => r.id);
          for (const c of pc) {
            if (c.op === 'insert') {
              const id = randomUUID();
              await db.execute(sql`
              insert into payments (id, user_id, status, amount, currency, provider)
              values (${id}, ${owner}, ${c.status}, 10, 'USD', 'stripe')`);
              payments.push(id);
              continue;
            }
            const id = payments[c.pick % Math.max(payments.length, 1)];
            if (!id) continue;
            if (c.op === 'delete') {
              await db.execute(sql`delete from payments where id = ${id}`);
              payments.splice(payments.indexOf(id), 1);
            } else {
              await db.execute(sql`update payments set status = ${c.status} where id = ${id}`);
            }
          }
          await expectTalliesMatchTheRows(db);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('are rebuilt from the rows after a load that bypassed the triggers', async () => {
    const { db } = database;
    await db.execute(sql`update user_tally set n = n + 7`);
    await db.execute(sql`delete from payment_tally`);
    await db.execute(sql`select rebuild_back_office_tallies()`);
    await expectTalliesMatchTheRows(db);
  });
});

/**
 * Over HTTP: totals the tally knows are exact; a search matching more than COUNT_CAP rows says so
 * («más de …») instead of counting them all.
 */
describe('list totals at scale', () => {
  let t: TestApp;
  let admin: HttpClient;
  const MANY = COUNT_CAP + 5;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await buildAdmin(t)).http;
    const buyer = await buildUser(t, { name: 'Lucía', lastName: 'Comprador' });
    const { db } = t.database;
    // More customers named Martín than the cap, a few of them with a test; each of the first
    // buyer's payments completed.
    await db.execute(sql`
      insert into users (name, last_name, email, role, took_test, created_at)
      select 'Martín', 'Escala ' || g, 'martin' || g || '@escala.test',
             case when g % 2 = 0 then 'subscriber' else 'visitor' end, g % 10 = 0,
             now() - g * interval '1 minute'
        from generate_series(1, ${MANY}) g`);
    await db.execute(sql`
      insert into payments (user_id, status, amount, currency, provider)
      select ${buyer.id}, case when g % 3 = 0 then 'failed' else 'completed' end, 9.99, 'USD', 'stripe'
        from generate_series(1, ${MANY}) g`);
  });
  afterAll(() => t?.close());

  const count = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(await t.database.db.execute(query))[0]?.n;

  it('counts a common search up to the cap and says there are more; the kind total stays exact', async () => {
    const res = await admin.get('/api/users/list?kind=clients&q=martin&pageSize=20');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(COUNT_CAP);
    expect(res.body.totalCapped).toBe(true);
    expect(res.body.grandTotal).toBe(
      await count(sql`select count(*)::int as n from users where role in ('visitor', 'subscriber')`),
    );
    expect(res.body.data).toHaveLength(20);
    expect(res.body.data[0].name).toBe('Martín');
    expect(res.body.data[0].lastName).toBe('Escala 1'); // newest first
    // A narrow search is counted exactly.
    const one = await admin.get('/api/users/list?kind=clients&q=escala%20777&pageSize=20');
    expect(one.body).toMatchObject({ total: 1, totalCapped: false });
    expect(one.body.data[0].email).toBe('martin777@escala.test');
  });

  it('gives exact totals for the type and test filters, from the tally', async () => {
    const clients = await admin.get('/api/users/list?kind=clients');
    expect(clients.body).toMatchObject({ totalCapped: false, grandTotal: clients.body.total });
    expect(clients.body.total).toBe(
      await count(sql`select count(*)::int as n from users where role in ('visitor', 'subscriber')`),
    );
    expect(clients.body.total).toBeGreaterThan(COUNT_CAP);
    const withTests = await admin.get('/api/users/list?kind=clients&hasTests=true&role=subscriber');
    expect(withTests.body.totalCapped).toBe(false);
    expect(withTests.body.total).toBe(
      await count(sql`select count(*)::int as n from users where role = 'subscriber' and took_test`),
    );
    const visitors = await admin.get('/api/users/list?kind=clients&role=visitor');
    expect(visitors.body.total).toBe(
      await count(sql`select count(*)::int as n from users where role = 'visitor'`),
    );
    expect(visitors.body.total).toBeGreaterThan(COUNT_CAP / 2);
  });

  it('counts Órdenes exactly without a search and up to the cap with one', async () => {
    const all = await admin.get('/api/payment-records/list?pageSize=20');
    expect(all.body).toMatchObject({ totalCapped: false });
    expect(all.body.total).toBe(await count(sql`select count(*)::int as n from payments`));
    const failed = await admin.get('/api/payment-records/list?status=failed');
    expect(failed.body.total).toBe(
      await count(sql`select count(*)::int as n from payments where status = 'failed'`),
    );
    expect(failed.body.grandTotal).toBe(all.body.total);
    const lucia = await admin.get('/api/payment-records/list?q=luc%C3%ADa%20comprador&pageSize=20');
    expect(lucia.body).toMatchObject({ total: COUNT_CAP, totalCapped: true, grandTotal: all.body.total });
    expect(lucia.body.data[0].user.email).toMatch(/@/);
    expect(lucia.body.data.every((p: { user: { name: string } }) => p.user.name === 'Lucía')).toBe(true);
    const none = await admin.get('/api/payment-records/list?q=nadie-se-llama-asi');
    expect(none.body).toMatchObject({ total: 0, totalCapped: false, data: [] });
  });

  it('shows the dashboard from the tally, equal to counting the users', async () => {
    const res = await admin.get('/api/stats/crm/dashboard');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.totalUsers).toBe(await count(sql`select count(*)::int as n from users`));
    expect(d.verifiedUsers).toBe(await count(sql`select count(*)::int as n from users where is_verified`));
    expect(d.activeUsers).toBe(await count(sql`select count(*)::int as n from users where is_active`));
  });
});
