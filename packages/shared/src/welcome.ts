/**
 * The back-office dashboard's welcome line, written by the app and, into the dashboard's outline,
 * by the server. Its own module: the web app's first JavaScript leaves it out (the dashboard's
 * code has it).
 */
import { BUSINESS_TIME_ZONE, onFirstUse } from './format.js';
import { es } from './messages/es.js';

const longDay = onFirstUse(
  () => new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: BUSINESS_TIME_ZONE }),
);

/**
 * Where a page's outline, rendered at build time, leaves the welcome line for the server to write
 * (plain ASCII: React writes it as is).
 */
export const STAFF_WELCOME_SLOT = '%%SANARTE_STAFF_WELCOME%%';

/**
 * The back-office dashboard's welcome line: 'Bienvenido, Ana. Hoy es sábado, 28 de noviembre de
 * 2026.', the day in the business's time zone. The same text whether the server writes it into the
 * page's outline or the app renders it, so one replaces the other without a change.
 */
export function staffWelcome(name: string, now: Date): string {
  return `${es.panel.welcome}, ${name}. Hoy es ${longDay().format(now)}.`;
}
