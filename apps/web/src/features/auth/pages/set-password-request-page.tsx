import { es } from '@sanarte/shared';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthShell } from '../components/auth-shell';
import { EmailRequestForm } from '../components/email-request-form';
import { sessionCopy, setRequestCopy } from '../content';
import { useAuth } from '../hooks';
import { isTemporaryFlagSet, isTemporaryUser } from '../redirects';

/**
 * /loginSetPassword: the e-mail form that sends the set-password
 * link. Signed-in users may stay only in temporary mode; anyone else signed in goes home.
 */
export function SetPasswordRequestPage() {
  useDocumentTitle(setRequestCopy.pageTitle);
  const { sessionChecked, isAuthenticated, user } = useAuth();
  const [sent, setSent] = useState<string | null>(null);

  if (!sessionChecked) return <PageLoading label={sessionCopy.checking} />;
  if (isAuthenticated && !isTemporaryFlagSet() && !isTemporaryUser(user)) {
    return <Navigate to={paths.home.href()} replace />;
  }

  return (
    <AuthShell title={es.password.setTitle} intro={setRequestCopy.intro}>
      {sent ? (
        <div className="flex flex-col gap-6">
          <Alert tone="success">{sent}</Alert>
          <Link to={paths.home.href()} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            {setRequestCopy.backHome}
          </Link>
        </div>
      ) : (
        <EmailRequestForm
          purpose="set"
          submitLabel={setRequestCopy.submit}
          busyLabel={setRequestCopy.sending}
          formLabel={setRequestCopy.formLabel}
          defaultEmail={user?.email ?? ''}
          onSent={(message) => {
            toast.success(message);
            setSent(message);
          }}
        />
      )}
    </AuthShell>
  );
}
