import { es } from '@sanarte/shared';
import { Download } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Glow } from '../../../components/ui/glow';
import { SECTION_IDS } from '../../../config/paths';
import { hero, stores } from '../content';
import { useSiteModals } from '../site-modals';
import { Eyebrow } from './eyebrow';
import { HeroArt } from './hero-art';
import { SectionLink } from './section-link';
import { SiteStoreBadge } from './store-badge';

/**
 * The opening band: headline, 'Prueba Gratis' (the trial modal), 'Descargar la app' (scrolls to
 * the download area, #download) and the store buttons.
 */
export function Hero() {
  const modals = useSiteModals();
  return (
    <div className="relative isolate overflow-hidden bg-night-950">
      <Glow className="bg-[radial-gradient(60rem_40rem_at_85%_10%,rgba(139,120,214,0.28),transparent_60%),radial-gradient(40rem_30rem_at_0%_100%,rgba(111,179,226,0.16),transparent_60%)]" />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 pb-16 pt-12 sm:px-8 sm:pt-20 md:grid-cols-[1.3fr_0.7fr] md:gap-6 lg:grid-cols-[1.1fr_0.9fr] lg:pb-24 lg:pt-24">
        <div className="max-w-xl">
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <h1 className="text-[2.5rem] font-semibold text-white sm:text-6xl md:text-[3.25rem] lg:text-[3.75rem] xl:text-[4.25rem]">
            {hero.title}
          </h1>
          <p className="mt-6 text-lg text-lavender-200 sm:text-xl md:text-lg lg:text-xl">{hero.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button
              size="lg"
              onClick={() => modals.openTrial('audio')}
              onPointerEnter={modals.preloadTrial}
              onFocus={modals.preloadTrial}
            >
              {es.home.trialButton}
            </Button>
            <SectionLink
              section={SECTION_IDS.download}
              className={buttonClasses({ variant: 'secondary', size: 'lg' })}
            >
              <Download className="size-5" />
              {hero.downloadButton}
            </SectionLink>
          </div>
          <p className="mt-4 text-sm text-lavender-200">{hero.trialNote}</p>
          <ul aria-label={hero.storesLabel} className="mt-8 flex flex-wrap gap-3">
            {stores.platforms.map((platform) => (
              <li key={platform}>
                <SiteStoreBadge platform={platform} />
              </li>
            ))}
          </ul>
        </div>
        <HeroArt className="mx-auto hidden w-full max-w-sm sm:block lg:max-w-none" />
      </div>
    </div>
  );
}
