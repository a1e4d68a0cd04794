import { type UserSubscription, es, formatDate, formatMoney } from '@sanarte/shared';
import { CalendarClock, CalendarX, CircleCheck, Gift, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AlertRegion } from '../../../components/ui/alert-region';
import { Button, buttonClasses } from '../../../components/ui/button';
import { preloadModal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api';
import { refreshCurrentUser, updateUser, useAuth } from '../../auth';
import { paidUntil, planOf, renewalView, safePortalUrl } from '../../subscription';
import { useCancelRenewalMutation, usePortalSessionMutation, useResumeRenewalMutation } from '../api';
import { useThunkDispatch } from '../hooks';
import { CancelRenewalDialog } from './cancel-renewal-dialog';

/** A refused call's own message (the server explains a 4xx in Spanish), else `fallback`. */
function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && typeof error.status === 'number' && error.status < 500
    ? error.data.message
    : fallback;
}

type Busy = 'cancel' | 'resume' | 'portal' | null;

/**
 * The renewal part of the active subscription's card: 'Se renueva el …' or 'Finaliza el …', the
 * pending-payment notice with 'Actualizar tarjeta' (or, when the bank asks the customer to confirm
 * the renewal's charge, 'Confirma tu pago' with 'Confirmar el pago' to the provider's page), and 'Gestionar pago y facturas',
 * 'Cancelar renovación' (after a confirmation) or 'Reanudar suscripción'. Outcomes are announced
 * politely; failures at once.
 */
