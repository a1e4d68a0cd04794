import { SECTION_IDS } from '../../../config/paths';
import { howItWorks } from '../content';
import { Section } from './section';

/** How it works: take the test → discover the recommended therapies → start healing. */
export function HowItWorksSection() {
  return (
    <Section id={SECTION_IDS.howItWorks} title={howItWorks.title} intro={howItWorks.intro} tone="lavender">
      <ol className="grid gap-5 md:grid-cols-3">
        {howItWorks.steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-3xl bg-white p-7 shadow-sm ring-1 ring-night-700/10"
          >
            <span
              aria-hidden="true"
              className="grid size-11 place-items-center rounded-full bg-night-800 font-display text-lg font-semibold text-lavender-100"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-xl font-semibold text-night-900">{step.title}</h3>
            <p className="mt-2 text-ink-soft">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
