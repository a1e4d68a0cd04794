import { es } from '@sanarte/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** A list that failed to load: its message and 'Intentar de nuevo'. */
export function LoadError({
  message,
  onRetry,
  busy = false,
}: {
  message: string;
  onRetry: () => void;
  busy?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl bg-danger-soft px-4 py-4 text-danger ring-1 ring-inset ring-danger/30 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-semibold">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} busy={busy}>
        {es.common.retry}
      </Button>
    </div>
  );
}

/** A loading line for a list (announced politely). */
export function LoadingLine({ label }: { label: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a live loading line, not the result of a form (<output>)
    <p role="status" className="flex items-center gap-3 py-6 text-ink-soft">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-[3px] border-current border-r-transparent motion-reduce:animate-none"
      />
      {label}
    </p>
  );
}

/** The loading state of a list or panel, centred in its place. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="grid min-h-40 place-items-center px-4">
      <LoadingLine label={label} />
    </div>
  );
}

/** A failed load inside a panel: `LoadError` with the panel's padding. */
export function ErrorState(props: { message: string; onRetry: () => void; busy?: boolean }) {
  return (
    <div className="p-4 sm:p-5">
      <LoadError {...props} />
    </div>
  );
}

/** A list with nothing to show (announced as the list's outcome); `boxed` on a tinted panel. */
export function EmptyState({ children, boxed = false }: { children: ReactNode; boxed?: boolean }) {
  const box = boxed ? 'rounded-2xl bg-white px-5 py-8 ring-1 ring-night-900/10' : 'px-4 py-12';
  return <output className={`block text-center text-ink-soft ${box}`}>{children}</output>;
}
