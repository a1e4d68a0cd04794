import { Info } from 'lucide-react';
import { CloseButton } from '../../../components/ui/close-button';
import { offlineCopy as copy } from '../content';
import { useDownloads } from '../use-downloads';

/** The downloads taken off the device (licence over, revoked), each dismissable. */
export function DownloadNotices() {
  const { notices, manager } = useDownloads();
  if (notices.length === 0) return null;
  return (
    <ul aria-label={copy.notices} className="flex flex-col gap-2">
      {notices.map((notice, index) => (
        <li
          // Notices are texts that may repeat: their place tells them apart.
          key={`${index}-${notice}`}
          className="flex items-start gap-2 rounded-2xl bg-lavender-100 py-2 pl-4 pr-1 text-sm text-night-900 ring-1 ring-inset ring-night-700/15"
        >
          <Info className="mt-1 size-4 shrink-0 text-night-600" aria-hidden="true" />
          {/* biome-ignore lint/a11y/useSemanticElements: a live notice, not the result of a form (<output>) */}
          <p role="status" className="min-w-0 flex-1 py-1">
            {notice}
          </p>
          <CloseButton
            label={copy.dismissNotice}
            onClick={() => manager.dismissNotice(index)}
            className="size-10 text-night-700 hover:bg-night-900/5"
          />
        </li>
      ))}
    </ul>
  );
}
