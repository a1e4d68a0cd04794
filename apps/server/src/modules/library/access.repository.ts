import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { audios, categories, subscriptions, themes } from '../../db/schema/index.js';

export function accessRepository(db: Db) {
  return {
    /** An active, undeleted audio with its theme and category (all active too). */
    async playableAudio(id: string) {
      const rows = await db
        .select({
          id: audios.id,
          title: audios.title,
          description: audios.description,
          duration: audios.duration,
          audioPath: audios.audioPath,
          coverImageName: audios.coverImageName,
          coverImageUrl: audios.coverImageUrl,
          themeId: themes.id,
          themeSlug: themes.slug,
          categoryId: categories.id,
        })
        .from(audios)
        .innerJoin(themes, eq(audios.themeId, themes.id))
        .innerJoin(categories, eq(themes.categoryId, categories.id))
        .where(
          and(
            eq(audios.id, id),
            eq(audios.isActive, true),
            eq(audios.isDeleted, false),
            eq(themes.isActive, true),
            eq(themes.isDeleted, false),
            eq(categories.isActive, true),
            eq(categories.isDeleted, false),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Active, unexpired subscriptions of a user. */
    activeSubscriptions(userId: string, now: Date) {
      return db
        .select({
          id: subscriptions.id,
          themeIds: subscriptions.themeIds,
          planSnapshot: subscriptions.planSnapshot,
          endsAt: subscriptions.endsAt,
        })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'active'),
            sql`${subscriptions.endsAt} > ${now}`,
          ),
        );
    },
  };
}
export type AccessRepository = ReturnType<typeof accessRepository>;
