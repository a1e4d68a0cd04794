import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide ' +
  'transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  /** The one accent colour: calls to action. */
  primary:
    'bg-accent-400 text-night-950 shadow-sm shadow-night-950/20 hover:bg-accent-300 ' +
    'ring-1 ring-inset ring-accent-500/60',
  /** Outline on dark surfaces. */
  secondary: 'text-lavender-50 ring-1 ring-inset ring-lavender-200/50 hover:bg-white/10',
  /** Outline on light surfaces. */
  outline: 'text-night-900 ring-1 ring-inset ring-night-700/50 hover:bg-night-900/5',
  ghost: 'text-current hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-11 px-6 text-base',
  lg: 'min-h-12 px-7 text-base sm:text-lg',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className = '',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows `busyLabel` (if given), marks the button busy and disables it. */
  busy?: boolean;
  busyLabel?: string;
};

export function Button({
  variant,
  size,
  className,
  busy = false,
  busyLabel,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
        />
      )}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
