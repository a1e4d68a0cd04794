import { es } from '@sanarte/shared';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { hideSessionExpiredModal } from '../auth-slice';
import { useAuthDispatch, useAuthSelector } from '../hooks';

/** 'Sesión Expirada': shown from the auth state, closable, 'Iniciar Sesión' goes to '/'. */
export function SessionExpiredModal() {
  const open = useAuthSelector((s) => s.auth.showSessionExpiredModal);
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) dispatch(hideSessionExpiredModal());
      }}
      title={es.session.expiredTitle}
      description={es.session.expiredText}
      closeLabel={es.common.close}
    >
      <Button
        className="w-full"
        onClick={() => {
          dispatch(hideSessionExpiredModal());
          navigate(paths.home.href());
        }}
      >
        {es.session.loginButton}
      </Button>
    </Modal>
  );
}
