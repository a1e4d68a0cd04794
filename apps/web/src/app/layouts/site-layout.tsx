import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { SECTION_IDS } from '../../config/paths';
import { MobileAccountLinks, UserMenu, useAuth } from '../../features/auth';
import { SiteFooter } from '../../features/site/components/site-footer';
import { SiteHeader } from '../../features/site/components/site-header';

/**
 * The public site's frame: skip link, header with navigation (the user menu when signed in), main
 * landmark, footer.
 */
export function SiteLayout() {
  const { isAuthenticated, user } = useAuth();
  const signedIn = isAuthenticated && user !== null;
  return (
    <div id={SECTION_IDS.top} className="flex min-h-dvh flex-col bg-night-950 text-lavender-50">
      <SkipLink targetId={SECTION_IDS.content}>Saltar al contenido</SkipLink>
      <SiteHeader
        account={signedIn ? <UserMenu /> : undefined}
        mobileAccount={signedIn ? <MobileAccountLinks /> : undefined}
      />
      <main
        id={SECTION_IDS.content}
        tabIndex={-1}
        className="flex-1 scroll-mt-16 focus:outline-none lg:scroll-mt-20"
      >
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
