import { deferredSection } from '../deferred-section';
import { FOOTER_ID } from './footer-id';

/** The footer's code: loaded when the visitor nears it, or started with a signed-in page's first paint. */
export const loadSiteFooter = () => import('./site-footer');

/**
 * The site's footer as the layout mounts it: the prerendered markup stays until the visitor nears it,
 * then hydrates (deferred-section.tsx).
 */
export const SiteFooter = deferredSection(FOOTER_ID, async () => (await loadSiteFooter()).SiteFooter);
