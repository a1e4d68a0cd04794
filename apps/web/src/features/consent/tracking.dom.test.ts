// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// (happy-dom never fetches the container's script: its refused load counts as done, without a log.)
import { CONSENT_VERSION } from '@sanarte/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The tag manager follows the consent store: the stored choice at start, then every change. */
type Modules = { tracking: typeof import('./tracking'); store: typeof import('./store') };
let m: Modules;
beforeEach(async () => {
  vi.resetModules();
  window.dataLayer = undefined;
  m = { tracking: await import('./tracking'), store: await import('./store') };
});
afterEach(() => {
  for (const s of document.querySelectorAll('script')) s.remove();
});

const gtmScripts = () => document.querySelectorAll('script[src*="googletagmanager.com/gtm.js"]');
const consentUpdates = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as unknown as ArrayLike<unknown>))
    .filter((command) => command[0] === 'consent' && command[1] === 'update')
    .map((command) => (command[2] as { analytics_storage: string }).analytics_storage);

describe('startTracking', () => {
  it('loads the container only when the visitor allows analytics, and hears a change of mind', () => {
    m.tracking.startTracking('GTM-TEST1');
    expect(gtmScripts()).toHaveLength(0);

    m.store.saveConsent({ analytics: true, marketing: false });
    expect(gtmScripts()).toHaveLength(1);
    expect(consentUpdates()).toEqual(['granted']);

    m.store.openCookieSettings();
    m.store.saveConsent({ analytics: false, marketing: false });
    expect(consentUpdates()).toEqual(['granted', 'denied']);
    expect(gtmScripts()).toHaveLength(1);
  });

  it('applies a choice stored on an earlier visit at once', () => {
    localStorage.setItem(
      m.store.CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION, analytics: true, marketing: true, decidedAt: '' }),
    );
    m.tracking.startTracking('GTM-TEST1');
    expect(gtmScripts()).toHaveLength(1);
  });

  it('follows a choice made in another tab', () => {
    m.tracking.startTracking('GTM-TEST1');
    const value = JSON.stringify({
      version: CONSENT_VERSION,
      analytics: true,
      marketing: false,
      decidedAt: '',
    });
    localStorage.setItem(m.store.CONSENT_STORAGE_KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: m.store.CONSENT_STORAGE_KEY, newValue: value }));
    expect(gtmScripts()).toHaveLength(1);
  });
});
