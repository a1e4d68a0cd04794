import { APP_ROUTES, es, fill } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { ClaimedJob, JobRunner } from '../../adapters/job-runner.js';
import type { Db } from '../../db/client.js';
import type { MailMessage, MailService } from '../mail/mail.service.js';
import { type NotificationsRepository, reminderOf } from './notifications.repository.js';
import type { PushMessage, PushService } from './push.service.js';
import { nextReminderAt } from './reminder-schedule.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

/** Reminders handled per transaction. */
const BATCH = 200;
/** The job runner's queue of reminders sent as notifications (db/job-schema.ts). */
export const REMINDER_PUSH_QUEUE = 'reminder-push';
/** A `reminder-push` job: the account only (who and what are read when it is sent). */
interface ReminderPushJob {
  userId: string;
}

interface Recipient {
  userId: string;
  name: string;
  email: string;
}

const n = es.notifications;

/**
 * Practice reminders: at the days and time a listener chose (in their zone), a short e-mail that
 * invites them back where they left off, with a one-click way out; or, if they chose it, a
 * notification on the devices where they allowed them (Web Push), the e-mail when no device takes
 * it. Run by the due work every minute: the due reminders are claimed with FOR UPDATE SKIP
 * LOCKED, and each e-mail (or notification job) is written with the reminder's next time in one
 * transaction, so a reminder goes out once across processes.
 */
export function remindersService(deps: {
  repo: Pick<NotificationsRepository, 'dueReminderUsers' | 'dueReminders' | 'reminded' | 'reminderRecipient'>;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  mail: Pick<MailService, 'enqueueIn' | 'enqueue'>;
  runner: Pick<JobRunner, 'sendIn' | 'claim' | 'complete' | 'fail' | 'work' | 'wake'>;
  push: Pick<PushService, 'deliver'>;
  /** The audio the listener last started and did not finish, to name it; null when none. */
  lastStarted: (userId: string) => Promise<{ title: string } | null>;
  links: Pick<UnsubscribeLinks, 'of'>;
  clock: Clock;
  publicUrl: string;
}) {
  const body = (started: { title: string } | null) =>
    started ? fill(n.reminderBodyContinue, { title: started.title }) : n.reminderBody;

  function reminderMail(r: Recipient, started: { title: string } | null): MailMessage {
    return {
      to: r.email,
      kind: 'reminder',
      subject: n.reminderSubject,
      paragraphs: [fill(n.reminderGreeting, { name: r.name }), body(started)],
      action: { label: n.reminderAction, url: `${deps.publicUrl}${APP_ROUTES.panel}` },
      unsubscribe: { ...deps.links.of(r.userId, 'reminders'), footer: n.reminderFooter },
    };
  }

  /**
   * A reminder as a notification: to the account's devices; when none takes it, after the last
   * retry if one may later, the e-mail.
   */
  async function sendPush(job: ClaimedJob<ReminderPushJob>) {
    const r = await deps.repo.reminderRecipient(job.data.userId);
    if (!r?.live) return;
    const started = await deps.lastStarted(r.userId);
    const message: PushMessage = {
      title: n.reminderSubject,
      body: body(started),
      url: APP_ROUTES.panel,
      tag: 'sanarte-reminder',
    };
    const outcome = await deps.push.deliver(r.userId, message);
    if (outcome === 'failed' && job.retryCount < job.retryLimit) throw new Error('no push service took it');
    if (outcome !== 'delivered') await deps.mail.enqueue(reminderMail(r, started));
  }

  async function handle(jobs: ClaimedJob<ReminderPushJob>[]) {
    for (const job of jobs) {
      try {
        await sendPush(job);
        await deps.runner.complete(REMINDER_PUSH_QUEUE, [job.id]);
      } catch (err) {
        const error = err instanceof Error ? err : new Error(String(err));
        await deps.runner.fail(REMINDER_PUSH_QUEUE, job.id, error);
      }
    }
  }

  return {
    /** The notifications' worker, on the started job runner. */
    start: () => deps.runner.work<ReminderPushJob>(REMINDER_PUSH_QUEUE, 5, handle),
    /** Sends, in this process, every reminder notification due now (tests): answers how many. */
    async flushPush(): Promise<number> {
      let total = 0;
      for (;;) {
        const jobs = await deps.runner.claim<ReminderPushJob>(REMINDER_PUSH_QUEUE, 5);
        if (jobs.length === 0) return total;
        await handle(jobs);
        total += jobs.length;
      }
    },
    /** Sends the reminders due now, each once, and sets each one's next time: answers how many went. */
    async sendDue(): Promise<number> {
      let sent = 0;
      for (;;) {
        const now = deps.clock.now();
        // What each e-mail names is read first, outside the transaction that claims the reminders.
        const candidates = await deps.repo.dueReminderUsers(now, BATCH);
        if (candidates.length === 0) return sent;
        const started = new Map(
          await Promise.all(candidates.map(async (id) => [id, await deps.lastStarted(id)] as const)),
        );
        const batch = await deps.transaction(async (tx) => {
          const due = await deps.repo.dueReminders(tx, now, BATCH);
          let mailed = 0;
          let pushed = 0;
          for (const r of due) {
            const reminder = reminderOf(r);
            if (r.live && reminder && r.channel === 'push') {
              await deps.runner.sendIn(tx, REMINDER_PUSH_QUEUE, {
                userId: r.userId,
              } satisfies ReminderPushJob);
              pushed += 1;
            } else if (r.live && reminder) {
              await deps.mail.enqueueIn(tx, reminderMail(r, started.get(r.userId) ?? null));
              mailed += 1;
            }
            await deps.repo.reminded(
              tx,
              r.userId,
              r.live ? now : null,
              reminder && nextReminderAt(reminder, now),
            );
          }
          return { due: due.length, mailed, pushed };
        });
        if (batch.pushed > 0) deps.runner.wake(REMINDER_PUSH_QUEUE);
        sent += batch.mailed + batch.pushed;
        if (batch.due < BATCH) return sent;
      }
    },
  };
}
export type RemindersService = ReturnType<typeof remindersService>;
