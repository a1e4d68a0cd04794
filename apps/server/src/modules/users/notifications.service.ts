import { type NotificationSettingsInput, es } from '@sanarte/shared';
import { AppError } from '../../lib/errors.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

/** Configuración → Avisos, and the e-mails' one-click way out. */
export function notificationsService(deps: { repo: NotificationsRepository; links: UnsubscribeLinks }) {
  const { repo, links } = deps;
  return {
    settings: (userId: string) => repo.settingsOf(userId),
    async update(userId: string, input: NotificationSettingsInput) {
      await repo.save(userId, input);
      return repo.settingsOf(userId);
    },
    /** Stops the kind of e-mail a signed link names (no session needed: the signature is the proof). */
    async unsubscribe(token: string) {
      const named = links.read(token);
      if (!named) throw new AppError(400, es.notifications.unsubscribeInvalid);
      if (named.kind === 'releases') await repo.save(named.userId, { newReleases: false });
      return { kind: named.kind };
    },
    releaseRecipients: repo.releaseRecipients,
    forgetUser: repo.forgetUser,
    /** The unsubscribe addresses an e-mail of `kind` to this account carries. */
    unsubscribeLinksOf: links.of,
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
