import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { SECTION_IDS } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { FOOTER_ID } from '../../features/site/components/footer-id';
import { SiteHeader } from '../../features/site/components/site-header';
import { deferredSection } from '../../features/site/deferred-section';

// A signed-in user's menus: not part of the signed-out visitor's first JavaScript.
const UserMenu = lazy(async () => ({
  default: (await import('../../features/auth/components/user-menu')).UserMenu,
}));
const MobileAccountLinks = lazy(async () => ({
  default: (await import('../../features/auth/components/user-menu')).MobileAccountLinks,
}));
// The footer hydrates when the visitor nears it (see deferred-section.tsx).
const SiteFooter = deferredSection(
  FOOTER_ID,
  async () => (await import('../../features/site/components/site-footer')).SiteFooter,
);

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
        account={
          signedIn ? (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          ) : undefined
        }
        mobileAccount={
          signedIn ? (
            <Suspense fallback={null}>
              <MobileAccountLinks />
            </Suspense>
          ) : undefined
        }
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
