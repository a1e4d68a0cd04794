import { Spinner } from './spinner';

/**
 * A page-sized loading state (route guards, lazy pages): a screen tall, so that what follows the
 * page (the site footer) stays below the fold until the page itself arrives, instead of being
 * painted in view and then pushed down (a layout shift of 0.42 on /panel/mis-tests).
 */
export function PageLoading({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center px-5 py-24 text-lavender-100">
      <Spinner label={label} showLabel />
    </div>
  );
}
