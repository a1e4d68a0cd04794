import { CLIENT_ROLES, STAFF_ROLES } from '@sanarte/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import { rowsOf } from '../../db/first-row.js';
import { COUNT_CAP, boundedCount, containsPattern, foldForSearch } from '../../lib/search.js';

export interface UsersFilter {
  q?: string | undefined;
  kind?: 'clients' | 'staff' | undefined;
  role?: string | undefined;
  hasTests?: boolean | undefined;
  hasActiveSubscription?: boolean | undefined;
}

/** What the CSV export writes of each user. */
export type CsvUserRow = Pick<
  AdminUserRow,
  | 'name'
  | 'last_name'
  | 'email'
  | 'role'
  | 'is_active'
  | 'is_verified'
  | 'plan_slug'
  | 'created_at'
  | 'updated_at'
  | 'deleted_at'
  | 'test_count'
  | 'active_plan_name'
>;

export interface AdminUserRow {
  id: string;
  name: string;
  last_name: string;
  email: string;
  role: string;
  is_active: boolean;
  is_verified: boolean;
  temp_user: boolean;
  plan_slug: string | null;
  avatar_url: string | null;
  avatar_srcset: string;
  created_at: string | Date;
  updated_at: string | Date;
  test_count: number;
  /** The subscription that gives access now (null columns when there is none). */
  active_plan_slug: string | null;
  active_plan_name: string | null;
  active_status: 'active' | 'pending' | null;
  active_ends_at: string | Date | null;
  active_renewing: boolean | null;
  active_period_end: string | Date | null;
  active_cancel_at_period_end: boolean | null;
  /** 'comp' for complimentary access staff gave; its note and whether it lasts until revoked. */
  active_source: string | null;
  active_comp_until_revoked: boolean | null;
  active_comp_note: string | null;
  /** Set once the account was deleted; the staff member who did it (null: the customer). */
  deleted_at: string | Date | null;
  deleted_by_name: string | null;
}

/**
 * A subscription gives access while it is active or pending (a renewal failed: access goes on
 * until the grace, `ends_at`, ends) and has not ended. `s` is the subscription, `u` the user.
 */
const givesAccess = (now: Date) =>
  sql`s.user_id = u.id and s.status in ('active', 'pending') and s.ends_at > ${now}`;

/**
 * Users whose folded «name last_name email» (`search_text`, kept by PostgreSQL) contains the
 * searched text (accents and case ignored: 'inigo' finds 'Íñigo'), deleted accounts excluded; a
 * trigram index covers the column (migration 0014), so the planner can weigh it against walking
 * the newest rows.
 */
const searchMatches = (text: string) =>
  sql`u.search_text like ${containsPattern(foldForSearch(text))} and u.deleted_at is null`;
