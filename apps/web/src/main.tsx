import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { store } from './app/store';
import { paths } from './config/paths';
import { checkSession } from './features/auth';
import { startTracking } from './features/consent';
import { registerWhenLoaded } from './features/pwa';
import { hydrateDeferredSections } from './features/site';
import { syncCanonical } from './lib/canonical';
import './index.css';

// Consent Mode's defaults, then Google Tag Manager only if and once the visitor allows analytics
// (features/consent, lib/tag-manager.ts).
startTracking();

// The installable app's service worker, registered once the page has loaded and the browser is
// idle (features/pwa): it never delays the page. The registration is a few lines of the platform's
// API, part of the first load; the update prompt loads only when a new version waits.
registerWhenLoaded();
syncCanonical(router.state.location.pathname);
router.subscribe((state) => {
  syncCanonical(state.location.pathname);
  // A navigation updates the router's state that prerendered sections read: they hydrate first.
  hydrateDeferredSections();
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The built index.html carries the landing prerendered at build time (scripts/prerender.mjs) and
// the server answers every path with it: hydrate it on '/', replace it anywhere else. public/boot.js
// loads this module (after the landing's first paint on '/').
if (container.dataset.prerendered === window.location.pathname) {
  // As a transition, hydration yields to the browser every few milliseconds (no long task); an
  // early click still hydrates its target at once.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // Clicks made while the app was loading (public/boot.js held them): replay them now.
  const held = window.__sanarteBoot?.takeHeldClicks() ?? [];
  if (held.length > 0) {
    window.setTimeout(() => {
      for (const target of held) if (target.isConnected) target.click();
    }, 0);
  }
} else {
  // Any other page starts its session check now, while the router fetches the page's code, instead
  // of once the first render has mounted SessionManager: the guards of the panel and the back-office
  // wait for it (SessionManager finds it under way and does not start another). Not on the Google
  // callback, which signs in itself; not on the landing, whose prerendered HTML hydrates with the
  // state it was rendered with.
  if (window.location.pathname !== paths.googleCallback.path) void store.dispatch(checkSession());
  container.replaceChildren();
  delete container.dataset.prerendered;
  // A panel or back-office page's outline stays on screen, the app hidden behind it, until the app
  // has rendered the page (lib/page-outline.ts: preloaded with such a page's code, not part of the
  // landing's first JavaScript). If that module cannot load, the app shows at once.
  const outline = document.getElementById('page-outline');
  if (outline) {
    container.hidden = true;
    import('./lib/page-outline').then(
      ({ keepOutlineUntilPage }) => keepOutlineUntilPage(container),
      () => {
        outline.remove();
        container.hidden = false;
      },
    );
  }
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (no long task: the page answers input meanwhile).
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}
