import { es } from '@sanarte/shared';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { header, navItems } from '../content';
import { useActiveSection } from '../use-active-section';
import { LogoMark } from './logo';
import { MobileMenu } from './mobile-menu';
import { SectionLink } from './section-link';

const navLink =
  'rounded-full px-2.5 py-2 text-sm font-semibold text-lavender-100 transition-colors hover:bg-white/10 hover:text-white aria-[current]:bg-white/10 aria-[current]:text-white xl:px-3 xl:text-[0.95rem]';
const navSections = navItems.map((item) => item.section);

type SiteHeaderProps = {
  /** For a signed-in user: the user menu, in place of 'Iniciar sesión' and 'Suscribirme'. */
  account?: ReactNode;
  /** The same for the mobile menu panel. */
  mobileAccount?: ReactNode;
};

/**
 * Header with the navigation bar. Below `lg` the links move into the mobile menu. On the landing
 * the link of the section being read is marked (aria-current="location"); on every other page
 * none is.
 */
export function SiteHeader({ account, mobileAccount }: SiteHeaderProps = {}) {
  const onLanding = useLocation().pathname === paths.home.path;
  const active = useActiveSection(navSections, onLanding);
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-night-950/95 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8 lg:h-20 lg:px-6 xl:px-8">
        <SectionLink className="flex items-center gap-2.5 rounded-full py-1 pr-2 font-display text-2xl font-semibold tracking-tight text-white">
          <LogoMark className="size-9" />
          Sanarte
        </SectionLink>

        <nav aria-label={header.navLabel} className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {navItems.map((item) => (
              <li key={item.section}>
                <SectionLink
                  section={item.section}
                  className={navLink}
                  aria-current={active === item.section ? 'location' : undefined}
                >
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          {account ?? (
            <>
              <Link
                to={paths.login.href('login')}
                className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              >
                {es.home.login}
              </Link>
              <Link
                to={paths.login.href('signup')}
                className={buttonClasses({ variant: 'primary', size: 'sm' })}
              >
                {es.home.signup}
              </Link>
            </>
          )}
        </div>

        <MobileMenu account={mobileAccount} />
      </div>
    </header>
  );
}
