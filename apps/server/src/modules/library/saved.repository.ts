import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { savedAudios } from '../../db/schema/index.js';

/** "Guardados": the audios each listener saved to their shelf. */
export function savedRepository(db: Db) {
  const mine = (userId: string, audioId: string) =>
    and(eq(savedAudios.userId, userId), eq(savedAudios.audioId, audioId));
  return {
    /** Saves an audio to the listener's shelf; saving it again changes nothing. */
    async save(userId: string, audioId: string, at: Date) {
      await db.insert(savedAudios).values({ userId, audioId, savedAt: at }).onConflictDoNothing();
    },
    async unsave(userId: string, audioId: string) {
      await db.delete(savedAudios).where(mine(userId, audioId));
    },
    /** The listener's saved audios' ids, the latest saved first. */
    async savedIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ audioId: savedAudios.audioId })
        .from(savedAudios)
        .where(eq(savedAudios.userId, userId))
        .orderBy(desc(savedAudios.savedAt), desc(savedAudios.audioId));
      return rows.map((r) => r.audioId);
    },
    /** The listener's shelf with when each audio was saved, the latest first (the data export). */
    savedOf(userId: string) {
      return db
        .select({ audioId: savedAudios.audioId, savedAt: savedAudios.savedAt })
        .from(savedAudios)
        .where(eq(savedAudios.userId, userId))
        .orderBy(desc(savedAudios.savedAt), desc(savedAudios.audioId));
    },
    /** A deleted account's shelf, in the deletion's transaction. */
    async forgetUser(tx: Db, userId: string) {
      await tx.delete(savedAudios).where(eq(savedAudios.userId, userId));
    },
  };
}
export type SavedRepository = ReturnType<typeof savedRepository>;
