import { Button } from '../../../components/ui/button';
import { SECTION_IDS } from '../../../config/paths';
import { trial } from '../content';
import { useSiteModals } from '../site-modals';
import { Section } from './section';

/** The free trial (#prueba-gratuita): how it works and 'Prueba Gratis' (the trial modal). */
export function TrialSection() {
  const modals = useSiteModals();
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
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <Button
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => modals.openTrial('audio')}
          onPointerEnter={modals.preloadTrial}
          onFocus={modals.preloadTrial}
        >
          {trial.cta}
        </Button>
        <p className="text-sm text-lavender-200">{trial.note}</p>
      </div>
    </Section>
  );
}
