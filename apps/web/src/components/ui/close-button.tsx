import { X } from 'lucide-react';

/**
 * A round button showing ✕ — close, dismiss, cancel, clear — named by `label`, which says what it
 * does (the icon is hidden from assistive technology). The caller's classes give its size, colours,
 * hover and place; `iconClassName` the icon's size.
 */
export function CloseButton({
  label,
  onClick,
  className,
  iconClassName = 'size-4',
}: {
  label: string;
  onClick: () => void;
  className: string;
  iconClassName?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`grid shrink-0 place-items-center rounded-full ${className}`}
    >
      <X className={iconClassName} aria-hidden="true" />
    </button>
  );
}
