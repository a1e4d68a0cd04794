import { es, trialContinueSchema, trialRegisterFormSchema } from '@sanarte/shared';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/email-field';
import { Field, Input } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { TermsCheckbox } from '../../../components/ui/terms-checkbox';
import { isApiError } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { useTrialContinueMutation, useTrialRegisterMutation } from '../api';
import { trialModal as copy } from '../content';
import { dataNotice } from '../content/data-notice';
import { useStartTrialSession } from '../use-trial-session';
import { DataProtectionNotice } from './data-protection-notice';

export type TrialMode = 'audio' | 'test';
type Step = 'select' | 'register' | 'continue';

type TrialModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'audio': the free trial audio (register or continue); 'test': the wellbeing test (register only). */
  mode: TrialMode;
  /** The trial plan's name: the modal's title in audio mode ('Accede a …') and the success toast. */
  planName: string;
};

const choiceClass =
  'flex w-full flex-col items-start gap-0.5 rounded-2xl bg-white px-5 py-4 text-left ring-1 ring-inset ' +
  'ring-night-700/20 transition-colors hover:bg-lavender-50 hover:ring-night-600/50';

/**
 * The trial / test access modal: steps select → register (new) or
 * continue (an existing trial; audio mode only). In audio mode it is the data-capture modal titled
 * 'Accede a' + the plan name. After success the session is marked temporary, the visitor is signed
 * in by e-mail, thanked, and sent to /test (or /email-verification while unverified).
 */
export function TrialModal({ open, onOpenChange, mode, planName }: TrialModalProps) {
  const [step, setStep] = useState<Step>('select');
  const title = mode === 'audio' ? `${es.home.accessTo} ${planName}` : copy.testTitle;
  const description =
    step === 'register'
      ? copy.registerText
      : step === 'continue'
        ? copy.continueText
        : mode === 'audio'
          ? copy.audioSelectText
          : copy.testSelectText;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={es.common.close}
    >
      {step === 'select' && <SelectStep mode={mode} onChoose={setStep} />}
      {step === 'register' && (
        <RegisterStep
          planName={planName}
          onBack={() => setStep('select')}
          onDone={() => onOpenChange(false)}
        />
      )}
      {step === 'continue' && mode === 'audio' && (
        <ContinueStep
          planName={planName}
          onBack={() => setStep('select')}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

/** One way into the trial: its name, and a hint that describes the button. */
function ChoiceButton({ label, hint, onClick }: { label: string; hint: string; onClick: () => void }) {
  const hintId = useId();
  return (
    <button type="button" className={choiceClass} aria-describedby={hintId} onClick={onClick}>
      <span className="font-semibold text-night-900">{label}</span>
      <span id={hintId} className="text-sm text-ink-soft">
        {hint}
      </span>
    </button>
  );
}

function SelectStep({ mode, onChoose }: { mode: TrialMode; onChoose: (step: Step) => void }) {
  if (mode === 'test') {
    return (
      <Button size="lg" className="w-full" onClick={() => onChoose('register')}>
        {copy.newTest}
      </Button>
    );
  }
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-night-900">{copy.chooseLabel}</legend>
      <div className="flex flex-col gap-3">
        <ChoiceButton label={copy.newTrial} hint={copy.newTrialHint} onClick={() => onChoose('register')} />
        <ChoiceButton
          label={copy.continueTrial}
          hint={copy.continueHint}
          onClick={() => onChoose('continue')}
        />
      </div>
    </fieldset>
  );
}

type StepProps = { planName: string; onBack: () => void; onDone: () => void };

function RegisterStep({ planName, onBack, onDone }: StepProps) {
  const [trialRegister] = useTrialRegisterMutation();
  const startSession = useStartTrialSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useZodForm(
    trialRegisterFormSchema,
    { name: '', lastName: '', email: '', acceptTerms: false },
    'onSubmit',
  );
  // Typing in a field clears its error.
  const clearing = (field: 'name' | 'lastName' | 'email' | 'acceptTerms') => ({
    onChange: () => clearErrors(field),
  });

  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ name, lastName, email }) => {
    setFailure(null);
    try {
      await trialRegister({ name, lastName, email }).unwrap();
    } catch (err) {
      setFailure(
        isApiError(err) && typeof err.status === 'number' && err.status < 500
          ? err.data.message
          : es.trial.processError,
      );
      return;
    }
    // A new registration signs this browser in once. An address that already had an account
    // does not: its owner got an e-mail to go on from there.
    const ok = await startSession(email, planName);
    if (ok) onDone();
    else setSentTo(email);
  });

  if (sentTo) return <LinkSent email={sentTo} message={es.trial.registeredElsewhere} onBack={onBack} />;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={copy.formLabelRegister} className="flex flex-col gap-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={copy.name} required error={errors.name?.message}>
          {(p) => <Input {...p} {...register('name', clearing('name'))} autoComplete="given-name" />}
        </Field>
        <Field label={copy.lastName} required error={errors.lastName?.message}>
          {(p) => <Input {...p} {...register('lastName', clearing('lastName'))} autoComplete="family-name" />}
        </Field>
      </div>
      <EmailField
        label={copy.email}
        error={errors.email?.message}
        register={() => register('email', clearing('email'))}
      />
      <TermsCheckbox
        register={() => register('acceptTerms', clearing('acceptTerms'))}
        error={errors.acceptTerms?.message}
      />
      <StepActions busy={isSubmitting} submit={copy.submitRegister} onBack={onBack} />
      <DataProtectionNotice purpose={dataNotice.trial.purpose} basis={dataNotice.trial.basis} />
    </form>
  );
}

/** After asking for a link: where it went, and what to do with it. */
function LinkSent({ email, message, onBack }: { email: string; message: string; onBack: () => void }) {
  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      <Alert tone="success" title={es.trial.continueLinkTitle}>
        {message}
      </Alert>
      <p className="break-words text-sm text-ink-soft">{email}</p>
      <Button variant="outline" onClick={onBack}>
        {copy.back}
      </Button>
    </div>
  );
}

/** Continue an existing trial: a sign-in link goes to the inbox (the same answer for any address). */
function ContinueStep({ onBack }: StepProps) {
  const [trialContinue] = useTrialContinueMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useZodForm(trialContinueSchema, { email: '' }, 'onSubmit');

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const answer = await trialContinue({ email }).unwrap();
      setSent({ email, message: answer.message ?? es.trial.continueLinkSent });
    } catch (err) {
      setFailure(
        isApiError(err) && typeof err.status === 'number' && err.status < 500
          ? err.data.message
          : es.trial.processError,
      );
    }
  });

  if (sent) return <LinkSent email={sent.email} message={sent.message} onBack={onBack} />;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={copy.formLabelContinue} className="flex flex-col gap-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <EmailField
        label={copy.email}
        error={errors.email?.message}
        register={() => register('email', { onChange: () => clearErrors('email') })}
      />
      <StepActions busy={isSubmitting} submit={copy.submitContinue} onBack={onBack} />
    </form>
  );
}

function StepActions({ busy, submit, onBack }: { busy: boolean; submit: string; onBack: () => void }) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      <Button variant="outline" onClick={onBack} disabled={busy}>
        {copy.back}
      </Button>
      <Button type="submit" size="lg" busy={busy} busyLabel={copy.sending}>
        {submit}
      </Button>
    </div>
  );
}
