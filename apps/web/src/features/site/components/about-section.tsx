import { CalendarPlus, Compass, Gift, Headphones, type LucideIcon, UserCheck, VolumeX } from 'lucide-react';
import { SECTION_IDS } from '../../../config/paths';
import { useGetCatalogueStatsQuery } from '../api';
import { type PointIcon, about } from '../content';
import { ClaimsBand } from './claims-band';
import { Section } from './section';

/** The selling points' pictograms. */
const PICTOGRAMS: Record<PointIcon, LucideIcon> = {
  experts: UserCheck,
  offline: Headphones,
  compass: Compass,
  gift: Gift,
  calendar: CalendarPlus,
  quiet: VolumeX,
};

/** What Sanarte is: the catalogue in figures, the selling points and the care note. */
export function AboutSection() {
  return (
    <Section id={SECTION_IDS.about} title={about.title} intro={about.intro} tone="night">
      <ClaimsBand />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {about.points.map((point) => {
          const Pictogram = PICTOGRAMS[point.icon];
          return (
            <li
              key={point.title}
              className="rounded-3xl bg-night-900 p-6 ring-1 ring-inset ring-white/10 sm:p-7"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-lavender-200 text-night-900">
                <Pictogram className="size-6" strokeWidth={1.8} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-white">{point.title}</h3>
              <p className="mt-2 text-lavender-200">{point.text}</p>
              {'latestRelease' in point && <LatestRelease />}
            </li>
          );
        })}
      </ul>
      <p className="mx-auto mt-12 max-w-3xl rounded-2xl border-l-4 border-sky-300 bg-white/[0.04] px-5 py-4 text-base text-lavender-200">
        {about.care}
      </p>
    </Section>
  );
}

/**
 * «La más reciente: «…», publicada el 5 dic 2026.»: the latest audio published by its schedule,
 * from the catalogue's stats (the claims band's query: one request for both). The prerendered
 * page has no stats, so the line appears only once they arrive, and never without a release: the
 * selling point's own text stands alone until then, with no placeholder that could be wrong. One
 * short line, added below the text at the bottom of its card.
 */
function LatestRelease() {
  const { data } = useGetCatalogueStatsQuery();
  const release = data?.latestRelease;
  const date = release?.releasedOn ?? '';
  if (!release?.title || !date) return null;
  return (
    <p className="mt-3 text-sm font-semibold text-sky-200">{about.latestRelease(release.title, date)}</p>
  );
}
