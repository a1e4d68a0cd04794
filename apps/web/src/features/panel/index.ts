/** The panel feature's public surface: its routes (layout and pages load lazily). */
export { panelRoutes } from './routes';
