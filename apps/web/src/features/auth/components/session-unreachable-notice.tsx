import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { sessionCopy as copy } from '../content';
import { useAuth } from '../hooks';
import { RetrySessionButton } from './service-unavailable';

const GUARDED = [paths.panel.path, '/checkout', paths.admin.path];
const isGuarded = (pathname: string) =>
  GUARDED.some((base) => pathname === base || pathname.startsWith(`${base}/`));

/**
 * On the site's public pages, when the session check could not reach the service: a notice with
 * 'Intentar de nuevo' (the visitor may well be signed in). Guarded pages show the full message
 * instead (see guards.tsx).
 */
export function SessionUnreachableNotice() {
  const { pathname } = useLocation();
  const { sessionUnavailable, isAuthenticated } = useAuth();
  if (!sessionUnavailable || isAuthenticated || isGuarded(pathname)) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-8">
      <section
        role="alert"
        aria-labelledby="session-unreachable-title"
        className="surface-light flex flex-col items-start gap-4 rounded-3xl bg-sand-50 p-5 text-night-900 shadow-xl shadow-night-950/30 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div>
          <h2 id="session-unreachable-title" className="text-xl font-semibold sm:text-2xl">
            {copy.unreachableTitle}
          </h2>
          <p className="mt-1 text-ink-soft">{copy.unreachableText}</p>
        </div>
        <RetrySessionButton className="shrink-0" />
      </section>
    </div>
  );
}
