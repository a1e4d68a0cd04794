import { es, formatDateTime } from '@sanarte/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../auth';
import { DownloadControl, useDownloadsSession } from '../../offline';
import { audios as copy } from '../content';
import type { TrialPlayer } from '../use-trial-player';
import type { TrialAudio } from '../user-state';
import { AudioItem } from './audio-item';
import { PlayerProgress } from './player-progress';
import { TestCard } from './test-card';

type TrialAudioCardProps = {
  audio: TrialAudio;
  player: TrialPlayer;
};

/**
 * 'Tu audio de prueba': the chosen trial audio with its player, how long it stays available, and
 * its download (kept on the device for the same 48 hours). Once the 48 hours are over (by the
 * server's clock, see lib/media/trial.ts) it says so instead, and leads to the plans.
 */
export function TrialAudioCard({ audio, player }: TrialAudioCardProps) {
  const { user } = useAuth();
  useDownloadsSession(user?._id);
  const overId = useId();
  const active = player.activeId === audio._id;
  const until = audio.expiresAt ? new Date(audio.expiresAt) : null;
  const expired = audio.expired;

  return (
    <TestCard title={es.test.trialCard} tone="lavender">
      {expired ? (
        <div className="mt-2 flex flex-col items-start gap-3">
          <div id={overId}>
            <p className="font-semibold text-danger">{es.test.trialExpired}</p>
            <p className="mt-1 text-ink-soft">{es.trial.overText}</p>
          </div>
          <Link to={paths.panel.subscription.href({ plans: true })} className={buttonClasses({ size: 'sm' })}>
            {es.trial.viewPlans}
          </Link>
        </div>
      ) : (
        <p className="mt-2 text-ink-soft">
          {es.test.trialNote}
          {until && <span className="block text-sm">{copy.availableUntil(formatDateTime(until))}</span>}
        </p>
      )}
      <div className="mt-5">
        <AudioItem
          audio={audio}
          status={active ? player.status : 'idle'}
          onPlay={() => player.toggle(audio)}
          locked={expired}
          lockedNoteId={overId}
        >
          {active && (
            <PlayerProgress
              currentTime={player.currentTime}
              duration={player.duration}
              onSeek={player.seek}
            />
          )}
          {!expired && (
            <DownloadControl
              audioId={audio._id}
              title={audio.title.trim() || es.common.noTitle}
              className="mt-3 self-end"
            />
          )}
        </AudioItem>
      </div>
    </TestCard>
  );
}
