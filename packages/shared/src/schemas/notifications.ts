/** What a listener chose to receive by e-mail, and the one-click way out of each kind. */
import { z } from 'zod';
import { es } from '../messages/es.js';

const n = es.notifications;

/** The e-mails a listener may stop: the new-release announcement and the practice reminder. */
export const NOTIFICATION_KINDS = ['releases', 'reminders'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Days of the week as ISO numbers them: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Whether `zone` is a time zone this runtime knows (an IANA name such as 'Europe/Madrid'). */
const knownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * A practice reminder: the days and the time, in the listener's time zone, at which a short
 * e-mail invites them to continue where they left off. Null: no reminder.
 */
export const practiceReminder = z.object({
  days: z
    .array(z.number({ error: n.reminderDaysRequired }).int().min(1).max(7), { error: n.reminderDaysRequired })
    .min(1, n.reminderDaysRequired)
    .max(7, n.reminderDaysRequired)
    .refine((d) => new Set(d).size === d.length, n.reminderDaysRequired),
  /** 'HH:MM', 24-hour. */
  time: z.string({ error: n.reminderTimeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, n.reminderTimeInvalid),
  timeZone: z
    .string({ error: n.reminderZoneInvalid })
    .min(1)
    .max(64)
    .refine(knownZone, n.reminderZoneInvalid),
});
export type PracticeReminder = z.infer<typeof practiceReminder>;

/** Configuración → Avisos (GET and PUT /api/users/me/notifications). */
export const notificationSettings = z.object({
  /** An e-mail when an audio the listener can play is published ("la terapia del mes"). */
  newReleases: z.boolean(),
  reminder: practiceReminder.nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const notificationSettingsInput = notificationSettings.partial().strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

/** The signed token of an e-mail's unsubscribe link (`?t=`), which names the account and the kind. */
export const unsubscribeQuery = z.object({ t: z.string().min(20).max(300) });
