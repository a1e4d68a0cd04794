import { LIMITS } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { AccessRepository } from './access.repository.js';

export interface Grant {
  /** What opens the audio: a subscription, or the 48-hour trial. */
  via: 'subscription' | 'trial';
  /** Signed URLs never outlive this. */
  until: Date;
}

export interface SubscriptionScope {
  all: boolean;
  categoryIds: Set<string>;
  themeIds: Set<string>;
  until: Date;
}

/**
 * Who may play what: a full plan (or fullCategoryAccess) opens every active audio;
 * a plan's categoryAccess opens those categories; mini opens its two themes; the trial opens its
 * one audio for 48 hours from selection.
 */
export function accessService(deps: { repo: AccessRepository; clock: Clock }) {
  async function scope(userId: string): Promise<SubscriptionScope | null> {
    const subs = await deps.repo.activeSubscriptions(userId, deps.clock.now());
    if (subs.length === 0) return null;
    const s: SubscriptionScope = {
      all: false,
      categoryIds: new Set(),
      themeIds: new Set(),
      until: new Date(0),
    };
    for (const sub of subs) {
      if (sub.endsAt > s.until) s.until = sub.endsAt;
      const plan = sub.planSnapshot;
      if (plan.fullCategoryAccess || plan.slug === 'full') s.all = true;
      for (const c of plan.categoryAccess ?? []) s.categoryIds.add(c);
      for (const t of sub.themeIds ?? []) s.themeIds.add(t);
    }
    return s;
  }

  const trialEnds = (selectedAt: Date) => new Date(selectedAt.getTime() + LIMITS.trialHours * 3600_000);

  return {
    scope,
    trialEnds,

    /** Whether a user may play an audio now, and until when. */
    async grant(
      user: { id: string; temporaryAudioId: string | null; temporaryAudioSelectedAt: Date | null },
      audio: { id: string; themeId: string; categoryId: string },
    ): Promise<Grant | null> {
      const s = await scope(user.id);
      if (s && (s.all || s.categoryIds.has(audio.categoryId) || s.themeIds.has(audio.themeId))) {
        return { via: 'subscription', until: s.until };
      }
      if (user.temporaryAudioId === audio.id && user.temporaryAudioSelectedAt) {
        const until = trialEnds(user.temporaryAudioSelectedAt);
        if (until > deps.clock.now()) return { via: 'trial', until };
      }
      return null;
    },
  };
}
export type AccessService = ReturnType<typeof accessService>;

/** Added for the wellbeing module (branch h-s1): the audio a trial may open, through the library. */
export function playableAudioLookup(deps: { repo: AccessRepository }) {
  return { playableAudio: (id: string) => deps.repo.playableAudio(id) };
}
export type PlayableAudioLookup = ReturnType<typeof playableAudioLookup>;
