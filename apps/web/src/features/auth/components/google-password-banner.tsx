import { es } from '@sanarte/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { local, storageKeys } from '../../../lib/storage';
import { useRequestPasswordEmailMutation } from '../api';
import { clearError } from '../auth-slice';
import { googleCopy } from '../content';
import { useAuthDispatch } from '../hooks';

/**
 * Shown when a sign-in error says the account was created with Google: stores the e-mail, requests the set-password e-mail, clears the
 * error and goes to /email-verification.
 */
export function GooglePasswordBanner({ message, email }: { message: string; email: () => string }) {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [requestEmail, { isLoading }] = useRequestPasswordEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const setPassword = async () => {
    const address = email().trim();
    setFailure(null);
    local.set(storageKeys.passwordSetupEmail, address);
    try {
      const answer = await requestEmail({ email: address, purpose: 'set' }).unwrap();
      toast.success(answer.message ?? es.password.setEmailSent);
      dispatch(clearError());
      navigate(paths.emailVerification.href());
    } catch (err) {
      setFailure(errorMessage(err, es.password.sendError));
    }
  };

  return (
    <div
      role="alert"
      className="rounded-2xl bg-lavender-100 p-4 text-night-900 ring-1 ring-inset ring-night-700/15"
    >
      <p className="font-semibold">{message}</p>
      <p className="mt-2 text-sm text-ink-soft">{googleCopy.setPasswordBanner}</p>
      {failure && <p className="mt-2 text-sm font-semibold text-danger">{failure}</p>}
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        busy={isLoading}
        busyLabel={googleCopy.sending}
        onClick={() => void setPassword()}
      >
        {googleCopy.setPasswordButton}
      </Button>
    </div>
  );
}
