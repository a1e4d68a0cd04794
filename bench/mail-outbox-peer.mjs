// The e-mail outbox as it was before delivery moved onto the job runner (the peer of bench/mail.mjs),
// loaded into the server's own process (`node --import bench/mail-outbox-peer.mjs …/main.js`) so
// that, as then, the outbox worker shares the API's event loop. The same algorithm, statements and
// timing as the removed mail worker (git history: apps/server/src/modules/mail/mail.service.ts): a
// table polled every 2 s by every process, 10 rows claimed per pass with FOR UPDATE SKIP LOCKED and
// a 60 s lease, each sent through the same nodemailer transport, then marked sent (or pending again
// with a backoff of 5 s × 2ⁿ, failed after 8 attempts). It works on its own table, `bench_outbox`
// (the old columns), in PEER_DATABASE_URL, sending through SMTP_URL.
import nodemailer from 'nodemailer';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.PEER_DATABASE_URL, max: 2 });
pool.on('error', () => {});
const transporter = nodemailer.createTransport(process.env.SMTP_URL, {});
const MAX_ATTEMPTS = 8;
const retryDelaySeconds = (attempts) => Math.min(3600, 5 * 2 ** (attempts - 1));

await pool.query(`
  create table if not exists bench_outbox (
    id uuid primary key default gen_random_uuid(),
    "to" text not null, subject text not null, html text not null, text text not null, kind text not null,
    status text not null default 'pending', attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(), locked_until timestamptz,
    last_error text, sent_at timestamptz, created_at timestamptz not null default now());
  create index if not exists bench_outbox_due_idx on bench_outbox (status, next_attempt_at);`);

async function deliverDue() {
  const { rows } = await pool.query(
    `update bench_outbox
        set status = 'sending', attempts = attempts + 1, locked_until = now() + make_interval(secs => $2)
      where id in (
        select id from bench_outbox
         where (status = 'pending' and next_attempt_at <= now())
            or (status = 'sending' and locked_until < now())
         order by next_attempt_at
         limit $1
         for update skip locked)
      returning id, "to", subject, html, text, kind, attempts`,
    [10, 60],
  );
  for (const row of rows) {
    try {
      await transporter.sendMail({
        from: 'bench@sanarte.localhost',
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
      });
      await pool.query(
        `update bench_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = $1`,
        [row.id],
      );
    } catch (err) {
      const retry = row.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(row.attempts);
      await pool.query(
        retry === null
          ? `update bench_outbox set status = 'failed', locked_until = null, last_error = $2 where id = $1`
          : `update bench_outbox set status = 'pending', locked_until = null, last_error = $2,
                    next_attempt_at = now() + make_interval(secs => $3) where id = $1`,
        retry === null ? [row.id, String(err)] : [row.id, String(err), retry],
      );
    }
  }
  return rows.length;
}

let running;
function tick() {
  running ??= deliverDue()
    .catch(() => 0)
    .finally(() => {
      running = undefined;
    });
  return running;
}
setInterval(() => void tick(), 2000).unref();
