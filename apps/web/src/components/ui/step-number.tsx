/** A step's number in a round badge (decorative: the list itself is ordered). */
export function StepNumber({ n, className }: { n: number; className: string }) {
  return (
    <span aria-hidden="true" className={`grid shrink-0 place-items-center rounded-full ${className}`}>
      {n}
    </span>
  );
}
