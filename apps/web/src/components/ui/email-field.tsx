import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from './field';

/**
 * A required e-mail address field: the e-mail keyboard and the browser's own address to fill in.
 * `register` is called where the field renders, keeping the form's focus order.
 */
export function EmailField({
  label,
  error,
  register,
}: {
  label: string;
  error?: string;
  register: () => UseFormRegisterReturn;
}) {
  return (
    <Field label={label} required error={error}>
      {(p) => <Input {...p} {...register()} type="email" inputMode="email" autoComplete="email" />}
    </Field>
  );
}
