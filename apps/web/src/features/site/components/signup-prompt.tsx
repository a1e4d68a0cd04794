import { type PlanDto, es } from '@sanarte/shared';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { GoogleMark } from '../../../components/ui/google-mark';
import { Modal } from '../../../components/ui/modal';
import { externalLinks, paths } from '../../../config/paths';
import { local, storageKeys } from '../../../lib/storage';
import { authApi, storeLoginRedirect } from '../../auth';
import { signupPrompt as copy } from '../content';
import { planDestination } from '../plan-rules';

type SignupPromptProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: PlanDto;
};

/**
 * 'Necesitas tener una cuenta': for a signed-out visitor on a paid
 * plan. Every way out first stores the post-login redirect (the checkout of the plan, or the mini
 * flow), then goes to login, sign-up or Google sign-in.
 */
export function SignupPrompt({ open, onOpenChange, plan }: SignupPromptProps) {
  const navigate = useNavigate();
  const { data: googleEnabled, isLoading } = authApi.useGoogleStatusQuery();
  const googleNoteId = useId();
  const googleAvailable = googleEnabled === true;
  const remember = () => storeLoginRedirect(planDestination(plan.slug));

  const go = (to: string) => {
    remember();
    onOpenChange(false);
    navigate(to);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={es.home.needAccount}
      description={plan.slug === 'mini' ? copy.miniText(plan.name) : copy.text(plan.name)}
      closeLabel={es.common.close}
    >
      <div className="flex flex-col gap-3">
        <Button size="lg" className="w-full" onClick={() => go(paths.login.href('login'))}>
          {copy.login}
        </Button>
        <Button size="lg" variant="outline" className="w-full" onClick={() => go(paths.login.href('signup'))}>
          {copy.signup}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="w-full"
          disabled={!googleAvailable}
          aria-describedby={!isLoading && !googleAvailable ? googleNoteId : undefined}
          onClick={() => {
            remember();
            local.set(storageKeys.googleOrigin, '1');
            window.location.assign(externalLinks.googleSignIn);
          }}
        >
          <GoogleMark />
          {copy.google}
        </Button>
        {!isLoading && !googleAvailable && (
          <p id={googleNoteId} className="text-center text-sm text-ink-soft">
            {es.google.notConfigured}
          </p>
        )}
      </div>
    </Modal>
  );
}
