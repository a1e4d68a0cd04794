import type { ReactNode } from 'react';
import { LoadError, LoadingLine } from '../components/load-error';

/** The loading state of a list or panel (announced politely). */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="grid min-h-40 place-items-center px-4">
      <LoadingLine label={label} />
    </div>
  );
}

/** A failed load: the message and 'Intentar de nuevo'. */
export function ErrorState({
  message,
  onRetry,
  busy = false,
}: {
  message: string;
  onRetry: () => void;
  busy?: boolean;
}) {
  return (
    <div className="p-4 sm:p-5">
      <LoadError message={message} onRetry={onRetry} busy={busy} />
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <output className="block px-4 py-12 text-center text-ink-soft">{children}</output>;
}
