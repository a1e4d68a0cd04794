import { es } from '@sanarte/shared';
import { Eye } from 'lucide-react';
import { useAuth } from '../../auth';
import { shellCopy } from '../content';

/**
 * crmUser opens the back-office read-only: every change is refused by the server,
 * and the screens show those controls disabled with the 'Solo lectura' hint.
 */
export function useReadOnly(): boolean {
  const { user } = useAuth();
  return user?.role !== 'admin';
}

/** Props of a control that changes data: disabled with a 'Solo lectura' tooltip when read-only. */
export function changeControl(readOnly: boolean, disabled = false) {
  return readOnly
    ? { disabled: true, title: es.admin.readOnly, 'data-read-only': 'true' }
    : { disabled, title: undefined };
}

/** The visible hint at the top of a screen for read-only users. */
export function ReadOnlyNotice({ readOnly }: { readOnly: boolean }) {
  if (!readOnly) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-2xl bg-lavender-100 px-4 py-3 text-sm text-night-900 ring-1 ring-inset ring-night-700/15">
      <ReadOnlyBadge />
      <span>{shellCopy.readOnlyHint}</span>
    </p>
  );
}

/** 'Solo lectura' as a badge; `onDark` for the night-blue menu. */
export function ReadOnlyBadge({ onDark = false, className = '' }: { onDark?: boolean; className?: string }) {
  const colours = onDark ? 'bg-lavender-200 text-night-950' : 'bg-night-900 text-lavender-50';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ${colours} ${className}`}
    >
      <Eye aria-hidden="true" className="size-3.5" />
      {es.admin.readOnly}
    </span>
  );
}
