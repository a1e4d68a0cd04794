/**
 * The business behind the service, from the server's configuration (COMPANY_NAME, COMPANY_TAX_ID,
 * COMPANY_ADDRESS, CONTACT_EMAIL, PRIVACY_EMAIL and the social links), never from code: the legal
 * pages, the contact section, the footer and the e-mails show it.
 *
 * How it reaches the web app: the server writes it into index.html as JSON
 * (`<script type="application/json" id="site-identity">`), which the app reads before its first
 * render. The landing is prerendered at build time with IDENTITY_TOKENS in place of the values;
 * the server replaces them (withIdentity) so the HTML and the hydrated app agree. Social links
 * change the footer's structure, so the prerendered landing has none and the app adds the
 * configured ones after hydrating (below the fold, no layout shift).
 */
import { escapeHtml } from './store-links.js';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

export interface SiteIdentity {
  companyName: string;
  taxId: string;
  address: string;
  contactEmail: string;
  privacyEmail: string;
  social: Partial<Record<SocialNetwork, string>>;
}

type ScalarField = Exclude<keyof SiteIdentity, 'social'>;
const SCALAR_FIELDS: readonly ScalarField[] = [
  'companyName',
  'taxId',
  'address',
  'contactEmail',
  'privacyEmail',
];

/**
 * The identity read back from index.html's JSON, or null when it is not one. Checked by hand, not
 * with zod: the landing reads it while hydrating, and zod would be most of its JavaScript.
 */
export function readSiteIdentity(value: unknown): SiteIdentity | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!SCALAR_FIELDS.every((k) => typeof v[k] === 'string')) return null;
  const social: Partial<Record<SocialNetwork, string>> = {};
  if (typeof v.social === 'object' && v.social !== null) {
    for (const network of SOCIAL_NETWORKS) {
      const url = (v.social as Record<string, unknown>)[network];
      if (typeof url === 'string' && /^https:\/\//.test(url)) social[network] = url;
    }
  }
  return {
    companyName: v.companyName as string,
    taxId: v.taxId as string,
    address: v.address as string,
    contactEmail: v.contactEmail as string,
    privacyEmail: v.privacyEmail as string,
    social,
  };
}

/**
 * The defaults of local mode (`npm start` without configuration), marked as such wherever they
 * show; production refuses to start without the real values.
 */
export const LOCAL_IDENTITY: SiteIdentity = {
  companyName: 'Sanarte (entorno local)',
  taxId: 'Sin configurar (COMPANY_TAX_ID)',
  address: 'Sin configurar (COMPANY_ADDRESS)',
  contactEmail: 'contacto@sanarte.localhost',
  privacyEmail: 'privacidad@sanarte.localhost',
  social: {},
};

/** The id of the JSON script element that carries the identity in index.html. */
export const SITE_IDENTITY_ELEMENT_ID = 'site-identity';

/** What the build-time render writes in place of each value (plain ASCII: React writes it as is). */
export const IDENTITY_TOKENS: Record<ScalarField, string> = {
  companyName: '%%SANARTE_COMPANY_NAME%%',
  taxId: '%%SANARTE_COMPANY_TAX_ID%%',
  address: '%%SANARTE_COMPANY_ADDRESS%%',
  contactEmail: '%%SANARTE_CONTACT_EMAIL%%',
  privacyEmail: '%%SANARTE_PRIVACY_EMAIL%%',
};

/** The identity the build-time render uses: tokens, no social links. */
export const PRERENDER_IDENTITY: SiteIdentity = { ...IDENTITY_TOKENS, social: {} };

/** JSON safe inside a <script> element: no `</script>` or comment can be formed. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html as served: the prerendered tokens replaced by the configured values (escaped as React
 * escapes text and attributes) and the identity as JSON before `</head>`.
 */
export function withIdentity(html: string, identity: SiteIdentity): string {
  let out = html;
  for (const field of SCALAR_FIELDS)
    out = out.split(IDENTITY_TOKENS[field]).join(escapeHtml(identity[field]));
  const script = `<script type="application/json" id="${SITE_IDENTITY_ELEMENT_ID}">${scriptJson(identity)}</script>`;
  return out.replace('</head>', () => `${script}</head>`);
}
