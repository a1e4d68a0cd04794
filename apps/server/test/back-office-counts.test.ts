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
  const SUB_STATUSES = ['active', 'pending', 'cancelled', 'expired'] as const;
  const subscriptionChange = fc.oneof(
    fc.record({
      op: fc.constant('insert' as const),
      status: fc.constantFrom(...SUB_STATUSES),
      price: fc.constantFrom(9.99, 99, 120),
      at: fc.constantFrom(...DAYS),
      renewing: fc.boolean(),
    }),
    fc.record({
      op: fc.constant('update' as const),
      pick: fc.nat(),
      column: fc.constantFrom(
        'status',
        'ends_at',
        'cancel_at_period_end',
        'provider_subscription_id',
        'price',
      ),
      status: fc.constantFrom(...SUB_STATUSES),
      price: fc.constantFrom(9.99, 99, 120),
      at: fc.constantFrom(...DAYS),
      flag: fc.boolean(),
    }),
    fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  );
  const paymentChange = fc.oneof(
    fc.record({ op: fc.constant('insert' as const), status: fc.constantFrom(...STATUSES) }),
    fc.record({ op: fc.constant('update' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES) }),
    fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  );

  /**
   * Makes `changes` to `table`, whose rows' ids are `ids` (kept up to date): an insert adds a row
   * under a new id; an update or a delete picks one of the rows there are (none: it is skipped).
   */
  async function makeChanges<C extends { op: 'insert' } | { op: 'update' | 'delete'; pick: number }>(
    db: Database['db'],
    table: string,
    ids: string[],
    changes: C[],
    write: {
      insert: (id: string, c: Extract<C, { op: 'insert' }>) => Promise<unknown>;
      update: (id: string, c: Extract<C, { op: 'update' }>) => Promise<unknown>;
    },
  ) {
    for (const c of changes) {
      if (c.op === 'insert') {
        const id = randomUUID();
        await write.insert(id, c as Extract<C, { op: 'insert' }>);
        ids.push(id);
        continue;
      }
      const id = ids[(c as { pick: number }).pick % Math.max(ids.length, 1)];
      if (!id) continue;
      if (c.op === 'delete') {
        await db.execute(sql`delete from ${sql.identifier(table)} where id = ${id}`);
        ids.splice(ids.indexOf(id), 1);
      } else await write.update(id, c as Extract<C, { op: 'update' }>);
    }
  }

  async function expectTalliesMatchTheRows(db: Database['db']) {
    const users = rowsOf(
      await db.execute(sql`
        select role, is_active, is_verified, took_test, day, sum(n)::int as n from (
          select role, is_active, is_verified, took_test, day, n from user_tally
          union all
          select role, is_active, is_verified, took_test, (created_at at time zone 'Europe/Madrid')::date, -1 from users
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
    const subscriptions = rowsOf(
      await db.execute(sql`
        select plan_id, price, currency, duration_days, renewing, status, ends_day, sum(n)::int as n from (
          select plan_id, price, currency, duration_days, renewing, status, ends_day, n from subscription_tally
          union all
          select plan_id, coalesce(plan_snapshot->'price', 'null'), coalesce(plan_snapshot->'currency', 'null'),
                 coalesce(plan_snapshot->'durationDays', 'null'),
                 provider_subscription_id is not null and not cancel_at_period_end, status,
                 (ends_at at time zone 'UTC')::date, -1
            from subscriptions where status in ('active', 'pending')
        ) d group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0`),
    );
    expect(subscriptions).toEqual([]);
  }

  it('equal counting the rows after any inserts, updates and deletes of users, payments and subscriptions', async () => {
    const { db } = database;
    const owner = randomUUID();
    await db.execute(
      sql`insert into users (id, name, email) values (${owner}, 'Dueña', ${`${owner}@t.test`})`,
    );
    const plan = randomUUID();
    await db.execute(sql`
      insert into plans (id, name, slug, price, duration_days) values (${plan}, 'Plan', ${plan}, 99, 30)`);
    await fc.assert(
      fc.asyncProperty(
        fc.array(userChange, { maxLength: 25 }),
        fc.array(paymentChange, { maxLength: 25 }),
        fc.array(subscriptionChange, { maxLength: 25 }),
        async (uc, pc, sc) => {
          const ids = rowsOf<{ id: string }>(
            await db.execute(sql`select id from users where id <> ${owner} order by id`),
          ).map((r) => r.id);
          await makeChanges(db, 'users', ids, uc, {
            insert: (id, c) =>
              db.execute(sql`
              insert into users (id, name, email, role, is_active, is_verified, took_test, created_at)
              values (${id}, 'Prueba', ${`${id}@t.test`}, ${c.role}, ${c.active}, ${c.verified}, ${c.tookTest}, ${c.at})`),
            update: (id, c) => {
              if (c.column === 'role')
                return db.execute(sql`update users set role = ${c.role} where id = ${id}`);
              if (c.column === 'created_at')
                return db.execute(sql`update users set created_at = ${c.at} where id = ${id}`);
              return db.execute(
                sql`update users set ${sql.identifier(c.column)} = ${c.flag} where id = ${id}`,
              );
            },
          });
          const payments = rowsOf<{ id: string }>(
            await db.execute(sql`select id from payments order by id`),
          ).map((r) => r.id);
          // A user has at most one open checkout (a unique index): opening one ends the other.
          const closeOpen = (except: string) =>
            db.execute(sql`update payments set status = 'expired'
              where user_id = ${owner} and status = 'intent_created' and id <> ${except}`);
          await makeChanges(db, 'payments', payments, pc, {
            insert: async (id, c) => {
              if (c.status === 'intent_created') await closeOpen(id);
              await db.execute(sql`
              insert into payments (id, user_id, status, amount, currency, provider)
              values (${id}, ${owner}, ${c.status}, 10, 'USD', 'stripe')`);
            },
            update: async (id, c) => {
              if (c.status === 'intent_created') await closeOpen(id);
              await db.execute(sql`update payments set status = ${c.status} where id = ${id}`);
            },
          });
          const subs = rowsOf<{ id: string }>(
            await db.execute(sql`select id from subscriptions order by id`),
          ).map((r) => r.id);
          await makeChanges(db, 'subscriptions', subs, sc, {
            insert: (id, c) => {
              const snapshot = {
                name: 'Plan',
                slug: 'plan',
                price: c.price,
                currency: 'USD',
                durationDays: 30,
              };
              return db.execute(sql`
                insert into subscriptions (id, user_id, plan_id, status, starts_at, ends_at, plan_snapshot,
                                           provider_subscription_id)
                values (${id}, ${owner}, ${plan}, ${c.status}, ${DAYS[0]}, ${c.at}, ${JSON.stringify(snapshot)}::jsonb,
                        ${c.renewing ? `sub_${id}` : null})`);
            },
            update: (id, c) => {
              if (c.column === 'status')
                return db.execute(sql`update subscriptions set status = ${c.status} where id = ${id}`);
              if (c.column === 'ends_at')
                return db.execute(sql`update subscriptions set ends_at = ${c.at} where id = ${id}`);
              if (c.column === 'cancel_at_period_end')
                return db.execute(
                  sql`update subscriptions set cancel_at_period_end = ${c.flag} where id = ${id}`,
                );
              if (c.column === 'provider_subscription_id')
                return db.execute(
                  sql`update subscriptions set provider_subscription_id = ${c.flag ? `sub_${id}` : null} where id = ${id}`,
                );
              return db.execute(sql`
                update subscriptions set plan_snapshot = jsonb_set(plan_snapshot, '{price}', ${String(c.price)}::jsonb)
                 where id = ${id}`);
            },
          });
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
    await db.execute(sql`update subscription_tally set n = n * 2`);
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

/**
 * Recurring revenue reads access ending after today from the tally and today's endings from the
 * rows: `now` splits only today's.
 */
describe('recurring revenue around today', () => {
  let t: TestApp;
  const HOUR = 3_600_000;

  beforeAll(async () => {
    t = await startTestApp();
    t.clock.freeze();
    const real = t.clock.now();
    const noon = Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate(), 12);
    t.clock.advance(noon - real.getTime());
  });
  afterAll(() => t?.close());

  it('counts a subscription until the hour it ends, today as on any other day', async () => {
    const { db } = t.database;
    const noon = t.clock.now().getTime();
    const owner = await buildUser(t, { name: 'Rita', lastName: 'Renta' });
    const ends = {
      yesterday: noon - 24 * HOUR,
      'today 11:00': noon - HOUR,
      'today 13:00': noon + HOUR,
      'today 23:00': noon + 11 * HOUR,
      tomorrow: noon + 24 * HOUR,
    };
    for (const at of Object.values(ends)) {
      await db.execute(sql`
        insert into subscriptions (user_id, plan_id, status, starts_at, ends_at, plan_snapshot)
        select ${owner.id}, p.id, 'active', ${new Date(noon - 30 * 24 * HOUR)}, ${new Date(at)},
               jsonb_build_object('name', p.name, 'slug', p.slug, 'price', p.price, 'currency', p.currency,
                                  'durationDays', p.duration_days)
          from plans p where p.slug = 'full'`);
    }
    const fullCount = async () => {
      const staff = (await buildAdmin(t)).http;
      const res = await staff.get('/api/stats/crm/dashboard');
      expect(res.status).toBe(200);
      const full = res.body.data.recurring.activeByPlan.find((p: { slug: string }) => p.slug === 'full');
      return full?.count ?? 0;
    };
    expect(await fullCount()).toBe(3); // 13:00, 23:00 and tomorrow
    t.clock.advance(90 * 60_000); // 13:30
    expect(await fullCount()).toBe(2);
    t.clock.advance(10 * HOUR); // 23:30
    expect(await fullCount()).toBe(1);
  });
});
