import { SOCIAL_LABELS, SOCIAL_NETWORKS, type SiteIdentity, type SocialNetwork, es } from '@sanarte/shared';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { SECTION_IDS, type SectionId, paths } from '../../../config/paths';
import { getSiteIdentity } from '../../../config/site-identity';
import { openCookieSettings } from '../../consent';
import { footer as copy } from '../content';
import { FOOTER_ID } from './footer-id';
import { LogoMark } from './logo';
import { SectionLink } from './section-link';

const links: { label: string; section: SectionId }[] = [
  { label: es.footer.home, section: SECTION_IDS.top },
  { label: es.footer.price, section: SECTION_IDS.pricing },
  { label: es.footer.about, section: SECTION_IDS.about },
  { label: es.footer.testimonials, section: SECTION_IDS.testimonials },
  { label: es.footer.contact, section: SECTION_IDS.contact },
];

const legalLinks: { label: string; href: string }[] = [
  { label: copy.terms, href: paths.terms.href() },
  { label: copy.privacyPolicy, href: paths.privacyPolicy.href() },
  { label: copy.cookiePolicy, href: paths.cookiePolicy.href() },
  { label: copy.legalNotice, href: paths.legalNotice.href() },
];

const linkClass =
  'rounded-md text-lavender-200 underline-offset-4 transition-colors hover:text-white hover:underline';

const noSubscription = () => () => {};
/** This year; while hydrating the prerendered page, the year of the build (so both renders agree). */
const useYear = () =>
  useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );

const NO_SOCIAL: SiteIdentity['social'] = {};
/**
 * The configured social links. The prerendered landing has none (they change the markup, and the
 * build does not know them): while hydrating it, none; the configured ones right after.
 */
const useSocialLinks = () =>
  useSyncExternalStore(
    noSubscription,
    () => getSiteIdentity().social,
    () => NO_SOCIAL,
  );

/**
 * Footer: section links, the legal pages and «Configurar cookies», the configured social links
 * and the copyright line with the configured company name.
 */
export function SiteFooter() {
  const year = useYear();
  const social = useSocialLinks();
  const networks = SOCIAL_NETWORKS.filter((network) => social[network]);
  const { companyName } = getSiteIdentity();
  return (
    <footer id={FOOTER_ID} className="border-t border-white/10 bg-night-950 text-lavender-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:grid-cols-2 sm:px-8 lg:grid-cols-[1.3fr_1fr_1fr] lg:gap-12">
        <div>
          <p className="flex items-center gap-2.5 font-display text-2xl font-semibold text-white">
            <LogoMark className="size-9" />
            Sanarte
          </p>
          <p className="mt-3 max-w-xs text-lavender-200">{copy.tagline}</p>
          {networks.length > 0 && (
            <div className="mt-6">
              <h2 className="font-sans text-sm font-bold uppercase tracking-[0.16em] text-lavender-300">
                {copy.socialLabel}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
                {networks.map((network) => (
                  <li key={network}>
                    <a
                      href={social[network]}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`inline-flex items-center gap-2 ${linkClass}`}
                    >
                      <SocialIcon network={network} />
                      {SOCIAL_LABELS[network]}
                      <span className="sr-only"> {copy.newTab}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>

        <nav aria-label={copy.navLabel}>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-3">
            {links.map((link) => (
              <li key={link.label}>
                <SectionLink section={link.section} className={linkClass}>
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={copy.legalLabel}>
          <h2 className="font-sans text-sm font-bold uppercase tracking-[0.16em] text-lavender-300">
            {copy.legalLabel}
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={openCookieSettings} className={`cursor-pointer ${linkClass}`}>
                {es.consent.footerLink}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl break-words px-5 py-6 text-sm text-lavender-300 sm:px-8">
          {copy.copyright(year, companyName)}
        </p>
      </div>
    </footer>
  );
}

function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICONS[network]}
    </svg>
  );
}

const ICONS: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.4" cy="6.6" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 7.5h-1.5A2.5 2.5 0 0 0 11 10v11M8.5 13h6" />
    </>
  ),
  tiktok: (
    <>
      <path d="M13.5 3v11.8a3.3 3.3 0 1 1-3.3-3.3" />
      <path d="M13.5 3c.4 2.6 2.3 4.5 5 4.8" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.2 9.3v5.4l4.6-2.7z" fill="currentColor" stroke="none" />
    </>
  ),
};
