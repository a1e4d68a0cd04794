/**
 * Tag manager under Google Consent Mode v2 (docs/consent.md).
 *
 * - Google Tag Manager runs only when the page carries `<meta name="gtm-id" content="GTM-XXXX">`
 *   (the server adds it when GTM_ID is set) and only once the visitor has allowed analytics: until
 *   then no script of Google's is inserted and nothing is written to the browser's storage.
 * - With a container id, the Consent Mode defaults (every purpose denied) are the first thing in
 *   `window.dataLayer`; the visitor's choice follows as a consent `update`, then the container loads
 *   (once). A later change of mind pushes another `update`; revoking analytics also removes the
 *   first-party cookies Google's tags set (`_ga`, `_gid`, ...), though the loaded container stays in
 *   the page until it is left or reloaded.
 * - Every route change pushes `{ event: 'page_view', page_path }` while analytics is allowed. The
 *   page being read when analytics is granted counts too: its page view is pushed at that moment.
 *
 * lib/ does not import features: features/consent/tracking.ts feeds the stored choice to
 * `setTrackingConsent`.
 */

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
const GTM_ORIGIN = 'https://www.googletagmanager.com';

export type TrackingConsent = { analytics: boolean; marketing: boolean };

type ConsentState = 'granted' | 'denied';
type ConsentSignals = {
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  analytics_storage: ConsentState;
};

let initialised = false;
let containerId: string | null = null;
let containerInserted = false;
/** What Consent Mode was last told (the defaults deny everything). */
let signalled: TrackingConsent = { analytics: false, marketing: false };
let analyticsAllowed = false;
/** The path the visitor is on, and the last one whose page view was pushed. */
let currentPath: string | null = null;
let lastTrackedPath: string | null = null;

type DataLayer = Array<Record<string, unknown> | IArguments>;

function dataLayer(): DataLayer {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer as DataLayer;
}

/**
 * Google's `gtag()`: the container reads commands ('consent', 'set', ...) only as `arguments`
 * objects, never as arrays, so the function pushes its own `arguments` as the official snippet does.
 */
function gtag(..._command: unknown[]): void {
  // biome-ignore lint/style/noArguments: Consent Mode commands must be Arguments objects (see above).
  dataLayer().push(arguments);
}

function signals({ analytics, marketing }: TrackingConsent): ConsentSignals {
  const ads: ConsentState = marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: analytics ? 'granted' : 'denied',
  };
}

export function readGtmId(): string | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="gtm-id"]')?.content?.trim();
  return content && GTM_ID_PATTERN.test(content) ? content : null;
}

/**
 * Starts the tag manager: creates `window.dataLayer` and, with a container id, pushes the Consent
 * Mode defaults (everything denied but the strictly necessary security storage). Loads nothing.
 */
export function initTagManager(gtmId: string | null = readGtmId()): void {
  if (initialised) return;
  initialised = true;
  dataLayer();
  containerId = gtmId;
  if (!gtmId) return;
  gtag('consent', 'default', {
    ...signals({ analytics: false, marketing: false }),
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
  });
  // Without ad storage, ad clicks' identifiers are redacted from what the tags send.
  gtag('set', 'ads_data_redaction', true);
}

function insertContainer(id: string): void {
  if (containerInserted) return;
  containerInserted = true;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Google Analytics' and Ads' first-party cookies, removed when the visitor withdraws consent. */
const TRACKING_COOKIE = /^(_ga|_ga_[A-Za-z0-9]+|_gid|_gat(_[A-Za-z0-9-]+)?|_gcl_[a-z]+)$/;

function removeTrackingCookies(): void {
  const hostParts = window.location.hostname.split('.');
  // The tags set their cookies on the widest domain that accepts them: try each parent domain.
  const domains = [''];
  for (let i = 0; i < hostParts.length - 1; i++) domains.push(`; domain=.${hostParts.slice(i).join('.')}`);
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name || !TRACKING_COOKIE.test(name)) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

/**
 * Applies the visitor's choice (null: not decided yet, which denies everything). Consent Mode hears
 * each change once; the container loads the first time analytics is allowed; the current page's
 * view is pushed then.
 */
export function setTrackingConsent(choice: TrackingConsent | null): void {
  if (!initialised) initTagManager();
  const next: TrackingConsent = {
    analytics: choice?.analytics ?? false,
    marketing: choice?.marketing ?? false,
  };
  const wasAllowed = analyticsAllowed;
  analyticsAllowed = next.analytics;

  if (containerId && (next.analytics !== signalled.analytics || next.marketing !== signalled.marketing)) {
    gtag('consent', 'update', signals(next));
    signalled = next;
  }
  if (next.analytics && containerId) insertContainer(containerId);
  if (wasAllowed && !next.analytics) removeTrackingCookies();
  if (next.analytics && !wasAllowed && currentPath !== null) pushPageView(currentPath);
}

function pushPageView(pagePath: string): void {
  if (pagePath === lastTrackedPath) return;
  lastTrackedPath = pagePath;
  dataLayer().push({ event: 'page_view', page_path: pagePath });
}

/**
 * Records a page view while analytics is allowed (otherwise only remembers where the visitor is).
 * Only the path is sent — never the query string, which may carry tokens (/verify-email?token=...,
 * /reset-password?token=...). Repeated calls for the same path in a row (React's development double
 * effects) count once.
 */
export function trackPageView(pagePath: string): void {
  currentPath = pagePath;
  if (analyticsAllowed) pushPageView(pagePath);
}
