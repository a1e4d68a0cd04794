import { type ComponentProps, useState } from 'react';
import { Input } from './field';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Accessible names of the toggle, e.g. 'Mostrar contraseña' / 'Ocultar contraseña'. */
  showLabel?: string;
  hideLabel?: string;
};

/** A password input with a show/hide toggle. The toggle keeps the field's value and focus order. */
export function PasswordInput({
  showLabel = 'Mostrar contraseña',
  hideLabel = 'Ocultar contraseña',
  className = '',
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={`pr-14 ${className}`}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? hideLabel : showLabel}
        aria-controls={props.id}
        className="absolute right-1 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full text-night-700 hover:bg-night-900/5"
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false" fill="none">
      <path
        d="M2.5 12s3.5-6.5 9.5-6.5S21.5 12 21.5 12s-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}
