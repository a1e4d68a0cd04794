import { TIMINGS, es } from '@sanarte/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { clearMiniSelection, readMiniSelection } from '../../../lib/mini-selection';
import { forgetPromotionCode } from '../../../lib/promotion-code';
import { useCountdown } from '../../../lib/use-countdown';
import { refreshCurrentUser, updateUser } from '../../auth';
import { type VerifyError, type VerifyRequest, useVerifyPaymentSessionMutation } from '../api';
import { ErrorIcon, SpinnerIcon, StatusCard, SuccessIcon } from '../components/status-card';
import { paymentCopy as copy } from '../content';
import { useThunkDispatch } from '../hooks';

type Phase = { kind: 'verifying' } | { kind: 'success' } | { kind: 'error'; message: string };

/**
 * Pauses between verification attempts while the payment record is still pending (the browser can
 * come back before the provider's webhook settles the session): about 5 s in all.
 */
const RETRY_DELAYS_MS = [500, 1000, 1500, 2000];

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

const isPending = (error: unknown) => {
  const e = error as Partial<VerifyError> | null;
  return e?.status === 402 && e.paymentStatus === 'intent_created';
};

/**
 * /payment-success and /paymentSuccess: 'Verificando tu
 * pago...', then the session id (`session_id`, or PayPal's `subscription_id`) and up to two chosen
 * theme ids are verified. Success refreshes the
 * user, forgets the chosen themes, shows 'Pago exitoso' and goes to '/' after 3 s; failure shows
 * the server's message or the spec's fallback.
 */
export function PaymentSuccessPage() {
  useDocumentTitle(copy.pageTitle);
  const [params] = useSearchParams();
  // The card checkout returns with `session_id`; PayPal's approval with `subscription_id` (and its
  // own `ba_token` and `token`, not needed here): that is the id the server verifies.
  const sessionId = params.get('session_id')?.trim() || params.get('subscription_id')?.trim() || '';
  const navigate = useNavigate();
  const dispatch = useThunkDispatch();
  const [verify] = useVerifyPaymentSessionMutation();
  const [phase, setPhase] = useState<Phase>(() =>
    sessionId ? { kind: 'verifying' } : { kind: 'error', message: es.checkout.missingSession },
  );
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const key = `${sessionId}:${attempt}`;
    if (!sessionId || started.current === key) {
      return () => {
        alive.current = false;
      };
    }
    started.current = key;

    void (async () => {
      const [themeId1, themeId2] = readMiniSelection();
      const body: VerifyRequest = {
        sessionId,
        ...(themeId1 ? { themeId1 } : {}),
        ...(themeId2 ? { themeId2 } : {}),
      };
      for (let i = 0; ; i += 1) {
        try {
          const answer = await verify(body).unwrap();
          const refreshed = await dispatch(refreshCurrentUser());
          if (!refreshed && answer.data?.user) dispatch(updateUser(answer.data.user));
          clearMiniSelection();
          forgetPromotionCode();
          if (alive.current) setPhase({ kind: 'success' });
          return;
        } catch (err) {
          const delay = RETRY_DELAYS_MS[i];
          if (delay !== undefined && isPending(err)) {
            await sleep(delay);
            if (!alive.current) return;
            continue;
          }
          if (alive.current)
            setPhase({
              kind: 'error',
              // The server's message; without one, the spec's fallback; no answer: the session could not be verified.
              message: errorMessage(err, es.checkout.verifyFailed, () => es.checkout.verifyError),
            });
          return;
        }
      }
    })();

    return () => {
      alive.current = false;
    };
  }, [sessionId, attempt, verify, dispatch]);

  if (phase.kind === 'success')
    return <PaymentDone onDone={() => navigate(paths.home.href(), { replace: true })} />;

  if (phase.kind === 'error') {
    return (
      <StatusCard title={copy.failureTitle} icon={<ErrorIcon />}>
        <p role="alert" className="font-semibold text-danger">
          {phase.message}
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
          {sessionId && (
            <Button
              onClick={() => {
                setPhase({ kind: 'verifying' });
                setAttempt((n) => n + 1);
              }}
            >
              {copy.retry}
            </Button>
          )}
          <Link to={paths.panel.subscription.href()} className={buttonClasses({ variant: 'outline' })}>
            {copy.goSubscription}
          </Link>
          <HomeLink />
        </div>
      </StatusCard>
    );
  }

  return (
    <StatusCard title={es.checkout.verifying} icon={<SpinnerIcon />}>
      <output className="block">{copy.verifyingHint}</output>
    </StatusCard>
  );
}

/** 'Pago exitoso', then home after 3 s, with the links to go on at once. */
function PaymentDone({ onDone }: { onDone: () => void }) {
  const left = useCountdown(true, TIMINGS.redirectAfterMs, onDone);

  return (
    <StatusCard title={es.checkout.success} icon={<SuccessIcon />}>
      <output className="block text-lg font-semibold text-night-900">{copy.successTitle}</output>
      <p>{copy.successHint(Math.max(left, 1))}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        <Link to={paths.panel.library.href()} className={buttonClasses()}>
          {copy.goLibrary}
        </Link>
        <HomeLink />
      </div>
    </StatusCard>
  );
}

/** 'Ir al inicio', the last way out of both the failure and the success card. */
function HomeLink() {
  return (
    <Link to={paths.home.href()} className={buttonClasses({ variant: 'outline' })}>
      {copy.goHome}
    </Link>
  );
}
