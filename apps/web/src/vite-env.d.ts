/// <reference types="vite/client" />

/** Replaced at build time from CLIENT_API_KEY / CLIENT_API_SECRET (vite.config.ts); '' when unset. */
declare const __CLIENT_API_KEY__: string;
declare const __CLIENT_API_SECRET__: string;
/** The year of the build (vite.config.ts). */
declare const __BUILD_YEAR__: number;

interface Window {
  /** Tag-manager queue (lib/tag-manager.ts). */
  dataLayer?: Record<string, unknown>[];
  /** Set by public/boot.js on the prerendered landing: clicks made before the app hydrated. */
  __sanarteBoot?: { takeHeldClicks(): HTMLElement[] };
  /** Set by public/boot.js on a signed-in page: its first API calls, already sent, by address. */
  __sanarteEarly?: Record<string, Promise<Response>>;
}
