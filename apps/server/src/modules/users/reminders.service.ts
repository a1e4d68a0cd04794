import { APP_ROUTES, es, fill } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/client.js';
import type { MailMessage, MailService } from '../mail/mail.service.js';
import { type DueReminder, type NotificationsRepository, reminderOf } from './notifications.repository.js';
import { nextReminderAt } from './reminder-schedule.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

/** Reminders handled per transaction. */
const BATCH = 200;

const n = es.notifications;

/**
 * Practice reminders: at the days and time a listener chose (in their zone), a short e-mail that
 * invites them back where they left off, with a one-click way out. Run by the due work every
 * minute: the due reminders are claimed with FOR UPDATE SKIP LOCKED, and each e-mail is written
 * with the reminder's next time in one transaction, so a reminder goes out once across processes.
 */
export function remindersService(deps: {
  repo: Pick<NotificationsRepository, 'dueReminderUsers' | 'dueReminders' | 'reminded'>;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  mail: Pick<MailService, 'enqueueIn'>;
  /** The audio the listener last started and did not finish, to name it; null when none. */
  lastStarted: (userId: string) => Promise<{ title: string } | null>;
  links: Pick<UnsubscribeLinks, 'of'>;
  clock: Clock;
  publicUrl: string;
}) {
  function reminderMail(r: DueReminder, started: { title: string } | null): MailMessage {
    return {
      to: r.email,
      kind: 'reminder',
      subject: n.reminderSubject,
      paragraphs: [
        fill(n.reminderGreeting, { name: r.name }),
        started ? fill(n.reminderBodyContinue, { title: started.title }) : n.reminderBody,
      ],
      action: { label: n.reminderAction, url: `${deps.publicUrl}${APP_ROUTES.panel}` },
      unsubscribe: { ...deps.links.of(r.userId, 'reminders'), footer: n.reminderFooter },
    };
  }

  return {
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
          for (const r of due) {
            const reminder = reminderOf(r);
            if (r.live && reminder) {
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
          return { due: due.length, mailed };
        });
        sent += batch.mailed;
        if (batch.due < BATCH) return sent;
      }
    },
  };
}
export type RemindersService = ReturnType<typeof remindersService>;
