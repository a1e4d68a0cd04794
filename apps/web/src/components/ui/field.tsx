import { type ComponentProps, type ReactNode, useId } from 'react';

/** Props a form control receives from its Field: id, invalid state and descriptions. */
export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled form field. The control is rendered by `children` with the ids wired: the label's
 * `for`, `aria-invalid`, and `aria-describedby` pointing at the hint and the error message.
 */
export function Field({ label, error, hint, required = false, className = '', children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-night-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

const control =
  'w-full rounded-xl border border-night-700/25 bg-white px-4 py-3 text-base text-night-950 ' +
  'placeholder:text-ink-soft/80 shadow-xs transition-colors hover:border-night-700/45 ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:bg-danger-soft';

export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${control} min-h-12 ${className}`} {...props} />;
}

export function Textarea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={`${control} min-h-32 resize-y ${className}`} {...props} />;
}

export function Select({ className = '', children, ...props }: ComponentProps<'select'>) {
  return (
    <select className={`${control} select-chevron min-h-12 appearance-none pr-10 ${className}`} {...props}>
      {children}
    </select>
  );
}
