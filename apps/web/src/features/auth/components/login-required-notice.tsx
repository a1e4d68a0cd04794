import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { sessionCopy as copy } from '../content';
import { useAuth } from '../hooks';
import { NoticeBanner } from './notice-banner';

/** Navigation state the guards leave on '/' when they send a signed-out visitor there. */
export type LoginRequiredState = { loginRequired?: boolean };

/**
 * On '/', after a guard sent a signed-out visitor there: why ('Inicia sesión para continuar') and
 * the login button; after login the stored path (loginRedirect) takes them back.
 */
export function LoginRequiredNotice() {
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const required = (location.state as LoginRequiredState | null)?.loginRequired === true;
  if (!required || isAuthenticated) return null;
  return (
    <NoticeBanner
      id="login-required-title"
      title={copy.loginRequiredTitle}
      text={copy.loginRequiredText}
      action={
        <Link to={paths.login.href('login')} className={buttonClasses({ className: 'shrink-0' })}>
          {copy.loginRequiredButton}
        </Link>
      }
    />
  );
}
