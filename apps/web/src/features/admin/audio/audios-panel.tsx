import { type AudioDto, DEFAULT_IMAGES, es, formatDateTime, formatDuration } from '@sanarte/shared';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useGetAudiosQuery, useGetThemesQuery } from '../api/catalogue';
import { Badge } from '../components/badge';
import { CatalogueList, matches } from '../components/catalogue-list';
import { ListCover } from '../components/cover';
import { audioCopy, fill } from '../content';
import { CategoryFilter, ThemeFilter } from './catalogue-filters';
import type { PanelProps } from './catalogue-form-dialog';
import { useCoverPlayer } from './use-cover-player';

const hashtags = (a: AudioDto) => a.tags.map((t) => `#${t}`).join(' ');

/**
 * Audios: search by title, description, tag, theme or category; filter by category and theme (changing the
 * category clears the theme). The cover plays or pauses the audio, one at a time. A scheduled audio's
 * state is 'Programada' and its time; its switch stays the record's isActive.
 */
export function AudiosPanel({ onForm, ...props }: PanelProps) {
  const query = useGetAudiosQuery();
  const themes = useGetThemesQuery();
  const player = useCoverPlayer();
  const [categoryId, setCategoryId] = useState('');
  const [themeId, setThemeId] = useState('');

  const themeChoices = (themes.data ?? []).filter((t) => !categoryId || t.category._id === categoryId);

  return (
    <CatalogueList<AudioDto>
      {...props}
      kind="audio"
      query={query}
      shows={(a, search) =>
        (!categoryId || a.theme.category._id === categoryId) &&
        (!themeId || a.theme._id === themeId) &&
        matches(search, a.title, a.description, ...a.tags, a.theme.name, a.theme.category.name)
      }
      filters={
        <>
          <CategoryFilter
            value={categoryId}
            onChange={(value) => {
              setCategoryId(value);
              setThemeId('');
            }}
          />
          <ThemeFilter themes={themeChoices} value={themeId} onChange={setThemeId} />
        </>
      }
      onForm={(item) => onForm({ kind: 'audio', item })}
      identify={(a) => ({ id: a._id, name: a.title, isActive: a.isActive })}
      cover={(a) => (
        <CoverPlayButton
          audio={a}
          playing={player.playingId === a._id}
          onToggle={() => player.toggle(a._id, a.audio?.audioUrl ?? '')}
        />
      )}
      nameHeader={audioCopy.colTitle}
      nameCell={(a) => (
        <>
          {a.title}
          {a.tags.length > 0 && (
            <span className="mt-1 block text-xs font-normal text-ink-soft">{hashtags(a)}</span>
          )}
        </>
      )}
      minWidth="min-w-[40rem]"
      columns={[
        {
          header: audioCopy.colDescription,
          className: 'hidden xl:table-cell',
          cellClassName: 'max-w-xs text-ink-soft',
          cell: (a) => <span className="line-clamp-2">{a.description}</span>,
        },
        {
          header: audioCopy.colTheme,
          cellClassName: 'text-ink-soft',
          cell: (a) => (
            <>
              <span className="block text-night-900">{a.theme.name}</span>
              <span className="block text-xs">{a.theme.category.name}</span>
            </>
          ),
        },
        {
          header: audioCopy.colDuration,
          cellClassName: 'tabular-nums',
          cell: (a) => formatDuration(a.duration),
        },
      ]}
      status={(a) => (a.scheduled && a.releaseAt ? <ScheduledStatus releaseAt={a.releaseAt} /> : null)}
      details={(a) => (
        <>
          <p className="text-sm text-ink-soft">
            <span className="sr-only">{audioCopy.colTheme}: </span>
            <span className="text-night-900">{a.theme.name}</span> · {a.theme.category.name} ·{' '}
            <span className="sr-only">{audioCopy.colDuration}: </span>
            <span className="tabular-nums">{formatDuration(a.duration)}</span>
          </p>
          {a.tags.length > 0 && <p className="text-xs text-ink-soft">{hashtags(a)}</p>}
        </>
      )}
    />
  );
}

/**
 * 'Programada' over its day and time in Spain; the time may wrap under the badge, so a phone's card
 * keeps its width.
 */
function ScheduledStatus({ releaseAt }: { releaseAt: string }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone="blue">{es.admin.statusScheduled}</Badge>
      <time dateTime={releaseAt} className="text-xs text-ink-soft">
        {formatDateTime(releaseAt)}
      </time>
    </span>
  );
}

/** The cover plays or pauses the audio (one at a time); disabled when the audio has no file. */
function CoverPlayButton({
  audio,
  playing,
  onToggle,
}: {
  audio: AudioDto;
  playing: boolean;
  onToggle: () => void;
}) {
  const url = audio.audio?.audioUrl ?? '';
  const Glyph = playing ? Pause : Play;
  return (
    <button
      type="button"
      disabled={!url}
      onClick={onToggle}
      aria-label={
        url ? fill(playing ? audioCopy.pause : audioCopy.play, { name: audio.title }) : audioCopy.noAudioFile
      }
      title={url ? undefined : audioCopy.noAudioFile}
      className="group relative block shrink-0 rounded-xl disabled:cursor-not-allowed"
    >
      <ListCover cover={audio.coverImage} fallback={DEFAULT_IMAGES.audio} />
      <span
        aria-hidden="true"
        className={`absolute inset-0 grid place-items-center rounded-xl bg-night-950/45 text-white transition-opacity ${
          playing ? 'opacity-100' : 'opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100'
        }`}
      >
        <Glyph aria-hidden="true" className="size-6" fill="currentColor" strokeWidth={0} />
      </span>
    </button>
  );
}
