/** The checkout feature's public surface: its routes (pages load lazily). */
export { checkoutRoutes } from './routes';
