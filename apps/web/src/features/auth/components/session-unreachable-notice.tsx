import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { sessionCopy as copy } from '../content';
import { useAuth } from '../hooks';
import { NoticeBanner } from './notice-banner';
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
    <NoticeBanner
      alert
      id="session-unreachable-title"
      title={copy.unreachableTitle}
      text={copy.unreachableText}
      action={<RetrySessionButton className="shrink-0" />}
    />
  );
}
