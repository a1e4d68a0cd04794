/**
 * The public site's public surface: what the site's layout and the entries mount of it (the header,
 * the footer, which hydrates when the visitor nears it, and the deferred sections' controls). Its
 * pages are reached through routes.tsx, which only the app's route tables import. Re-exports only:
 * the build leaves out what an importer does not use.
 */
export { SiteFooter, loadSiteFooter } from './components/deferred-footer';
export { SiteHeader } from './components/site-header';
export { hydrateDeferredSections, loadDeferredSections } from './deferred-section';
