/** What a listener chose to receive by e-mail, and the one-click way out of each kind. */
import { z } from 'zod';

/** The e-mails a listener may stop: today the new-release announcement. */
export const NOTIFICATION_KINDS = ['releases'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Configuración → Avisos (GET and PUT /api/users/me/notifications). */
export const notificationSettings = z.object({
  /** An e-mail when an audio the listener can play is published ("la terapia del mes"). */
  newReleases: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const notificationSettingsInput = notificationSettings.partial().strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

/** The signed token of an e-mail's unsubscribe link (`?t=`), which names the account and the kind. */
export const unsubscribeQuery = z.object({ t: z.string().min(20).max(300) });
