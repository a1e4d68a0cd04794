import { es } from '@sanarte/shared';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SECTION_IDS, paths } from '../../../config/paths';
import { useAuth } from '../../auth';
import { wellbeingTest as copy } from '../content';
import { useSiteModals } from '../site-modals';
import { AnchoredSection, titleIdOf } from './anchored-section';

/**
 * The free wellness test: 'Iniciar test' goes to /test when signed in, otherwise
 * opens the trial modal in test mode (SiteModals.openTrial decides).
 */
export function TestSection() {
  const { isAuthenticated, user } = useAuth();
  const signedIn = isAuthenticated && user !== null;
  const modals = useSiteModals();

  return (
    <AnchoredSection
      id={SECTION_IDS.wellbeingTest}
      className="scroll-mt-16 bg-night-950 px-5 py-20 sm:px-8 sm:py-24 lg:scroll-mt-20"
    >
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-night-800 px-6 py-12 text-center ring-1 ring-inset ring-white/10 sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_20rem_at_50%_0%,rgba(139,120,214,0.35),transparent_70%)]"
        />
        <p className="text-sm font-bold uppercase tracking-[0.18em] text-accent-300">{copy.eyebrow}</p>
        <h2
          id={titleIdOf(SECTION_IDS.wellbeingTest)}
          className="mt-3 text-3xl font-semibold text-white sm:text-4xl"
        >
          {copy.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-lavender-200">{copy.text}</p>
        <ul className="mt-7 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-8">
          {copy.points.map((point) => (
            <li key={point} className="flex items-center gap-2 font-semibold text-lavender-50">
              <Check className="size-4 text-accent-300" strokeWidth={2.4} />
              {point}
            </li>
          ))}
        </ul>
        <Button
          size="lg"
          className="mt-9 w-full sm:w-auto"
          onClick={() => modals.openTrial('test')}
          onPointerEnter={signedIn ? undefined : modals.preloadTrial}
          onFocus={signedIn ? undefined : modals.preloadTrial}
        >
          {es.home.startTest}
        </Button>
      </div>
    </AnchoredSection>
  );
}
