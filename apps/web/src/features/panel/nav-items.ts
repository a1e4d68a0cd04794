import { es } from '@sanarte/shared';
import { ClipboardCheck, CreditCard, Headphones, type LucideIcon, Settings } from 'lucide-react';
import { paths } from '../../config/paths';
import { type SessionUser, isTemporaryFlagSet, isTemporaryUser } from '../auth';
import { shellCopy } from './content';

export interface PanelNavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
}

/** Temporary (trial) users reach neither the settings nor the library. */
export const isPanelMember = (user: SessionUser | null | undefined): boolean =>
  Boolean(user) && !isTemporaryUser(user) && !isTemporaryFlagSet();

/**
 * The sidebar: Mis Tests, Mi
 * Suscripción, Mi Biblioteca and Configuración; the last two hidden for temporary users.
 */
export function panelNavItems(user: SessionUser | null | undefined): PanelNavItem[] {
  const member = isPanelMember(user);
  const items: PanelNavItem[] = [
    { to: paths.panel.myTests.href(), label: es.panel.myTests, Icon: ClipboardCheck },
    { to: paths.panel.subscription.href(), label: es.panel.mySubscription, Icon: CreditCard },
  ];
  if (member) {
    items.push(
      { to: paths.panel.library.href(), label: shellCopy.libraryNav, Icon: Headphones },
      { to: paths.panel.settings.href(), label: es.panel.settings, Icon: Settings },
    );
  }
  return items;
}
