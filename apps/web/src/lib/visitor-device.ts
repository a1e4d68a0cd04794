import { useSyncExternalStore } from 'react';

/** The kind of device the page runs on, as far as the download areas and /app need it. */
export interface VisitorDevice {
  /** Its system: the app's steps and store of that system come first. */
  platform: 'android' | 'ios' | 'desktop';
  /** A phone or tablet: the device itself installs the app (nothing to scan with another one). */
  handheld: boolean;
}

/**
 * The device of a browser, read from its user agent. iPadOS Safari introduces itself as a Mac
 * ("Macintosh") but has a touch screen, which no Mac has; other phones say "Mobi".
 */
export function deviceOf(userAgent: string, maxTouchPoints = 0): VisitorDevice {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) {
    return { platform: 'ios', handheld: true };
  }
  if (/Android/i.test(userAgent)) return { platform: 'android', handheld: true };
  return { platform: 'desktop', handheld: /Mobi/i.test(userAgent) };
}

// The same object for as long as the browser says the same (useSyncExternalStore compares them).
let current: { userAgent: string; device: VisitorDevice } | null = null;
const read = (): VisitorDevice => {
  const { userAgent } = navigator;
  if (current?.userAgent !== userAgent) {
    current = { userAgent, device: deviceOf(userAgent, navigator.maxTouchPoints ?? 0) };
  }
  return current.device;
};
const unchanging = () => () => {};

/**
 * This browser's device; null where it is not known: the build-time prerender, and the hydration
 * of the landing's prerendered HTML (drawn for no device in particular), after which the page
 * renders again for the device.
 */
export function useVisitorDevice(): VisitorDevice | null {
  return useSyncExternalStore(unchanging, read, () => null);
}
