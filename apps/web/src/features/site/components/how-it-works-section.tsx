import { SECTION_IDS } from '../../../config/paths';
import { howItWorks } from '../content';
import { Section } from './section';
import { StepCards } from './step-cards';

/** How it works: take the test → discover the recommended therapies → start healing. */
export function HowItWorksSection() {
  return (
    <Section id={SECTION_IDS.howItWorks} title={howItWorks.title} intro={howItWorks.intro} tone="lavender">
      <StepCards steps={howItWorks.steps} tone="light" />
    </Section>
  );
}
