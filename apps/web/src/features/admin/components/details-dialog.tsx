import * as Dialog from '@radix-ui/react-dialog';
import { es } from '@sanarte/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { AdminDialog } from './admin-dialog';

/**
 * A dialog that shows a record and changes nothing ('Detalles del Pago', a plan's 'Ver Detalles'):
 * open while there is a record, 'Cerrar' at its foot.
 */
export function DetailsDialog<T>({
  item,
  onOpenChange,
  title,
  closeSize,
  children,
}: {
  item: T | null;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The 'Cerrar' button's size (the Button's default when not given). */
  closeSize?: 'sm';
  children: (item: T) => ReactNode;
}) {
  return (
    <AdminDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      title={title}
      size="md"
      footer={
        <Dialog.Close asChild>
          <Button variant="outline" size={closeSize}>
            {es.common.close}
          </Button>
        </Dialog.Close>
      }
    >
      {item !== null && children(item)}
    </AdminDialog>
  );
}

/** A labelled value of a details dialog; `className` e.g. 'sm:col-span-2' for a wide one. */
export function DetailItem({
  term,
  children,
  className = '',
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
      <dd className="text-night-900">{children}</dd>
    </div>
  );
}
