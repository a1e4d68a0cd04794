import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * A dialog's title and description, both wired to the dialog (Radix). Without a `description` the
 * title stands in for it, hidden, so the dialog is always described. The classes are the dialog's
 * own (the site's Modal and the back-office's dialog size them differently).
 */
export function DialogHeading({
  title,
  description,
  classNames,
}: {
  title: string;
  description?: ReactNode;
  classNames: { title: string; description: string };
}) {
  return (
    <>
      <Dialog.Title className={classNames.title}>{title}</Dialog.Title>
      {description ? (
        <Dialog.Description className={classNames.description}>{description}</Dialog.Description>
      ) : (
        <Dialog.Description className="sr-only">{title}</Dialog.Description>
      )}
    </>
  );
}
