import { playerState } from '../player';
import { updateState } from './update-state';

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** What taking a new version needs: telling the waiting worker to take over. */
export type UpdateTarget = { messageSkipWaiting(): void };

let started = false;
let registration: ServiceWorkerRegistration | null = null;

const playing = () => playerState.get().status === 'playing' || playerState.get().status === 'loading';

/** Shows the prompt (its own small React root, loaded only when there is something to show). */
async function showPrompt(): Promise<void> {
  const { mountUpdatePrompt } = await import('./update-prompt');
  mountUpdatePrompt();
}

function newVersionWaiting(): void {
  if (updateState.get().status === 'idle') updateState.set({ status: 'available' });
  void showPrompt();
}

/**
 * Registers the service worker (/sw.js, src/sw) with the platform's API. Called once the page has
 * loaded; never delays it. A new version installs in the background and waits: the app shows
 * "Nueva versión disponible", and takes it when the listener asks (see applyUpdate). The first
 * version takes over at once (the worker claims the page), which is no update.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || started) return;
  started = true;
  const container = navigator.serviceWorker;
  // A worker already controls the page: whatever installs now is a new version, and waits.
  const isUpdate = () => container.controller !== null;
  let reg: ServiceWorkerRegistration | undefined;
  try {
    reg = await container.register('/sw.js', { scope: '/' });
  } catch {
    // Service workers refused (private modes, blocked by policy): the site works without the app.
  }
  // (A browser that blocks workers may also answer with no registration at all.)
  if (!reg) return;
  registration = reg;
  // A new version that finished installing before this page asked (another tab, an earlier visit).
  if (reg.waiting && isUpdate()) newVersionWaiting();
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && isUpdate()) newVersionWaiting();
    });
  });
  // The new version took over (after applyUpdate): reload into it.
  container.addEventListener('controllerchange', () => {
    if (updateState.get().status === 'applying') window.location.reload();
  });
  const check = () => {
    if (document.visibilityState === 'visible') void reg.update().catch(() => {});
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
}

/** Checks now for a new version (the app page's button, tests). */
export async function checkForUpdate(): Promise<void> {
  await registration?.update().catch(() => {});
}

/** The waiting worker of this registration, told to take over (src/sw/sw.ts listens). */
const waitingWorkerOf = (reg: ServiceWorkerRegistration): UpdateTarget => ({
  messageSkipWaiting: () => reg.waiting?.postMessage({ type: 'SKIP_WAITING' }),
});

/**
 * Takes the waiting version. An update never interrupts playback: while audio plays, it waits
 * until the listener pauses or the audio ends.
 */
export function applyUpdate(): void {
  if (registration) applyUpdateOn(waitingWorkerOf(registration));
}

/** applyUpdate for a given target (tests pass a fake). */
export function applyUpdateOn(target: UpdateTarget): void {
  if (updateState.get().status === 'deferred' || updateState.get().status === 'applying') return;
  if (playing()) {
    updateState.set({ status: 'deferred' });
    const stop = playerState.subscribe(() => {
      if (playing()) return;
      stop();
      updateState.set({ status: 'applying' });
      target.messageSkipWaiting();
    });
    return;
  }
  updateState.set({ status: 'applying' });
  target.messageSkipWaiting();
}

/** The web app manifest (vite.config.ts, manifestFilename). */
export const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Links the manifest, once. The built HTML leaves it out (scripts/prerender.mjs): linked there, the
 * browser fetches it and then its icon while the first screen is still loading.
 */
export function linkManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  doc.head.append(link);
}

/** Links the manifest and registers the worker after the page has loaded and the browser is idle. */
export function registerWhenLoaded(): void {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    idle(() => {
      linkManifest();
      void registerServiceWorker();
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
