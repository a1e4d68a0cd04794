import type { ReactNode } from 'react';

type AlertProps = {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  /** A heading in display type above the message (the message then in normal weight). */
  title?: string;
  className?: string;
  id?: string;
};

const tones = {
  error: 'bg-danger-soft text-danger ring-danger/30',
  success: 'bg-[#edf7f1] text-[#1f6b4a] ring-[#1f6b4a]/25',
  info: 'bg-lavender-100 text-night-900 ring-night-700/15',
};

/**
 * A message box on light surfaces. Errors are announced at once (role="alert"); success and
 * information politely (role="status").
 */
export function Alert({ tone = 'info', children, title, className = '', id }: AlertProps) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-2xl px-4 py-3 text-sm font-semibold ring-1 ring-inset ${tones[tone]} ${className}`}
    >
      {title === undefined ? (
        children
      ) : (
        <>
          <span className="block font-display text-lg">{title}</span>
          <span className="mt-1 block font-normal">{children}</span>
        </>
      )}
    </div>
  );
}
