/** A loading indicator with its text for screen readers (and sighted users when `label` shows). */
export function Spinner({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a live region inside any content; <output> belongs to forms
    <span role="status" className="inline-flex items-center gap-3">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-current border-r-transparent motion-reduce:animate-none"
      />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </span>
  );
}
