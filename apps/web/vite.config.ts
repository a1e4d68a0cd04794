import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// The shared package's source by path: the config is bundled, a workspace package would be loaded
// by Node as it is (TypeScript).
import { LOCAL_IDENTITY, withIdentity } from '../../packages/shared/src/identity';
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

/**
 * Modules the entry reaches only through a feature's index.ts or a copy module's index.ts, for
 * screens that load later (every page's first JavaScript leaves them out): the other sections'
 * copy, the sign-in screens' copy, the route guards and the account menu's pieces.
 */
const REACHED_THROUGH_BARRELS =
  /features[\\/](site|auth)[\\/]content[\\/](?!landing|session)|features[\\/]auth[\\/](components[\\/]guards|use-logout|account-links)/;
/** The features' and copy modules' index.ts: re-exports only, no code of their own. */
const BARRELS = /src[\\/]features[\\/][a-z-]+[\\/](content[\\/])?index\.ts$/;

/**
 * Files of the screens that load later, grouped by area: a signed-in page's code comes in a few
 * files instead of two or three dozen of one or two kilobytes each (an icon, a copy module, an API
 * slice), each a request and, on a phone's connection, often a round trip of its own (six at a
 * time per server). Each group holds only modules its area's pages load anyway.
 * - Icons not on the landing (the entry's own stay in its chunk).
 * - The back-office's shell, lists, dialogs, API slices and copy (every /admin page loads the
 *   shell), without the people forms (react-hook-form and zod, loaded with their dialogs).
 * - The panel's shell and copy (every /panel page).
 * - Offline listening's store (every signed-in page starts it: features/offline/offline-sync).
 */
const ICONS = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.m?js$/;
/**
 * The icons of the public site's code (its later sections, the install prompt, the cookie banner,
 * the shared components) stay out of the icons chunk: the landing loads the few it needs, not
 * every icon of the signed-in screens (its first JavaScript is measured: 150 kB at most).
 */
const SITE_ICONS = new Set(
  ['features/site', 'features/pwa', 'features/consent', 'components', 'app'].flatMap((dir) =>
    readdirSync(path.join(import.meta.dirname, 'src', dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => {
        const code = readFileSync(path.join(import.meta.dirname, 'src', dir, file), 'utf8');
        const names = /import \{([^}]*)\} from 'lucide-react'/.exec(code)?.[1] ?? '';
        return names
          .split(',')
          .map((name) => name.replace(/\btype\b/, '').trim())
          .filter(Boolean)
          .map((name) => name.replace(/(?<=[a-z0-9])(?=[A-Z])|(?<=[a-zA-Z])(?=[0-9])/g, '-').toLowerCase());
      }),
  ),
);
const isLaterIcon = (id: string) => {
  const name = ICONS.exec(id)?.[1];
  return name !== undefined && !SITE_ICONS.has(name);
};
const ADMIN_SHARED =
  /src[\\/]features[\\/]admin[\\/]((components|api)[\\/]|shell[\\/](?!admin-layout)|content\.ts$|people[\\/](format|base|date-range|content|user-status|user-cells|subscription-state|active-toggle|delete-client|users-api|use-csv-export)\.tsx?$)|shared[\\/]src[\\/](messages[\\/]sections[\\/]admin|search)\.ts$/;
const PANEL_SHARED = /src[\\/]features[\\/]panel[\\/](content|nav-items|user|api|hooks)\.tsx?$/;
const OFFLINE_STORE =
  /src[\\/]features[\\/]offline[\\/](downloads|db|kv|keys|report-queue|use-downloads|content|licences|api)\.ts$|src[\\/]features[\\/]player[\\/]api\.ts$|node_modules[\\/]idb[\\/]/;

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
                  test: (id: string) => !REACHED_THROUGH_BARRELS.test(id),
                },
                // The later screens' shared code, by area (see ICONS above).
                {
                  name: 'icons',
                  priority: 12,
                  includeDependenciesRecursively: false,
                  test: isLaterIcon,
                },
                {
                  name: 'admin',
                  priority: 12,
                  includeDependenciesRecursively: false,
                  test: (id: string) => ADMIN_SHARED.test(id),
                },
                {
                  name: 'panel',
                  priority: 12,
                  includeDependenciesRecursively: false,
                  test: (id: string) => PANEL_SHARED.test(id),
                },
                {
                  name: 'offline',
                  priority: 12,
                  includeDependenciesRecursively: false,
                  test: (id: string) => OFFLINE_STORE.test(id),
                },
              ],
            },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
}));
