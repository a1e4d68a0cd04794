/// <reference lib="webworker" />
/**
 * The app's service worker (Workbox; built by vite-plugin-pwa, which injects the precache list).
 *
 * - The app shell: every script, style and font of the build is precached, so any app route opens
 *   offline. Pages are fetched from the network first (a deploy shows at once); the last page the
 *   server answered (outside the signed-in areas, whose copy has no landing) is kept and shown
 *   when there is no connection.
 * - Downloads: `/offline/audio/<id>` and `/offline/cover/<id>` exist only on the device. They are
 *   answered from the downloads cache, Range requests with 206 partial answers cut from the stored
 *   file (seeking), and only while the download's licence is valid (shell/licences.ts).
 * - API answers and media from the server are never cached here.
 * - A new version waits until the page asks it to take over ("Nueva versión disponible").
 * - Push messages (the practice reminder, when the listener chose notifications) are shown as
 *   notifications; a click opens the app at the notice's page, in a window already open if any
 *   (sw/push.ts).
 */
import { isSignedInArea } from '@sanarte/shared';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { DOWNLOADS_CACHE, OFFLINE_PREFIX } from '../lib/media/offline-keys';
import { licenceAllows } from './licence-gate';
import { noticeOf, notificationOptions, readPayload } from './push';

declare const self: ServiceWorkerGlobalScope;

const SHELL_CACHE = 'sanarte-shell-v1';
/** The server answers every app route with the same page: it is kept under one key. */
const SHELL_KEY = '/';
/** Past this, a page that is still loading is answered from the device (a very slow network). */
const NAVIGATION_TIMEOUT_MS = 6000;
/** Server-side paths that are not pages of the app. */
const NOT_APP = [/^\/api\//, /^\/cdn\//, /^\/dev\//, /^\/offline\//];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('install', (event) => {
  // The page of this version, so the app opens offline from the first install on.
  event.waitUntil(
    caches.open(SHELL_CACHE).then((cache) => cache.add(new Request(SHELL_KEY, { cache: 'reload' }))),
  );
});

// The first version takes the open pages at once (downloads play through it without a reload);
// later versions wait for the page's word (see the message below).
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function fromNetworkOrShell(request: Request): Promise<Response> {
  const network = fetch(request);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS));
  try {
    const response = await Promise.race([network, timeout]);
    if (response) {
      // The panel's and the back-office's pages come without the prerendered landing (decision
      // 022): the kept page stays the whole one, so the landing still paints from it offline.
      const whole = !isSignedInArea(new URL(request.url).pathname);
      if (whole && response.ok && response.headers.get('content-type')?.includes('text/html')) {
        const copy = response.clone();
        void caches.open(SHELL_CACHE).then((cache) => cache.put(SHELL_KEY, copy));
      }
      return response;
    }
  } catch {
    // No connection: the kept page below.
  }
  const kept = await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE });
  return kept ?? network;
}

registerRoute(
  new NavigationRoute(({ request }) => fromNetworkOrShell(request), {
    denylist: NOT_APP,
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith(OFFLINE_PREFIX),
  async ({ request, url }) => {
    const cache = await caches.open(DOWNLOADS_CACHE);
    const stored = await cache.match(url.pathname);
    if (!stored) return new Response(null, { status: 404 });
    const audioId = url.pathname.split('/').pop() ?? '';
    if (!(await licenceAllows(audioId))) return new Response(null, { status: 403 });
    return request.headers.has('range') ? createPartialResponse(request, stored) : stored;
  },
);

// The app's files that are not this version's (a newer version stored them while waiting, or an
// older page still asks for its own): from the network, else from any cache that has them.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new NetworkOnly(),
);
setCatchHandler(async ({ request }) => (await caches.match(request)) ?? Response.error());

self.addEventListener('push', (event) => {
  const notice = noticeOf(readPayload(event.data));
  event.waitUntil(
    self.registration.showNotification(notice.title, notificationOptions(notice, self.location.origin)),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/panel';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await focused.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
