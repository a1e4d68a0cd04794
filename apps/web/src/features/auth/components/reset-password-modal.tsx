import { es } from '@sanarte/shared';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toasts';
import { resetRequestCopy } from '../content';
import { EmailRequestForm } from './email-request-form';

/**
 * The reset-password request: an e-mail form in a dialog over the login page;
 * success shows 'Se ha enviado un correo con las instrucciones para restablecer tu contraseña'
 * and closes it.
 */
export function ResetPasswordModal({
  open,
  onOpenChange,
  defaultEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={resetRequestCopy.title}
      description={resetRequestCopy.intro}
      closeLabel={es.common.close}
    >
      <EmailRequestForm
        purpose="reset"
        submitLabel={resetRequestCopy.submit}
        busyLabel={resetRequestCopy.sending}
        formLabel={resetRequestCopy.title}
        defaultEmail={defaultEmail}
        onSent={() => {
          toast.success(es.password.resetEmailSent);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
