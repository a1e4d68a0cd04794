import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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
/** Recharts and the packages only it uses (its shared ones, React and Redux, stay in their chunks). */
const CHARTS =
  /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant)[\\/]/;

/** Modules in every page's first JavaScript (the entry's static imports); see codeSplitting. */
const APP_CORE = new RegExp(
  [
    'packages/shared/src/(format|constants)\\.ts$',
    'packages/shared/src/messages/sections/(errors|home|common|session)\\.ts$',
    'apps/web/src/config/paths\\.ts$',
    'apps/web/src/lib/(api|storage)\\.ts$',
    'apps/web/src/components/ui/(button|modal)\\.tsx$',
    'apps/web/src/features/auth/(session|redirects|api|auth-slice|hooks)\\.ts$',
    'apps/web/src/features/auth/components/(session-manager|session-expired-modal)\\.tsx$',
    'apps/web/src/features/site/(api\\.ts|content/landing\\.ts)$',
  ]
    .map((p) => `(${p.replaceAll('/', '[\\\\/]')})`)
    .join('|'),
);

const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/cdn': { target: apiTarget, changeOrigin: false },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
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
        globIgnores: [
          '**/charts-*.js',
          '**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2',
          'sw.js',
        ],
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
    // Every browser we support preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 30,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The store every page starts with (Redux Toolkit, RTK Query). Libraries that only some
            // screens use (forms, validation, QR codes, charts...) are left to their screens' chunks, so
            // the landing does not download them.
            {
              name: 'vendor',
              priority: 20,
              // (Recharts' own copy of reselect and its useSyncExternalStore shim go with the charts.)
              test: (id: string) =>
                /node_modules[\\/](@reduxjs|redux|immer|reselect|react-redux|use-sync-external-store|clsx)[\\/]/.test(
                  id,
                ) &&
                !/node_modules[\\/](recharts[\\/]node_modules|use-sync-external-store[\\/](shim|cjs[\\/]use-sync-external-store-shim))/.test(
                  id,
                ),
            },
            // The app's own modules that every page's entry imports anyway (config, API client, session,
            // shared texts and formats, the landing's data): one chunk instead of a dozen small ones,
            // which compress worse and cost a request each.
            { name: 'app', priority: 15, test: APP_CORE },
            // Recharts and what only it uses, for the back-office's KPI screen: kept out of the vendor
            // chunk that every page loads.
            { name: 'charts', priority: 10, test: CHARTS },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
}));
