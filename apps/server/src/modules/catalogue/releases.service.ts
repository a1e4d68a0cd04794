import type { Clock } from '../../adapters/clock.js';
import type { ClaimedJob, JobRunner } from '../../adapters/job-runner.js';
import type { Db } from '../../db/client.js';
import type { AccessService } from '../library/access.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { NotificationsService } from '../users/notifications.service.js';
import type { CatalogueService } from './catalogue.service.js';
import { releaseMail } from './releases.mails.js';
import type { ReleasesRepository } from './releases.repository.js';

/** The job runner's queue of announcement pages (db/job-schema.ts). */
export const RELEASE_QUEUE = 'release-mail';
/** Listeners looked at per page: one transaction writes at most this many e-mails. */
export const ANNOUNCEMENT_PAGE = 500;

interface ReleaseJob {
  audioId: string;
}

/**
 * "La terapia del mes": an audio scheduled by staff is published when its time comes (the due
 * work, every minute, once across processes), then announced by e-mail to each listener who can
 * play it and has not opted out, a page of listeners per job. Each page is written in one
 * transaction with the announcement's new place and the next page's job, under a lock on that
 * place, so a page retried or run twice never e-mails anyone twice.
 */
export function releasesService(deps: {
  repo: ReleasesRepository;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  runner: Pick<JobRunner, 'sendIn' | 'claim' | 'complete' | 'fail' | 'work' | 'wake'>;
  catalogue: Pick<CatalogueService, 'playableAudio'>;
  holders: Pick<SubscriptionsService, 'holdersAfter'>;
  recipients: Pick<NotificationsService, 'releaseRecipients' | 'unsubscribeLinksOf'>;
  access: Pick<AccessService, 'grantsForMany'>;
  mail: Pick<MailService, 'enqueueIn'>;
  clock: Clock;
  publicUrl: string;
}) {
  /** Publishes the audios whose time has come and starts their announcements: answers how many. */
  async function publishDue(): Promise<number> {
    const ids = await deps.transaction(async (tx) => {
      const published = await deps.repo.publishDue(tx, deps.clock.now());
      for (const audioId of published) await deps.runner.sendIn(tx, RELEASE_QUEUE, { audioId });
      return published;
    });
    if (ids.length > 0) deps.runner.wake(RELEASE_QUEUE);
    return ids.length;
  }

  /**
   * The next page of an announcement: the listeners after its place who can play the audio now
   * and want the e-mail. Read first, then written under the place's lock if nobody moved it
   * meanwhile (another run of the same page did: it carries on).
   */
  async function announcePage(audioId: string, pageSize = ANNOUNCEMENT_PAGE): Promise<void> {
    const place = await deps.repo.placeOf(audioId);
    if (!place || place.finishedAt) return;
    // An audio no longer playable (switched off, deleted) ends its announcement.
    const audio = await deps.catalogue.playableAudio(audioId);
    const ids = audio ? await deps.holders.holdersAfter(place.lastUserId, pageSize) : [];
    const people = await deps.recipients.releaseRecipients(ids);
    const grants = await deps.access.grantsForMany(people);
    const mails = audio
      ? people
          .filter((p) => grants.get(p.id)?.(audio)?.via === 'subscription')
          .map((p) =>
            releaseMail(p, audio, deps.recipients.unsubscribeLinksOf(p.id, 'releases'), deps.publicUrl),
          )
      : [];
    // A full page: listeners may follow it.
    const more = ids.length === pageSize;
    await deps.transaction(async (tx) => {
      const locked = await deps.repo.lockPlace(tx, audioId);
      if (!locked || locked.finishedAt || locked.lastUserId !== place.lastUserId) return;
      for (const mail of mails) await deps.mail.enqueueIn(tx, mail);
      const sent = locked.sent + mails.length;
      await deps.repo.advance(
        tx,
        audioId,
        more
          ? { lastUserId: ids[ids.length - 1] ?? null, sent }
          : { lastUserId: place.lastUserId, sent, finishedAt: deps.clock.now() },
      );
      if (more) await deps.runner.sendIn(tx, RELEASE_QUEUE, { audioId } satisfies ReleaseJob);
    });
  }

  /** Runs claimed pages one after another; a page that fails is retried by the queue's policy. */
  async function handle(jobs: ClaimedJob<ReleaseJob>[], pageSize = ANNOUNCEMENT_PAGE) {
    for (const job of jobs) {
      try {
        await announcePage(job.data.audioId, pageSize);
        await deps.runner.complete(RELEASE_QUEUE, [job.id]);
      } catch (err) {
        await deps.runner.fail(RELEASE_QUEUE, job.id, err instanceof Error ? err : new Error(String(err)));
      }
    }
    deps.runner.wake(RELEASE_QUEUE);
  }

  return {
    publishDue,
    /** The announcement pages' worker, on the started job runner. */
    start: () => deps.runner.work<ReleaseJob>(RELEASE_QUEUE, 1, (jobs) => handle(jobs)),
    /** One page of an announcement, outside the queue (tests run one twice at once). */
    announcePage,
    /**
     * Writes, in this process, every announcement page due now, of `pageSize` listeners (tests):
     * answers how many pages ran.
     */
    async flush(pageSize = ANNOUNCEMENT_PAGE): Promise<number> {
      let total = 0;
      for (;;) {
        const jobs = await deps.runner.claim<ReleaseJob>(RELEASE_QUEUE, 1);
        if (jobs.length === 0) return total;
        await handle(jobs, pageSize);
        total += jobs.length;
      }
    },
  };
}
export type ReleasesService = ReturnType<typeof releasesService>;
