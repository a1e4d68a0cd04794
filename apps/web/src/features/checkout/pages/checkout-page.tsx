import { type PaymentMethod, type PlanDto, es, formatMoney } from '@sanarte/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { readMiniSelection } from '../../../lib/mini-selection';
import { forgetPromotionCode, isPromotionCodeError, storedPromotionCode } from '../../../lib/promotion-code';
import { type SessionUser, isTemporaryFlagSet, isTemporaryUser, useAuth } from '../../auth';
import { useCreateCheckoutSessionMutation, useLazyPaymentMethodsQuery, useLazyPlanBySlugQuery } from '../api';
import { ErrorIcon, SpinnerIcon, StatusCard } from '../components/status-card';
import { checkoutCopy as copy } from '../content';

/**
 * Where the purchase screen sends a user instead of buying:
 * temporary users set a password first; a user with an active subscription goes home, unless the
 * current plan is mini and the target is another plan (the upgrade: which plans may be bought over
 * a Mini — those of the whole catalogue — the server decides, and its refusal, «Plan activo», shows
 * as the error).
 */
export function checkoutRedirect(user: SessionUser | null, planSlug: string): string | null {
  if (isTemporaryUser(user) || isTemporaryFlagSet()) return paths.loginSetPassword.href();
  const active = user?.activeSubscription;
  if (active && !(active.plan?.slug === 'mini' && planSlug !== 'mini')) return paths.home.href();
  return null;
}

