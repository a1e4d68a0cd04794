import { HardDrive } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { offlineCopy as copy } from '../content';
import type { StorageUsage } from '../downloads';
import { useDownloads } from '../use-downloads';
import { DownloadNotices } from './download-notices';

/**
 * «Mis descargas» at the top of the library: how many audios are kept, the space they take and the
 * space left, «Eliminar todas» (after a confirmation), and the notices of removed downloads. Where
 * the browser cannot keep downloads, one line says so. `quietWhenEmpty`: nothing at all while there
 * is nothing kept and nothing to tell (a library without a subscription).
 */
export function MyDownloads({ quietWhenEmpty = false }: { quietWhenEmpty?: boolean }) {
  const { ready, supported, records, notices, manager } = useDownloads();
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const headingId = useId();
  const count = Object.keys(records).length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the space used changes with the records.
  useEffect(() => {
    let live = true;
    if (ready && supported) {
      void manager.usage().then((next) => {
        if (live) setUsage(next);
      });
    }
    return () => {
      live = false;
    };
  }, [manager, ready, supported, records]);

  if (!ready) return null;
  if (!supported) {
    return quietWhenEmpty ? null : <p className="text-sm text-ink-soft">{copy.unsupported}</p>;
  }
  if (quietWhenEmpty && count === 0 && notices.length === 0) return null;

  const removeAll = async () => {
    setRemoving(true);
    try {
      await manager.removeAll();
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-lavender-100 text-night-700">
            <HardDrive className="size-5" strokeWidth={1.8} aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-night-900">
              {copy.myDownloads}
            </h2>
            {count === 0 ? (
              <p className="text-sm text-ink-soft">{copy.noDownloads}</p>
            ) : (
              <>
                <p className="text-sm font-semibold text-night-900">{copy.count(count)}</p>
                {usage && (
                  <p className="text-sm text-ink-soft">
                    {copy.size(usage.downloadsBytes)}
                    {usage.free !== null && ` · ${copy.free(usage.free)}`}
                  </p>
                )}
              </>
            )}
          </div>
        </div>
        {count > 0 && (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            {copy.removeAll}
          </Button>
        )}
      </div>
      <DownloadNotices />
      <Modal
        open={confirming}
        onOpenChange={(open) => !removing && setConfirming(open)}
        title={copy.confirmTitle}
        description={copy.confirmText}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={removing}>
            {copy.keep}
          </Button>
          <Button onClick={() => void removeAll()} busy={removing}>
            {copy.confirmRemoveAll}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
