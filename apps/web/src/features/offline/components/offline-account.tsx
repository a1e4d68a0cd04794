import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { offlineCopy as copy } from '../content';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
/** Whether the device says it has no connection (else: online, but the service did not answer). */
const useDeviceOffline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine === false,
    () => false,
  );

/**
 * The header's account area while someone is signed in on this device but the session cannot be
 * checked (the installed app opened offline, or the service not answering): the signed-in header,
 * never 'Iniciar sesión' and 'Suscribirme' — the session stands (docs/offline.md). The account's
 * name is not known without the service (nothing personal is kept on the device), so it says whose
 * it is by what it offers: the downloads, which play without a connection, and why the rest waits.
 */
export function OfflineAccount() {
  const offline = useDeviceOffline();
  return (
    <div className="flex items-center gap-2">
      <p className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-lavender-100 ring-1 ring-inset ring-lavender-200/40">
        <WifiOff className="size-4 shrink-0" aria-hidden="true" />
        {offline ? copy.offlineBadge : copy.unreachableBadge}
        <span className="sr-only">: {copy.sessionKept}</span>
      </p>
      <Link to={paths.panel.library.href()} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
        {copy.myDownloads}
      </Link>
    </div>
  );
}

/** The same in the mobile menu's panel, where the sign-in buttons would be. */
export function OfflineAccountLinks() {
  const offline = useDeviceOffline();
  return (
    <section
      aria-label={copy.accountTitle}
      className="rounded-2xl bg-white/[0.04] p-4 ring-1 ring-inset ring-white/10"
    >
      <p className="flex items-center gap-2 font-semibold text-white">
        <WifiOff className="size-5 shrink-0 text-lavender-200" aria-hidden="true" />
        {offline ? copy.offlineBadge : copy.unreachableBadge}
      </p>
      <p className="mt-2 text-sm text-lavender-200">{copy.sessionKept}</p>
      <Link
        to={paths.panel.library.href()}
        className={buttonClasses({ variant: 'primary', className: 'mt-4 w-full' })}
      >
        {copy.myDownloads}
      </Link>
    </section>
  );
}
