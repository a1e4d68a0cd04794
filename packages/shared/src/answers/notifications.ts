/** Answers of Configuración → Avisos and of the e-mails' unsubscribe link. */
import { z } from 'zod';
import { NOTIFICATION_KINDS, notificationSettings } from '../schemas/notifications.js';
import { apiData } from '../schemas/responses.js';

export const notificationSettingsAnswer = apiData(notificationSettings);
export type NotificationSettingsAnswer = z.infer<typeof notificationSettingsAnswer>;

/** POST /api/notifications/unsubscribe: which e-mails stopped. */
export const unsubscribeAnswer = apiData(z.object({ kind: z.enum(NOTIFICATION_KINDS) }));
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswer>;

/**
 * GET /api/push/key: the server's VAPID public key (base64url) the browser subscribes with; null
 * when this deployment sends no push notifications.
 */
export const pushKeyAnswer = apiData(z.object({ publicKey: z.string().nullable() }));
export type PushKeyAnswer = z.infer<typeof pushKeyAnswer>;

/** POST and DELETE /api/users/me/push-subscriptions: how many devices of the account show notifications now. */
export const pushDevicesAnswer = apiData(z.object({ devices: z.number().int().min(0) }));
export type PushDevicesAnswer = z.infer<typeof pushDevicesAnswer>;
