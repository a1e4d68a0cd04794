import { es } from '@sanarte/shared';

/** Panel de Control: the copy the spec does not print. */
export const dashboardCopy = {
  welcome: (name: string, date: string) => `${es.panel.welcome}, ${name}. Hoy es ${date}.`,
  loading: 'Cargando estadísticas...',
  loadError: 'No se pudieron cargar las estadísticas del panel.',
  summary: 'Resumen de usuarios',
  totalUsers: 'Usuarios totales',
  activeUsers: 'Usuarios activos',
  verifiedUsers: 'Usuarios verificados',
  newUsers: 'Nuevos usuarios',
  ofTotal: (pct: number) => `${pct} % del total`,
  allAccounts: 'Todas las cuentas',
  rangeLabel: 'Periodo de nuevos usuarios',
  range: (from: string, to: string) => (from === to ? `el ${from}` : `del ${from} al ${to}`),
  rolesTitle: 'Usuarios por rol',
  creators: 'Creadores',
  therapists: 'Terapeutas',
  visitors: 'Visitantes',
  subscribers: 'Suscriptores',
  newByRoleTitle: 'Nuevos usuarios por rol',
  newByRoleCaption: (range: string) => `Altas ${range}, por rol.`,
  noNewUsers: 'No hay usuarios nuevos en este periodo.',
} as const;
