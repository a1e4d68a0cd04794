import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// The shared package's source by path: the config is bundled, a workspace package would be loaded
// by Node as it is (TypeScript).
import { LOCAL_IDENTITY, withIdentity } from '../../packages/shared/src/identity';
import { AREAS, REACHED_THROUGH_BARRELS, SITE_CODE, iconsDrawnBy, inGroup } from './chunk-groups';
import { pwaManifest } from './pwa-manifest';

/**
 * React Router's package exports point every condition at its development build (dev-only warnings
 * and checks included); its production build ships beside it. The client bundle uses that one:
 * both entries ('react-router' and 'react-router/dom') share chunks inside dist/production.
 */
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/** The API server (apps/server) during development and `vite preview`. */
const apiTarget = 'http://localhost:3000';

/**
 * Libraries every page starts with: React, React Router, Redux Toolkit and RTK Query. One chunk:
 * they change together rarely (one cached file across releases), and apart they cost each other a
 * long list of imports and exports.
 */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|immer|reselect|react-redux|use-sync-external-store)[\\/]/;

/** The features' and copy modules' index.ts: re-exports only, no code of their own. */
const BARRELS = /src[\\/]features[\\/][a-z-]+[\\/](content[\\/])?index\.ts$/;

/** Lucide's icons, one module each, by file name. */
const ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.m?js$/;
const SITE_ICONS = iconsDrawnBy(SITE_CODE);
/**
 * The icons of the screens that load later, in one chunk; those the public site's code draws stay
 * out (SITE_CODE in chunk-groups.ts). The entry's own icons are in its chunk already (the 'app'
 * group comes first).
 */
const isLaterIcon = (id: string) => {
  const name = ICON.exec(id)?.[1];
  return name !== undefined && !SITE_ICONS.has(name);
};

/**
 * `npm run dev` serves index.html from Vite, not from the server, which writes the business identity
 * into it (withIdentity): this does the same with the local defaults, so the app shows them and
 * not the build's tokens.
 */
const devIdentity = (): Plugin => ({
  name: 'sanarte-dev-identity',
  apply: 'serve',
  transformIndexHtml: (html) => withIdentity(html, LOCAL_IDENTITY),
});

const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/cdn': { target: apiTarget, changeOrigin: false },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // React Router's production build declares its components with React.forwardRef, createContext
    // and memo and names them for the developer tools (`X.displayName = ...`): calls and assignments
    // the bundler must keep, and with them the components nobody uses (<Form>, its submit
    // machinery...). Marked pure and unnamed, what the app does not use drops out (1.3 kB gzip).
    {
      name: 'react-router-pure-components',
      apply: 'build',
      transform(code: string, id: string) {
        if (!/react-router[\\/]dist[\\/]production[\\/]chunk-/.test(id)) return null;
        return {
          code: code
            .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1')
            .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, ''),
          map: null,
        };
      },
    },
    react(),
    tailwindcss(),
    devIdentity(),
    // The installable app: the manifest, and src/sw.ts compiled with the list of files to precache
    // injected (Workbox). The page registers the worker itself, after load (src/features/pwa).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      manifest: pwaManifest,
      includeManifestIcons: false,
      injectManifest: {
        // The app shell: every script, style and font of the app, and the images its screens use.
        // index.html is not in the list: the worker keeps the last page the server answered
        // (src/sw.ts), so a deploy is never hidden behind a stale copy.
        globPatterns: ['**/*.{js,css,woff2}', '*.{svg,webp}', 'icons/*.png'],
        globIgnores: ['**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2', 'sw.js'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias:
      command === 'build' && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
          ]
        : [],
  },
  // The spec's fixed client headers (x-api-key / x-api-secret), baked in at build time. They identify
  // the client and grant nothing; empty when the server does not require them.
  define: {
    __CLIENT_API_KEY__: JSON.stringify(process.env.CLIENT_API_KEY ?? ''),
    __CLIENT_API_SECRET__: JSON.stringify(process.env.CLIENT_API_SECRET ?? ''),
    // The year of the build: the footer's first render (prerendered HTML and hydration) uses it.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Which files each module's chunk needs (dist/.vite/manifest.json): scripts/prerender.mjs reads
    // it to start a signed-in page's route chunks with the entry (public/boot.js), then deletes it.
    manifest: true,
    // Every browser we support preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The barrels have no code of their own: importing one name from them does not bring the
      // modules behind their other names (the auth guards stay with the screens that use them).
      treeshake: { moduleSideEffects: [{ test: BARRELS, sideEffects: false }] },
      output: {
        // The build-time bundle (entry-prerender) keeps one chunk per module loaded on demand: the
        // prerender finds the modules a route loads there (scripts/screens.mjs).
        codeSplitting: isSsrBuild
          ? true
          : {
              groups: [
                // Libraries change less often than the app: their chunk stays cached across releases.
                {
                  name: 'vendor',
                  priority: 30,
                  test: (id: string) => VENDOR.test(id),
                },
                // Every app module the entry imports, one chunk with the entry: the landing's first
                // JavaScript is this file and the vendor chunk. Without this group, modules that later
                // screens share with the entry become a dozen small chunks, which compress worse and
                // cost a request each. ('$initial': statically imported from the entry, counting the
                // modules behind a barrel, hence the exceptions; without the group's recursion, a
                // module's imports join only if they qualify too.)
                {
                  name: 'app',
                  priority: 15,
                  tags: ['$initial'],
                  includeDependenciesRecursively: false,
                  test: (id: string) => !inGroup(REACHED_THROUGH_BARRELS, id),
                },
                // The later screens' shared code, by area (chunk-groups.ts).
                {
                  name: 'icons',
                  priority: 12,
                  includeDependenciesRecursively: false,
                  test: isLaterIcon,
                },
                ...Object.entries(AREAS).map(([name, group]) => ({
                  name,
                  priority: 12,
                  includeDependenciesRecursively: false,
                  test: (id: string) => inGroup(group, id),
                })),
              ],
            },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
}));
