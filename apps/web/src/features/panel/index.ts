/**
 * The panel feature's public surface: its routes (layout and pages load lazily), and the public
 * page of the e-mails' unsubscribe link.
 */
export { notificationRoutes } from './notifications/routes';
export { panelRoutes } from './routes';
