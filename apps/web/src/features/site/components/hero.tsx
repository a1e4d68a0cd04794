import { buttonClasses } from '../../../components/ui/button';
import { SECTION_IDS } from '../../../config/paths';
import { hero } from '../content';
import { HeroArt } from './hero-art';
import { SectionLink } from './section-link';

/** The opening band of the landing: headline and the two ways in. */
export function Hero() {
  return (
    <div className="relative isolate overflow-hidden bg-night-950">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_10%,rgba(139,120,214,0.28),transparent_60%),radial-gradient(40rem_30rem_at_0%_100%,rgba(111,179,226,0.16),transparent_60%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 pb-20 pt-14 sm:px-8 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:gap-6 lg:pb-28 lg:pt-24">
        <div className="max-w-xl">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/5 px-4 py-1.5 text-sm font-bold tracking-wide text-sky-200 ring-1 ring-inset ring-white/10">
            {hero.eyebrow}
          </p>
          <h1 className="text-[2.6rem] font-semibold text-white sm:text-6xl lg:text-[4.25rem]">
            {hero.title}
          </h1>
          <p className="mt-6 text-lg text-lavender-200 sm:text-xl">{hero.lead}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <SectionLink section={SECTION_IDS.pricing} className={buttonClasses({ size: 'lg' })}>
              {hero.primaryCta}
            </SectionLink>
            <SectionLink
              section={SECTION_IDS.trial}
              className={buttonClasses({ variant: 'secondary', size: 'lg' })}
            >
              {hero.secondaryCta}
            </SectionLink>
          </div>
        </div>
        <HeroArt className="mx-auto w-full max-w-[17rem] sm:max-w-sm lg:max-w-none" />
      </div>
    </div>
  );
}
