import { es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/types.js';
import { AppError } from '../../lib/errors.js';
import { type AccessService, URL_TTL_MS } from '../library/access.service.js';
import type { PlaybackService } from '../stats/playback.service.js';
import type { UserRow } from '../users/users.repository.js';
import type { UsersService } from '../users/users.service.js';

export interface TrialServiceDeps {
  users: UsersService;
  access: Pick<AccessService, 'scope' | 'trialEnds' | 'playableAudio'>;
  playback: Pick<PlaybackService, 'touch'>;
  storage: Pick<Storage, 'signedUrl'>;
  clock: Clock;
}

/** The one 48-hour trial audio, chosen among the themes the test suggested. */
export function trialService(deps: TrialServiceDeps) {
  const { users, access, clock } = deps;
  return {
    /** Chooses the trial audio; answers the user with it. */
    async choose(user: UserRow, audioId: string) {
      // No endless trials from made-up addresses: the e-mail must be verified.
      if (!user.isVerified) throw new AppError(403, es.errors.forbidden);
      if (await access.scope(user.id)) throw new AppError(403, es.errors.forbidden);
      if (user.temporaryAudioId) throw new AppError(409, es.test.trialAlreadyChosen);
      const audio = await access.playableAudio(audioId);
      if (!audio) throw new AppError(404, es.test.fetchError);
      // The trial is chosen among the themes the test suggested.
      const profile = await users.profile(user);
      const suggested = new Set(profile.testResult?.topTemas ?? []);
      if (!suggested.has(audio.themeSlug)) throw new AppError(403, es.errors.forbidden);
      if (!(await users.claimTrialAudio(user.id, audio.id, clock.now()))) {
        throw new AppError(409, es.test.trialAlreadyChosen);
      }
      return users.profileById(user.id);
    },

    /** A signed URL for the trial audio while its 48 hours last; counts as a listen. */
    async play(user: UserRow) {
      const { temporaryAudioId, temporaryAudioSelectedAt } = user;
      if (!temporaryAudioId || !temporaryAudioSelectedAt) throw new AppError(404, es.test.fetchError);
      const until = access.trialEnds(temporaryAudioSelectedAt);
      const now = clock.now();
      if (until <= now) throw new AppError(401, es.test.trialExpired);
      const audio = await access.playableAudio(temporaryAudioId);
      if (!audio) throw new AppError(404, es.test.fetchError);
      const expiresAt = new Date(Math.min(until.getTime(), now.getTime() + URL_TTL_MS));
      const audioUrl = await deps.storage.signedUrl(audio.audioPath, expiresAt);
      await deps.playback.touch(user.id, audio.id);
      return { audioUrl, expiresAt, until, audioId: audio.id };
    },
  };
}
export type TrialService = ReturnType<typeof trialService>;
