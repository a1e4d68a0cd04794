import { assetsCopy, fill } from '../content';
import type { UploadRow } from './use-uploads';

/** One progress bar per file being uploaded (role="progressbar" with its value). */
export function UploadProgress({ rows }: { rows: UploadRow[] }) {
  if (rows.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" aria-live="polite">
      {rows.map((row) => {
        const label = fill(assetsCopy.uploadProgress, { name: row.name });
        return (
          <li key={row.id} className="rounded-xl bg-white px-3 py-2 ring-1 ring-night-900/10">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-semibold text-night-900" title={row.name}>
                {row.name}
              </span>
              <span
                className={`shrink-0 font-semibold ${row.status === 'error' ? 'text-danger' : 'text-ink-soft'}`}
              >
                {row.status === 'done'
                  ? assetsCopy.uploadDone
                  : row.status === 'error'
                    ? assetsCopy.uploadFailed
                    : `${row.progress}%`}
              </span>
            </div>
            {/* biome-ignore lint/a11y/useFocusableInteractive: a progress bar is read-only; the file row says the rest */}
            <div
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={row.progress}
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-lavender-100"
            >
              <div
                className={`h-full rounded-full transition-[width] duration-200 ${row.status === 'error' ? 'bg-danger' : 'bg-night-600'}`}
                style={{ width: `${row.progress}%` }}
              />
            </div>
            {row.error && (
              <p role="alert" className="mt-1.5 text-sm font-medium text-danger">
                {row.error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
