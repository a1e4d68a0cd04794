import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { RetrySessionButton, sessionCopy } from '../../auth';
import { OfflineLibrary } from '../../library';
import { useDownloads } from '../../offline';
import { unreachableCopy as copy } from '../content';

/**
 * The panel when the service cannot be reached (offline, as the installed app opens on a plane):
 * Mi Biblioteca lists what was downloaded and plays it; any other page says it needs the
 * connection (or, online, that the service did not answer), and leads to the downloads.
 */
export function OfflinePanel() {
  const { pathname } = useLocation();
  const onLibrary = pathname.toLowerCase().startsWith(paths.panel.library.path);
  return (
    <div className="surface-light min-h-[60vh] bg-sand-50 text-night-900">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        {onLibrary ? (
          <>
            <OfflineLibrary />
            <RetrySessionButton className="self-start" />
          </>
        ) : (
          <NeedsNetwork />
        )}
      </div>
    </div>
  );
}

function NeedsNetwork() {
  const heading = useRef<HTMLHeadingElement>(null);
  const { records } = useDownloads();
  const hasDownloads = Object.keys(records).length > 0;
  // Without a connection the device says so; with one, the service itself did not answer.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const title = offline ? copy.needsNetworkTitle : sessionCopy.unreachableTitle;
  const text = offline ? copy.needsNetworkText : sessionCopy.unreachableText;
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alert" aria-labelledby="needs-network-title" className="flex flex-col items-start gap-4">
      <WifiOff className="size-8 text-night-700" strokeWidth={1.8} aria-hidden="true" />
      <h1
        id="needs-network-title"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-semibold focus:outline-none sm:text-4xl"
      >
        {title}
      </h1>
      <p className="max-w-xl text-ink-soft">{text}</p>
      <div className="flex flex-wrap gap-3">
        <RetrySessionButton />
        {hasDownloads && (
          <Link to={paths.panel.library.href()} className={buttonClasses({ variant: 'outline' })}>
            {copy.listenDownloads}
          </Link>
        )}
      </div>
    </section>
  );
}
