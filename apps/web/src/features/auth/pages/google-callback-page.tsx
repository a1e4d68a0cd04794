import { TIMINGS, es } from '@sanarte/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { local, storageKeys } from '../../../lib/storage';
import { useCountdown } from '../../../lib/use-countdown';
import { authApi, userOf } from '../api';
import { loginSuccess } from '../auth-slice';
import { AuthShell } from '../components/auth-shell';
import { googleCopy } from '../content';
import { useAuthDispatch } from '../hooks';
import { takeLoginRedirect } from '../redirects';

type Phase = 'working' | 'error' | 'inactive';

/**
 * /login/token/callback: reads code, state and error. A
 * cancelled or missing code shows the error and returns to /login after 3 s; an inactive account
 * gets the contact message; an unverified one goes to /email-verification; otherwise the stored
 * login redirect or '/'.
 */
export function GoogleCallbackPage() {
  useDocumentTitle(googleCopy.callbackPageTitle);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAuthDispatch();
  const [phase, setPhase] = useState<Phase>('working');
  const [message, setMessage] = useState('');
  const started = useRef(false);

  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error');

  useEffect(() => {
    // The code is single use: exchange it once, even when React runs effects twice.
    if (started.current) return;
    started.current = true;
    const fail = (text: string) => {
      local.remove(storageKeys.googleOrigin);
      setMessage(text);
      setPhase('error');
    };
    if (providerError) {
      fail(providerError === 'access_denied' ? es.google.cancelled : es.google.authError);
      return;
    }
    if (!code) {
      fail(es.google.noCode);
      return;
    }
    if (!state) {
      fail(es.google.processError);
      return;
    }
    void (async () => {
      const result = await dispatch(
        authApi.endpoints.googleCallback.initiate({ code, state }, { track: false }),
      );
      const user = result.data ? userOf(result.data) : null;
      if (!user) {
        const text = errorMessage(result.error, es.google.processError);
        if (isApiError(result.error) && result.error.status === 403 && text === es.google.contactAdmin) {
          local.remove(storageKeys.googleOrigin);
          setMessage(text);
          setPhase('inactive');
        } else fail(text);
        return;
      }
      if (!user.isActive) {
        local.remove(storageKeys.googleOrigin);
        setMessage(es.google.contactAdmin);
        setPhase('inactive');
        return;
      }
      dispatch(loginSuccess(user));
      const to = user.isVerified
        ? (takeLoginRedirect() ?? paths.home.href())
        : paths.emailVerification.href();
      local.remove(storageKeys.googleOrigin);
      navigate(to, { replace: true });
    })();
  }, [code, state, providerError, dispatch, navigate]);

  const secondsLeft = useCountdown(phase === 'error', TIMINGS.redirectAfterMs, () =>
    navigate(paths.login.href('login'), { replace: true }),
  );

  return (
    <AuthShell title={googleCopy.callbackTitle}>
      {phase === 'working' && (
        <div className="flex justify-center py-6 text-night-700">
          <Spinner label={googleCopy.callbackWorking} showLabel />
        </div>
      )}
      {phase !== 'working' && (
        <div className="flex flex-col gap-6">
          <Alert tone="error">{message}</Alert>
          {phase === 'error' && <p className="text-ink-soft">{googleCopy.redirectNotice(secondsLeft)}</p>}
          <Link to={paths.login.href('login')} replace className={buttonClasses({ className: 'w-full' })}>
            {googleCopy.backToLogin}
          </Link>
        </div>
      )}
    </AuthShell>
  );
}
