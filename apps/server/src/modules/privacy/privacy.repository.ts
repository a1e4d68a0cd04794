import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, consents } from '../../db/schema/index.js';

export interface ConsentRow {
  purpose: string;
  granted: boolean;
  version: number;
  source: string;
}

/** What users agreed to (consents) and who deleted whose account (audit_log). */
export function privacyRepository(db: Db) {
  return {
    async recordConsents(userId: string, rows: ConsentRow[], now: Date) {
      if (rows.length === 0) return;
      await db.insert(consents).values(rows.map((r) => ({ ...r, userId, createdAt: now })));
    },

    consentsOf(userId: string) {
      return db
        .select({
          purpose: consents.purpose,
          granted: consents.granted,
          version: consents.version,
          source: consents.source,
          createdAt: consents.createdAt,
        })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(asc(consents.createdAt));
    },

    async forgetConsents(tx: Db, userId: string) {
      await tx.delete(consents).where(eq(consents.userId, userId));
    },

    async audit(
      tx: Db,
      entry: { actorId: string | null; actorLabel: string; action: string; targetUserId: string; at: Date },
    ) {
      await tx.insert(auditLog).values({
        actorId: entry.actorId,
        actorLabel: entry.actorLabel,
        action: entry.action,
        targetUserId: entry.targetUserId,
        createdAt: entry.at,
      });
    },

    auditOf(targetUserId: string) {
      return db
        .select({
          actorId: auditLog.actorId,
          actorLabel: auditLog.actorLabel,
          action: auditLog.action,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(eq(auditLog.targetUserId, targetUserId))
        .orderBy(asc(auditLog.createdAt));
    },

    /** Runs `fn` in one transaction (the deletion touches every module's tables through `tx`). */
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx));
    },
  };
}
export type PrivacyRepository = ReturnType<typeof privacyRepository>;
