import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { SECTION_IDS } from '../../config/paths';
import {
  LoginRequiredNotice,
  MobileAccountLinks,
  SessionUnreachableNotice,
  UserMenu,
  loadUserMenu,
  useAuth,
} from '../../features/auth';
import { CookieConsent } from '../../features/consent';
import { OfflineAccount, OfflineAccountLinks, OfflineSync } from '../../features/offline';
import { PlayerHost, PlayerSkipLink } from '../../features/player';
import { SiteFooter, SiteHeader, loadSiteFooter } from '../../features/site';

/**
 * What this layout loads itself for a signed-in page's first paint: the header's account menu and
 * the footer (not offline listening or the player, which start later on purpose). Preloaded with
 * the code of the panel's pages (app/route-tree.ts).
 */
export const signedInLayoutParts = [loadUserMenu, loadSiteFooter];

/**
 * The public site's frame: skip links (to the content; to the player while an audio is loaded),
 * the cookie banner right after them, header with navigation (the user menu when signed in; the
 * downloads when signed in on this device but the session cannot be checked, offline), main
 * landmark, footer, and the app's player pinned to the bottom (it survives every navigation between
 * the site, the test and the panel).
 */
export function SiteLayout() {
  const { isAuthenticated, user, sessionUnavailable } = useAuth();
  const signedIn = isAuthenticated && user !== null;
  // Signed in on this device, the session not checkable (offline): the account's header all the
  // same, with the downloads (a check without an answer is made only with a stored session).
  const sessionKept = !signedIn && sessionUnavailable;
  const account = (menu: ReactNode, offline: ReactNode) =>
    signedIn || sessionKept ? <Suspense fallback={null}>{signedIn ? menu : offline}</Suspense> : undefined;
  return (
    <div id={SECTION_IDS.top} className="flex min-h-dvh flex-col bg-night-950 text-lavender-50">
      <SkipLink targetId={SECTION_IDS.content}>Saltar al contenido</SkipLink>
      <PlayerSkipLink />
      <CookieConsent />
      <SiteHeader
        account={account(<UserMenu />, <OfflineAccount />)}
        mobileAccount={account(<MobileAccountLinks />, <OfflineAccountLinks />)}
      />
      <main
        id={SECTION_IDS.content}
        tabIndex={-1}
        className="flex-1 scroll-mt-16 focus:outline-none lg:scroll-mt-20"
      >
        <SessionUnreachableNotice />
        <LoginRequiredNotice />
        <Outlet />
      </main>
      <SiteFooter />
      <PlayerHost />
      {(signedIn || sessionUnavailable) && (
        <Suspense fallback={null}>
          <OfflineSync />
        </Suspense>
      )}
    </div>
  );
}
