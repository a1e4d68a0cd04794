/// <reference types="vite/client" />

/** Replaced at build time from CLIENT_API_KEY / CLIENT_API_SECRET (vite.config.ts); '' when unset. */
declare const __CLIENT_API_KEY__: string;
declare const __CLIENT_API_SECRET__: string;

interface Window {
  /** Tag-manager queue (lib/tag-manager.ts). */
  dataLayer?: Record<string, unknown>[];
}
