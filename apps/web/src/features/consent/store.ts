import { CONSENT_VERSION, type ConsentChoice } from '@sanarte/shared';

/**
 * The visitor's cookie choice, kept in this browser (localStorage, strictly necessary storage: it
 * only remembers the choice) with the policy version it answers. A choice for an older version
 * counts as none, so the banner asks again. Subscribers hear every change: the tag manager loads or
 * updates Consent Mode, the banner opens or closes — in this tab and in the site's other tabs.
 */
export const CONSENT_STORAGE_KEY = 'sanarte.consent';

export type StoredConsent = ConsentChoice & { decidedAt: string };

type Listener = () => void;
const listeners = new Set<Listener>();
let settingsOpen = false;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The current choice for this policy version, or null (not decided yet, or decided for an older one). */
export function readConsent(): StoredConsent | null {
  try {
    const raw = storage()?.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    if (value.version !== CONSENT_VERSION) return null;
    if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    return {
      version: value.version,
      analytics: value.analytics,
      marketing: value.marketing,
      decidedAt: String(value.decidedAt ?? ''),
    };
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Saves a choice for the current version and tells every subscriber. */
export function saveConsent(choice: { analytics: boolean; marketing: boolean }): StoredConsent {
  const stored: StoredConsent = { version: CONSENT_VERSION, ...choice, decidedAt: new Date().toISOString() };
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (privacy mode): the choice holds for this page only.
  }
  settingsOpen = false;
  emit();
  return stored;
}

/** A choice made in another tab of this site reaches this one too (the `storage` event). */
function onStorage(event: StorageEvent): void {
  if (event.key === CONSENT_STORAGE_KEY || event.key === null) emit();
}

export function subscribeConsent(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

/** «Configurar cookies» (footer): opens the settings layer, whatever was chosen before. */
export function openCookieSettings(): void {
  settingsOpen = true;
  emit();
}

export function closeCookieSettings(): void {
  settingsOpen = false;
  emit();
}

export function cookieSettingsOpen(): boolean {
  return settingsOpen;
}
