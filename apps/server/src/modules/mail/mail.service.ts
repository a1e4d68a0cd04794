import type { MailTransport } from '../../adapters/mail.js';
import type { Db } from '../../db/client.js';
import type { BusinessMetrics } from '../../lib/metrics.js';
import type { MailRepository } from './mail.repository.js';
import { type MailSender, layout } from './templates.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** Paragraphs of plain text; the HTML version is derived from them. */
  paragraphs: string[];
  action?: { label: string; url: string };
  kind: string;
}

const MAX_ATTEMPTS = 8;

/** Backoff: 5 s, 10 s, 20 s … capped at one hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 5 * 2 ** (attempts - 1));

/**
 * E-mail goes through the outbox table: enqueue writes a row (inside the caller's work), a worker
 * claims due rows with FOR UPDATE SKIP LOCKED and delivers them, retrying with backoff.
 */
export function mailService(deps: {
  repo: MailRepository;
  transport: MailTransport;
  from: string;
  /** The business named at the foot of every e-mail. */
  sender: MailSender;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  metrics: Pick<BusinessMetrics, 'mails'>;
}) {
  let timer: NodeJS.Timeout | undefined;
  /** Work started by enqueueAfterAnswer that has not finished yet. */
  const pending = new Set<Promise<unknown>>();
  let running: Promise<number> | undefined;
  let stopped = true;

  async function deliverDue(): Promise<number> {
    const rows = await deps.repo.claimDue(10, 60);
    for (const row of rows) {
      try {
        await deps.transport.send({
          from: deps.from,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
        });
        await deps.repo.markSent(row.id);
        deps.metrics.mails.inc({ outcome: 'sent' });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const retry = row.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(row.attempts);
        deps.log.warn({ mailId: row.id, attempts: row.attempts, err: message }, 'mail delivery failed');
        await deps.repo.markFailed(row.id, message.slice(0, 500), retry);
        deps.metrics.mails.inc({ outcome: retry === null ? 'failed' : 'retry' });
      }
    }
    return rows.length;
  }

  /** Runs one pass unless one is already running. */
  function tick(): Promise<number> {
    if (!running) {
      running = deliverDue()
        .catch((err) => {
          deps.log.error({ err }, 'mail outbox pass failed');
          return 0;
        })
        .finally(() => {
          running = undefined;
        });
    }
    return running;
  }

  async function enqueue(msg: MailMessage) {
    const { html, text } = layout(msg, deps.sender);
    await deps.repo.insert({ to: msg.to, subject: msg.subject, html, text, kind: msg.kind });
    if (!stopped) setImmediate(() => void tick());
  }

  return {
    enqueue,
    /** Writes the e-mail in the caller's transaction: it goes out only if that work commits. */
    async enqueueIn(tx: Db, msg: MailMessage) {
      const { html, text } = layout(msg, deps.sender);
      await deps.repo.insert({ to: msg.to, subject: msg.subject, html, text, kind: msg.kind }, tx);
    },
    /** How many mails wait to go out, and how many were given up on (metrics). */
    backlog: () => deps.repo.backlog(),
    /** Forgets the outbox's copies of mails to an address (a deleted account), in its transaction. */
    forgetRecipient: (tx: Db, to: string) => deps.repo.forgetRecipient(tx, to),
    /**
     * Decides and enqueues an e-mail after the HTTP answer has left: whether an address is
     * registered must not show in how long the answer takes. `compose` looks the account up and
     * returns the e-mail to send, or null.
     */
    enqueueAfterAnswer(compose: () => Promise<MailMessage | null>) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then((msg) => (msg ? enqueue(msg) : undefined))
        .catch((err) => deps.log.error({ err }, 'composing an e-mail failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    /** Delivers everything due now (tests and the worker use it). */
    async flush(): Promise<number> {
      while (pending.size > 0) await Promise.all([...pending]);
      let total = 0;
      for (;;) {
        if (running) await running;
        const n = await tick();
        total += n;
        if (n === 0) return total;
      }
    },
    start(intervalMs = 2000) {
      stopped = false;
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      while (pending.size > 0) await Promise.all([...pending]);
      if (timer) clearInterval(timer);
      if (running) await running;
    },
    latest: (limit = 50) => deps.repo.latest(limit),
  };
}
export type MailService = ReturnType<typeof mailService>;
