import { es, formatDuration, spanishCompare } from '@sanarte/shared';
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import {
  DownloadNotices,
  type DownloadRecord,
  offlineCopy,
  trackOf,
  useDownloadManager,
  useDownloads,
} from '../../offline';
import { useTrackPlayback } from '../../player';
import { libraryCopy as copy } from '../content';
import { Cover } from './cover';
import { PlayToggle } from './play-toggle';

const byThemeThenTitle = (a: DownloadRecord, b: DownloadRecord) =>
  spanishCompare(a.themeName ?? '', b.themeName ?? '') || spanishCompare(a.title, b.title);

/**
 * The library when the app is offline: the audios downloaded on this device, each playing in the
 * app's one player (OfflineSync, beside every page, has read them).
 */
export function OfflineLibrary() {
  const { ready, supported, records } = useDownloads();
  const kept = Object.values(records).sort(byThemeThenTitle);

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-semibold text-night-900 sm:text-4xl">{copy.offlineTitle}</h1>
        <p className="mt-2 flex items-start gap-2 text-ink-soft">
          <WifiOff className="mt-0.5 size-5 shrink-0" strokeWidth={1.8} aria-hidden="true" />
          <span>{copy.offlineNote}</span>
        </p>
      </header>
      <DownloadNotices />
      {!ready ? (
        <div className="grid min-h-40 place-items-center text-night-700">
          <Spinner label={copy.offlineLoading} showLabel />
        </div>
      ) : !supported || kept.length === 0 ? (
        <p className="rounded-3xl bg-white px-6 py-10 text-center text-ink-soft shadow-sm ring-1 ring-night-700/10">
          {supported ? copy.offlineEmpty : offlineCopy.unsupported}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {kept.map((record) => (
            <li key={record.audioId} className="min-w-0">
              <OfflineAudio record={record} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Where a kept audio's cover is shown from (the service worker's address, or an object URL). */
function useCoverSource(record: DownloadRecord): string | null {
  const manager = useDownloadManager();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (record.hasCover) {
      void manager.coverSource(record.audioId).then((url) => {
        if (live) setSrc(url);
      });
    }
    return () => {
      live = false;
    };
  }, [manager, record.audioId, record.hasCover]);
  return src;
}

function OfflineAudio({ record }: { record: DownloadRecord }) {
  const { isCurrent } = useTrackPlayback(record.audioId);
  const cover = useCoverSource(record);
  const title = record.title || es.common.noTitle;
  const titleId = `offline-${record.audioId}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className={`flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ${
        isCurrent ? 'ring-2 ring-night-600' : 'ring-night-700/10'
      }`}
    >
      <Cover src={cover} className="size-16 rounded-xl" />
      <div className="min-w-0 flex-1">
        <h2
          id={titleId}
          className="line-clamp-2 font-display text-lg font-semibold leading-snug text-night-900"
        >
          {title}
        </h2>
        {record.themeName && <p className="truncate text-sm text-ink-soft">{record.themeName}</p>}
        <p className="text-xs font-semibold text-ink-soft">
          <span className="sr-only">{copy.durationLabel(record.duration)}</span>
          <span aria-hidden="true">{formatDuration(record.duration)}</span>
        </p>
      </div>
      <PlayToggle track={trackOf(record, cover)} />
    </article>
  );
}
