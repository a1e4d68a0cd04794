import { es } from '@sanarte/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthShell } from '../../auth';
import { useConfirmAccountDeletionMutation } from '../privacy/api';
import { dangerSolid } from '../privacy/section';
import { useSignOutAfterDeletion } from '../privacy/use-sign-out-after-deletion';

/**
 * /eliminar-cuenta?token=…, the e-mailed link of accounts without a password. Nothing happens on
 * arrival (mail scanners open links): the account is deleted only when the person presses the
 * button; then this browser signs out and goes home with the farewell. A link without a token, or
 * one the server refuses, says so with the way home; any other failure keeps the button to retry.
 */
export function AccountDeletionPage() {
  useDocumentTitle(`Sanarte | ${es.privacy.confirmPageTitle}`);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirm, { isLoading }] = useConfirmAccountDeletionMutation();
  const signOut = useSignOutAfterDeletion();
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onConfirm() {
    setFailure(null);
    try {
      const answer = await confirm({ token }).unwrap();
      await signOut(answer.message || es.privacy.deleted);
    } catch (err) {
      if (isApiError(err) && err.status === 400) setInvalid(true);
      else setFailure(errorMessage(err, es.privacy.deleteFailed));
    }
  }

  if (!token || invalid) {
    return (
      <AuthShell title={es.privacy.confirmPageTitle}>
        <div className="flex flex-col gap-6">
          <Alert tone="error">{es.privacy.confirmInvalid}</Alert>
          <Link to={paths.home.href()} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            {es.privacy.backHome}
          </Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={es.privacy.confirmPageTitle} intro={<p>{es.privacy.confirmPageText}</p>}>
      <div className="flex flex-col gap-5">
        <p className="text-sm text-ink-soft">{es.privacy.deleteText}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button
          size="lg"
          className={`w-full ${dangerSolid}`}
          onClick={onConfirm}
          busy={isLoading}
          busyLabel={es.privacy.deleting}
        >
          {es.privacy.deleteConfirm}
        </Button>
        <Link to={paths.home.href()} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
          {es.privacy.keepAccount}
        </Link>
      </div>
    </AuthShell>
  );
}
