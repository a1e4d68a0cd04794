// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// (happy-dom never fetches the container's script: its refused load counts as done, without a log.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The tag manager under Consent Mode: nothing of Google's before analytics is allowed, the defaults
 * first, one container, page views only with consent. Each test starts from a fresh module (its
 * state is per page) and an empty dataLayer.
 */
type TagManager = typeof import('./tag-manager');

let tm: TagManager;
beforeEach(async () => {
  vi.resetModules();
  tm = await import('./tag-manager');
  window.dataLayer = undefined;
});
afterEach(() => {
  for (const s of document.querySelectorAll('script')) s.remove();
  for (const m of document.querySelectorAll('meta[name="gtm-id"]')) m.remove();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

const layer = (): unknown[] => window.dataLayer ?? [];
const isArguments = (entry: unknown) => Object.prototype.toString.call(entry) === '[object Arguments]';
/** The dataLayer's gtag commands, as plain arrays ('consent', 'default', {...}). */
const commands = () =>
  layer()
    .filter(isArguments)
    .map((entry) => Array.from(entry as IArguments));
const consentCommands = () => commands().filter((c) => c[0] === 'consent');
const pageViews = () =>
  layer()
    .filter((e): e is { event: string; page_path: string } => (e as { event?: string }).event === 'page_view')
    .map((e) => e.page_path);
const gtmScripts = () => document.querySelectorAll('script[src*="googletagmanager.com/gtm.js"]');

describe('before any choice', () => {
  it('pushes the Consent Mode defaults, all denied, and loads no script', () => {
    tm.initTagManager('GTM-TEST1');
    tm.setTrackingConsent(null);
    tm.trackPageView('/');
    expect(consentCommands()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
          security_storage: 'granted',
        },
      ],
    ]);
    expect(gtmScripts()).toHaveLength(0);
    expect(pageViews()).toEqual([]);
    expect(document.cookie).toBe('');
  });

  it('reads the container id from the page, and ignores one that is not a GTM id', () => {
    const meta = document.createElement('meta');
    meta.name = 'gtm-id';
    meta.content = ' GTM-ABC123 ';
    document.head.appendChild(meta);
    expect(tm.readGtmId()).toBe('GTM-ABC123');
    meta.content = 'UA-1234"><script>';
    expect(tm.readGtmId()).toBeNull();
  });
});

describe('when analytics is allowed', () => {
  it('updates consent, then loads the container once, then counts the page being read', () => {
    tm.initTagManager('GTM-TEST1');
    tm.setTrackingConsent(null);
    tm.trackPageView('/planes');
    tm.setTrackingConsent({ analytics: true, marketing: false });

    expect(consentCommands()[1]).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ]);
    const scripts = gtmScripts();
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
    );
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    // The order Google's container reads: defaults, the choice, its own start, then the page view.
    const at = (match: (e: unknown) => boolean) => layer().findIndex(match);
    const updateAt = at((e) => isArguments(e) && (e as IArguments)[1] === 'update');
    const startAt = at((e) => (e as { event?: string }).event === 'gtm.js');
    const viewAt = at((e) => (e as { event?: string }).event === 'page_view');
    expect(at((e) => isArguments(e) && (e as IArguments)[1] === 'default')).toBeLessThan(updateAt);
    expect(updateAt).toBeLessThan(startAt);
    expect(startAt).toBeLessThan(viewAt);
    expect(pageViews()).toEqual(['/planes']);
  });

  it('grants ad storage only with marketing', () => {
    tm.initTagManager('GTM-TEST1');
    tm.setTrackingConsent({ analytics: true, marketing: true });
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
  });

  it('pushes every route change once, with the path only', () => {
    tm.initTagManager(null);
    tm.setTrackingConsent({ analytics: true, marketing: false });
    tm.trackPageView('/');
    tm.trackPageView('/');
    tm.trackPageView('/login');
    tm.trackPageView('/');
    expect(pageViews()).toEqual(['/', '/login', '/']);
  });

  it('repeats nothing when the same choice is applied again', () => {
    tm.initTagManager('GTM-TEST1');
    tm.trackPageView('/');
    tm.setTrackingConsent({ analytics: true, marketing: false });
    tm.setTrackingConsent({ analytics: true, marketing: false });
    expect(consentCommands()).toHaveLength(2);
    expect(gtmScripts()).toHaveLength(1);
    expect(pageViews()).toEqual(['/']);
  });
});

describe('when the visitor changes their mind', () => {
  it('denies again, stops page views and removes the analytics cookies (the container stays loaded)', () => {
    tm.initTagManager('GTM-TEST1');
    tm.trackPageView('/');
    tm.setTrackingConsent({ analytics: true, marketing: true });
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_ABC123=GS1.1.1; path=/';
    document.cookie = 'XSRF-TOKEN=kept; path=/';

    tm.setTrackingConsent({ analytics: false, marketing: false });
    tm.trackPageView('/login');

    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ]);
    expect(pageViews()).toEqual(['/']);
    expect(document.cookie).toBe('XSRF-TOKEN=kept');
    expect(gtmScripts()).toHaveLength(1);
  });

  it('a rejection pushes no update: the defaults already deny everything', () => {
    tm.initTagManager('GTM-TEST1');
    tm.trackPageView('/');
    tm.setTrackingConsent({ analytics: false, marketing: false });
    expect(consentCommands()).toHaveLength(1);
    expect(gtmScripts()).toHaveLength(0);
    expect(pageViews()).toEqual([]);
  });
});

describe('without a container id', () => {
  it('loads nothing and pushes no consent command; page views still follow the choice', () => {
    tm.initTagManager(null);
    tm.trackPageView('/');
    expect(pageViews()).toEqual([]);
    tm.setTrackingConsent({ analytics: true, marketing: true });
    expect(commands()).toEqual([]);
    expect(gtmScripts()).toHaveLength(0);
    expect(pageViews()).toEqual(['/']);
  });
});
