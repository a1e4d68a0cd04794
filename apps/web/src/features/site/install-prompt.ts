/**
 * The browser's offer to install the app (Chrome, Edge: the `beforeinstallprompt` event). The event
 * fires early, often before React mounts, so public/boot.js catches it, keeps it from showing the
 * browser's own banner and stores it as `window.__sanarteInstall`; `appinstalled` clears it and
 * sets `window.__sanarteInstalled`. This module reads what boot.js keeps and tells subscribers when
 * it changes. An offer can be used once: prompt() clears it.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

declare global {
  interface Window {
    __sanarteInstall?: BeforeInstallPromptEvent | null;
    __sanarteInstalled?: boolean;
  }
  interface Navigator {
    /** Safari on iOS: true when the page runs from the home screen. */
    standalone?: boolean;
  }
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const BROWSER_EVENTS = ['beforeinstallprompt', 'appinstalled'] as const;
const STANDALONE = '(display-mode: standalone)';

/** Calls `listener` whenever the offer or the installed state may have changed. */
export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  // boot.js's own listeners run first (registered before this one), so the state is already kept.
  for (const type of BROWSER_EVENTS) window.addEventListener(type, listener);
  const standalone = window.matchMedia?.(STANDALONE);
  standalone?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    for (const type of BROWSER_EVENTS) window.removeEventListener(type, listener);
    standalone?.removeEventListener?.('change', listener);
  };
}

/** The browser's pending install offer, if any. */
export function getInstallPrompt(): BeforeInstallPromptEvent | null {
  return typeof window === 'undefined' ? null : (window.__sanarteInstall ?? null);
}

/** Whether the page runs as the installed app (from the home screen or the app's own window). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.(STANDALONE).matches === true || navigator.standalone === true;
}

/** Whether the app was installed from this page while it was open (`appinstalled`). */
export function wasJustInstalled(): boolean {
  return typeof window !== 'undefined' && window.__sanarteInstalled === true;
}

/**
 * Shows the browser's install dialog and answers what the person chose; 'unavailable' when there
 * is no offer. The offer is cleared first: the browser allows one prompt per event.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = getInstallPrompt();
  if (!event) return 'unavailable';
  window.__sanarteInstall = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

/** The install state for a component: the pending offer and whether the app is installed. */
export function useInstallState(): {
  prompt: BeforeInstallPromptEvent | null;
  standalone: boolean;
  installed: boolean;
} {
  const prompt = useSyncExternalStore(subscribeInstall, getInstallPrompt, () => null);
  const standalone = useSyncExternalStore(subscribeInstall, isStandalone, () => false);
  const justInstalled = useSyncExternalStore(subscribeInstall, wasJustInstalled, () => false);
  return { prompt, standalone, installed: standalone || justInstalled };
}
