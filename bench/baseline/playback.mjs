// The baseline for the listening-report benchmark: a bare node:http + pg server (a pool of the
// same size as ours) doing what POST /api/stats/playback must do at the least: it verifies the
// session's access token (HS256, as the app does), parses the JSON report and writes it, crediting
// it by the same rule (at most the real time since the previous report of that user and audio,
// split at UTC midnight; a report id counts once), in one straightforward transaction per report:
// claim the id, lock the previous report, save the position, add the seconds to the per-user and
// the per-audio daily rollups. The catalogue (audio → theme, category) is read once at start. No
// framework, schema validation, XSRF, subscription check or rate limits.
import http from 'node:http';
import pg from 'pg';
import { sendJson, serve, verifiedSession } from './bare.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const TOLERANCE_S = 2;
const DAY_MS = 86_400_000;
const dayOf = (d) => d.toISOString().slice(0, 10);

const audios = new Map(
  (
    await pool.query(
      'select a.id::text as id, a.theme_id::text as theme, t.category_id::text as category, a.duration from audios a join themes t on t.id = a.theme_id',
    )
  ).rows.map((r) => [r.id, r]),
);

/** The app's crediting rule (apps/server/src/modules/stats/playback.service.ts, creditReport). */
function credit(at, last, listened) {
  const elapsed = last ? (at.getTime() - last.getTime()) / 1000 : 0;
  const credited = Math.max(0, Math.floor(Math.min(listened, elapsed + TOLERANCE_S)));
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const today = Math.min(credited, Math.floor((at.getTime() - midnight) / 1000));
  const days = [
    [dayOf(at), today],
    [dayOf(new Date(midnight - DAY_MS)), credited - today],
  ].filter(([, s]) => s > 0);
  return { credited, lastReportAt: last && last > at ? last : at, latest: !last || at >= last, days };
}

async function report(userId, body) {
  const audio = audios.get(body.audioId);
  if (!audio) return null;
  const now = new Date();
  const at = new Date(now.getTime() - Math.round((body.ageSeconds ?? 0) * 1000));
  const client = await pool.connect();
  try {
    await client.query('begin');
    if (body.reportId) {
      const claimed = await client.query(
        'insert into playback_reports (report_id, user_id, received_at) values ($1, $2, $3) on conflict (report_id) do nothing returning report_id',
        [body.reportId, userId, now],
      );
      if (claimed.rowCount === 0) {
        await client.query('commit');
        return 0;
      }
    }
    const last = (
      await client.query(
        'select last_report_at from playback_positions where user_id = $1 and audio_id = $2 limit 1 for update',
        [userId, audio.id],
      )
    ).rows[0]?.last_report_at;
    const c = credit(at, last, body.listenedSeconds);
    const position = Math.floor(
      Math.min(body.positionSeconds, Math.max(audio.duration, 0) || body.positionSeconds),
    );
    await client.query(
      c.latest
        ? 'insert into playback_positions (user_id, audio_id, position_seconds, last_report_at) values ($1, $2, $3, $4) on conflict (user_id, audio_id) do update set position_seconds = $3, last_report_at = $4'
        : 'insert into playback_positions (user_id, audio_id, position_seconds, last_report_at) values ($1, $2, $3, $4) on conflict (user_id, audio_id) do update set last_report_at = $4',
      [userId, audio.id, c.latest ? position : 0, c.lastReportAt],
    );
    for (const [day, seconds] of c.days) {
      await client.query(
        'insert into listening_days (user_id, audio_id, theme_id, category_id, day, seconds, updated_at) values ($1, $2, $3, $4, $5, $6, $7) on conflict (user_id, audio_id, day) do update set seconds = listening_days.seconds + $6, updated_at = $7',
        [userId, audio.id, audio.theme, audio.category, day, seconds, now],
      );
      await client.query(
        'insert into listening_audio_days (day, audio_id, theme_id, category_id, seconds) values ($1, $2, $3, $4, $5) on conflict (day, audio_id) do update set seconds = listening_audio_days.seconds + $5',
        [day, audio.id, audio.theme, audio.category, seconds],
      );
    }
    await client.query('commit');
    return c.credited;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

const server = http.createServer(async (req, res) => {
  if (req.method !== 'POST' || req.url !== '/api/stats/playback') {
    res.writeHead(404).end();
    return;
  }
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const session = await verifiedSession(req);
  if (!session) {
    res.writeHead(401).end();
    return;
  }
  let credited;
  try {
    credited = await report(session.sub, JSON.parse(Buffer.concat(chunks).toString('utf8')));
  } catch {
    res.writeHead(500).end();
    return;
  }
  if (credited === null) {
    res.writeHead(404).end();
    return;
  }
  sendJson(res, { success: true, data: { credited } });
});
serve(server, pool);
