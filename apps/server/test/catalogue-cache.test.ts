import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Listening } from '../src/db/client.js';
import { type TestApp, startTestApp } from './app.js';
import { createDatabase, testDatabase } from './database.js';
import { buildAdmin, fullSubscriber } from './factories.js';
import { HttpClient } from './http.js';
import { machineServices } from './services.js';
import { queryOnce } from './templates.js';

/**
 * The public catalogue cache (docs/decisions/023-public-catalogue-cache.md): the plans list, the
 * public categories and the library's audios are answered from memory, and every change is seen —
 * an admin's edit at once, a change made with plain SQL (or by another instance) as soon as its
 * notice arrives — and while the change feed does not listen, every read goes to the database.
 */

/** Every statement the app ran, as text: the catalogue's reads are counted on it. */
const statements: string[] = [];
const ran = (pattern: RegExp) => statements.filter((s) => pattern.test(s)).length;
const PLANS = /from "plans"/;
const CATEGORIES = /from "categories"/;
const AUDIOS = /from "audios" inner join "themes"/;

/**
 * The database with a listening connection the test controls: `cut` ends every LISTEN (as a lost
 * connection would) and refuses new ones until `restore`; `hold` keeps the notices back (as a
 * slow connection would) until `release`.
 */
function cuttable(database: Database) {
  let refused = false;
  let held: string[] | null = null;
  const live = new Set<{
    listening: Listening;
    onLost: (err: Error) => void;
    onNotice: (p: string) => void;
  }>();
  const wrapped: Database = {
    ...database,
    async listen(channel, onNotice, onLost) {
      if (refused) throw new Error('listening refused by the test');
      const entry = { listening: null as unknown as Listening, onLost, onNotice };
      const notice = (payload: string) => (held ? held.push(payload) : onNotice(payload));
      entry.listening = await database.listen(channel, notice, (err) => {
        live.delete(entry);
        onLost(err);
      });
      live.add(entry);
      const { listening } = entry;
      return {
        async close() {
          live.delete(entry);
          await listening.close();
        },
        ...(listening.ping ? { ping: () => listening.ping?.() ?? Promise.resolve() } : {}),
      };
    },
  };
  return {
    database: wrapped,
    async cut() {
      refused = true;
      for (const entry of [...live]) {
        live.delete(entry);
        await entry.listening.close();
        entry.onLost(new Error('cut by the test'));
      }
    },
    restore() {
      refused = false;
    },
    hold() {
      held = [];
    },
    release() {
      const notices = held ?? [];
      held = null;
      for (const entry of live) for (const n of notices) entry.onNotice(n);
    },
  };
}

