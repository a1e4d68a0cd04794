import { es, formatDuration } from '@sanarte/shared';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { SaveToggle } from '../../saved';
import { audios as copy } from '../content';
import type { PlayerStatus } from '../use-trial-player';
import { AudioCover } from './audio-cover';
import { PlayButton } from './play-button';

export interface AudioItemData {
  _id: string;
  title?: string | null;
  description?: string | null;
  duration?: unknown;
  coverImageUrl?: string | null;
  /** The cover's resized copies (an `<img srcset>` value), when the server made any. */
  coverImageSrcset?: string | null;
}

type AudioItemProps = {
  audio: AudioItemData;
  status: PlayerStatus;
  onPlay: () => void;
  locked?: boolean;
  lockedNoteId?: string;
  isTrial?: boolean;
  /** Extra content under the text (the player's position bar). */
  children?: ReactNode;
};

/** One audio of a theme: cover, title, description, duration (m:ss), "Guardar" and its play/pause button. */
export function AudioItem({
  audio,
  status,
  onPlay,
  locked,
  lockedNoteId,
  isTrial,
  children,
}: AudioItemProps) {
  const title = audio.title?.trim() || es.common.noTitle;
  const description = audio.description?.trim() || es.common.noDescription;
  return (
    <article className="flex h-full gap-4 rounded-3xl bg-white p-4 ring-1 ring-inset ring-night-700/10 sm:p-5">
      <AudioCover
        src={audio.coverImageUrl}
        srcSet={audio.coverImageSrcset}
        sizes="(min-width: 640px) 96px, 64px"
        className="size-16 sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {isTrial && (
          <span className="self-start rounded-full bg-lavender-200 px-2.5 py-0.5 text-xs font-bold text-night-900">
            {copy.trialBadge}
          </span>
        )}
        <h3 className="font-sans text-lg font-bold leading-snug text-night-900">{title}</h3>
        <p className="line-clamp-3 text-sm text-ink-soft">{description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-night-700">
            <Clock className="size-4" strokeWidth={1.8} />
            <span className="sr-only">{copy.duration}:</span>
            {formatDuration(audio.duration)}
          </p>
          <span className="flex items-center gap-2">
            <SaveToggle audioId={audio._id} title={title} compact />
            <PlayButton
              title={title}
              status={status}
              onClick={onPlay}
              locked={locked}
              describedBy={locked ? lockedNoteId : undefined}
            />
          </span>
        </div>
        {children}
      </div>
    </article>
  );
}
