import { es } from '@sanarte/shared';
import {
  ChartColumn,
  CreditCard,
  Folder,
  House,
  Inbox,
  type LucideIcon,
  Music,
  ReceiptText,
  TicketPercent,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { paths } from '../../../config/paths';
import { messagesCopy } from '../content';

export interface MenuEntry {
  label: string;
  to: string;
  /** Decorative: the entry's name is its label. */
  icon: LucideIcon;
  /** Only the exact path counts as current (the index route). */
  end?: boolean;
}

/** The side menu of the back-office: the product's entries and routes, then Mensajes. */
export const menuEntries: readonly MenuEntry[] = [
  { label: es.admin.menuHome, to: paths.admin.href(), icon: House, end: true },
  { label: es.admin.menuKpi, to: paths.admin.kpi.href(), icon: ChartColumn },
  { label: es.admin.menuStaff, to: paths.admin.staff.href(), icon: UsersRound },
  { label: es.admin.menuClients, to: paths.admin.clients.href(), icon: UserRound },
  { label: es.admin.menuPlans, to: paths.admin.plans.href(), icon: CreditCard },
  { label: es.admin.menuOrders, to: paths.admin.orders.href(), icon: ReceiptText },
  { label: es.promotions.menu, to: paths.admin.promotions.href(), icon: TicketPercent },
  { label: es.admin.menuAssets, to: paths.admin.assets.href(), icon: Folder },
  { label: es.admin.menuAudio, to: paths.admin.audio.href(), icon: Music },
  { label: messagesCopy.menu, to: paths.admin.messages.href(), icon: Inbox },
];
