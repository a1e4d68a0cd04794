import type { NotificationSettings, NotificationSettingsInput } from '@sanarte/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationPreferences, users } from '../../db/schema/index.js';

/** What a listener chose before choosing anything. */
export const DEFAULT_NOTIFICATIONS: NotificationSettings = { newReleases: true };

/** A listener's e-mail choices (no row: the defaults), and who of many may get an announcement. */
export function notificationsRepository(db: Db) {
  return {
    async settingsOf(userId: string): Promise<NotificationSettings> {
      const [row] = await db
        .select({ newReleases: notificationPreferences.newReleases })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row ?? DEFAULT_NOTIFICATIONS;
    },

    /** Saves the choices given; the others keep their value (or the default). */
    async save(userId: string, input: NotificationSettingsInput) {
      await db
        .insert(notificationPreferences)
        .values({ userId, ...DEFAULT_NOTIFICATIONS, ...input })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { ...input, updatedAt: sql`now()` },
        });
    },

    /** A deleted account's choices, in the deletion's transaction. */
    async forgetUser(tx: Db, userId: string) {
      await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    },

    /**
     * Of these accounts, those the new-release e-mail may go to: live (not deleted), active, and
     * not opted out; with what access rules read of them (the trial's audio).
     */
    async releaseRecipients(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          temporaryAudioId: users.temporaryAudioId,
          temporaryAudioSelectedAt: users.temporaryAudioSelectedAt,
        })
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(
          and(
            inArray(users.id, ids),
            isNull(users.deletedAt),
            eq(users.isActive, true),
            sql`coalesce(${notificationPreferences.newReleases}, true)`,
          ),
        )
        .orderBy(users.id);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
export type ReleaseRecipient = Awaited<ReturnType<NotificationsRepository['releaseRecipients']>>[number];
