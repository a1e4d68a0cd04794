import type { Workbox } from 'workbox-window';
import { playerState } from '../player/store';
import { updateState } from './update-state';

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | null = null;

const playing = () => playerState.get().status === 'playing' || playerState.get().status === 'loading';

/** Shows the prompt (its own small React root, loaded only when there is something to show). */
async function showPrompt(): Promise<void> {
  const { mountUpdatePrompt } = await import('./update-prompt');
  mountUpdatePrompt();
}

/**
 * Registers the service worker (/sw.js, src/sw). Called once the page has loaded; never delays it.
 * A new version installs in the background and waits: the app shows "Nueva versión disponible",
 * and takes it when the listener asks (see applyUpdate).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || workbox) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => {
    if (updateState.get().status === 'idle') updateState.set({ status: 'available' });
    void showPrompt();
  });
  // The new version took over (after applyUpdate): reload into it.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate && updateState.get().status === 'applying') window.location.reload();
  });
  try {
    await wb.register();
  } catch {
    // Service workers refused (private modes, blocked by policy): the site works without the app.
    workbox = null;
    return;
  }
  const check = () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => {});
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
}

/** Checks now for a new version (the app page's button, tests). */
export function checkForUpdate(): Promise<void> {
  return workbox ? workbox.update().catch(() => {}) : Promise.resolve();
}

/**
 * Takes the waiting version. An update never interrupts playback: while audio plays, it waits
 * until the listener pauses or the audio ends.
 */
export function applyUpdate(): void {
  if (workbox) applyUpdateOn(workbox);
}

/** applyUpdate for a given registration (tests pass a fake). */
export function applyUpdateOn(wb: Pick<Workbox, 'messageSkipWaiting'>): void {
  if (updateState.get().status === 'deferred' || updateState.get().status === 'applying') return;
  if (playing()) {
    updateState.set({ status: 'deferred' });
    const stop = playerState.subscribe(() => {
      if (playing()) return;
      stop();
      updateState.set({ status: 'applying' });
      wb.messageSkipWaiting();
    });
    return;
  }
  updateState.set({ status: 'applying' });
  wb.messageSkipWaiting();
}

/** Registers after the page has loaded and the browser is idle. */
export function registerWhenLoaded(): void {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    idle(() => void registerServiceWorker());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
