/** A loading indicator with its text for screen readers (and sighted users when `label` shows). */
export function Spinner({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  return (
    <span role="status" className="inline-flex items-center gap-3">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-current border-r-transparent motion-reduce:animate-none"
      />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </span>
  );
}
