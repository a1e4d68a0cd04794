/**
 * An alert region that is always in the page, so that a message put in it is announced at once
 * (a region added together with its message may not be): `message` in a danger box, or nothing.
 */
export function AlertRegion({ message, className = '' }: { message: string | null; className?: string }) {
  return (
    <div role="alert">
      {message && (
        <p
          className={`rounded-2xl bg-danger-soft px-4 py-3 text-sm font-semibold text-danger ring-1 ring-inset ring-danger/30 ${className}`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