export function RenewalControls({ subscription }: { subscription: UserSubscription }) {
  const view = renewalView(subscription);
  const dispatch = useThunkDispatch();
  const { user } = useAuth();
  const [cancelRenewal] = useCancelRenewalMutation();
  const [resumeRenewal] = useResumeRenewalMutation();
  const [portalSession] = usePortalSessionMutation();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Back from the portal through the back/forward cache: the page is as it was left, busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy((now) => (now === 'portal' ? null : now));
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  /** The user again from the server; if that fails, the answer's subscription in its place. */
  const settle = async (updated: UserSubscription) => {
    if (await dispatch(refreshCurrentUser())) return;
    if (!user || updated?._id !== subscription._id) return;
    dispatch(
      updateUser({
        activeSubscription: updated,
        subscriptions: user.subscriptions.map((s) => (s._id === updated._id ? updated : s)),
      }),
    );
  };

  const start = (what: Exclude<Busy, null>) => {
    setBusy(what);
    setDone(null);
    setFailure(null);
  };

  /** Runs a renewal call as `what`: busy meanwhile; a refusal's message goes to `fail`. */
  const run = async (
    what: 'cancel' | 'resume',
    call: () => Promise<void>,
    fail: (message: string) => void,
  ) => {
    start(what);
    try {
      await call();
    } catch (err) {
      fail(failureMessage(err, es.billing.actionFailed));
    } finally {
      setBusy(null);
    }
  };

  const confirmCancel = () => {
    setDialogError(null);
    return run(
      'cancel',
      async () => {
        const answer = await cancelRenewal().unwrap();
        await settle(answer.data);
        setConfirming(false);
        setDone(es.billing.cancelled(formatDate(answer.data?.endDate ?? subscription.endDate)));
      },
      setDialogError,
    );
  };

  const resume = () =>
    run(
      'resume',
      async () => {
        const answer = await resumeRenewal().unwrap();
        await settle(answer.data);
        const next = answer.data?.renewsAt ?? answer.data?.endDate ?? subscription.endDate;
        setDone(es.billing.resumed(formatDate(next)));
      },
      setFailure,
    );

  const openPortal = async () => {
    start('portal');
    try {
      const answer = await portalSession().unwrap();
      const url = safePortalUrl(answer.url, window.location.origin);
      if (!url) throw new Error('portal address');
      // Stays busy: the browser is leaving for the portal.
      window.location.assign(url);
    } catch (err) {
      setFailure(failureMessage(err, es.billing.portalFailed));
      setBusy(null);
    }
  };

  const toggle = view.canCancel || view.canResume;
  const actions = view.canManage || toggle;
  const endDate = formatDate(subscription.endDate);

  if (subscription.complimentary) {
    const { until } = subscription.complimentary;
    return (
      <div className="mt-4 first:mt-0">
        <p className="flex items-center gap-2.5 text-lg font-semibold text-white">
          <Gift aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
          <span>{until ? es.billing.compUntil(formatDate(until)) : es.billing.compOpenEnded}</span>
        </p>
        <p className="mt-1 text-sm text-lavender-200">{es.billing.compNote}</p>
      </div>
    );
  }

  // Margins rather than a gap: the live regions are always there, empty until something happens.
  return (
    <div>
      {view.line && (
        <div className="mt-4 first:mt-0">
          <p className="flex items-center gap-2.5 text-lg font-semibold text-white">
            {view.line.kind === 'renews' ? (
              <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
            ) : (
              <CalendarX aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
            )}
            <span>
              {view.line.kind === 'renews'
                ? es.billing.renewsOn(formatDate(view.line.date))
                : es.billing.endsOn(formatDate(view.line.date))}
            </span>
          </p>
          {view.oneOff && <p className="mt-1 text-sm text-lavender-200">{es.billing.notRenewing}</p>}
        </div>
      )}

      {view.paymentAction && (
        <div className="mt-4 flex flex-col items-start gap-4 rounded-2xl bg-accent-400/15 p-4 ring-1 ring-inset ring-accent-400/60 first:mt-0 sm:p-5">
          <div role="alert" className="flex gap-3">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
            <div>
              <p className="font-display text-lg font-semibold text-accent-300">{es.billing.actionTitle}</p>
              <p className="mt-1 text-lavender-50">
                {es.billing.actionText(
                  formatMoney(planOf(subscription).price, planOf(subscription).currency),
                  endDate,
                )}
              </p>
            </div>
          </div>
          <a href={view.paymentAction} className={buttonClasses({ variant: 'primary' })}>
            {es.billing.actionButton}
          </a>
        </div>
      )}

      {view.pending && !view.paymentAction && (
        <div className="mt-4 flex flex-col items-start gap-4 rounded-2xl bg-accent-400/15 p-4 ring-1 ring-inset ring-accent-400/60 first:mt-0 sm:p-5">
          <div role="alert" className="flex gap-3">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
            <div>
              <p className="font-display text-lg font-semibold text-accent-300">{es.billing.pendingTitle}</p>
              <p className="mt-1 text-lavender-50">{es.billing.pendingUntil(endDate)}</p>
            </div>
          </div>
          <Button onClick={openPortal} busy={busy === 'portal'} disabled={busy !== null}>
            {es.billing.updateCard}
          </Button>
        </div>
      )}

      {actions && (
        <div className="mt-5 flex flex-col gap-3 first:mt-0 sm:flex-row sm:flex-wrap">
          {view.canManage && (
            <Button
              variant="secondary"
              onClick={openPortal}
              busy={busy === 'portal'}
              disabled={busy !== null}
            >
              {es.billing.managePayment}
            </Button>
          )}
          {/* One button for both, so focus stays on it when cancelling turns it into resuming. */}
          {toggle && (
            <Button
              key="renewal"
              variant={view.canResume ? 'primary' : 'secondary'}
              onClick={
                view.canResume
                  ? resume
                  : () => {
                      setDialogError(null);
                      setConfirming(true);
                    }
              }
              onPointerEnter={view.canCancel ? preloadModal : undefined}
              onFocus={view.canCancel ? preloadModal : undefined}
              aria-haspopup={view.canCancel ? 'dialog' : undefined}
              busy={busy === 'resume'}
              disabled={busy !== null}
            >
              {view.canResume ? es.billing.resume : es.billing.cancelRenewal}
            </Button>
          )}
        </div>
      )}

      {(actions || view.pending) && (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: a live notice, not the result of a form (<output>) */}
          <div role="status">
            {done && (
              <p className="mt-4 flex items-start gap-2.5 font-semibold text-lavender-50">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                <span>{done}</span>
              </p>
            )}
          </div>
          <AlertRegion message={failure} className="mt-4" />
        </>
      )}

      <CancelRenewalDialog
        open={confirming}
        onOpenChange={setConfirming}
        accessUntil={paidUntil(subscription)}
        busy={busy === 'cancel'}
        error={dialogError}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
