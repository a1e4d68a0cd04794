import { Eye, EyeOff } from 'lucide-react';
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
        {visible ? (
          <EyeOff className="size-5" strokeWidth={1.8} />
        ) : (
          <Eye className="size-5" strokeWidth={1.8} />
        )}
      </button>
    </div>
  );
}
