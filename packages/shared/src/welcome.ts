/**
 * The welcome texts written by the app and, into the page's outline, by the server: the
 * back-office dashboard's line and the panel's greeting by name. Its own module: the web app's first JavaScript leaves it out (the dashboard's
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
 * Where the panel's welcome page outline leaves the listener's name ('Bienvenido, {nombre}'), for
 * the server to write as the page itself writes it.
 */
export const LISTENER_NAME_SLOT = '%%SANARTE_LISTENER_NAME%%';

/**
 * The back-office dashboard's welcome line: 'Bienvenido, Ana. Hoy es sábado, 28 de noviembre de
 * 2026.', the day in the business's time zone. The same text whether the server writes it into the
 * page's outline or the app renders it, so one replaces the other without a change.
 */
export function staffWelcome(name: string, now: Date): string {
  return `${es.panel.welcome}, ${name}. Hoy es ${longDay().format(now)}.`;
}
