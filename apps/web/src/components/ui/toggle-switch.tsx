/**
 * An on/off switch (`role="switch"`): named and described by the texts beside it, by their ids.
 * Read-only when it has no `onToggle`.
 */
export function ToggleSwitch({
  id,
  checked,
  onToggle,
  labelledBy,
  describedBy,
}: {
  id?: string;
  checked: boolean;
  onToggle?: (next: boolean) => void;
  labelledBy: string;
  describedBy?: string;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={!onToggle}
      onClick={() => onToggle?.(!checked)}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-70 ${
        checked ? 'bg-night-700' : 'bg-night-900/50'
      }`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
          checked ? 'translate-x-6' : 'translate-x-1'
        }`}
      />
    </button>
  );
}
