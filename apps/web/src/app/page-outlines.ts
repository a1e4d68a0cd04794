import { es } from '@sanarte/shared';
import { assetsCopy, audioCopy } from '../features/admin/content';
import { kpiCopy } from '../features/admin/kpi/content';
import { libraryCopy } from '../features/library/content';
import { subscriptionCopy } from '../features/panel/content';

/**
 * What a panel or back-office page paints from its HTML alone, before any script has run (see
 * docs/decisions/028): the area's frame and the page's heading and introduction where these are
 * fixed texts (a heading that names the user, or that depends on the account, is left out: the
 * frame alone is painted). `welcome`: the page's introduction is the staff welcome line
 * (staffWelcome), which names the user: its place is marked (STAFF_WELCOME_SLOT) and the server
 * writes it there for a signed-in staff member (docs/decisions/030). Rendered at build time
 * (entry-prerender.tsx, scripts/prerender.mjs) and sent by the server on that path; the app takes
 * its place once it renders the page (lib/page-outline.ts). Paths as in
 * packages/shared/src/routes.ts.
 */
export const PAGE_OUTLINES: Record<
  string,
  { area: 'panel' | 'admin'; title?: string; intro?: string; welcome?: true }
> = {
  '/panel': { area: 'panel' },
  '/panel/configuracion': { area: 'panel', title: es.panel.settings },
  '/panel/mis-tests': { area: 'panel' },
  '/panel/suscripcion': { area: 'panel', title: subscriptionCopy.title },
  '/panel/biblioteca': { area: 'panel', title: libraryCopy.title, intro: libraryCopy.intro },
  '/admin': { area: 'admin', title: es.admin.dashboardTitle, welcome: true },
  '/admin/kpi': { area: 'admin', title: es.admin.kpiTitle, intro: kpiCopy.intro },
  '/admin/usuarios': { area: 'admin', title: es.admin.menuStaff },
  '/admin/clientes': { area: 'admin', title: es.admin.menuClients },
  '/admin/planes': { area: 'admin', title: es.admin.plansTitle },
  '/admin/logs-ordenes': { area: 'admin', title: es.admin.menuOrders },
  '/admin/assets': { area: 'admin', title: assetsCopy.title, intro: assetsCopy.intro },
  '/admin/audio': { area: 'admin', title: audioCopy.title, intro: audioCopy.intro },
};
