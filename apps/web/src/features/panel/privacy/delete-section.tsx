import { CLIENT_ROLES, type Role, es } from '@sanarte/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { SessionUser } from '../../auth';
import { DeleteAccountDialog } from './delete-account-dialog';
import { PrivacySection, dangerOutline } from './section';
import { useSignOutAfterDeletion } from './use-sign-out-after-deletion';

/**
 * «Eliminar tu cuenta»: what deleting means, and the button that asks to confirm. Once deleted the
 * person is signed out and taken home; when a confirmation link was e-mailed instead, the notice
 * stays on the tab. Staff accounts are told who deletes them instead.
 */
export function DeleteSection({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const signOut = useSignOutAfterDeletion();

  // The team's accounts are deleted by an admin from the back-office (the server refuses it here).
  if (!(CLIENT_ROLES as readonly Role[]).includes(user.role)) {
    return (
      <PrivacySection title={es.privacy.deleteTitle} text={es.privacy.deleteText} tone="danger">
        <Alert tone="info">{es.privacy.staffSelfDelete}</Alert>
      </PrivacySection>
    );
  }

  return (
    <PrivacySection title={es.privacy.deleteTitle} text={es.privacy.deleteText} tone="danger">
      <div>
        <Button variant="outline" onClick={() => setOpen(true)} className={dangerOutline}>
          <Trash2 aria-hidden="true" className="size-5" strokeWidth={1.8} />
          {es.privacy.deleteButton}
        </Button>
      </div>
      {linkSent && !open && <Alert tone="info">{linkSent}</Alert>}
      <DeleteAccountDialog
        open={open}
        onOpenChange={setOpen}
        user={user}
        onDeleted={(message) => void signOut(message)}
        onConfirmationSent={setLinkSent}
      />
    </PrivacySection>
  );
}
