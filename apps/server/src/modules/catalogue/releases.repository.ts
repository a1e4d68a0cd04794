import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { audios, releaseAnnouncements } from '../../db/schema/index.js';

/** Where an announcement has got to. */
export interface AnnouncementPlace {
  /** The last listener of the pages sent (id order); null before the first page. */
  lastUserId: string | null;
  sent: number;
  finishedAt: Date | null;
}

const placeColumns = {
  lastUserId: releaseAnnouncements.lastUserId,
  sent: releaseAnnouncements.sent,
  finishedAt: releaseAnnouncements.finishedAt,
};

/** Scheduled publications ("la terapia del mes") and their announcement by e-mail. */
export function releasesRepository(db: Db) {
  const placeWhere = (audioId: string) => eq(releaseAnnouncements.audioId, audioId);
  return {
    /**
     * Publishes, in the caller's transaction, every undeleted audio whose scheduled time has come
     * and that is not published yet: it becomes active, is stamped `released_at`, and gets its
     * announcement. The conditional update claims each audio once, however many processes run it.
     */
    async publishDue(tx: Db, now: Date): Promise<string[]> {
      const rows = await tx
        .update(audios)
        .set({ releasedAt: now, isActive: true, updatedAt: sql`now()` })
        .where(and(lte(audios.releaseAt, now), isNull(audios.releasedAt), eq(audios.isDeleted, false)))
        .returning({ id: audios.id });
      if (rows.length > 0) {
        await tx
          .insert(releaseAnnouncements)
          .values(rows.map((r) => ({ audioId: r.id, startedAt: now })))
          .onConflictDoNothing();
      }
      return rows.map((r) => r.id);
    },

    placeOf: (audioId: string): Promise<AnnouncementPlace | null> =>
      firstRow(db.select(placeColumns).from(releaseAnnouncements).where(placeWhere(audioId))),

    /** The place, locked until the caller's transaction ends (a page is written under it). */
    lockPlace: (tx: Db, audioId: string): Promise<AnnouncementPlace | null> =>
      firstRow(tx.select(placeColumns).from(releaseAnnouncements).where(placeWhere(audioId)).for('update')),

    /** A page was written: its last listener and the e-mails so far; `finishedAt` when it was the last. */
    async advance(
      tx: Db,
      audioId: string,
      to: { lastUserId: string | null; sent: number; finishedAt?: Date },
    ) {
      await tx
        .update(releaseAnnouncements)
        .set({ lastUserId: to.lastUserId, sent: to.sent, finishedAt: to.finishedAt ?? null })
        .where(placeWhere(audioId));
    },
  };
}
export type ReleasesRepository = ReturnType<typeof releasesRepository>;
