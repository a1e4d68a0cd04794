import { es, formatDuration } from '@sanarte/shared';
import { AudioLines } from 'lucide-react';
import type { Track } from '../../../lib/media/track';
import { DownloadControl } from '../../offline';
import { useTrackPlayback } from '../../player';
import { SaveToggle } from '../../saved';
import type { LibraryAudio } from '../api';
import { libraryCopy as copy } from '../content';
import { Cover } from './cover';
import { NewBadge } from './new-badge';
import { PlayToggle } from './play-toggle';

export function trackOf(audio: LibraryAudio, themeName?: string): Track {
  return {
    audioId: audio._id,
    title: audio.title || es.common.noTitle,
    subtitle: themeName ?? audio.theme?.name,
    coverUrl: audio.coverImage?.coverImageUrl || undefined,
    coverSrcset: audio.coverImage?.coverImageSrcset || undefined,
    duration: Number.isFinite(audio.duration) ? audio.duration : 0,
  };
}

/**
 * One audio of the library: cover, ("Nuevo" when just released, its theme,) title, description,
 * duration, tags, where the user left it, its play/pause button ("Reproducir …" / "Pausar …"),
 * "Guardar" (features/saved) and its download (features/offline).
 */
export function AudioCard({
  audio,
  themeName,
  showTheme = false,
}: {
  audio: LibraryAudio;
  themeName: string;
  /** Names the theme above the title (where cards of several themes stand together: "Para ti"). */
  showTheme?: boolean;
}) {
  const { isCurrent, playing, loading } = useTrackPlayback(audio._id);
  const title = audio.title || es.common.noTitle;
  const duration = Number.isFinite(audio.duration) ? audio.duration : 0;
  const resumeAt = audio.positionSeconds ?? 0;
  const progress = duration > 0 && resumeAt > 0 ? Math.min(1, resumeAt / duration) : 0;
  const titleId = `audio-${audio._id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className={`flex gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 transition-shadow sm:p-4 ${
        isCurrent ? 'ring-2 ring-night-600' : 'ring-night-700/10 hover:shadow-md'
      }`}
    >
      <div className="relative shrink-0 self-start">
        <Cover
          src={audio.coverImage?.coverImageUrl}
          srcSet={audio.coverImage?.coverImageSrcset}
          sizes="(min-width: 640px) 96px, 64px"
          className="size-16 rounded-xl sm:size-24"
        />
        {progress > 0 && !isCurrent && (
          <span
            aria-hidden="true"
            className="absolute inset-x-1.5 bottom-1.5 h-1 sm:inset-x-2 sm:bottom-2 overflow-hidden rounded-full bg-night-950/50"
          >
            <span
              className="block h-full rounded-full bg-accent-400"
              style={{ width: `${progress * 100}%` }}
            />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            {(audio.isNew || showTheme || isCurrent) && (
              // "Nuevo" leads the line above the title, beside the theme or what the player is doing.
              <div className="mb-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
                {audio.isNew && <NewBadge />}
                {showTheme && !isCurrent && (
                  <p className="text-xs font-bold uppercase tracking-wide text-night-600">{themeName}</p>
                )}
                {isCurrent && (
                  <p className="inline-flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-night-600">
                    {playing && (
                      <AudioLines className="size-3.5 motion-safe:animate-pulse" strokeWidth={2.4} />
                    )}
                    {playing ? copy.nowPlaying : loading ? copy.loadingShort : copy.pausedLabel}
                  </p>
                )}
              </div>
            )}
            <h4 id={titleId} className="font-display text-lg font-semibold leading-snug text-night-900">
              {title}
            </h4>
          </div>
          <PlayToggle track={trackOf(audio, themeName)} />
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-ink-soft">
          {audio.description || es.common.noDescription}
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold text-ink-soft">
            <span>
              <span className="sr-only">{copy.durationLabel(duration)}</span>
              <span aria-hidden="true">{formatDuration(duration)}</span>
            </span>
            {resumeAt > 0 && progress < 1 && (
              <span className="text-night-600">{copy.resumeFrom(resumeAt)}</span>
            )}
          </p>
          <span className="ml-auto flex flex-wrap items-center justify-end gap-2">
            <SaveToggle audioId={audio._id} title={title} />
            <DownloadControl audioId={audio._id} title={title} />
          </span>
        </div>
        {(audio.tags ?? []).length > 0 && (
          <ul aria-label={copy.tags} className="mt-2 flex flex-wrap gap-1.5">
            {audio.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-lavender-100 px-2.5 py-0.5 text-xs font-semibold text-night-700"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
