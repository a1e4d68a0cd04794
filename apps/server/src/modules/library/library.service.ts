import {
  type LicenceLimit,
  OFFLINE,
  type RevokeReason,
  es,
  foldSearchText,
  holdsEveryWord,
  searchWords,
} from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/types.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { PlaybackService } from '../stats/playback.service.js';
import { type AccessService, type Grant, type TrialHolder, URL_TTL_MS } from './access.service.js';
import {
  presentAccess,
  presentDownload,
  presentLibrary,
  presentLicence,
  presentLicenceCheck,
} from './library.presenter.js';

const DAY_MS = 86_400_000;

/** How long a download may be kept from `now`, and which limit decides it. */
export interface LicenceTerm {
  expiresAt: Date;
  limit: LicenceLimit;
}

/**
 * A download's licence: until what opens the audio ends (the subscription, or the trial's 48
 * hours), but never more than OFFLINE.maxOfflineDays past the last time the app checked in.
 */
export function licenceTerm(grant: Grant, now: Date): LicenceTerm {
  const checkIn = now.getTime() + OFFLINE.maxOfflineDays * DAY_MS;
  return grant.until.getTime() <= checkIn
    ? { expiresAt: grant.until, limit: grant.via }
    : { expiresAt: new Date(checkIn), limit: 'check-in' };
}

/** What the library's search reads of an audio: its title, description, tags, theme and category. */
type Searchable = {
  title: string;
  description: string;
  tags: string[];
  themeName: string;
  categoryName: string;
};
/**
 * Each audio's folded search text, kept with the catalogue's cached rows it was made from (a change
 * to the catalogue reads new rows, so their text is made again).
 */
const searchTexts = new WeakMap<Searchable, string>();
function searchTextOf(row: Searchable): string {
  let text = searchTexts.get(row);
  if (text === undefined) {
    text = foldSearchText(
      [row.title, row.description, ...row.tags, row.themeName, row.categoryName].join(' '),
    );
    searchTexts.set(row, text);
  }
  return text;
}

/** Mi Biblioteca: what the user's subscription opens, signed URLs to play it, and downloads. */
export function libraryService(deps: {
  access: AccessService;
  catalogue: CatalogueService;
  playback: PlaybackService;
  storage: Storage;
  clock: Clock;
}) {
  /** An audio the user may play now with what opens it: 404 when it is not playable, else 403. */
  async function openAudio(user: TrialHolder, audioId: string, notFound: string) {
    const audio = await deps.access.playableAudio(audioId);
    if (!audio) throw new AppError(404, notFound);
    const grant = await deps.access.grant(user, audio);
    if (!grant) throw new AppError(403, es.errors.forbidden);
    return { audio, grant };
  }

  /**
   * A signed URL of the audio's file, alive at most URL_TTL_MS and never past the grant; starts
   * the listening clock. With where the user left the audio.
   */
  async function playUrl(userId: string, audio: { id: string; audioPath: string }, grant: Grant, now: Date) {
    const expiresAt = new Date(Math.min(grant.until.getTime(), now.getTime() + URL_TTL_MS));
    await deps.playback.touch(userId, audio.id);
    const positionSeconds = await deps.playback.position(userId, audio.id);
    const url = await deps.storage.signedUrl(audio.audioPath, expiresAt);
    return { url, expiresAt, positionSeconds };
  }

  return {
    /**
     * What the subscription opens, with where the user left each audio; searched (`query`) by
     * title, description, tags, theme and category, every word typed found in one of them, accents
     * and capitals aside.
     */
    async library(userId: string, query: string | undefined) {
      const scope = await deps.access.scope(userId);
      if (!scope) return { categories: [], hasSubscription: false };
      const all = await deps.catalogue.publicAudios();
      const words = searchWords(query ?? '');
      const open = all.filter(
        (r) =>
          (scope.all || scope.categoryIds.has(r.categoryId) || scope.themeIds.has(r.themeId)) &&
          (words.length === 0 || holdsEveryWord(searchTextOf(r), words)),
      );
      return presentLibrary(open, await deps.playback.positionsOf(userId), deps.clock.now());
    },

    /** A signed URL of an audio the user may play, and where they left it; starts the listening clock. */
    async audioAccess(user: TrialHolder, audioId: string) {
      const { audio, grant } = await openAudio(user, audioId, es.test.fetchError);
      const play = await playUrl(user.id, audio, grant, deps.clock.now());
      return presentAccess(audio, play.url, play.expiresAt, play.positionSeconds);
    },

    /**
     * A download of an audio the user may play (a subscription or the trial): a licence to keep it,
     * a signed URL to fetch it, and what the app shows offline. Listening is credited from now on.
     */
    async download(user: TrialHolder, audioId: string) {
      const { audio, grant } = await openAudio(user, audioId, es.errors.notFound);
      const now = deps.clock.now();
      const play = await playUrl(user.id, audio, grant, now);
      return presentDownload(audio, presentLicence(audio.id, now, licenceTerm(grant, now)), play);
    },

    /**
     * The app checks in with the audios it keeps: a fresh licence for each one the user may still
     * play, the others revoked (gone from the catalogue, or no longer opened to the user). Each id
     * is answered once; two queries whatever the number of ids.
     */
    async checkLicences(user: TrialHolder, audioIds: string[]) {
      const ids = [...new Set(audioIds)];
      const [audios, grantOf] = await Promise.all([
        deps.access.playableAudios(ids),
        deps.access.grantsFor(user),
      ]);
      const playable = new Map(audios.map((a) => [a.id, a]));
      const now = deps.clock.now();
      const licences = [];
      const revoked: { audioId: string; reason: RevokeReason }[] = [];
      for (const id of ids) {
        const audio = playable.get(id);
        const grant = audio ? grantOf(audio) : null;
        if (grant) licences.push(presentLicence(id, now, licenceTerm(grant, now)));
        else revoked.push({ audioId: id, reason: audio ? 'no-access' : 'not-found' });
      }
      return presentLicenceCheck(licences, revoked);
    },
  };
}
export type LibraryService = ReturnType<typeof libraryService>;
