import { type PlanDto, es } from '@sanarte/shared';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
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

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}
