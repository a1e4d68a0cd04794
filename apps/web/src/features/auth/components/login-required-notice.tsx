import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { sessionCopy as copy } from '../content';
import { useAuth } from '../hooks';

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
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-8">
      <section
        aria-labelledby="login-required-title"
        className="surface-light flex flex-col items-start gap-4 rounded-3xl bg-sand-50 p-5 text-night-900 shadow-xl shadow-night-950/30 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div>
          <h2 id="login-required-title" className="text-xl font-semibold sm:text-2xl">
            {copy.loginRequiredTitle}
          </h2>
          <p className="mt-1 text-ink-soft">{copy.loginRequiredText}</p>
        </div>
        <Link to={paths.login.href('login')} className={buttonClasses({ className: 'shrink-0' })}>
          {copy.loginRequiredButton}
        </Link>
      </section>
    </div>
  );
}
