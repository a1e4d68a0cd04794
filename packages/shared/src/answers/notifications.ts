/** Answers of Configuración → Avisos and of the e-mails' unsubscribe link. */
import { z } from 'zod';
import { NOTIFICATION_KINDS, notificationSettings } from '../schemas/notifications.js';
import { apiData } from '../schemas/responses.js';

export const notificationSettingsAnswer = apiData(notificationSettings);
export type NotificationSettingsAnswer = z.infer<typeof notificationSettingsAnswer>;

/** POST /api/notifications/unsubscribe: which e-mails stopped. */
export const unsubscribeAnswer = apiData(z.object({ kind: z.enum(NOTIFICATION_KINDS) }));
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswer>;
