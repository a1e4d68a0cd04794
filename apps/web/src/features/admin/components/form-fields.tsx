import { type ComponentProps, type ReactNode, useId } from 'react';
import { Field, Input, Textarea } from '../../../components/ui/field';

/**
 * The back-office forms' repeated fields: a figure typed as text, a note, radio choices and the
 * line that says why a save failed. Each keeps the labels, hints and error ids of `Field`.
 */

type TextFieldProps = {
  label: string;
  hint?: string;
  required?: boolean;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A labelled input for a figure as typed ('12,50', '30'): the form's schema checks it on submit.
 * Extra props (inputMode, autoComplete, className, disabled…) go to the input.
 */
export function FigureField({
  label,
  hint,
  required,
  error,
  value,
  onChange,
  ...input
}: TextFieldProps & Omit<ComponentProps<'input'>, keyof TextFieldProps | 'id'>) {
  return (
    <Field label={label} hint={hint} required={required} error={error}>
      {(p) => <Input {...p} value={value} onChange={(e) => onChange(e.target.value)} {...input} />}
    </Field>
  );
}

/** A required note of up to 500 characters on two rows (the reason for a refund or a gift). */
export function NoteField({ label, error, value, onChange }: Omit<TextFieldProps, 'hint' | 'required'>) {
  return (
    <Field label={label} required error={error}>
      {(p) => (
        <Textarea {...p} value={value} onChange={(e) => onChange(e.target.value)} rows={2} maxLength={500} />
      )}
    </Field>
  );
}

/** One choice of a radio group, its label on the right. */
export function RadioOption({
  label,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & { label: ReactNode }) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="radio" className="size-4 accent-night-900" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** Radio choices side by side under their legend, and the group's error below (described by it). */
export function RadioGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-night-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-6">{children}</div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Why the form could not be saved, announced at once, under its fields. */
export function SaveFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}
