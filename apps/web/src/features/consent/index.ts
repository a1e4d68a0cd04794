/**
 * Cookie consent's public surface: the banner (each layout mounts it after its skip links), Consent
 * Mode's start (main.tsx), the stored choice's key, and opening the cookie settings from a link (the
 * footer, the cookie policy). The settings dialog loads when opened. Re-exports only.
 */
export { CookieConsent } from './components/cookie-consent';
export {
  CONSENT_STORAGE_KEY,
  closeCookieSettings,
  cookieSettingsOpen,
  openCookieSettings,
} from './store';
export { startTracking } from './tracking';
