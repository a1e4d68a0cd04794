import { Button } from '../../../components/ui/button';
import { SECTION_IDS } from '../../../config/paths';
import { trial } from '../content';
import { useSiteModals } from '../site-modals';
import { Section } from './section';
import { StepCards } from './step-cards';

/** The free trial (#prueba-gratuita): how it works and 'Prueba Gratis' (the trial modal). */
export function TrialSection() {
  const modals = useSiteModals();
  return (
    <Section id={SECTION_IDS.trial} title={trial.title} intro={trial.intro} tone="deep">
      <StepCards steps={trial.steps} tone="dark" />
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
