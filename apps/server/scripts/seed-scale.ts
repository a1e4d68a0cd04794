/**
 * Scale data for the back-office benchmarks: N customers (default 100,000) with 3 × N payment
 * records, 10 × N listening rows, a test result for a third of them and an active subscription
 * for a fifth, streamed into PostgreSQL with COPY (1,000,000 customers take minutes, not hours).
 *
 *   DATABASE_URL=postgres://… npm run seed:scale -- --customers 1000000
 *
 * Needs PostgreSQL (the targets are for it; the embedded PGlite is for one small install).
 * Idempotent: a second run with the same N adds nothing; a larger N adds the difference. The
 * rows are marked by their e-mail domain.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { hashPassword } from '../src/lib/password.js';

const { values: args } = parseArgs({ options: { customers: { type: 'string' } }, allowPositionals: false });
const CUSTOMERS = Number(args.customers ?? process.env.SCALE_CUSTOMERS ?? 100_000);
if (!Number.isInteger(CUSTOMERS) || CUSTOMERS < 1) throw new Error('--customers must be a positive integer');
const PAYMENTS_PER_CUSTOMER = 3;
const LISTENING_PER_CUSTOMER = 10;
const DOMAIN = 'scale.sanarte.test';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('seed:scale needs PostgreSQL: set DATABASE_URL.');
// Migrations first, through the app's own path.
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await database.close();

const client = new pg.Client({ connectionString: config.databaseUrl });
await client.connect();
const t0 = Date.now();
const step = (m: string) => console.log(`${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${m}`);
const one = async <T>(text: string, values: unknown[] = []) =>
  (await client.query(text, values)).rows[0] as T;

const { n: existing } = await one<{ n: number }>('select count(*)::int as n from users where email like $1', [
  `%@${DOMAIN}`,
]);
if (existing >= CUSTOMERS) {
  step(`already seeded (${existing.toLocaleString('en')} customers)`);
  await client.end();
  process.exit(0);
}
const audios = (
  await client.query<{ id: string; theme_id: string; category_id: string; duration: number }>(
    'select a.id, a.theme_id, t.category_id, a.duration from audios a join themes t on t.id = a.theme_id order by a.id',
  )
).rows;
if (audios.length < LISTENING_PER_CUSTOMER * 5)
  throw new Error('Run the app once first (npm start) so the catalogue is seeded.');
const plans = (
  await client.query<{ id: string; price: string; currency: string }>(
    'select id, price::text, currency from plans where price > 0 order by "order"',
  )
).rows;

/** COPY (text format) of the rows `lines` yields, in chunks of a few hundred kilobytes. */
async function copy(table: string, columns: string[], lines: () => Generator<string>) {
  async function* chunks() {
    let buffer = '';
    for (const line of lines()) {
      buffer += line;
      if (buffer.length > 256_000) {
        yield buffer;
        buffer = '';
      }
    }
    if (buffer) yield buffer;
  }
  await pipeline(
    Readable.from(chunks()),
    client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`)),
  );
}

const NAMES = [
  'Lucía',
  'Hugo',
  'Martina',
  'Mateo',
  'Sofía',
  'Leo',
  'Julia',
  'Daniel',
  'Paula',
  'Álvaro',
  'Carmen',
  'Íñigo',
];
const SURNAMES = [
  'García',
  'Martín',
  'López',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Fernández',
  'Ruiz',
  'Díaz',
  'Muñoz',
];
const DAY = 86_400_000;
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const dateOnly = (ms: number) => iso(ms).slice(0, 10);

const hash = await hashPassword('Escala#2026');
const first = existing + 1;
const count = CUSTOMERS - existing;
const ids: string[] = Array.from({ length: count }, () => randomUUID());
const customer = (g: number) => ids[g - first] as string;
const created = (g: number) => now - (g % 730) * DAY - (g % 1440) * 60_000;

await client.query('begin');
// The rows are generated consistent (every id they reference exists): foreign-key triggers, which
// would cost a lookup per reference per row, are skipped for this transaction when the role may.
await client.query('savepoint triggers');
try {
  await client.query('set local session_replication_role = replica');
  await client.query('release savepoint triggers');
} catch {
  await client.query('rollback to savepoint triggers');
  step('foreign keys checked row by row (the role may not skip triggers): slower');
}
await copy(
  'users',
  [
    'id',
    'name',
    'last_name',
    'email',
    'password_hash',
    'role',
    'is_active',
    'is_verified',
    'took_test',
    'created_at',
    'updated_at',
  ],
  function* () {
    for (let g = first; g <= CUSTOMERS; g++) {
      yield `${customer(g)}\t${NAMES[g % 12]}\t${SURNAMES[Math.floor(g / 12) % 10]}\tcliente${g}@${DOMAIN}\t${hash}\t${
        g % 5 === 0 ? 'subscriber' : 'visitor'
      }\t${g % 50 !== 0}\t${g % 7 !== 0}\t${g % 3 === 0}\t${iso(created(g))}\t${iso(now - (g % 700) * DAY)}\n`;
    }
  },
);
step(`customers: ${count.toLocaleString('en')} (${CUSTOMERS.toLocaleString('en')} in all)`);

const CATEGORIES = ['salud', 'amor', 'desarrollo_personal'];
await copy('test_results', ['user_id', 'category_slug', 'theme_slugs', 'created_at'], function* () {
  for (let g = first; g <= CUSTOMERS; g++) {
    if (g % 3 !== 0) continue;
    yield `${customer(g)}\t${CATEGORIES[g % 3]}\t{no_mas_insomnio,liberate_de_la_ansiedad}\t${iso(created(g) + 3_600_000)}\n`;
  }
});
step('test results');

const STATUSES = ['completed', 'completed', 'completed', 'intent_created', 'expired', 'failed', 'canceled'];
await copy(
  'payments',
  [
    'user_id',
    'plan_id',
    'status',
    'amount',
    'currency',
    'provider',
    'provider_session_id',
    'created_at',
    'updated_at',
    'completed_at',
    'refunded_amount',
    'refunded_at',
  ],
  function* () {
    for (let i = 0; i < count * PAYMENTS_PER_CUSTOMER; i++) {
      const g = first + (i % count);
      const n = (first - 1) * PAYMENTS_PER_CUSTOMER + i + 1;
      const plan = plans[n % plans.length] as { id: string; price: string; currency: string };
      // At most one open checkout per customer (a unique index): only the first payment may be open.
      let status =
        STATUSES[n % 7] === 'intent_created' && i >= count ? 'expired' : (STATUSES[n % 7] as string);
      const createdAt = now - (n % 730) * DAY;
      // Paid ones were paid when made; one in 50 was refunded a week later.
      const paid = status === 'completed';
      const refunded = paid && n % 50 === 1;
      if (refunded) status = 'refunded';
      yield `${customer(g)}\t${plan.id}\t${status}\t${plan.price}\t${plan.currency}\t${n % 10 === 0 ? 'paypal' : 'stripe'}\tcs_scale_${n}\t${iso(
        createdAt,
      )}\t${iso(now - (n % 700) * DAY)}\t${paid ? iso(createdAt) : '\\N'}\t${refunded ? plan.price : 0}\t${refunded ? iso(createdAt + 7 * DAY) : '\\N'}\n`;
    }
  },
);
step(`payments: ${(count * PAYMENTS_PER_CUSTOMER).toLocaleString('en')}`);

// Ten different audios per customer (so (user, audio, day) is unique), on days over the last year.
await copy(
  'listening_days',
  ['user_id', 'audio_id', 'theme_id', 'category_id', 'day', 'seconds', 'updated_at'],
  function* () {
    const stamp = iso(now);
    for (let k = 0; k < LISTENING_PER_CUSTOMER; k++) {
      for (let g = first; g <= CUSTOMERS; g++) {
        const a = audios[(k * 5 + g) % audios.length] as {
          id: string;
          theme_id: string;
          category_id: string;
        };
        const n = k * CUSTOMERS + g;
        yield `${customer(g)}\t${a.id}\t${a.theme_id}\t${a.category_id}\t${dateOnly(now - (n % 365) * DAY)}\t${30 + (n % 1200)}\t${stamp}\n`;
      }
    }
  },
);
step(`listening rows: ${(count * LISTENING_PER_CUSTOMER).toLocaleString('en')}`);

// Where each of those listeners is in the audio (and the furthest point they reached): spread
// over the whole audio, a third of them at its end.
await copy(
  'playback_positions',
  ['user_id', 'audio_id', 'position_seconds', 'last_report_at', 'fetched_at', 'furthest_seconds'],
  function* () {
    for (let k = 0; k < LISTENING_PER_CUSTOMER; k++) {
      for (let g = first; g <= CUSTOMERS; g++) {
        const a = audios[(k * 5 + g) % audios.length] as { id: string; duration: number };
        const n = k * CUSTOMERS + g;
        const at = iso(now - (n % 365) * DAY);
        const furthest = n % 3 === 0 ? a.duration : Math.floor((((n * 7919) % 1000) * a.duration) / 1000);
        yield `${customer(g)}\t${a.id}\t${furthest}\t${at}\t${at}\t${furthest}\n`;
      }
    }
  },
);
step('playback positions');

// An active Full subscription for every fifth customer (the subscribers), with the plan as sold.
const full = await one<{ id: string; snapshot: unknown }>(
  `select id, jsonb_build_object('name', name, 'slug', slug, 'description', description, 'price', price,
     'currency', currency, 'durationDays', duration_days, 'features', features,
     'categoryAccess', category_access, 'fullCategoryAccess', full_category_access) as snapshot
     from plans where slug = 'full'`,
);
// COPY's text format reads backslashes as escapes: the JSON's own are doubled.
const snapshot = JSON.stringify(full.snapshot).replaceAll('\\', '\\\\');
// Renewing at the provider, begun over the last 11 months; and, for every tenth customer who is
// not a subscriber now, a subscription that began and ended within the last two years (churn).
await copy(
  'subscriptions',
  [
    'user_id',
    'plan_id',
    'status',
    'starts_at',
    'ends_at',
    'ended_at',
    'plan_snapshot',
    'provider_subscription_id',
    'created_at',
  ],
  function* () {
    for (let g = first; g <= CUSTOMERS; g++) {
      if (g % 5 === 0) {
        const starts = now - (g % 330) * DAY - 10 * DAY;
        yield `${customer(g)}\t${full.id}\tactive\t${iso(starts)}\t${iso(starts + 366 * DAY)}\t\\N\t${snapshot}\tsub_scale_${g}\t${iso(starts)}\n`;
      } else if (g % 10 === 3) {
        const starts = now - (g % 700) * DAY - 30 * DAY;
        const ended = iso(starts + ((g % 60) + 20) * DAY);
        yield `${customer(g)}\t${full.id}\texpired\t${iso(starts)}\t${ended}\t${ended}\t${snapshot}\tsub_scale_${g}\t${iso(starts)}\n`;
      }
    }
  },
);
step('subscriptions');

await client.query('analyze listening_days');
await client.query(`
  insert into listening_audio_days (day, audio_id, theme_id, category_id, seconds, plays)
  select day, audio_id, min(theme_id::text)::uuid, min(category_id::text)::uuid, sum(seconds)::int,
         count(*)::int
    from listening_days group by day, audio_id
  on conflict (day, audio_id) do update set seconds = excluded.seconds, plays = excluded.plays`);
step('listening rollup per audio and day');
// How far each audio's listeners got, by tenth: recounted from every listener's furthest point.
await client.query('delete from audio_reach');
await client.query(`
  insert into audio_reach (audio_id, bucket, listeners)
  select p.audio_id,
         case when a.duration > 0 then least(9, floor(10.0 * p.furthest_seconds / a.duration))::smallint else 0 end,
         count(*)::int
    from playback_positions p join audios a on a.id = p.audio_id
   where p.furthest_seconds is not null
   group by 1, 2`);
step('listeners by tenth of each audio');
// COPY with triggers skipped left the back-office tallies behind: recount them from the rows.
await client.query('select rebuild_back_office_tallies()');
step('back-office tallies');
await client.query('commit');

await client.query('analyze');
step('analyze');
await client.end();
