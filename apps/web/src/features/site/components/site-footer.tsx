import { es } from '@sanarte/shared';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { SECTION_IDS, type SectionId, externalLinks, paths } from '../../../config/paths';
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

/** Footer: section links, terms, social link and the copyright line. */
export function SiteFooter() {
  const year = useYear();
  return (
    <footer id={FOOTER_ID} className="border-t border-white/10 bg-night-950 text-lavender-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.2fr_1fr_auto] md:gap-12">
        <div>
          <p className="flex items-center gap-2.5 font-display text-2xl font-semibold text-white">
            <LogoMark className="size-9" />
            Sanarte
          </p>
          <p className="mt-3 max-w-xs text-lavender-200">{copy.tagline}</p>
        </div>

        <nav aria-label={copy.navLabel}>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-3 sm:grid-cols-3 md:grid-cols-2">
            {links.map((link) => (
              <li key={link.label}>
                <SectionLink section={link.section} className={linkClass}>
                  {link.label}
                </SectionLink>
              </li>
            ))}
            <li className="col-span-2 sm:col-span-1 md:col-span-2">
              <Link to={paths.terms.href()} className={linkClass}>
                {copy.terms}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="font-sans text-sm font-bold uppercase tracking-[0.16em] text-lavender-300">
            {copy.socialLabel}
          </h2>
          <a
            href={externalLinks.instagram}
            target="_blank"
            rel="noopener noreferrer"
            className={`mt-3 inline-flex items-center gap-2 ${linkClass}`}
          >
            <InstagramIcon />
            Instagram
            <span className="sr-only"> {copy.newTab}</span>
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm text-lavender-300 sm:px-8">
          {`© ${year} Sanarte. Todos los derechos reservados.`}
        </p>
      </div>
    </footer>
  );
}

function InstagramIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="17.4" cy="6.6" r="1.1" fill="currentColor" />
    </svg>
  );
}
