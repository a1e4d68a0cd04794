/**
 * Tag manager: every route change pushes
 * `{ event: 'page_view', page_path }` to `window.dataLayer`. The GTM container script is loaded only
 * when the page carries `<meta name="gtm-id" content="GTM-XXXX">` (the server adds it when GTM_ID
 * is set); otherwise nothing leaves the browser.
 */

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
let initialised = false;
let lastPagePath: string | null = null;

function dataLayer(): Record<string, unknown>[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

export function readGtmId(): string | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="gtm-id"]')?.content?.trim();
  return content && GTM_ID_PATTERN.test(content) ? content : null;
}

export function initTagManager(gtmId: string | null = readGtmId()): void {
  if (initialised) return;
  initialised = true;
  const layer = dataLayer();
  if (!gtmId) return;
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

/**
 * Records a page view. Only the path is sent — never the query string, which may carry tokens
 * (/verify-email?token=..., /reset-password?token=...). Repeated calls for the same path in a row
 * (React's development double effects) count once.
 */
export function trackPageView(pagePath: string): void {
  if (pagePath === lastPagePath) return;
  lastPagePath = pagePath;
  dataLayer().push({ event: 'page_view', page_path: pagePath });
}
