import { SECTION_IDS } from '../../../config/paths';
import { about } from '../content';
import { Section } from './section';

/** 'Nosotros': who we are, what we offer, and the care note (BRAND.md: no miracle claims). */
export function AboutSection() {
  return (
    <Section id={SECTION_IDS.about} title={about.title} tone="night">
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="space-y-5 text-lg text-lavender-100">
          {about.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p className="rounded-2xl border-l-4 border-sky-300 bg-white/[0.04] px-5 py-4 text-base text-lavender-200">
            {about.care}
          </p>
        </div>
        <ul className="grid gap-4">
          {about.points.map((point) => (
            <li key={point.title} className="rounded-3xl bg-night-900 p-6 ring-1 ring-inset ring-white/10">
              <h3 className="text-xl font-semibold text-white">{point.title}</h3>
              <p className="mt-1.5 text-lavender-200">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
