import type { NotificationSettings, PracticeReminder, ReminderChannel } from '@sanarte/shared';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationPreferences, pushSubscriptions, users } from '../../db/schema/index.js';

/** What a listener chose before choosing anything. */
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  newReleases: true,
  reminder: null,
  reminderChannel: 'email',
};

/** The columns of a choice of e-mails, from the settings (a reminder with when it is next due). */
export interface SavedChoices {
  newReleases?: boolean;
  reminder?: { value: PracticeReminder; nextAt: Date } | null;
  reminderChannel?: ReminderChannel;
}

/** A stored reminder, or null when there is none. */
export const reminderOf = (r: { days: number[]; time: string | null; timeZone: string | null }) =>
  r.days.length > 0 && r.time && r.timeZone ? { days: r.days, time: r.time, timeZone: r.timeZone } : null;

/** A listener's e-mail choices (no row: the defaults), and who of many may get an e-mail. */
export function notificationsRepository(db: Db) {
  const p = notificationPreferences;
  return {
    async settingsOf(userId: string): Promise<NotificationSettings> {
      const [row] = await db
        .select({
          newReleases: p.newReleases,
          days: p.reminderDays,
          time: p.reminderTime,
          timeZone: p.reminderTimeZone,
          reminderChannel: p.reminderChannel,
        })
        .from(p)
        .where(eq(p.userId, userId));
      return row
        ? { newReleases: row.newReleases, reminder: reminderOf(row), reminderChannel: row.reminderChannel }
        : DEFAULT_NOTIFICATIONS;
    },

    /** Saves the choices given; the others keep their value (or the default). */
    async save(userId: string, choices: SavedChoices) {
      const set = {
        ...(choices.newReleases !== undefined ? { newReleases: choices.newReleases } : {}),
        ...(choices.reminderChannel !== undefined ? { reminderChannel: choices.reminderChannel } : {}),
        ...(choices.reminder !== undefined
          ? {
              reminderDays: choices.reminder?.value.days ?? [],
              reminderTime: choices.reminder?.value.time ?? null,
              reminderTimeZone: choices.reminder?.value.timeZone ?? null,
              reminderNextAt: choices.reminder?.nextAt ?? null,
            }
          : {}),
      };
      await db
        .insert(p)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: p.userId, set: { ...set, updatedAt: sql`now()` } });
    },

    /** A deleted account's choices and notification devices, in the deletion's transaction. */
    async forgetUser(tx: Db, userId: string) {
      await tx.delete(p).where(eq(p.userId, userId));
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    /** The accounts of up to `limit` reminders due at `now` (read without a lock). */
    async dueReminderUsers(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ userId: p.userId })
        .from(p)
        .where(lte(p.reminderNextAt, now))
        .orderBy(asc(p.reminderNextAt))
        .limit(limit);
      return rows.map((r) => r.userId);
    },

    /**
     * Up to `limit` reminders due at `now`, locked for the caller's transaction (another process
     * skips them), with the account they go to: live (not deleted) and active.
     */
    async dueReminders(tx: Db, now: Date, limit: number) {
      return tx
        .select({
          userId: p.userId,
          days: p.reminderDays,
          time: p.reminderTime,
          timeZone: p.reminderTimeZone,
          channel: p.reminderChannel,
          name: users.name,
          email: users.email,
          live: sql<boolean>`${users.deletedAt} is null and ${users.isActive}`,
        })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(lte(p.reminderNextAt, now))
        .orderBy(asc(p.reminderNextAt))
        .limit(limit)
        .for('update', { of: p, skipLocked: true });
    },

    /** Whom a reminder sent by the job runner goes to, read when it is sent; null: no account. */
    async reminderRecipient(userId: string) {
      const [row] = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          live: sql<boolean>`${users.deletedAt} is null and ${users.isActive}`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** A reminder was sent (or skipped): when the next one is due. */
    async reminded(tx: Db, userId: string, sentAt: Date | null, nextAt: Date | null) {
      await tx
        .update(p)
        .set({ reminderNextAt: nextAt, ...(sentAt ? { reminderSentAt: sentAt } : {}) })
        .where(eq(p.userId, userId));
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
        .leftJoin(p, eq(p.userId, users.id))
        .where(
          and(
            inArray(users.id, ids),
            isNull(users.deletedAt),
            eq(users.isActive, true),
            sql`coalesce(${p.newReleases}, true)`,
          ),
        )
        .orderBy(users.id);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
export type ReleaseRecipient = Awaited<ReturnType<NotificationsRepository['releaseRecipients']>>[number];
export type DueReminder = Awaited<ReturnType<NotificationsRepository['dueReminders']>>[number];
