// What the panel's and the back-office's pages need before the app runs, generated from the route
// table (src/app/route-tree.ts, run at build time in the bundle of src/entry-prerender.tsx) and
// Vite's build manifests, for scripts/prerender.mjs:
//  - the built files each path's first paint loads (its route table, layouts, page, what its
//    layouts load themselves and the outline's keeper, with everything they import statically),
//    which public/boot.js preloads with the app on that path (docs/decisions/022);
//  - the addresses of its first calls, which boot.js sends before the app has loaded (024);
//  - its outline, which the server sends after the empty root (028).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `describeScreens` from the build-time bundle; the client build's manifest; the build-time
 * bundle's own manifest and directory. Answers `{ files, routes, calls, outlines }`: `files` the
 * preloaded files (each once), `routes` each path's indexes into them, `calls` each path's first
 * addresses (paths without any left out), `outlines` each path's outline markup (and each
 * address with a query string of its own: '/panel/mis-tests?miniFlow=1').
 */
export async function screenData({ describeScreens, clientManifest, ssrManifest, ssrDir }) {
  const screens = await describeScreens();
  const moduleOf = moduleFinder(ssrManifest, ssrDir);
  const modules = {};
  for (const screen of screens) {
    modules[screen.path] = [];
    for (const load of screen.loads) modules[screen.path].push(await moduleOf(load, screen.path));
  }
  return {
    ...preloadedFiles(clientManifest, modules),
    calls: Object.fromEntries(screens.filter((s) => s.calls.length > 0).map((s) => [s.path, s.calls])),
    outlines: Object.fromEntries(
      screens.flatMap((s) => [
        [s.path, s.outline],
        ...Object.entries(s.outlinesByQuery).map(([query, outline]) => [`${s.path}?${query}`, outline]),
      ]),
    ),
  };
}

/**
 * Which source module a load function imports (`() => import('./x')`, or a route's `lazy`, which
 * answers what it took from the module): the module of the build-time bundle whose exports hold
 * what the load answered. Only the modules loaded on demand (dynamic entries) are looked at.
 */
function moduleFinder(ssrManifest, ssrDir) {
  const namespaces = new Map();
  const namespaceOf = (key) => {
    if (!namespaces.has(key)) {
      const url = pathToFileURL(path.join(ssrDir, ssrManifest[key].file)).href;
      namespaces.set(
        key,
        import(url).catch(() => null), // a module that cannot run in Node is not one a route loads
      );
    }
    return namespaces.get(key);
  };
  const dynamicEntries = Object.keys(ssrManifest).filter((key) => ssrManifest[key].isDynamicEntry);
  return async (load, page) => {
    const loaded = await load();
    const values =
      loaded && typeof loaded === 'object' && !Array.isArray(loaded) ? Object.values(loaded) : [loaded];
    const exact = [];
    const holding = [];
    for (const key of dynamicEntries) {
      const namespace = await namespaceOf(key);
      if (!namespace) continue;
      if (namespace === loaded) exact.push(key);
      else if (Object.values(namespace).some((value) => values.includes(value))) holding.push(key);
    }
    const found = exact.length > 0 ? exact : holding;
    if (found.length !== 1)
      throw new Error(
        `prerender: a module load of ${page} matches ${found.length ? found.join(', ') : 'no module loaded on demand'}`,
      );
    return found[0];
  };
}

/**
 * The built files of each path's modules and of everything they import statically (from Vite's
 * build manifest), less the entry's own: `{ files, routes }`, routes mapping each path to indexes
 * into files (the HTML carries each file name once).
 */
function preloadedFiles(manifest, modulesByPath) {
  if (!manifest['index.html']) throw new Error('prerender: no entry in the build manifest');
  const initial = new Set();
  const addInitial = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const k of chunk.imports ?? []) addInitial(k);
  };
  addInitial('index.html');
  const files = [];
  const routes = {};
  for (const [page, modules] of Object.entries(modulesByPath)) {
    const wanted = [];
    const seen = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`prerender: ${key} (loaded by ${page}) is not in the build manifest`);
      if (seen.has(key)) return;
      seen.add(key);
      if (!initial.has(chunk.file) && !wanted.includes(chunk.file)) wanted.push(chunk.file);
      for (const k of chunk.imports ?? []) visit(k);
    };
    for (const module of modules) visit(module);
    routes[page] = wanted.map((file) => {
      const i = files.indexOf(file);
      return i >= 0 ? i : files.push(file) - 1;
    });
  }
  return { files: files.map((f) => `/${f}`), routes };
}
