import { initTagManager, setTrackingConsent } from '../../lib/tag-manager';
import { readConsent, subscribeConsent } from './store';

/**
 * Starts the tag manager under the visitor's cookie choice (main.tsx, once): Consent Mode's
 * defaults first, then the stored choice, then every change of it (this tab's banner and settings,
 * or another tab's).
 */
export function startTracking(gtmId?: string | null): void {
  initTagManager(gtmId);
  setTrackingConsent(readConsent());
  subscribeConsent(() => setTrackingConsent(readConsent()));
}
