import { SITE_IDENTITY_ELEMENT_ID, type SiteIdentity } from '@sanarte/shared';
import { resetSiteIdentityForTests } from '../config/site-identity';

/** A business identity as an operator configures it (with the social links given). */
export const testIdentity = (social: SiteIdentity['social'] = {}): SiteIdentity => ({
  companyName: 'Bienestar Sonoro S.L.',
  taxId: 'B87654321',
  address: 'Calle del Prado 12, 28014 Madrid (España)',
  contactEmail: 'hola@bienestar-sonoro.example',
  privacyEmail: 'privacidad@bienestar-sonoro.example',
  social,
});

/** Writes the identity into the document as the server does (index.html's JSON script). */
export function configureSiteIdentity(identity: SiteIdentity): void {
  clearSiteIdentity();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_IDENTITY_ELEMENT_ID;
  script.textContent = JSON.stringify(identity);
  document.head.appendChild(script);
  resetSiteIdentityForTests();
}

/** Back to no identity in the document (the build-time render's tokens). */
export function clearSiteIdentity(): void {
  document.getElementById(SITE_IDENTITY_ELEMENT_ID)?.remove();
  resetSiteIdentityForTests();
}
