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

/**
 * How the practice reminder reaches the listener: by e-mail (the default), or as a notification
 * on the devices where they allowed Sanarte's notifications (Web Push), by e-mail when none of
 * them takes it.
 */
export const REMINDER_CHANNELS = ['email', 'push'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** Configuración → Avisos (GET and PUT /api/users/me/notifications). */
export const notificationSettings = z.object({
  /** An e-mail when an audio the listener can play is published ("la terapia del mes"). */
  newReleases: z.boolean(),
  reminder: practiceReminder.nullable(),
  reminderChannel: z.enum(REMINDER_CHANNELS, { error: n.reminderChannelInvalid }),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const notificationSettingsInput = notificationSettings.partial().strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

/** A base64url value of `min`–`max` characters (a push subscription's keys). */
const base64url = (min: number, max: number) =>
  z
    .string({ error: n.pushSubscriptionInvalid })
    .min(min, n.pushSubscriptionInvalid)
    .max(max, n.pushSubscriptionInvalid)
    .regex(/^[\w-]+=*$/, n.pushSubscriptionInvalid);

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it: the push service's https
 * address for this browser and the keys to encrypt its messages with (a P-256 public key of 65
 * bytes, an authentication secret of 16).
 */
export const pushSubscriptionInput = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: n.pushSubscriptionInvalid })
    .max(2000, n.pushSubscriptionInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64url(86, 90), auth: base64url(22, 24) },
    { error: n.pushSubscriptionInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;
/** DELETE /api/users/me/push-subscriptions: the browser that no longer wants notifications. */
export const pushUnsubscribeInput = z.object({ endpoint: pushSubscriptionInput.shape.endpoint });

/** The signed token of an e-mail's unsubscribe link (`?t=`), which names the account and the kind. */
export const unsubscribeQuery = z.object({ t: z.string().min(20).max(300) });
