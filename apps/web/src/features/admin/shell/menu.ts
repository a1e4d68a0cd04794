import { es } from '@sanarte/shared';
import { paths } from '../../../config/paths';

export type MenuIcon = 'home' | 'kpi' | 'staff' | 'clients' | 'plans' | 'orders' | 'assets' | 'audio';

export interface MenuEntry {
  label: string;
  to: string;
  icon: MenuIcon;
  /** Only the exact path counts as current (the index route). */
  end?: boolean;
}

/** The side menu of the back-office: exactly the entries and routes of the product. */
export const menuEntries: readonly MenuEntry[] = [
  { label: es.admin.menuHome, to: paths.admin.href(), icon: 'home', end: true },
  { label: es.admin.menuKpi, to: paths.admin.kpi.href(), icon: 'kpi' },
  { label: es.admin.menuStaff, to: paths.admin.staff.href(), icon: 'staff' },
  { label: es.admin.menuClients, to: paths.admin.clients.href(), icon: 'clients' },
  { label: es.admin.menuPlans, to: paths.admin.plans.href(), icon: 'plans' },
  { label: es.admin.menuOrders, to: paths.admin.orders.href(), icon: 'orders' },
  { label: es.admin.menuAssets, to: paths.admin.assets.href(), icon: 'assets' },
  { label: es.admin.menuAudio, to: paths.admin.audio.href(), icon: 'audio' },
];
