import type { ClaimedJob, JobRunner } from '../../adapters/job-runner.js';
import type { MailTransport } from '../../adapters/mail.js';
import type { Db } from '../../db/client.js';
import type { BusinessMetrics } from '../../lib/metrics.js';
import { MAIL_QUEUE, type MailRepository } from './mail.repository.js';
import { type MailSender, layout } from './templates.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** Paragraphs of plain text; the HTML version is derived from them. */
  paragraphs: string[];
  action?: { label: string; url: string };
  kind: string;
  /**
   * For an e-mail the listener may stop (new releases): the one-click unsubscribe address, sent
   * as its List-Unsubscribe header, and the page the foot's link opens.
   */
  unsubscribe?: { oneClickUrl: string; pageUrl: string; footer: string } | undefined;
}

/** A `mail` job: the outbox row it sends (the address stays in the outbox, never in the job). */
interface MailJob {
  id: string;
}

/** Jobs handed to one delivery pass. */
const BATCH = 20;

/**
 * E-mail goes through the outbox: enqueue writes the e-mail's row (its record) and a job of the
 * job runner's `mail` queue, in the caller's transaction; the job sends it. The runner claims due
 * jobs in one statement (FOR UPDATE SKIP LOCKED), retries a failed attempt with a doubling backoff
 * over hours (db/job-schema.ts), tries again an attempt whose process died, and leaves the job
 * failed after its last retry, for staff to re-drive (GET /api/jobs/runs).
 */
export function mailService(deps: {
  repo: MailRepository;
  runner: Pick<JobRunner, 'sendIn' | 'claim' | 'complete' | 'fail' | 'work' | 'wake'>;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  transport: MailTransport;
  from: string;
  /** The business named at the foot of every e-mail. */
  sender: MailSender;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  metrics: Pick<BusinessMetrics, 'mails'>;
}) {
  /** Work started by enqueueAfterAnswer that has not finished yet. */
  const pending = new Set<Promise<unknown>>();
  let working = false;

  /** One job's attempt: sends its e-mail (unless sent already or forgotten); throws when it fails. */
  async function attempt(job: ClaimedJob<MailJob>): Promise<void> {
    const row = await deps.repo.toSend(job.data.id);
    if (!row) return;
    try {
      await deps.transport.send({
        from: deps.from,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        unsubscribeUrl: row.unsubscribeUrl ?? undefined,
      });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const final = job.retryCount >= job.retryLimit;
      deps.log.warn({ mailId: row.id, attempts: row.attempts + 1, err: message }, 'mail delivery failed');
      await deps.repo.markFailed(row.id, message, final);
      deps.metrics.mails.inc({ outcome: final ? 'failed' : 'retry' });
      throw err;
    }
    await deps.repo.markSent(row.id);
    deps.metrics.mails.inc({ outcome: 'sent' });
  }

  /**
   * Delivers claimed jobs together (the SMTP transport spreads them over its connections), then
   * completes the sent ones and fails the others.
   */
  async function deliver(jobs: ClaimedJob<MailJob>[]): Promise<void> {
    const outcomes = await Promise.allSettled(jobs.map(attempt));
    const done: string[] = [];
    for (const [i, outcome] of outcomes.entries()) {
      const job = jobs[i] as ClaimedJob<MailJob>;
      if (outcome.status === 'fulfilled') done.push(job.id);
      else {
        const err = outcome.reason;
        await deps.runner.fail(MAIL_QUEUE, job.id, err instanceof Error ? err : new Error(String(err)));
      }
    }
    await deps.runner.complete(MAIL_QUEUE, done);
  }

  function write(tx: Db, msg: MailMessage) {
    const { html, text } = layout(msg, deps.sender);
    return deps.repo
      .insert(tx, {
        to: msg.to,
        subject: msg.subject,
        html,
        text,
        kind: msg.kind,
        unsubscribeUrl: msg.unsubscribe?.oneClickUrl,
      })
      .then((id) => deps.runner.sendIn(tx, MAIL_QUEUE, { id } satisfies MailJob));
  }

  async function enqueue(msg: MailMessage) {
    await deps.transaction((tx) => write(tx, msg));
    if (working) deps.runner.wake(MAIL_QUEUE);
  }

  return {
    enqueue,
    /** Writes the e-mail in the caller's transaction: it goes out only if that work commits. */
    enqueueIn: write,
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
    /**
     * Delivers, in this process, every e-mail due now (tests; the worker does it as work comes):
     * answers how many jobs it handled.
     */
    async flush(): Promise<number> {
      while (pending.size > 0) await Promise.all([...pending]);
      let total = 0;
      for (;;) {
        const jobs = await deps.runner.claim<MailJob>(MAIL_QUEUE, BATCH);
        if (jobs.length === 0) return total;
        await deliver(jobs);
        total += jobs.length;
      }
    },
    /**
     * The process's mail worker, on the started job runner: it first gives a job to every waiting
     * e-mail that has none (written before e-mail moved onto the runner).
     */
    async start() {
      await deps.transaction(async (tx) => {
        for (const id of await deps.repo.waitingWithoutJob(tx)) {
          await deps.runner.sendIn(tx, MAIL_QUEUE, { id } satisfies MailJob);
        }
      });
      await deps.runner.work<MailJob>(MAIL_QUEUE, BATCH, deliver);
      working = true;
    },
    /** The e-mails being composed are enqueued; the runner's stop ends the worker. */
    async stop() {
      working = false;
      while (pending.size > 0) await Promise.all([...pending]);
    },
    latest: (limit = 50) => deps.repo.latest(limit),
  };
}
export type MailService = ReturnType<typeof mailService>;
