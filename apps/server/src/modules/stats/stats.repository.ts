import { type SQL, and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import {
  listeningAudioDays,
  listeningDays,
  listeningWatermarks,
  playbackPositions,
  playbackReports,
} from '../../db/schema/index.js';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** What one listener did with one audio, all days together. */
export interface AudioListening {
  /** Listening time credited, in seconds. */
  listenedSeconds: number;
  /** Where they left it. */
  positionSeconds: number;
  /** Their last report on it. */
  lastAt: Date;
}

export interface ListenedPart {
  userId: string;
  audio: { id: string; themeId: string; categoryId: string };
  day: string;
  seconds: number;
  now: Date;
}

/** A user and audio's state before a batch: previous report, saved position, first fetch. */
export interface PairState {
  lastMs: number;
  positionSeconds: number;
  /** When the user first fetched the audio (epoch ms); null: never, and reports are ignored. */
  fetchedMs: number | null;
  /** The furthest point their reports reached (seconds); null: no listening saved yet. */
  furthestSeconds: number | null;
}

/** A change in how many listeners reached a tenth of an audio (`bucket` 0…9). */
export interface ReachChange {
  audioId: string;
  bucket: number;
  delta: number;
}

/** Listening time (per user and day, per audio and day) and where each user is in each audio. */
function queries(db: Db) {
  return {
    /** Records a fetch of the audio by the user and starts its clock, keeping an earlier one. */
    async touch(userId: string, audioId: string, now: Date) {
      await db
        .insert(playbackPositions)
        .values({ userId, audioId, positionSeconds: 0, lastReportAt: now, fetchedAt: now })
        .onConflictDoUpdate({
          target: [playbackPositions.userId, playbackPositions.audioId],
          // Keep an earlier start: re-requesting a URL must not reset a running interval.
          set: {
            lastReportAt: sql`least(${playbackPositions.lastReportAt}, ${now})`,
            fetchedAt: sql`least(${playbackPositions.fetchedAt}, ${now})`,
          },
        });
    },

    async position(userId: string, audioId: string): Promise<number> {
      const row = await firstRow(
        db
          .select({ p: playbackPositions.positionSeconds })
          .from(playbackPositions)
          .where(and(eq(playbackPositions.userId, userId), eq(playbackPositions.audioId, audioId))),
      );
      return row?.p ?? 0;
    },

    /**
     * What a user opened and listened to from `since` on: the audios fetched (played or
     * downloaded) or reported on after it, and the seconds credited on Spain's days from its day.
     */
    async listenedSince(userId: string, since: Date, sinceDay: string) {
      const [audios, seconds] = await Promise.all([
        db.execute(sql`select count(*)::int as n from playback_positions
          where user_id = ${userId} and greatest(fetched_at, last_report_at) >= ${since}`),
        db.execute(sql`select coalesce(sum(seconds), 0)::int as n from listening_days
          where user_id = ${userId} and day >= ${sinceDay}::date`),
      ]);
      return {
        audios: rowsOf<{ n: number }>(audios)[0]?.n ?? 0,
        seconds: rowsOf<{ n: number }>(seconds)[0]?.n ?? 0,
      };
    },

    /** A user's listening by day and audio, and saved positions, for the data export. */
    async listeningOf(userId: string) {
      return db
        .select({ day: listeningDays.day, audioId: listeningDays.audioId, seconds: listeningDays.seconds })
        .from(listeningDays)
        .where(eq(listeningDays.userId, userId))
        .orderBy(listeningDays.day, listeningDays.audioId);
    },
    async positionRowsOf(userId: string) {
      return db
        .select({
          audioId: playbackPositions.audioId,
          positionSeconds: playbackPositions.positionSeconds,
          at: playbackPositions.lastReportAt,
        })
        .from(playbackPositions)
        .where(eq(playbackPositions.userId, userId));
    },

    /**
     * A deleted account's playback positions. Its listening days stay (the account row is now
     * anonymous, and the back-office's totals must not change); so do the ids of reports already
     * counted, which hold nothing personal and keep a replay from counting twice.
     */
    async forgetUser(tx: Db, userId: string) {
      await tx.delete(playbackPositions).where(eq(playbackPositions.userId, userId));
      await tx.delete(listeningWatermarks).where(eq(listeningWatermarks.userId, userId));
    },

    /** Every saved position of a user, by audio. */
    /**
     * Each audio the listener has opened: where they left it, when they last reported on it and
     * the listening time credited to it (all days together). Two index ranges on the listener's id.
     */
    async historyOf(userId: string): Promise<Map<string, AudioListening>> {
      const totals = db
        .select({
          audioId: listeningDays.audioId,
          seconds: sql<number>`sum(${listeningDays.seconds})::int`.as('seconds'),
        })
        .from(listeningDays)
        .where(eq(listeningDays.userId, userId))
        .groupBy(listeningDays.audioId)
        .as('totals');
      const rows = await db
        .select({
          audioId: playbackPositions.audioId,
          positionSeconds: playbackPositions.positionSeconds,
          lastAt: playbackPositions.lastReportAt,
          listenedSeconds: sql<number>`coalesce(${totals.seconds}, 0)::int`,
        })
        .from(playbackPositions)
        .leftJoin(totals, eq(totals.audioId, playbackPositions.audioId))
        .where(eq(playbackPositions.userId, userId));
      return new Map(
        rows.map((r) => [
          r.audioId,
          {
            positionSeconds: r.positionSeconds,
            lastAt: r.lastAt,
            listenedSeconds: Number(r.listenedSeconds),
          },
        ]),
      );
    },

    /** A listener's listening time by day and audio, with the audio's theme ("Mi progreso"). */
    listeningDaysOf(userId: string) {
      return db
        .select({
          day: listeningDays.day,
          audioId: listeningDays.audioId,
          themeId: listeningDays.themeId,
          seconds: listeningDays.seconds,
        })
        .from(listeningDays)
        .where(eq(listeningDays.userId, userId));
    },

    async positionsOf(userId: string) {
      const rows = await db
        .select({ audioId: playbackPositions.audioId, p: playbackPositions.positionSeconds })
        .from(playbackPositions)
        .where(eq(playbackPositions.userId, userId));
      return new Map(rows.map((r) => [r.audioId, r.p]));
    },

    /**
     * Records many report ids at once (one statement, in id order so concurrent writers lock them
     * in the same order); returns those not recorded before, lower-case. The ids must be distinct.
     */
    async claimReports(claims: { reportId: string; userId: string; now: Date }[]) {
      if (claims.length === 0) return new Set<string>();
      const json = JSON.stringify(claims.map((c) => ({ id: c.reportId, u: c.userId, at: c.now })));
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into playback_reports (report_id, user_id, received_at)
          select r.id, r.u, r.at from json_to_recordset(${json}::json) as r(id uuid, u uuid, at timestamptz)
           order by r.id
          on conflict (report_id) do nothing
          returning report_id::text as id`),
      );
      return new Set(rows.map((r) => r.id));
    },

    /**
     * The last report's time (epoch ms), saved position and first fetch of many user+audio pairs,
     * the rows locked (in key order) until the transaction ends; keyed `userId:audioId`, lower-case.
     */
    async lastReportsForUpdate(keys: { userId: string; audioId: string }[]) {
      const found = new Map<string, PairState>();
      if (keys.length === 0) return found;
      const json = JSON.stringify(keys.map((k) => ({ u: k.userId, a: k.audioId })));
      const rows = rowsOf<{
        u: string;
        a: string;
        ms: number | string;
        p: number;
        f: number | string | null;
        x: number | null;
      }>(
        await db.execute(sql`
          select p.user_id::text as u, p.audio_id::text as a,
                 (extract(epoch from p.last_report_at) * 1000)::float8 as ms, p.position_seconds as p,
                 (extract(epoch from p.fetched_at) * 1000)::float8 as f, p.furthest_seconds as x
            from playback_positions p
            join json_to_recordset(${json}::json) as k(u uuid, a uuid)
              on p.user_id = k.u and p.audio_id = k.a
           order by p.user_id, p.audio_id
             for update of p`),
      );
      for (const r of rows) {
        found.set(`${r.u}:${r.a}`, {
          lastMs: Number(r.ms),
          positionSeconds: r.p,
          fetchedMs: r.f === null ? null : Number(r.f),
          furthestSeconds: r.x === null ? null : Number(r.x),
        });
      }
      return found;
    },

    /**
     * Until when each user's listening is credited (epoch ms; null: nothing yet), the rows made if
     * missing and locked (in user order) until the transaction ends; keyed by user id, lower-case.
     */
    async creditedUntilForUpdate(userIds: string[]) {
      const found = new Map<string, number | null>();
      if (userIds.length === 0) return found;
      const json = JSON.stringify(userIds.map((u) => ({ u })));
      const rows = rowsOf<{ u: string; ms: number | string | null }>(
        await db.execute(sql`
          insert into listening_watermarks (user_id)
          select k.u from json_to_recordset(${json}::json) as k(u uuid) order by k.u
          on conflict (user_id) do update set credited_until = listening_watermarks.credited_until
          returning user_id::text as u, (extract(epoch from credited_until) * 1000)::float8 as ms`),
      );
      for (const r of rows) found.set(r.u, r.ms === null ? null : Number(r.ms));
      return found;
    },

    /**
     * Writes what a batch of reports decided, in one statement: the last report's time and saved
     * position of each user+audio pair, the listened seconds added by user, audio and day and by
     * audio and day, and until when each user's time is now credited (each pair, user+audio+day
     * and user once; rows taken in key order, so concurrent writers lock them in the same order),
     * each audio's plays (a listener's first listening of it on a day) and how far its listeners
     * got (`reach`, decided from the pairs' locked furthest points).
     */
    async saveBatch(
      positions: {
        userId: string;
        audioId: string;
        lastReportAt: Date;
        positionSeconds: number;
        furthestSeconds: number | null;
      }[],
      parts: ListenedPart[],
      creditedUntil: { userId: string; until: Date }[] = [],
      reach: ReachChange[] = [],
    ) {
      if (positions.length === 0 && parts.length === 0 && creditedUntil.length === 0) return;
      const reached = JSON.stringify(reach.map((r) => ({ a: r.audioId, b: r.bucket, n: r.delta })));
      const until = JSON.stringify(creditedUntil.map((w) => ({ u: w.userId, at: w.until })));
      const pos = JSON.stringify(
        positions.map((r) => ({
          u: r.userId,
          a: r.audioId,
          p: r.positionSeconds,
          f: r.furthestSeconds,
          at: r.lastReportAt,
        })),
      );
      const listened = JSON.stringify(
        parts.map((p) => ({
          u: p.userId,
          a: p.audio.id,
          t: p.audio.themeId,
          c: p.audio.categoryId,
          d: p.day,
          s: p.seconds,
          at: p.now,
        })),
      );
      await db.execute(sql`
        with l as (
          select * from json_to_recordset(${listened}::json)
            as r(u uuid, a uuid, t uuid, c uuid, d date, s int, at timestamptz)
        ), watermarks as (
          update listening_watermarks w set credited_until = r.at
            from json_to_recordset(${until}::json) as r(u uuid, at timestamptz)
           where w.user_id = r.u
        ), positions as (
          insert into playback_positions (user_id, audio_id, position_seconds, last_report_at, furthest_seconds)
          select r.u, r.a, r.p, r.at, r.f
            from json_to_recordset(${pos}::json) as r(u uuid, a uuid, p int, f int, at timestamptz)
           order by r.u, r.a
          on conflict (user_id, audio_id) do update
            set position_seconds = excluded.position_seconds, last_report_at = excluded.last_report_at,
                furthest_seconds = excluded.furthest_seconds
        ), by_user as (
          insert into listening_days (user_id, audio_id, theme_id, category_id, day, seconds, updated_at)
          select l.u, l.a, l.t, l.c, l.d, l.s, l.at from l order by l.u, l.a, l.d
          on conflict (user_id, audio_id, day) do update
            set seconds = listening_days.seconds + excluded.seconds, updated_at = excluded.updated_at
          returning audio_id, day, (xmax = 0) as fresh
        ), plays as (
          select audio_id, day, count(*)::int as n from by_user where fresh group by audio_id, day
        ), reach as (
          insert into audio_reach (audio_id, bucket, listeners)
          select r.a, r.b, r.n
            from json_to_recordset(${reached}::json) as r(a uuid, b smallint, n int)
           order by r.a, r.b
          on conflict (audio_id, bucket) do update
            set listeners = audio_reach.listeners + excluded.listeners
        )
        insert into listening_audio_days (day, audio_id, theme_id, category_id, seconds, plays)
        select l.d, l.a, min(l.t::text)::uuid, min(l.c::text)::uuid, sum(l.s)::int,
               coalesce((select p.n from plays p where p.audio_id = l.a and p.day = l.d), 0)
          from l group by l.d, l.a order by l.d, l.a
        on conflict (day, audio_id) do update
          set seconds = listening_audio_days.seconds + excluded.seconds,
              plays = listening_audio_days.plays + excluded.plays`);
    },

    /**
     * Each audio's plays and listeners by how far they got (all time): the plays summed over its
     * days, and its reach rows (a few per audio).
     */
    async audioCompletion() {
      const [plays, reach] = await Promise.all([
        db.execute(sql`
          select audio_id::text as a, sum(plays)::bigint as n from listening_audio_days
           group by audio_id having sum(plays) > 0`),
        db.execute(sql`
          select audio_id::text as a, bucket as b, listeners as n from audio_reach where listeners > 0`),
      ]);
      const byAudio = new Map<string, { plays: number; buckets: number[] }>();
      const of = (a: string) => {
        let e = byAudio.get(a);
        if (!e) {
          e = { plays: 0, buckets: Array.from({ length: 10 }, () => 0) };
          byAudio.set(a, e);
        }
        return e;
      };
      for (const r of rowsOf<{ a: string; n: number | string }>(plays)) of(r.a).plays = Number(r.n);
      for (const r of rowsOf<{ a: string; b: number; n: number }>(reach)) {
        const e = of(r.a);
        e.buckets[r.b] = (e.buckets[r.b] ?? 0) + Number(r.n);
      }
      return byAudio;
    },

    /** Forgets the ids of reports received before `before`. */
    async pruneReports(before: Date) {
      await db.delete(playbackReports).where(lt(playbackReports.receivedAt, before));
    },

    /**
     * Listening seconds grouped by audio, theme or category (one id, or all), optionally within an
     * inclusive day range; the largest first.
     */
    async playtime(
      kind: 'audio' | 'theme' | 'category',
      id: string,
      range: { from: string; to: string } | null,
    ) {
      const col =
        kind === 'audio' ? sql`l.audio_id` : kind === 'theme' ? sql`l.theme_id` : sql`l.category_id`;
      const conds: SQL[] = [sql`true`];
      if (range) conds.push(sql`l.day between ${range.from}::date and ${range.to}::date`);
      if (id !== 'all') conds.push(sql`${col} = ${id}::uuid`);
      const rows = rowsOf<{ id: string; total: number | string }>(
        await db.execute(sql`
          select ${col} as id, sum(l.seconds)::bigint as total
            from listening_audio_days l
           where ${sql.join(conds, sql` and `)}
           group by ${col}
           order by total desc`),
      );
      return rows.map((r) => ({ id: r.id, total: Number(r.total) }));
    },
  };
}
type Queries = ReturnType<typeof queries>;

export function statsRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `fn` in one transaction, with this repository bound to it. */
    transaction<T>(fn: (repo: Queries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(queries(tx)));
    },
  };
}
export type StatsRepository = ReturnType<typeof statsRepository>;
