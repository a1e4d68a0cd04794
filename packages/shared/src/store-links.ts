/**
 * Links to the app's store listings (Google Play, the App Store), which exist only once an operator
 * configures their addresses (PLAY_STORE_URL, APP_STORE_URL on the server). Until then every store
 * badge leads to the install page's section of its platform (`/app#android`, `/app#ios`).
 *
 * The server hands the configured addresses to the page in meta tags (STORE_URL_META) and, because
 * the landing is prerendered at build time with the default links, rewrites its store badges in
 * the index (withStoreLinks) into exactly the markup the web app renders for a configured store:
 * the HTML and the hydrated app agree. The web's StoreBadge and this rewrite share the contract
 * below, and a web test renders both to check it.
 */

export type StorePlatform = 'android' | 'ios';
export const STORE_PLATFORMS: readonly StorePlatform[] = ['android', 'ios'];

/** The name of the meta tag that carries each platform's configured store address. */
export const STORE_URL_META: Record<StorePlatform, string> = {
  android: 'play-store-url',
  ios: 'app-store-url',
};

/** Said to screen readers at the end of a store link, which opens in a new tab. */
export const STORE_NEW_TAB_NOTE = '(se abre en una pestaña nueva)';

/** The attribute that marks a store badge's link with its platform: `data-store="android"`. */
export const STORE_BADGE_ATTRIBUTE = 'data-store';

export type StoreUrls = Partial<Record<StorePlatform, string>>;

/** Escapes a value for an HTML attribute or text, as React's server renderer does. */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * The external form of a store badge's link, as the web app renders it: the opening tag, and the
 * note for screen readers that comes last inside the link.
 */
export function storeBadgeLink(platform: StorePlatform, url: string, className: string) {
  return {
    open: `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer" ${STORE_BADGE_ATTRIBUTE}="${platform}" class="${className}">`,
    note: `<span class="sr-only">${escapeHtml(` ${STORE_NEW_TAB_NOTE}`)}</span>`,
  };
}

/**
 * Rewrites the store badges of rendered HTML (links marked with `data-store`) whose platform has a
 * configured address into links to that address; the others stay as they are.
 */
export function withStoreLinks(html: string, urls: StoreUrls): string {
  let out = html;
  for (const platform of STORE_PLATFORMS) {
    const url = urls[platform];
    if (!url) continue;
    // A badge's link holds no other link, so its end is the first </a> after its opening tag.
    const badge = new RegExp(
      `<a\\s[^>]*\\b${STORE_BADGE_ATTRIBUTE}="${platform}"[^>]*>([\\s\\S]*?)</a>`,
      'g',
    );
    out = out.replace(badge, (whole: string, inner: string) => {
      const className = /\sclass="([^"]*)"/.exec(whole.slice(0, whole.indexOf('>') + 1))?.[1] ?? '';
      const link = storeBadgeLink(platform, url, className);
      const content = inner.includes(link.note) ? inner : `${inner}${link.note}`;
      return `${link.open}${content}</a>`;
    });
  }
  return out;
}
