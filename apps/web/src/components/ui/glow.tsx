/**
 * The soft light behind a night page or section: decorative, under the content (the parent is
 * `relative isolate`). `className` carries its radial gradients.
 */
export function Glow({ className }: { className: string }) {
  return <div aria-hidden="true" className={`absolute inset-0 -z-10 ${className}`} />;
}
