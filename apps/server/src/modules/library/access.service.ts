import { LIMITS } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';

/** Signed audio URLs live at most an hour, and never past what opens the audio. */
export const URL_TTL_MS = 3600_000;

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

/** A user as the trial sees them: which audio they chose, and when. */
export interface TrialHolder {
  id: string;
  temporaryAudioId: string | null;
  temporaryAudioSelectedAt: Date | null;
}
/** An audio as access rules see it: where it sits in the catalogue. */
export interface OpenableAudio {
  id: string;
  themeId: string;
  categoryId: string;
}

const trialEnds = (selectedAt: Date) => new Date(selectedAt.getTime() + LIMITS.trialHours * 3600_000);

/** What opens an audio to a user at `now`: their subscriptions' scope first, then the trial. */
function grantOf(
  s: SubscriptionScope | null,
  user: TrialHolder,
  audio: OpenableAudio,
  now: Date,
): Grant | null {
  if (s && (s.all || s.categoryIds.has(audio.categoryId) || s.themeIds.has(audio.themeId))) {
    return { via: 'subscription', until: s.until };
  }
  if (user.temporaryAudioId === audio.id && user.temporaryAudioSelectedAt) {
    const until = trialEnds(user.temporaryAudioSelectedAt);
    if (until > now) return { via: 'trial', until };
  }
  return null;
}

/** What a user's subscriptions giving access now open together; null without any. */
function scopeOf(subs: Awaited<ReturnType<SubscriptionsService['active']>>): SubscriptionScope | null {
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

/**
 * Who may play what: a full plan (or fullCategoryAccess) opens every active audio;
 * a plan's categoryAccess opens those categories; mini opens its two themes; the trial opens its
 * one audio for 48 hours from selection.
 */
export function accessService(deps: {
  subscriptions: SubscriptionsService;
  catalogue: CatalogueService;
  clock: Clock;
}) {
  async function scope(userId: string): Promise<SubscriptionScope | null> {
    return scopeOf(await deps.subscriptions.active(userId));
  }

  return {
    scope,
    trialEnds,

    /** An audio that may be played now (it, its theme and its category active), or null. */
    playableAudio: (id: string) => deps.catalogue.playableAudio(id),

    /** The audios among these ids that may be played now, in one query. */
    playableAudios: (ids: string[]) => deps.catalogue.playableAudios(ids),

    /**
     * Whether a user may play an audio now, and until when, for many audios: one scope lookup,
     * then a decision per audio.
     */
    async grantsFor(user: TrialHolder): Promise<(audio: OpenableAudio) => Grant | null> {
      const s = await scope(user.id);
      const now = deps.clock.now();
      return (audio) => grantOf(s, user, audio, now);
    },

    /** `grantsFor` for many users with one subscription query: by user id. */
    async grantsForMany(users: TrialHolder[]): Promise<Map<string, (audio: OpenableAudio) => Grant | null>> {
      const subs = await deps.subscriptions.activeOfUsers(users.map((u) => u.id));
      const now = deps.clock.now();
      return new Map(
        users.map((user) => {
          const s = scopeOf(subs.get(user.id) ?? []);
          return [user.id, (audio: OpenableAudio) => grantOf(s, user, audio, now)];
        }),
      );
    },

    /** Whether a user may play an audio now, and until when. */
    async grant(user: TrialHolder, audio: OpenableAudio): Promise<Grant | null> {
      return grantOf(await scope(user.id), user, audio, deps.clock.now());
    },
  };
}
export type AccessService = ReturnType<typeof accessService>;
