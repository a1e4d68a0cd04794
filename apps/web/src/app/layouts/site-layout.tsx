import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { SECTION_IDS } from '../../config/paths';
import { SiteFooter } from '../../features/site/components/site-footer';
import { SiteHeader } from '../../features/site/components/site-header';

/** The public site's frame: skip link, header with navigation, main landmark, footer. */
export function SiteLayout() {
  return (
    <div id={SECTION_IDS.top} className="flex min-h-dvh flex-col bg-night-950 text-lavender-50">
      <SkipLink targetId={SECTION_IDS.content}>Saltar al contenido</SkipLink>
      <SiteHeader />
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