/** The hosted checkout's address: only http(s) addresses are followed. */
function safeCheckoutUrl(url: unknown): string | null {
  if (typeof url !== 'string' || !url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Whether this page was reached with the browser's back/forward buttons as the document's first
 * page (coming back from the hosted checkout): starting a new checkout then would trap the user
 * in a loop, so the page asks first.
 */
function arrivedByHistory(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward' && entry.name === window.location.href;
}

/**
 * /checkout/{planSlug}: gets the plan by slug, creates a checkout
 * session (with the two chosen themes for mini) and sends the browser to the returned address.
 * Shows 'Procesando tu solicitud...' meanwhile, and 'Error: ' with the message on failure, with a
 * retry and a way back to the plans.
 *
 * A promotion code goes with the checkout: a campaign link's (`?codigo=REYES`), else the one applied
 * in the pricing section (session storage). When the server refuses the code, the error offers
 * 'Continuar sin código', which forgets it and starts the checkout again without it.
 *
 * When the server offers PayPal beside the card (GET /api/payments/methods), the page first asks how
 * to pay ('Elige cómo pagar') and starts the checkout with the method chosen; retries keep it. With
 * the card only, or when the methods cannot be read, the card checkout starts at once, as before.
 */
export function CheckoutPage() {
  useDocumentTitle(copy.pageTitle);
  const { planSlug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const codeFromLink = searchParams.get('codigo')?.trim() || null;
  const { user } = useAuth();
  const [getPlan] = useLazyPlanBySlugQuery();
  const [getMethods] = useLazyPaymentMethodsQuery();
  const [createSession] = useCreateCheckoutSessionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  /** The failure is the server refusing the promotion code. */
  const [codeRefused, setCodeRefused] = useState(false);
  /** The buyer chose to go on without the code. */
  const [withoutCode, setWithoutCode] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState(arrivedByHistory);
  /** The way to pay the buyer chose; null: not asked (yet), the server's default (the card). */
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  /** The plan, while the buyer chooses how to pay it (the server offers PayPal too). */
  const [choosing, setChoosing] = useState<PlanDto | null>(null);
  /** The attempt already started: effects may run twice, the checkout starts once. */
  const started = useRef<string | null>(null);
  const alive = useRef(true);

  // Decided once, on arrival: a purchase completed elsewhere must not bounce this page meanwhile.
  const [redirect] = useState(() => checkoutRedirect(user, planSlug));

  useEffect(() => {
    alive.current = true;
    const key = `${planSlug}:${attempt}`;
    if (redirect || held || started.current === key) {
      return () => {
        alive.current = false;
      };
    }
    started.current = key;
    const promotionCode = withoutCode ? null : (codeFromLink ?? storedPromotionCode());

    /** The methods the server offers; unknown (an older server, no answer) is the card only. */
    const offered = async (): Promise<PaymentMethod[]> => {
      try {
        return await getMethods(undefined, true).unwrap();
      } catch {
        return ['card'];
      }
    };

    void (async () => {
      let plan: PlanDto | null;
      let methods: PaymentMethod[] | null;
      try {
        [plan, methods] = await Promise.all([getPlan(planSlug, true).unwrap(), method ? null : offered()]);
      } catch (err) {
        if (alive.current) setFailure(errorMessage(err, es.checkout.planNotFound));
        return;
      }
      if (!plan) {
        if (alive.current) setFailure(es.checkout.planNotFound);
        return;
      }
      if (methods?.includes('paypal')) {
        if (alive.current) setChoosing(plan);
        return;
      }
      try {
        const themeIds = plan.slug === 'mini' ? readMiniSelection() : [];
        const answer = await createSession({
          planId: plan._id,
          ...(plan.slug === 'mini' ? { themeIds } : {}),
          ...(promotionCode ? { promotionCode } : {}),
          ...(method ? { method } : {}),
        }).unwrap();
        const url = safeCheckoutUrl(answer.url);
        if (!url) throw new Error(es.checkout.sessionFailed);
        if (alive.current) window.location.assign(url);
      } catch (err) {
        if (!alive.current) return;
        setCodeRefused(promotionCode !== null && isPromotionCodeError(err));
        setFailure(errorMessage(err, es.checkout.sessionFailed));
      }
    })();

    return () => {
      alive.current = false;
    };
  }, [
    planSlug,
    attempt,
    redirect,
    held,
    method,
    getPlan,
    getMethods,
    createSession,
    codeFromLink,
    withoutCode,
  ]);

  // Restored from the back/forward cache after leaving for the hosted page: ask again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setHeld(true);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  if (redirect) return <Navigate to={redirect} replace />;

  if (held) {
    return (
      <StatusCard title={copy.resumeTitle}>
        <p>{copy.resumeText}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
          <Button
            onClick={() => {
              setFailure(null);
              setHeld(false);
              // Back from the hosted page: where PayPal is offered too, the buyer may now pick the other way.
              setMethod(null);
              setAttempt((n) => n + 1);
            }}
          >
            {copy.resume}
          </Button>
          <BackToPlans />
        </div>
      </StatusCard>
    );
  }

  if (failure) {
    const needsThemes = planSlug === 'mini' && failure === es.test.exactlyTwoThemes;
    return (
      <StatusCard title={copy.errorTitle} icon={<ErrorIcon />}>
        <p role="alert" className="font-semibold text-danger">
          {es.checkout.errorPrefix}
          {failure}
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
          {codeRefused && (
            <Button
              onClick={() => {
                forgetPromotionCode();
                setWithoutCode(true);
                setCodeRefused(false);
                setFailure(null);
                setAttempt((n) => n + 1);
              }}
            >
              {es.promotions.continueWithoutCode}
            </Button>
          )}
          {needsThemes ? (
            <Link to={paths.test.href({ mini: true })} className={buttonClasses()}>
              {copy.chooseMiniThemes}
            </Link>
          ) : (
            <Button
              variant={codeRefused ? 'outline' : 'primary'}
              onClick={() => {
                setFailure(null);
                setCodeRefused(false);
                setAttempt((n) => n + 1);
              }}
            >
              {copy.retry}
            </Button>
          )}
          <BackToPlans />
        </div>
      </StatusCard>
    );
  }

  if (choosing) {
    const promotionCode = withoutCode ? null : (codeFromLink ?? storedPromotionCode());
    return (
      <ChooseMethod
        plan={choosing}
        // With a code the hosted page shows what is paid; the plan's own price would mislead here.
        showPrice={!promotionCode}
        onChoose={(chosen) => {
          setMethod(chosen);
          setChoosing(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  return (
    <StatusCard title={copy.processingTitle} icon={<SpinnerIcon />}>
      <output className="block text-lg font-semibold text-night-900">{es.checkout.processing}</output>
      <p>{copy.processingHint}</p>
    </StatusCard>
  );
}

/**
 * 'Elige cómo pagar': the plan (name, and price unless a promotion code goes with the checkout) and
 * one button per way to pay, with what paying with PayPal means and the way back to the plans.
 */
function ChooseMethod({
  plan,
  showPrice,
  onChoose,
}: {
  plan: PlanDto;
  showPrice: boolean;
  onChoose: (method: PaymentMethod) => void;
}) {
  const hintId = useId();
  return (
    <StatusCard title={copy.chooseTitle}>
      <p className="[overflow-wrap:anywhere]">
        <span className="font-semibold text-night-900">{plan.name}</span>
        {showPrice && (
          <>
            {' · '}
            <span className="whitespace-nowrap font-semibold text-night-900">
              {formatMoney(plan.price, plan.currency || 'USD')}
            </span>
          </>
        )}
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
        <Button onClick={() => onChoose('card')}>{copy.payByCard}</Button>
        <Button onClick={() => onChoose('paypal')} aria-describedby={hintId}>
          {copy.payWithPaypal}
        </Button>
      </div>
      <p id={hintId} className="text-sm">
        {copy.paypalHint}
      </p>
      <div className="flex w-full flex-col sm:w-auto sm:flex-row sm:justify-center">
        <BackToPlans />
      </div>
    </StatusCard>
  );
}

/** 'Volver a los planes' (reads 'Ver los planes'): the way out of a held, failed or unchosen checkout. */
function BackToPlans() {
  return (
    <Link
      to={paths.panel.subscription.href({ plans: true })}
      className={buttonClasses({ variant: 'outline' })}
    >
      {copy.backToPlans}
    </Link>
  );
}
