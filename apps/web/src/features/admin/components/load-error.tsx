import { es } from '@sanarte/shared';
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
