import type { SessionUser, TestHistoryEntry } from '@sanarte/shared';

/** The answer to a test taken: the new result and the user. */
export function presentTestTaken(user: SessionUser | null) {
  return { success: true as const, message: 'OK', data: { testResult: user?.testResult, user } };
}

/** One earlier take, as the panel's "Mis tests" lists it. */
export function presentTestHistoryEntry(r: {
  id: string;
  categorySlug: string;
  themeSlugs: string[];
  createdAt: Date;
}): TestHistoryEntry {
  return {
    _id: r.id,
    categoriaPrincipal: r.categorySlug,
    topTemas: r.themeSlugs,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The signed URL of the trial audio, how long it works, and when the trial ends. */
export function presentTrialAudio(t: { audioUrl: string; expiresAt: Date; until: Date; audioId: string }) {
  return {
    success: true as const,
    message: 'OK',
    data: {
      audioUrl: t.audioUrl,
      expiresAt: t.expiresAt.toISOString(),
      availableUntil: t.until.toISOString(),
      audioId: t.audioId,
    },
  };
}
