import { type AudioDto, DEFAULT_IMAGES, es, formatDuration } from '@sanarte/shared';
import { useState } from 'react';
import { useGetAudiosQuery, useGetCategoriesQuery, useGetThemesQuery } from '../api/catalogue';
import { Cover } from '../components/cover';
import { audioCopy, fill } from '../content';
import { AudioFormDialog, type AudioFormTarget } from './audio-form-dialog';
import { CataloguePanel, FilterSelect, matches } from './catalogue-panel';
import type { DeleteTarget } from './delete-item-dialog';
import {
  ActiveSwitch,
  CatalogueCard,
  CatalogueCards,
  RowActions,
  StatusBadge,
  TableFrame,
  table,
} from './row-controls';
import type { ToggleTarget } from './status-toggle-dialog';
import { useCoverPlayer } from './use-cover-player';

type PanelProps = {
  readOnly: boolean;
  onToggle: (target: ToggleTarget) => void;
  onDelete: (target: DeleteTarget) => void;
};

/**
 * Audios: search by title, description or tag; filter by category and theme (changing the
 * category clears the theme). The cover plays or pauses the audio, one at a time.
 */
export function AudiosPanel({ readOnly, onToggle, onDelete }: PanelProps) {
  const query = useGetAudiosQuery();
  const categories = useGetCategoriesQuery();
  const themes = useGetThemesQuery();
  const player = useCoverPlayer();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [themeId, setThemeId] = useState('');
  const [form, setForm] = useState<AudioFormTarget>(null);

  const themeChoices = (themes.data ?? []).filter((t) => !categoryId || t.category._id === categoryId);
  const visible = (query.data ?? []).filter(
    (a) =>
      (!categoryId || a.theme.category._id === categoryId) &&
      (!themeId || a.theme._id === themeId) &&
      matches(search, a.title, a.description, ...a.tags),
  );

  return (
    <>
      <CataloguePanel<AudioDto>
        title={es.admin.audios}
        all={query.data}
        visible={visible}
        loading={query.isLoading}
        fetching={query.isFetching}
        error={query.error}
        loadingLabel={audioCopy.loadingAudios}
        errorFallback={es.admin.preloadFailedEn}
        onRetry={() => void query.refetch()}
        search={search}
        onSearch={setSearch}
        searchLabel={audioCopy.searchAudios}
        filters={
          <>
            <FilterSelect
              label={audioCopy.filterCategory}
              value={categoryId}
              onChange={(value) => {
                setCategoryId(value);
                setThemeId('');
              }}
            >
              <option value="">{audioCopy.allCategories}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label={audioCopy.filterTheme} value={themeId} onChange={setThemeId}>
              <option value="">{audioCopy.allThemes}</option>
              {themeChoices.map((t) => (
                <option key={t._id} value={t._id}>
                  {t.name}
                </option>
              ))}
            </FilterSelect>
          </>
        }
        addText={es.admin.addNewMasculine}
        addLabel={audioCopy.addAudio}
        onAdd={() => setForm('new')}
        readOnly={readOnly}
        emptyText={es.admin.noAudios}
        noResultsText={es.admin.noAudiosFound}
        renderTable={(rows) => (
          <>
            <TableFrame label={fill(audioCopy.tableLabel, { name: es.admin.audios })}>
              <table className={`${table.table} min-w-[40rem]`}>
                <caption className="sr-only">{es.admin.audios}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={table.th}>
                      {audioCopy.colCover}
                    </th>
                    <th scope="col" className={table.th}>
                      {audioCopy.colTitle}
                    </th>
                    <th scope="col" className={`${table.th} hidden xl:table-cell`}>
                      {audioCopy.colDescription}
                    </th>
                    <th scope="col" className={table.th}>
                      {audioCopy.colTheme}
                    </th>
                    <th scope="col" className={table.th}>
                      {audioCopy.colDuration}
                    </th>
                    <th scope="col" className={table.th}>
                      {audioCopy.colStatus}
                    </th>
                    <th scope="col" className={table.th}>
                      {audioCopy.colActive}
                    </th>
                    <th scope="col" className={table.th}>
                      {audioCopy.colActions}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((a) => {
                    const url = a.audio?.audioUrl ?? '';
                    const playing = player.playingId === a._id;
                    return (
                      <tr key={a._id}>
                        <td className={table.td}>
                          <CoverPlayButton
                            audio={a}
                            playing={playing}
                            onToggle={() => player.toggle(a._id, url)}
                          />
                        </td>
                        <th scope="row" className={`${table.td} font-semibold text-night-900`}>
                          {a.title}
                          {a.tags.length > 0 && (
                            <span className="mt-1 block text-xs font-normal text-ink-soft">
                              {a.tags.map((t) => `#${t}`).join(' ')}
                            </span>
                          )}
                        </th>
                        <td className={`${table.td} hidden max-w-xs text-ink-soft xl:table-cell`}>
                          <span className="line-clamp-2">{a.description}</span>
                        </td>
                        <td className={`${table.td} text-ink-soft`}>
                          <span className="block text-night-900">{a.theme.name}</span>
                          <span className="block text-xs">{a.theme.category.name}</span>
                        </td>
                        <td className={`${table.td} tabular-nums`}>{formatDuration(a.duration)}</td>
                        <td className={table.td}>
                          <StatusBadge active={a.isActive} />
                        </td>
                        <td className={table.td}>
                          <ActiveSwitch
                            name={a.title}
                            active={a.isActive}
                            readOnly={readOnly}
                            onToggle={() =>
                              onToggle({ kind: 'audio', id: a._id, name: a.title, isActive: a.isActive })
                            }
                          />
                        </td>
                        <td className={table.td}>
                          <RowActions
                            name={a.title}
                            readOnly={readOnly}
                            onEdit={() => setForm(a)}
                            onDelete={() => onDelete({ kind: 'audio', id: a._id, name: a.title })}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableFrame>
            <CatalogueCards label={es.admin.audios}>
              {rows.map((a) => {
                const url = a.audio?.audioUrl ?? '';
                return (
                  <CatalogueCard
                    key={a._id}
                    cover={
                      <CoverPlayButton
                        audio={a}
                        playing={player.playingId === a._id}
                        onToggle={() => player.toggle(a._id, url)}
                      />
                    }
                    title={a.title}
                    details={
                      <>
                        <p className="text-sm text-ink-soft">
                          <span className="sr-only">{audioCopy.colTheme}: </span>
                          <span className="text-night-900">{a.theme.name}</span> · {a.theme.category.name} ·{' '}
                          <span className="sr-only">{audioCopy.colDuration}: </span>
                          <span className="tabular-nums">{formatDuration(a.duration)}</span>
                        </p>
                        {a.tags.length > 0 && (
                          <p className="text-xs text-ink-soft">{a.tags.map((t) => `#${t}`).join(' ')}</p>
                        )}
                      </>
                    }
                    status={<StatusBadge active={a.isActive} />}
                    toggle={
                      <ActiveSwitch
                        name={a.title}
                        active={a.isActive}
                        readOnly={readOnly}
                        onToggle={() =>
                          onToggle({ kind: 'audio', id: a._id, name: a.title, isActive: a.isActive })
                        }
                      />
                    }
                    actions={
                      <RowActions
                        name={a.title}
                        readOnly={readOnly}
                        onEdit={() => setForm(a)}
                        onDelete={() => onDelete({ kind: 'audio', id: a._id, name: a.title })}
                      />
                    }
                  />
                );
              })}
            </CatalogueCards>
          </>
        )}
      />
      <AudioFormDialog target={form} onClose={() => setForm(null)} />
    </>
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
      <Cover src={audio.coverImage.coverImageUrl} fallback={DEFAULT_IMAGES.audio} />
      <span
        aria-hidden="true"
        className={`absolute inset-0 grid place-items-center rounded-xl bg-night-950/45 text-white transition-opacity ${
          playing ? 'opacity-100' : 'opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100'
        }`}
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
          {playing ? (
            <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />
          ) : (
            <path d="M8 5v14l11-7z" fill="currentColor" />
          )}
        </svg>
      </span>
    </button>
  );
}
