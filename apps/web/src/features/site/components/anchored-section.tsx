import type { ReactNode } from 'react';

/** The id of the heading that names the anchored section `id`. */
export const titleIdOf = (id: string) => `${id}-title`;

/**
 * A section an address can point at (`#id`): focusable, so that in-page navigation moves focus to
 * it, and named by its heading, whose id is `titleIdOf(id)`.
 */
export function AnchoredSection({
  id,
  className,
  children,
}: { id: string; className: string; children: ReactNode }) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={titleIdOf(id)} className={className}>
      {children}
    </section>
  );
}
