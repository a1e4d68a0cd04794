import { CircleCheck, Download, Trash2 } from 'lucide-react';
import { useDispatch } from 'react-redux';
import { Button } from '../../../components/ui/button';
import { CloseButton } from '../../../components/ui/close-button';
import type { Dispatch } from '../../../lib/media/listening';
import { useAuth } from '../../auth';
import { offlineCopy as copy, formatBytes, formatPercent } from '../content';
import type { DownloadProgress } from '../downloads';
import { useDownloads } from '../use-downloads';

const iconButton =
  'grid size-10 shrink-0 place-items-center rounded-full text-night-700 transition-colors hover:bg-night-900/5 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

/**
 * One audio's download: «Descargar» → the progress (with a cancel) → «Descargado» with «Eliminar
 * descarga». Shown only to a signed-in listener on a browser that can keep downloads.
 */
export function DownloadControl({
  audioId,
  title,
  className = '',
}: { audioId: string; title: string; className?: string }) {
  const { ready, supported, records, progress, failed, manager } = useDownloads();
  const { user } = useAuth();
  const dispatch = useDispatch<Dispatch>();
  if (!ready || !supported || !user) return null;

  const running = progress[audioId];
  const kept = records[audioId];
  const error = failed[audioId];

  return (
    <div className={`flex min-w-0 flex-col items-end gap-1 ${className}`}>
      {running ? (
        <ProgressRow title={title} progress={running} onCancel={() => manager.cancel(audioId)} />
      ) : kept ? (
        <div className="flex items-center gap-1">
          <span className="inline-flex items-center gap-1.5 text-xs font-bold text-[#1f6b4a]">
            <CircleCheck className="size-4" strokeWidth={2.2} aria-hidden="true" />
            {copy.downloaded}
          </span>
          <button
            type="button"
            onClick={() => void manager.remove(audioId)}
            aria-label={copy.remove(title)}
            title={copy.removeShort}
            className={iconButton}
          >
            <Trash2 className="size-4.5" strokeWidth={1.9} aria-hidden="true" />
          </button>
        </div>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void manager.download(dispatch, user._id, audioId)}
          aria-label={copy.download(title)}
          className="px-3"
        >
          <Download className="size-4" strokeWidth={2} aria-hidden="true" />
          {copy.downloadShort}
        </Button>
      )}
      {error && !running && (
        <p role="alert" className="flex items-start gap-1 text-right text-xs font-semibold text-danger">
          <span>{error}</span>
          <CloseButton
            label={copy.dismissError}
            onClick={() => manager.dismissFailure(audioId)}
            className="-my-1 size-6 hover:bg-danger/10"
            iconClassName="size-3.5"
          />
        </p>
      )}
    </div>
  );
}

/** A download under way: a bar with its percentage (or the bytes so far when the size is unknown). */
function ProgressRow({
  title,
  progress,
  onCancel,
}: {
  title: string;
  progress: DownloadProgress;
  onCancel: () => void;
}) {
  const fraction = progress.total ? Math.min(1, progress.received / progress.total) : null;
  const text = fraction === null ? formatBytes(progress.received) : formatPercent(fraction);
  const percent = fraction === null ? undefined : Math.round(fraction * 100);
  return (
    <div className="flex items-center gap-2">
      {/* biome-ignore lint/a11y/useFocusableInteractive: a progress bar is read-only; its cancel button is focusable */}
      <div
        role="progressbar"
        aria-label={copy.progress(title)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-1.5 w-20 overflow-hidden rounded-full bg-night-700/15 sm:w-28"
      >
        <div
          className={`h-full rounded-full bg-night-600 ${fraction === null ? 'w-1/3 motion-safe:animate-pulse' : ''}`}
          style={fraction === null ? undefined : { width: `${fraction * 100}%` }}
        />
      </div>
      <span
        aria-hidden="true"
        className="min-w-10 text-right text-xs font-semibold tabular-nums text-night-700"
      >
        {text}
      </span>
      <CloseButton label={copy.cancel(title)} onClick={onCancel} className={iconButton} />
    </div>
  );
}
