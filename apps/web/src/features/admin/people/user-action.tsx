import type { ComponentProps, ReactNode } from 'react';
import type { AdminUser } from '../api/users';
import { rowButton, rowDangerButton } from '../components/list-layout';
import { displayName } from './format';

/**
 * A row's action on a user: its label, and for screen readers whom it is for («Editar a Ana
 * Pérez»); `danger` for the ones that take something away.
 */
export function UserActionButton({
  user,
  danger = false,
  children,
  ...button
}: Omit<ComponentProps<'button'>, 'type' | 'className'> & {
  user: AdminUser;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className={danger ? rowDangerButton : rowButton} {...button}>
      {children}
      <span className="sr-only"> a {displayName(user)}</span>
    </button>
  );
}