/** The same search as a subquery of user ids, for another module's list (Órdenes). */
export const matchingUsers = (text: string) => sql`select u.id from users u where ${searchMatches(text)}`;

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Back-office user lists: filtered, sorted and paged in SQL (indexes cover every filter). */
export function usersAdminRepository(db: Db, { countCap = COUNT_CAP }: { countCap?: number } = {}) {
  function where(f: UsersFilter, now: Date): SQL {
    const c: SQL[] = [sql`true`];
    if (f.kind === 'clients') c.push(sql`u.role in (${inList(CLIENT_ROLES)})`);
    if (f.kind === 'staff') c.push(sql`u.role in (${inList(STAFF_ROLES)})`);
    if (f.role) c.push(sql`u.role = ${f.role}`);
    if (f.q) c.push(searchMatches(f.q));
    if (f.hasTests === true) c.push(sql`u.took_test = true`);
    if (f.hasTests === false) c.push(sql`u.took_test = false`);
    // Per user, subscriptions_user_idx (user_id, status) finds it (docs/decisions/009).
    const active = sql`exists (select 1 from subscriptions s where ${givesAccess(now)})`;
    if (f.hasActiveSubscription === true) c.push(active);
    if (f.hasActiveSubscription === false) c.push(sql`not ${active}`);
    return sql.join(c, sql` and `);
  }

  /** A listed user's columns: `u` the user, `sub` the subscription of `withAccess`. */
  const columns = sql`
    u.id, u.name, u.last_name, u.email, u.role, u.is_active, u.is_verified, u.temp_user, u.plan_slug,
    u.avatar_url, u.avatar_srcset, u.created_at, u.updated_at, u.deleted_at,
    (select coalesce(nullif(trim(d.name || ' ' || d.last_name), ''), d.email) from users d
      where d.id = u.deleted_by) as deleted_by_name,
    (select count(*)::int from test_results tr where tr.user_id = u.id) as test_count,
    sub.slug as active_plan_slug, sub.name as active_plan_name, sub.status as active_status,
    sub.ends_at as active_ends_at, sub.renewing as active_renewing,
    sub.current_period_end as active_period_end, sub.cancel_at_period_end as active_cancel_at_period_end,
    sub.source as active_source, sub.comp_until_revoked as active_comp_until_revoked,
    sub.comp_note as active_comp_note`;

  /** Each user's newest subscription that gives access now, one index probe per listed row. */
  const withAccess = (now: Date) => sql`
    left join lateral (
      select s.plan_snapshot->>'slug' as slug, s.plan_snapshot->>'name' as name, s.status, s.ends_at,
             s.provider_subscription_id is not null as renewing, s.current_period_end,
             s.cancel_at_period_end, s.source, s.comp_until_revoked, s.comp_note
        from subscriptions s
       where ${givesAccess(now)}
       order by s.created_at desc
       limit 1) sub on true`;

  /** The exact count of users matching the filters the tally knows (kind, role, tests). */
  async function tallied(f: Pick<UsersFilter, 'kind' | 'role' | 'hasTests'>, now: Date) {
    const r = await db.execute(
      sql`select coalesce(sum(u.n), 0)::int as n from user_tally u where ${where(f, now)}`,
    );
    return rowsOf<{ n: number }>(r)[0]?.n ?? 0;
  }

  return {
    /**
     * One page, the filtered total and the kind's total. Totals the tally knows are exact; a search
     * or the subscription filter is counted up to `countCap` rows (then `totalCapped`): a common
     * surname is a tenth of a million customers, and counting it costs seconds.
     */
    async page(f: UsersFilter, page: number, pageSize: number, now: Date) {
      const cond = where(f, now);
      const bounded = Boolean(f.q) || f.hasActiveSubscription !== undefined;
      const filtered = bounded || Boolean(f.role) || f.hasTests !== undefined;
      // The page's ids come from the index first; the per-row figures are computed for 20 rows only.
      const [counted, pageRows, grandTotal] = await Promise.all([
        bounded
          ? db
              .execute(boundedCount(sql`users u where ${cond}`, countCap))
              .then((r) => rowsOf<{ n: number }>(r)[0]?.n ?? 0)
          : tallied(f, now),
        db.execute(sql`select ${columns}
          from (select u.id from users u where ${cond}
                 order by u.created_at desc, u.id desc limit ${pageSize} offset ${(page - 1) * pageSize}) p
          join users u on u.id = p.id
          ${withAccess(now)}
         order by u.created_at desc, u.id desc`),
        filtered ? tallied({ kind: f.kind }, now) : Promise.resolve(null),
      ]);
      const totalCapped = bounded && counted > countCap;
      const total = totalCapped ? countCap : counted;
      return { rows: rowsOf<AdminUserRow>(pageRows), total, grandTotal: grandTotal ?? total, totalCapped };
    },

    /**
     * The CSV export's rows, 200 at a time, in the list's order: one statement read through a
     * cursor (`cursorBatches`), so the whole result is one plan — the users sorted once, their
     * tests and open subscriptions joined by hash — where a statement per batch walked the index
     * and fetched each row's page at random (47 s for 1,000,000 customers, 15 s now); 200 rows a
     * fetch keep the server's memory flat at that pace
     * (docs/decisions/058-the-csv-export-reads-one-cursor.md).
     */
    exportBatches(f: UsersFilter, now: Date, size = 200): AsyncGenerator<CsvUserRow[]> {
      return cursorBatches<CsvUserRow>(
        db,
        sql`select u.name, u.last_name, u.email, u.role, u.is_active, u.is_verified, u.plan_slug,
                   u.created_at, u.updated_at, u.deleted_at,
                   coalesce(t.n, 0)::int as test_count, sub.name as active_plan_name
              from users u
              left join (select tr.user_id, count(*)::int as n from test_results tr group by tr.user_id) t
                on t.user_id = u.id
              left join (
                select distinct on (s.user_id) s.user_id, s.plan_snapshot->>'name' as name
                  from subscriptions s
                 where s.status in ('active', 'pending') and s.ends_at > ${now}
                 order by s.user_id, s.created_at desc) sub on sub.user_id = u.id
             where ${where(f, now)}
             order by u.created_at desc, u.id desc`,
        size,
      );
    },

    /** One user as the list presents it (create and update answer with the same record). */
    async findOne(id: string, now: Date): Promise<AdminUserRow | null> {
      const rows = rowsOf<AdminUserRow>(
        await db.execute(sql`select ${columns} from users u ${withAccess(now)} where u.id = ${id}`),
      );
      return rows[0] ?? null;
    },
  };
}
export type UsersAdminRepository = ReturnType<typeof usersAdminRepository>;
