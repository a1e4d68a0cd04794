/**
 * Scale data for the back-office benchmarks: 100,000 customers, 300,000 payment records and
 * 1,000,000 listening rows (plus tests and subscriptions), generated in SQL with generate_series.
 *
 *   DATABASE_URL=postgres://… npm run seed:scale          (PostgreSQL — what the targets are for)
 *   DATA_DIR=./data npm run seed:scale                     (the embedded PGlite)
 *
 * Idempotent: a second run adds nothing. The rows are marked by their e-mail domain.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { hashPassword } from '../src/lib/password.js';

const CUSTOMERS = Number(process.env.SCALE_CUSTOMERS ?? 100_000);
const PAYMENTS = Number(process.env.SCALE_PAYMENTS ?? 300_000);
const LISTENING = Number(process.env.SCALE_LISTENING ?? 1_000_000);
const DOMAIN = 'scale.sanarte.test';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const db = database.db;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const t0 = Date.now();
const step = (m: string) => console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s  ${m}`);

const [{ n: existing } = { n: 0 }] = rows<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from users where email like ${`%@${DOMAIN}`}`),
);
if (existing >= CUSTOMERS) {
  step(`already seeded (${existing} customers)`);
  await database.close();
  process.exit(0);
}
const [{ n: audioCount } = { n: 0 }] = rows<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from audios`),
);
if (audioCount === 0) throw new Error('Run the app once first (npm start) so the catalogue is seeded.');

const hash = await hashPassword('Escala#2026');
await db.execute(sql`
  insert into users (name, last_name, email, password_hash, role, is_active, is_verified, took_test, created_at, updated_at)
  select (array['Lucía','Hugo','Martina','Mateo','Sofía','Leo','Julia','Daniel','Paula','Álvaro','Carmen','Íñigo'])[1 + g % 12],
         (array['García','Martín','López','Sánchez','Pérez','Gómez','Fernández','Ruiz','Díaz','Muñoz'])[1 + (g / 12) % 10],
         'cliente' || g || ${`@${DOMAIN}`},
         ${hash},
         case when g % 5 = 0 then 'subscriber' else 'visitor' end,
         g % 50 <> 0,
         g % 7 <> 0,
         g % 3 = 0,
         now() - ((g % 730) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
         now() - ((g % 700) || ' days')::interval
    from generate_series(${existing + 1}::int, ${CUSTOMERS}::int) g
  on conflict (email) do nothing`);
step(`customers: ${CUSTOMERS}`);

await db.execute(sql`
  insert into test_results (user_id, category_slug, theme_slugs, created_at)
  select u.id, (array['salud','amor','desarrollo_personal'])[1 + (row_number() over ()) % 3],
         array['no_mas_insomnio','liberate_de_la_ansiedad'], u.created_at + interval '1 hour'
    from users u where u.email like ${`%@${DOMAIN}`} and u.took_test`);
step('test results');

await db.execute(sql`
  with p as (select array_agg(id order by "order") as ids, array_agg(price order by "order") as prices from plans where price > 0),
       u as (select array_agg(id order by email) as ids from users where email like ${`%@${DOMAIN}`})
  insert into payments (user_id, plan_id, status, amount, currency, provider, provider_session_id, created_at, updated_at)
  select u.ids[1 + g % array_length(u.ids, 1)],
         p.ids[1 + g % array_length(p.ids, 1)],
         (array['completed','completed','completed','intent_created','expired','failed','canceled'])[1 + g % 7],
         p.prices[1 + g % array_length(p.ids, 1)],
         'USD',
         case when g % 10 = 0 then 'paypal' else 'stripe' end,
         'cs_scale_' || g,
         now() - ((g % 730) || ' days')::interval,
         now() - ((g % 700) || ' days')::interval
    from generate_series(1, ${PAYMENTS}::int) g, p, u
  on conflict (provider_session_id) do nothing`);
step(`payments: ${PAYMENTS}`);

await db.execute(sql`
  insert into subscriptions (user_id, plan_id, status, starts_at, ends_at, plan_snapshot, created_at)
  select u.id, pl.id, 'active', now() - interval '10 days', now() + interval '355 days',
         jsonb_build_object('name', pl.name, 'slug', pl.slug, 'description', pl.description, 'price', pl.price,
           'currency', pl.currency, 'durationDays', pl.duration_days, 'features', pl.features,
           'categoryAccess', pl.category_access, 'fullCategoryAccess', pl.full_category_access),
         now() - interval '10 days'
    from users u cross join (select * from plans where slug = 'full') pl
   where u.email like ${`%@${DOMAIN}`} and u.role = 'subscriber'
     and not exists (select 1 from subscriptions s where s.user_id = u.id)`);
step('subscriptions');

await db.execute(sql`
  with a as (select array_agg(a.id order by a.id) as ids, array_agg(t.id order by a.id) as themes,
                    array_agg(t.category_id order by a.id) as cats
               from audios a join themes t on t.id = a.theme_id),
       u as (select array_agg(id order by email) as ids from users where email like ${`%@${DOMAIN}`})
  insert into listening_days (user_id, audio_id, theme_id, category_id, day, seconds, updated_at)
  select u.ids[1 + g % array_length(u.ids, 1)],
         a.ids[1 + ((g / array_length(u.ids, 1)) * 5) % array_length(a.ids, 1)],
         a.themes[1 + ((g / array_length(u.ids, 1)) * 5) % array_length(a.ids, 1)],
         a.cats[1 + ((g / array_length(u.ids, 1)) * 5) % array_length(a.ids, 1)],
         current_date - (g % 365),
         30 + g % 1200,
         now()
    from generate_series(0, ${LISTENING - 1}::int) g, a, u
  on conflict do nothing`);
step(`listening rows: ${LISTENING}`);

await db.execute(sql`
  insert into listening_audio_days (day, audio_id, theme_id, category_id, seconds)
  select day, audio_id, min(theme_id::text)::uuid, min(category_id::text)::uuid, sum(seconds)::int
    from listening_days group by day, audio_id
  on conflict (day, audio_id) do update set seconds = excluded.seconds`);
step('listening rollup per audio and day');

await db.execute(sql`analyze`);
step('analyze');
await database.close();
