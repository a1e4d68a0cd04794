import { es, formatDate } from '@sanarte/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage, isApiError } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { type SessionUser, refreshCurrentUser } from '../../auth';
import { paidUntil } from '../../subscription';
import { useThunkDispatch } from '../hooks';
import { useDeleteMyAccountMutation } from './api';
import { dangerSolid } from './section';

const passwordSchema = z.object({ password: z.string().min(1, es.privacy.passwordRequired) });

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser;
  /** The account is gone: sign out (the message to show comes from the server). */
  onDeleted: (message: string) => void;
  /** A confirmation link went to the inbox (accounts without a password). */
  onConfirmationSent: (message: string) => void;
};

/**
 * «¿Eliminar tu cuenta definitivamente?»: what is lost (and, with an active subscription, that it
 * ends now), then the confirmation. With a password the person types it; without one the server
 * e-mails a link instead. A refusal stays in the dialog with everything typed; while the call runs
 * the dialog cannot be closed.
 */
export function DeleteAccountDialog({ open, onOpenChange, user, onDeleted, onConfirmationSent }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={es.privacy.deleteConfirmTitle}
      description={es.privacy.deleteConfirmText}
      closeLabel={es.common.close}
    >
      {open && (
        <DeleteAccountContent
          user={user}
          onBusyChange={setBusy}
          onCancel={() => onOpenChange(false)}
          onDeleted={onDeleted}
          onConfirmationSent={onConfirmationSent}
        />
      )}
    </Modal>
  );
}

function DeleteAccountContent({
  user,
  onBusyChange,
  onCancel,
  onDeleted,
  onConfirmationSent,
}: {
  user: SessionUser;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onDeleted: (message: string) => void;
  onConfirmationSent: (message: string) => void;
}) {
  const dispatch = useThunkDispatch();
  const [deleteMyAccount, { isLoading }] = useDeleteMyAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useZodForm(passwordSchema, { password: '' });

  useEffect(() => onBusyChange(isLoading), [isLoading, onBusyChange]);

  /** Sends the deletion; answers what the server refused (status and message), or null. */
  async function send(password: string | undefined): Promise<{ status: unknown; message: string } | null> {
    setFailure(null);
    try {
      const answer = await deleteMyAccount(password === undefined ? {} : { password }).unwrap();
      if (answer.status === 'deleted') onDeleted(answer.message || es.privacy.deleted);
      else {
        const message = answer.message || es.privacy.confirmationSent(user.email);
        setSent(message);
        onConfirmationSent(message);
      }
      return null;
    } catch (err) {
      return {
        status: isApiError(err) ? err.status : null,
        message: errorMessage(err, es.privacy.deleteFailed),
      };
    }
  }

  const withPassword = handleSubmit(async ({ password }) => {
    const refused = await send(password);
    if (!refused) return;
    if (refused.status === 403 && refused.message === es.privacy.wrongPassword) {
      setError('password', { type: 'server', message: refused.message });
      setFocus('password');
    } else if (refused.status === 400) {
      setError('password', { type: 'server', message: refused.message });
      setFocus('password');
    } else setFailure(refused.message);
  });

  async function withLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = await send(undefined);
    if (!refused) return;
    setFailure(refused.message);
    // The account has a password after all (set since this page loaded): ask for it instead.
    if (refused.status === 400) void dispatch(refreshCurrentUser());
  }

  if (sent) return <LinkSent message={sent} onClose={onCancel} />;

  const subscription = user.activeSubscription;
  return (
    <form noValidate onSubmit={user.hasPassword ? withPassword : withLink} className="flex flex-col gap-5">
      {subscription && (
        <p className="rounded-2xl bg-danger-soft px-4 py-3 text-sm font-semibold text-danger ring-1 ring-inset ring-danger/30">
          {es.privacy.deleteConfirmSubscription(formatDate(paidUntil(subscription)))}
        </p>
      )}
      {user.hasPassword ? (
        <PasswordField
          label={es.privacy.passwordLabel}
          hint={es.privacy.passwordHint}
          error={errors.password?.message}
          register={() => register('password')}
          autoComplete="current-password"
          showLabel={es.privacy.showPassword}
          hideLabel={es.privacy.hidePassword}
        />
      ) : (
        <p className="text-night-900">{es.privacy.noPasswordHint}</p>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-col gap-3">
        <Button variant="outline" onClick={onCancel} disabled={isLoading}>
          {es.privacy.keepAccount}
        </Button>
        <Button
          type="submit"
          busy={isLoading}
          busyLabel={user.hasPassword ? es.privacy.deleting : es.privacy.sending}
          className={dangerSolid}
        >
          {user.hasPassword ? es.privacy.deleteConfirm : es.privacy.sendConfirmation}
        </Button>
      </div>
    </form>
  );
}

/** The link is on its way: the message (read first: focus goes to it) and the way out. */
function LinkSent({ message, onClose }: { message: string; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="flex flex-col gap-5">
      <div ref={ref} tabIndex={-1} className="rounded-2xl focus:outline-none">
        <Alert tone="success">{message}</Alert>
      </div>
      <Button onClick={onClose}>{es.common.close}</Button>
    </div>
  );
}
