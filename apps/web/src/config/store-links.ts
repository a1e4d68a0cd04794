/**
 * Where the store badges and their QR codes lead. The app's store listings exist only once the
 * server is configured with their addresses (PLAY_STORE_URL, APP_STORE_URL), which it hands to the
 * page as meta tags; until then a badge leads to the install page's section of its platform.
 */
import { STORE_URL_META, type StorePlatform } from '@sanarte/shared';
import { paths } from './paths';

/** The configured store address of `platform`, if the page carries one (https only). */
function configuredStore(platform: StorePlatform): string | null {
  if (typeof document === 'undefined') return null; // the build-time prerender: the server rewrites it
  const content = document
    .querySelector<HTMLMetaElement>(`meta[name="${STORE_URL_META[platform]}"]`)
    ?.content?.trim();
  return content?.startsWith('https://') ? content : null;
}

/** The store listing of `platform` when configured, else the install page: `/app#android`. */
export function storeLink(platform: StorePlatform): string {
  return configuredStore(platform) ?? paths.app.href(platform);
}

/** Whether a link from storeLink leaves the site (a store listing) rather than staying on it. */
export const isStoreListing = (href: string): boolean => href.startsWith('https://');

/** The absolute address a QR code of `platform` encodes, to be opened on a phone. */
export function storeQrValue(platform: StorePlatform): string {
  const href = storeLink(platform);
  return typeof window === 'undefined' ? href : new URL(href, window.location.origin).href;
}