/** Polls a condition (every 20 ms) until it holds; fails after `timeoutMs`. */
async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const scrape = async () =>
  (await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();

let t: TestApp;
let feed: ReturnType<typeof cuttable>;
let databaseUrl: string | undefined;
let admin: HttpClient;
let member: HttpClient;
const visitor = () => new HttpClient(t.baseUrl);

beforeAll(async () => {
  const database = await testDatabase({ onQuery: (q) => statements.push(q) });
  databaseUrl = database.url;
  feed = cuttable(database);
  t = await startTestApp({ database: feed.database, env: { METRICS_TOKEN } });
  admin = (await buildAdmin(t)).http;
  const m = await fullSubscriber(t);
  member = m.http;
  await until('the change feed listens', () => t.deps.catalogueCache.live);
});
afterAll(() => t?.close());

interface Plan {
  _id: string;
  slug: string;
  name: string;
  price: number;
  isActive: boolean;
  [k: string]: unknown;
}
const publicPlans = async (): Promise<Plan[]> => (await visitor().get('/api/plans/list')).body.plans;
const publicCategories = async (): Promise<{ _id: string; name: string }[]> =>
  (await visitor().get('/api/categories/list')).body.data;
interface LibraryAnswer {
  categories: {
    _id: string;
    name: string;
    themes: { _id: string; name: string; audios: { _id: string; title: string }[] }[];
  }[];
}
const library = async (): Promise<LibraryAnswer> => (await member.get('/api/library')).body.data;
const themesOf = (l: LibraryAnswer) => l.categories.flatMap((c) => c.themes);
const audiosOf = (l: LibraryAnswer) => themesOf(l).flatMap((th) => th.audios);

/** A statement run on its own connection, as an operator would (PostgreSQL), or straight on the embedded database. */
async function plainSql(statement: string) {
  if (databaseUrl) await queryOnce(databaseUrl, statement);
  else await t.database.db.execute(sql.raw(statement));
}

describe('the public catalogue cache', () => {
  it('answers repeated reads from memory, without querying the database', async () => {
    const first = {
      plans: await publicPlans(),
      categories: await publicCategories(),
      library: await library(),
    };
    expect(first.plans.length).toBeGreaterThan(0);
    expect(first.categories.length).toBeGreaterThan(0);
    expect(audiosOf(first.library).length).toBeGreaterThan(0);
    const before = [ran(PLANS), ran(CATEGORIES), ran(AUDIOS)];
    for (let i = 0; i < 5; i++) {
      expect(await publicPlans()).toEqual(first.plans);
      expect(await publicCategories()).toEqual(first.categories);
      expect(await library()).toEqual(first.library);
    }
    expect([ran(PLANS), ran(CATEGORIES), ran(AUDIOS)]).toEqual(before);
    const metrics = await scrape();
    expect(metrics).toMatch(
      /sanarte_catalogue_cache_reads_total\{answer="plans:active",result="hit"\} [1-9]/,
    );
    expect(metrics).toMatch(/sanarte_catalogue_change_feed_listening 1/);
  });

  // The admin's edits are seen without their notices: the service drops what they change.
  it("shows an admin's edit of a plan on the very next read", async () => {
    feed.hold();
    const all: Plan[] = (await admin.get('/api/plans/list')).body.plans;
    const plan = all.find((p) => p.slug === 'full' && p.isActive) as Plan;
    const form = {
      name: plan.name,
      description: plan.description,
      price: plan.price,
      currency: plan.currency,
      durationDays: plan.durationDays,
      features: plan.features,
      categoryAccess: plan.categoryAccess,
      fullCategoryAccess: plan.fullCategoryAccess,
      isActive: true,
      order: plan.order,
    };
    await publicPlans(); // kept
    const priced = await admin.put(`/api/plans/update/${plan._id}`, { ...form, price: plan.price + 7 });
    expect(priced.status).toBe(200);
    expect((await publicPlans()).find((p) => p._id === plan._id)?.price).toBe(plan.price + 7);
    // Withdrawn from sale: gone from the public list at once; the staff list still shows it.
    await admin.put(`/api/plans/update/${plan._id}`, { ...form, isActive: false });
    expect((await publicPlans()).map((p) => p._id)).not.toContain(plan._id);
    expect(
      (await admin.get('/api/plans/list')).body.plans.find((p: Plan) => p._id === plan._id)?.isActive,
    ).toBe(false);
    await admin.put(`/api/plans/update/${plan._id}`, form);
    feed.release();
    expect((await publicPlans()).find((p) => p._id === plan._id)).toMatchObject({
      price: plan.price,
      isActive: true,
    });
  });

  it("shows an admin's edits of categories, themes and audios on the very next read", async () => {
    feed.hold();
    // A new category appears, renamed it shows its new name, deleted it is gone.
    await publicCategories();
    const created = await admin.post('/api/categories/create', {
      name: 'Calma nocturna',
      description: 'Para dormir',
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    expect((await publicCategories()).map((c) => c.name)).toContain('Calma nocturna');
    await admin.put(`/api/categories/update/${id}`, { name: 'Calma de noche', description: 'Para dormir' });
    expect((await publicCategories()).find((c) => c._id === id)?.name).toBe('Calma de noche');
    await admin.delete(`/api/categories/delete/${id}`);
    expect((await publicCategories()).map((c) => c._id)).not.toContain(id);

    // An audio switched off leaves the library; a theme switched off takes its audios with it;
    // a category switched off leaves both lists.
    const lib = await library();
    const audio = audiosOf(lib)[0] as { _id: string };
    await admin.put(`/api/audios/update/${audio._id}`, { isActive: false });
    expect(audiosOf(await library()).map((a) => a._id)).not.toContain(audio._id);
    await admin.put(`/api/audios/update/${audio._id}`, { isActive: true });
    expect(audiosOf(await library()).map((a) => a._id)).toContain(audio._id);

    const theme = themesOf(lib)[1] as { _id: string };
    await admin.put(`/api/themes/update/${theme._id}`, { isActive: false });
    expect(themesOf(await library()).map((x) => x._id)).not.toContain(theme._id);
    await admin.put(`/api/themes/update/${theme._id}`, { isActive: true });
    expect(themesOf(await library()).map((x) => x._id)).toContain(theme._id);

    const category = lib.categories[0] as { _id: string };
    await admin.put(`/api/categories/update/${category._id}`, { isActive: false });
    expect((await publicCategories()).map((c) => c._id)).not.toContain(category._id);
    expect((await library()).categories.map((c) => c._id)).not.toContain(category._id);
    await admin.put(`/api/categories/update/${category._id}`, { isActive: true });
    expect((await publicCategories()).map((c) => c._id)).toContain(category._id);
    expect(await library()).toEqual(lib);
    feed.release();
  });

  it('sees a change made with plain SQL once its notice arrives', async () => {
    const plan = (await publicPlans()).find((p) => p.slug === 'full') as Plan;
    const category = (await publicCategories())[0] as { _id: string; name: string };
    const theme = themesOf(await library())[0] as { _id: string; name: string };
    await plainSql(`update plans set price = price + 3 where id = '${plan._id}'`);
    await plainSql(`update categories set name = 'Renombrada por SQL' where id = '${category._id}'`);
    await plainSql(`update themes set name = 'Tema por SQL' where id = '${theme._id}'`);
    await until(
      'the plan price',
      async () => (await publicPlans()).find((p) => p._id === plan._id)?.price === plan.price + 3,
    );
    await until('the category name', async () =>
      (await publicCategories()).some((c) => c._id === category._id && c.name === 'Renombrada por SQL'),
    );
    await until('the theme name', async () =>
      themesOf(await library()).some((x) => x._id === theme._id && x.name === 'Tema por SQL'),
    );
    await plainSql(`update plans set price = price - 3 where id = '${plan._id}'`);
    await plainSql(`update categories set name = '${category.name}' where id = '${category._id}'`);
    await plainSql(`update themes set name = '${theme.name}' where id = '${theme._id}'`);
    await until(
      'the old answers',
      async () =>
        (await publicPlans()).find((p) => p._id === plan._id)?.price === plan.price &&
        (await publicCategories()).some((c) => c.name === category.name) &&
        themesOf(await library()).some((x) => x.name === theme.name),
    );
  });

  it('reads the database while the change feed is not listening, and keeps again once it is back', async () => {
    const category = (await publicCategories())[0] as { _id: string; name: string };
    await publicCategories(); // kept
    await feed.cut();
    await until('the cache is bypassed', () => !t.deps.catalogueCache.live);

    const rename = (name: string) =>
      plainSql(`update categories set name = '${name}' where id = '${category._id}'`);
    const shown = async () => (await publicCategories()).find((c) => c._id === category._id)?.name;
    await rename('Sin aviso 1');
    const queried = ran(CATEGORIES);
    expect(await shown()).toBe('Sin aviso 1');
    // Nothing read meanwhile is kept: a second unheard change is seen too.
    await rename('Sin aviso 2');
    expect(await shown()).toBe('Sin aviso 2');
    expect(ran(CATEGORIES)).toBe(queried + 2);
    const metrics = await scrape();
    expect(metrics).toMatch(/sanarte_catalogue_change_feed_listening 0/);
    expect(metrics).toMatch(
      /sanarte_catalogue_cache_reads_total\{answer="categories:public",result="bypass"\} [1-9]/,
    );

    // Back: answers are kept again, and changes are heard of.
    feed.restore();
    await until('the change feed listens again', () => t.deps.catalogueCache.live);
    expect(await shown()).toBe('Sin aviso 2');
    const kept = ran(CATEGORIES);
    expect(await shown()).toBe('Sin aviso 2');
    expect(ran(CATEGORIES)).toBe(kept);
    await rename(category.name);
    await until('the change after reconnecting', async () => (await shown()) === category.name);
  });

  it('reads from the database every time when turned off (CATALOGUE_CACHE=off)', async () => {
    const own: string[] = [];
    const database = await testDatabase({ onQuery: (q) => own.push(q) });
    const off = await startTestApp({ database, env: { CATALOGUE_CACHE: 'off' } });
    try {
      const reader = new HttpClient(off.baseUrl);
      const before = own.filter((q) => PLANS.test(q)).length;
      for (let i = 0; i < 3; i++) expect((await reader.get('/api/plans/list')).status).toBe(200);
      expect(own.filter((q) => PLANS.test(q)).length).toBe(before + 3);
      expect(off.deps.catalogueCache.live).toBe(false);
    } finally {
      await off.close();
    }
  });
});

/**
 * Only where several connections exist: a real PostgreSQL server (this machine's, whichever
 * database the rest of the file runs on), with its own database and app.
 */
const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgServices = await machineServices({ postgres: pgAdminUrl });

describe.skipIf(pgServices.skip)(`the public catalogue cache on PostgreSQL${pgServices.reason}`, () => {
  let pgApp: TestApp;
  let pgUrl: string;
  let pgAdmin: HttpClient;
  const pgPlans = async (): Promise<Plan[]> =>
    (await new HttpClient(pgApp.baseUrl).get('/api/plans/list')).body.plans;
  const pgSql = (statement: string) => queryOnce(pgUrl, statement);

  beforeAll(async () => {
    pgUrl = await createDatabase(pgAdminUrl, `sanarte_cc_${randomBytes(5).toString('hex')}`);
    pgApp = await startTestApp({ databaseUrl: pgUrl });
    pgAdmin = (await buildAdmin(pgApp)).http;
    await until('the change feed listens', () => pgApp.deps.catalogueCache.live);
  });
  afterAll(() => pgApp?.close());

  it("shows one instance's admin edit on another instance's reads", async () => {
    const other = await startTestApp({ databaseUrl: pgUrl, seed: false });
    try {
      await until('the other instance listens', () => other.deps.catalogueCache.live);
      const read = async () => (await new HttpClient(other.baseUrl).get('/api/categories/list')).body.data;
      const category = (await read())[0] as { _id: string; name: string; description: string };
      await read(); // kept there
      await pgAdmin.put(`/api/categories/update/${category._id}`, {
        name: 'Editada en otra instancia',
        description: category.description,
      });
      await until('the edit on the other instance', async () =>
        (await read()).some(
          (c: { _id: string; name: string }) =>
            c._id === category._id && c.name === 'Editada en otra instancia',
        ),
      );
      await pgAdmin.put(`/api/categories/update/${category._id}`, {
        name: category.name,
        description: category.description,
      });
      await until('the edit back', async () =>
        (await read()).some((c: { name: string }) => c.name === category.name),
      );
    } finally {
      await other.close();
    }
  });

  it('listens again when its connection is killed, and sees the changes made since', async () => {
    const listener = async () =>
      (
        await pgSql(
          "select pid from pg_stat_activity where datname = current_database() and application_name = 'sanarte-listen-sanarte_catalogue'",
        )
      ).map((x) => x.pid as number);
    await until('one listening connection', async () => (await listener()).length === 1);
    const [pid] = await listener();
    const plan = (await pgPlans())[0] as Plan;
    await pgSql(`select pg_terminate_backend(${pid})`);
    await pgSql(`update plans set name = 'Tras la reconexión' where id = '${plan._id}'`);
    await until('a new listening connection', async () => {
      const now = await listener();
      return now.length === 1 && now[0] !== pid;
    });
    await until('the change made while it was down', async () =>
      (await pgPlans()).some((p) => p._id === plan._id && p.name === 'Tras la reconexión'),
    );
    await pgSql(`update plans set name = '${plan.name}' where id = '${plan._id}'`);
    await until('the change made after', async () =>
      (await pgPlans()).some((p) => p._id === plan._id && p.name === plan.name),
    );
  });
});
