import { LIMITS, OFFLINE, onFirstUse } from '@sanarte/shared';
import type { RemovalReason } from './licences';

/**
 * Copy of offline listening: downloads in Mi Biblioteca, «Mis descargas», the header offline (the
 * library offline is Mi Biblioteca's, features/library; the panel's pages offline the panel's).
 * House style: one content module per feature.
 */

// Built on first use: every signed-in page loads this module.
const percentFormat = onFirstUse(
  () => new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 }),
);
const sizeFormat = onFirstUse(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }));

/** A size in bytes as people read it in Spain: '45,3 MB', '1,2 GB', '820 KB'. */
export function formatBytes(bytes: number): string {
  const n = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat().format(unit === 0 ? Math.round(value) : value)} ${units[unit]}`;
}

/** 0.453 → '45 %'. */
export const formatPercent = (fraction: number): string =>
  percentFormat().format(Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0)));

const removedBecause: Record<RemovalReason, string> = {
  subscription: 'tu suscripción ha terminado.',
  trial: `el audio de prueba solo estaba disponible ${LIMITS.trialHours} horas.`,
  'check-in': `hace más de ${OFFLINE.maxOfflineDays} días que la app no se conecta. Conéctate y vuelve a descargarlo.`,
  'no-access': 'tu plan ya no incluye este audio.',
  'not-found': 'este audio ya no está disponible.',
};

export const offlineCopy = {
  // A card's download control.
  download: (title: string) => `Descargar «${title}»`,
  downloadShort: 'Descargar',
  progress: (title: string) => `Descarga de «${title}»`,
  cancel: (title: string) => `Cancelar la descarga de «${title}»`,
  downloaded: 'Descargado',
  downloadedLabel: (title: string) => `«${title}» está descargado`,
  remove: (title: string) => `Eliminar descarga de «${title}»`,
  removeShort: 'Eliminar descarga',
  dismissError: 'Cerrar aviso',

  // A theme's header.
  downloadTheme: 'Descargar tema',
  downloadThemeLabel: (name: string) => `Descargar tema «${name}»`,
  downloadingMany: (current: number, total: number) => `Descargando ${current} de ${total}`,
  cancelTheme: (name: string) => `Cancelar la descarga del tema «${name}»`,
  themeDownloaded: 'Tema descargado',
  // A list's header (the saved shelf).
  downloadAll: 'Descargar todo',
  downloadAllLabel: (name: string) => `Descargar todo «${name}»`,
  allDownloaded: 'Todo descargado',

  // «Mis descargas».
  myDownloads: 'Mis descargas',
  count: (n: number) => (n === 1 ? '1 audio descargado' : `${n.toLocaleString('es-ES')} audios descargados`),
  size: (bytes: number) => `Ocupan ${formatBytes(bytes)}`,
  free: (bytes: number) => `${formatBytes(bytes)} libres en el dispositivo`,
  noDownloads: 'Descarga audios para escucharlos sin conexión.',
  removeAll: 'Eliminar todas',
  confirmTitle: '¿Eliminar todas las descargas?',
  confirmText:
    'Se borrarán de este dispositivo todos los audios descargados. Podrás volver a descargarlos cuando tengas conexión.',
  confirmRemoveAll: 'Sí, eliminar todas',
  keep: 'Cancelar',
  notices: 'Avisos de tus descargas',
  dismissNotice: 'Cerrar aviso',
  unsupported: 'Las descargas no están disponibles en este navegador.',

  // Failures.
  quota: 'No hay espacio suficiente en el dispositivo.',
  network: 'No se pudo descargar. Comprueba tu conexión e inténtalo de nuevo.',
  failed: 'No se pudo descargar el audio. Inténtalo de nuevo.',

  /** Why a download was taken off the device. */
  removed: (title: string, reason: RemovalReason) =>
    `Hemos quitado «${title}» de tus descargas: ${removedBecause[reason]}`,

  // The header while the session cannot be checked (offline): the account, not the sign-in.
  accountTitle: 'Tu cuenta',
  offlineBadge: 'Sin conexión',
  unreachableBadge: 'Sin servicio',
  sessionKept: 'Tu sesión sigue abierta. Sin conexión puedes escuchar los audios que descargaste.',
};
