import { SECTION_IDS } from '../../../config/paths';
import { trial } from '../content';
import { Section } from './section';

/** How the free trial works: test, recommendations, one audio for 48 hours. */
export function TrialSection() {
  return (
    <Section id={SECTION_IDS.trial} title={trial.title} intro={trial.intro} tone="deep">
      <ol className="grid gap-5 md:grid-cols-3">
        {trial.steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-3xl bg-white/[0.04] p-7 ring-1 ring-inset ring-white/10"
          >
            <span
              aria-hidden="true"
              className="grid size-11 place-items-center rounded-full bg-lavender-200 font-display text-lg font-semibold text-night-900"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-xl font-semibold text-white">{step.title}</h3>
            <p className="mt-2 text-lavender-200">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
