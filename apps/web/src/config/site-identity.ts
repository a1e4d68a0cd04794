import {
  PRERENDER_IDENTITY,
  SITE_IDENTITY_ELEMENT_ID,
  type SiteIdentity,
  readSiteIdentity,
} from '@sanarte/shared';

/**
 * The business identity (company name, tax id, address, contact and privacy e-mails, social links),
 * configured on the server and written by it into index.html as JSON; read once, before the first
 * render. Without that element (the build-time render of the landing) it is the tokens the server
 * replaces in the prerendered HTML.
 */
function read(): SiteIdentity {
  if (typeof document === 'undefined') return PRERENDER_IDENTITY;
  const element = document.getElementById(SITE_IDENTITY_ELEMENT_ID);
  if (!element?.textContent) return PRERENDER_IDENTITY;
  try {
    return readSiteIdentity(JSON.parse(element.textContent)) ?? PRERENDER_IDENTITY;
  } catch {
    return PRERENDER_IDENTITY;
  }
}

let current: SiteIdentity | null = null;

export function getSiteIdentity(): SiteIdentity {
  current ??= read();
  return current;
}

/** Tests: read the document again (after writing a `#site-identity` element). */
export function resetSiteIdentityForTests(): void {
  current = null;
}
