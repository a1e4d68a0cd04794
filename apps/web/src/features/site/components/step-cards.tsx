import { StepNumber } from '../../../components/ui/step-number';

const tones = {
  light: {
    card: 'bg-white shadow-sm ring-1 ring-night-700/10',
    number: 'bg-night-800 text-lavender-100',
    title: 'text-night-900',
    text: 'text-ink-soft',
  },
  dark: {
    card: 'bg-white/[0.04] ring-1 ring-inset ring-white/10',
    number: 'bg-lavender-200 text-night-900',
    title: 'text-white',
    text: 'text-lavender-200',
  },
};

/** Numbered steps as three cards (how it works, the free trial). */
export function StepCards({
  steps,
  tone,
}: {
  steps: readonly { title: string; text: string }[];
  tone: keyof typeof tones;
}) {
  const t = tones[tone];
  return (
    <ol className="grid gap-5 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className={`relative rounded-3xl p-7 ${t.card}`}>
          <StepNumber n={index + 1} className={`size-11 font-display text-lg font-semibold ${t.number}`} />
          <h3 className={`mt-5 text-xl font-semibold ${t.title}`}>{step.title}</h3>
          <p className={`mt-2 ${t.text}`}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
