import type { ReactNode } from 'react';

/** How a DescriptionItem looks: the classes of its box, its term and (when set) its value. */
export type DescriptionClasses = { item: string; term: string; value?: string };

/**
 * A term and its value in a description list (`<dl>`): the `<dt>` and `<dd>` grouped in a `<div>`,
 * so that the list can lay the pairs out (a grid, a card). Each list gives its own look (`classes`).
 */
export function DescriptionItem({
  term,
  classes,
  children,
}: {
  term: ReactNode;
  classes: DescriptionClasses;
  children: ReactNode;
}) {
  return (
    <div className={classes.item}>
      <dt className={classes.term}>{term}</dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}
