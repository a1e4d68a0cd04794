import { type AudioDto, es } from '@sanarte/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useGetThemeAudiosQuery } from '../api';
import { audios as copy } from '../content';
import type { PlayerStatus } from '../use-trial-player';
import type { ThemeRef } from '../user-state';
import { AudioItem } from './audio-item';
import { TestCard } from './test-card';

export interface AudioState {
  status: PlayerStatus;
  locked: boolean;
  isTrial: boolean;
}

type AudioChooserProps = {
  /** The suggested themes that exist in the catalogue (with their ids). */
  themes: (ThemeRef & { id: string })[];
  audioState: (audio: AudioDto) => AudioState;
  onPlay: (audio: AudioDto) => void;
  /** Why locked audios cannot be played (described by their buttons). */
  lockedNote?: string;
};

/**
 * 'Elige un audio de los temas sugeridos': a theme selector over the suggested themes
 * and the audios of the chosen theme, with loading, error (retry) and empty states.
 */
export function AudioChooser({ themes, audioState, onPlay, lockedNote }: AudioChooserProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  const lockedNoteId = useId();
  const themeId = themes.some((t) => t.id === chosen) ? chosen : (themes[0]?.id ?? null);

  return (
    <TestCard title={es.test.chooseAudio} tone="sand">
      <fieldset className="mt-5">
        <legend className="sr-only">{copy.themeLegend}</legend>
        <div className="flex flex-wrap gap-2">
          {themes.map((theme) => (
            <label
              key={theme.id}
              className="relative cursor-pointer rounded-full bg-white px-4 py-2 font-semibold text-night-800 ring-1 ring-inset ring-night-700/25 transition-colors hover:ring-night-600/60 has-[:checked]:bg-night-900 has-[:checked]:text-lavender-50 has-[:checked]:ring-night-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-night-600"
            >
              <input
                type="radio"
                name={name}
                value={theme.id}
                checked={themeId === theme.id}
                onChange={() => setChosen(theme.id)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              {theme.name}
            </label>
          ))}
        </div>
      </fieldset>

      {lockedNote && (
        <p id={lockedNoteId} className="mt-4 text-sm text-ink-soft">
          {lockedNote}
        </p>
      )}

      {themeId && (
        <ThemeAudios
          themeId={themeId}
          audioState={audioState}
          onPlay={onPlay}
          lockedNoteId={lockedNote ? lockedNoteId : undefined}
        />
      )}
    </TestCard>
  );
}

type ThemeAudiosProps = Pick<AudioChooserProps, 'audioState' | 'onPlay'> & {
  themeId: string;
  lockedNoteId: string | undefined;
};

function ThemeAudios({ themeId, audioState, onPlay, lockedNoteId }: ThemeAudiosProps) {
  const { data, isLoading, isFetching, isError, refetch } = useGetThemeAudiosQuery(themeId);
  const loading = isLoading || (isError && isFetching);

  return (
    <div className="mt-6" aria-live="polite" aria-busy={loading}>
      {loading ? (
        <div className="py-8 text-ink-soft">
          <Spinner label={copy.loading} showLabel />
        </div>
      ) : isError ? (
        <div className="flex flex-col items-start gap-4 py-4">
          <p className="text-night-900">{copy.error}</p>
          <Button variant="outline" onClick={() => refetch()}>
            {es.common.retry}
          </Button>
        </div>
      ) : !data || data.length === 0 ? (
        <p className="py-4 text-ink-soft">{copy.empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {data.map((audio) => {
            const state = audioState(audio);
            return (
              <li key={audio._id}>
                <AudioItem
                  audio={{
                    ...audio,
                    coverImageUrl: audio.coverImage?.coverImageUrl,
                    coverImageSrcset: audio.coverImage?.coverImageSrcset,
                  }}
                  status={state.status}
                  locked={state.locked}
                  lockedNoteId={lockedNoteId}
                  isTrial={state.isTrial}
                  onPlay={() => onPlay(audio)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
