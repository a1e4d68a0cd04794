import { type NotificationSettingsInput, es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import { AppError, conflict } from '../../lib/errors.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { PushService } from './push.service.js';
import { nextReminderAt } from './reminder-schedule.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

/** Configuración → Avisos, and the e-mails' one-click way out. */
export function notificationsService(deps: {
  repo: NotificationsRepository;
  links: UnsubscribeLinks;
  /** The devices that allowed notifications: a reminder by notification needs one. */
  devices: Pick<PushService, 'hasDevices'>;
  clock: Clock;
}) {
  const { repo, links } = deps;
  return {
    settings: (userId: string) => repo.settingsOf(userId),
    /** Saves the choices given; a reminder's next time is worked out from now. */
    async update(userId: string, input: NotificationSettingsInput) {
      const { reminder, reminderChannel } = input;
      if (reminderChannel === 'push' && !(await deps.devices.hasDevices(userId))) {
        throw conflict(es.notifications.pushNeedsDevice);
      }
      await repo.save(userId, {
        ...(input.newReleases !== undefined ? { newReleases: input.newReleases } : {}),
        ...(reminderChannel !== undefined ? { reminderChannel } : {}),
        ...(reminder !== undefined
          ? {
              reminder: reminder && {
                value: { ...reminder, days: [...reminder.days].sort() },
                nextAt: nextReminderAt(reminder, deps.clock.now()),
              },
            }
          : {}),
      });
      return repo.settingsOf(userId);
    },
    /** Stops the kind of e-mail a signed link names (no session needed: the signature is the proof). */
    async unsubscribe(token: string) {
      const named = links.read(token);
      if (!named) throw new AppError(400, es.notifications.unsubscribeInvalid);
      await repo.save(named.userId, named.kind === 'releases' ? { newReleases: false } : { reminder: null });
      return { kind: named.kind };
    },
    releaseRecipients: repo.releaseRecipients,
    forgetUser: repo.forgetUser,
    /** The unsubscribe addresses an e-mail of `kind` to this account carries. */
    unsubscribeLinksOf: links.of,
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
