// The modules a signed-in page loads before it can paint, by path: the route table that holds it,
// the site layout's pieces (panel) and the page's own screen. scripts/prerender.mjs turns them into
// the files public/boot.js preloads with the entry on that path, so they download beside React
// instead of one round trip after another (entry → route table → layout and page → their parts).
// A path missing here still works: its files load as the router asks for them.
// (Paths as in packages/shared/src/routes.ts APP_ROUTES; routes.test.ts checks the two agree.)

/**
 * The site layout's route table and the parts of it every page paints (app/layouts/site-layout.tsx:
 * the header's account menu, the footer); not what starts later on its own (offline sync, the
 * player).
 */
const SITE = [
  'src/app/site-routes.tsx',
  'src/features/auth/components/user-menu.tsx',
  'src/features/site/components/site-footer.tsx',
];
/** What takes the place of the page's outline (docs/decisions/028), which main.tsx loads beside it. */
const OUTLINE = 'src/lib/page-outline.ts';
/** The panel's layout: the shared chunk named 'panel' that site-routes loads. */
const PANEL = [...SITE, 'chunk:panel', OUTLINE];
/** The back-office's table and shell (its shared chunk). */
const ADMIN = ['src/app/admin-routes.tsx', 'chunk:admin', OUTLINE];

export const SCREEN_MODULES = {
  '/panel': [...PANEL, 'src/features/panel/pages/welcome-page.tsx'],
  '/panel/configuracion': [...PANEL, 'src/features/panel/pages/settings-page.tsx'],
  '/panel/mis-tests': [...PANEL, 'src/features/panel/pages/my-tests-page.tsx'],
  '/panel/suscripcion': [...PANEL, 'src/features/panel/pages/subscription-page.tsx'],
  '/panel/biblioteca': [...PANEL, 'src/features/library/pages/library-page.tsx'],
  '/admin': [...ADMIN, 'src/features/admin/dashboard/dashboard-page.tsx'],
  '/admin/kpi': [...ADMIN, 'src/features/admin/kpi/kpi-page.tsx'],
  '/admin/usuarios': [...ADMIN, 'src/features/admin/staff/staff-page.tsx'],
  '/admin/clientes': [...ADMIN, 'src/features/admin/clients/clients-page.tsx'],
  '/admin/planes': [...ADMIN, 'src/features/admin/plans/plans-page.tsx'],
  '/admin/logs-ordenes': [...ADMIN, 'src/features/admin/orders/orders-page.tsx'],
  '/admin/assets': [...ADMIN, 'src/features/admin/assets/assets-page.tsx'],
  '/admin/audio': [...ADMIN, 'src/features/admin/audio/audio-page.tsx'],
};

/**
 * The API calls (GET, exactly as the app asks for them) whose answers a signed-in page paints first,
 * by path: public/boot.js sends them with the session check, beside the page's code, and the app
 * takes their answers for its own first calls (src/lib/api.ts). Only calls whose address does not
 * depend on the day or on anything the page works out (the dashboard's period does: not listed).
 * e2e/screen-preload.test.ts checks that each page asks for each of its calls.
 */
export const SCREEN_DATA = {
  '/panel/mis-tests': ['/api/users/test-history', '/api/themes/list', '/api/users/me'],
  '/panel/suscripcion': ['/api/users/me'],
  '/panel/biblioteca': ['/api/library'],
  '/admin/kpi': [
    '/api/stats/crm/audio-playtime/categories/all?limit=5',
    '/api/stats/crm/audio-playtime/themes/all?limit=5',
    '/api/stats/crm/audio-playtime/all?limit=5',
  ],
  '/admin/usuarios': ['/api/users/list?kind=staff&page=1&pageSize=20'],
  '/admin/clientes': ['/api/users/list?kind=clients&page=1&pageSize=20'],
  '/admin/planes': ['/api/plans/list'],
  '/admin/logs-ordenes': ['/api/payment-records/list?page=1&pageSize=20'],
  '/admin/assets': ['/api/cdnFiles'],
  '/admin/audio': [
    '/api/categories/list?isDeleted=false',
    '/api/themes/list?isDeleted=false',
    '/api/audios/list?isDeleted=false',
  ],
};

/**
 * The built files of each path's modules and of everything they import statically (from Vite's
 * build manifest), less the entry's own: `{ files, routes }`, routes mapping each path to indexes
 * into files (the HTML carries each file name once).
 */
export function screenPreloads(manifest, screens = SCREEN_MODULES) {
  const entry = manifest['index.html'];
  const initial = new Set();
  const addInitial = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const k of chunk.imports ?? []) addInitial(k);
  };
  addInitial('index.html');
  /** 'chunk:name': a shared chunk named so (keys `_name-<hash>.js`). */
  const keyOf = (module) => {
    if (!module.startsWith('chunk:')) return module;
    const name = module.slice(6);
    return Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k].name === name && isShell(k));
  };
  // Two chunks may share a name (a group and an icon); the group is the one a route table loads.
  const isShell = (key) =>
    Object.values(manifest).some(
      (c) => c.isDynamicEntry && /-routes$/.test(c.name) && c.dynamicImports?.includes(key),
    );
  const files = [];
  const routes = {};
  for (const [page, modules] of Object.entries(screens)) {
    const wanted = [];
    const seen = new Set();
    const visit = (key) => {
      const chunk = key && manifest[key];
      if (!chunk) throw new Error(`prerender: ${key ?? 'a module'} of ${page} is not in the build manifest`);
      if (seen.has(key)) return;
      seen.add(key);
      if (!initial.has(chunk.file)) wanted.push(chunk.file);
      for (const k of chunk.imports ?? []) visit(k);
    };
    for (const module of modules) visit(keyOf(module));
    routes[page] = wanted.map((file) => {
      const i = files.indexOf(file);
      return i >= 0 ? i : files.push(file) - 1;
    });
  }
  if (!entry) throw new Error('prerender: no entry in the build manifest');
  return { files: files.map((f) => `/${f}`), routes };
}
