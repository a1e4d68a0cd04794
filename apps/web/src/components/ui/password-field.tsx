import { type ComponentProps, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  /**
   * Registers the field with the form. Called where the field renders, so fields register in the
   * page's order (react-hook-form focuses the first invalid one in that order).
   */
  register: () => UseFormRegisterReturn;
  /** The show/hide toggle's names. */
  showLabel: string;
  hideLabel: string;
  /** The value to follow with the live checklist of the password rules (no checklist when absent). */
  checklistFor?: string;
};

/** A required password field: label, show/hide toggle, error, and the rules' checklist if asked. */
export function PasswordField({ label, error, hint, register, checklistFor, ...input }: PasswordFieldProps) {
  const checklistId = useId();
  return (
    <Field label={label} required hint={hint} error={error}>
      {(p) =>
        checklistFor === undefined ? (
          <PasswordInput {...p} {...register()} {...input} />
        ) : (
          <div className="flex flex-col gap-2.5">
            <PasswordInput
              {...p}
              aria-describedby={[p['aria-describedby'], checklistId].filter(Boolean).join(' ')}
              {...register()}
              {...input}
            />
            <PasswordChecklist id={checklistId} password={checklistFor} />
          </div>
        )
      }
    </Field>
  );
}
