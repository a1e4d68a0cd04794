import {
  type Answers,
  QUESTIONS,
  type QuestionId,
  SECTIONS,
  es,
  isComplete,
  progressPercent,
} from '@sanarte/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { jumpToTop } from '../../../lib/jump-to-top';
import { questionnaire as copy } from '../content';
import { QuestionGroup } from './question-group';

/** Position of every question in the whole test, in the order the sections show them (1–17). */
const QUESTION_NUMBER = new Map<QuestionId, number>(
  SECTIONS.flatMap((section) => section.questions).map((id, index) => [id, index + 1]),
);

type QuestionnaireProps = {
  /** Sends the answers; resolves when done (the page then shows the results). */
  onSubmit: (answers: Answers) => Promise<void>;
  submitting: boolean;
  /** The section-level error banner (a failed submission). */
  error: string | null;
  /** The retake variant: a way back to the saved results. */
  onCancel?: () => void;
};

/**
 * The landing test: 6 sections of single-choice
 * questions. 'Siguiente' only when the section is complete, 'Anterior' freely, 'Ver Resultados'
 * on the last section, guarded against double submission.
 */
export function Questionnaire({ onSubmit, submitting, error, onCancel }: QuestionnaireProps) {
  const [answers, setAnswers] = useState<Answers>({});
  const [step, setStep] = useState(0);
  const sending = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const hintId = useId();
  const errorRef = useRef<HTMLDivElement>(null);

  const section = SECTIONS[step] ?? SECTIONS[0]!;
  const last = step === SECTIONS.length - 1;
  const complete = isComplete(answers, section);
  const percent = progressPercent(answers);

  // After a move, the new section's heading takes the focus (without scrolling: the page scrolls to top).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of section
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  // A failed submission is reported at the top of the section: bring it into view.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'start' });
  }, [error]);

  const go = (to: number) => {
    moved.current = true;
    setStep(Math.max(0, Math.min(SECTIONS.length - 1, to)));
    // Every move starts the new section at the top of the page.
    jumpToTop();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) return;
    if (!last) {
      go(step + 1);
      return;
    }
    if (sending.current || submitting || !isComplete(answers)) return;
    sending.current = true;
    try {
      await onSubmit(answers);
    } finally {
      sending.current = false;
    }
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="surface-light rounded-[2rem] bg-sand-50 p-5 text-night-900 shadow-2xl shadow-night-950/40 sm:p-8 lg:p-10"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm font-bold uppercase tracking-[0.14em] text-night-600">
          {copy.sectionOf(step + 1, SECTIONS.length)}
        </p>
        <p className="text-sm font-semibold text-ink-soft" aria-hidden="true">
          {copy.percentCompleted(percent)}
        </p>
      </div>
      {/* biome-ignore lint/a11y/useFocusableInteractive: a progress bar is read, not operated: it takes no focus (ARIA's progressbar is not a widget one acts on) */}
      <div
        role="progressbar"
        aria-label={copy.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={copy.percentCompleted(percent)}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-lavender-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-night-600 to-lavender-500 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>

      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-8 text-2xl font-semibold text-night-900 focus:outline-none sm:text-3xl"
      >
        {section.title}
      </h2>
      <p className="mt-2 text-ink-soft">{section.subtitle}</p>

      {error && (
        <div ref={errorRef} className="mt-6 scroll-mt-24">
          <Alert tone="error">{error}</Alert>
        </div>
      )}

      <div className="mt-8 grid gap-9">
        {section.questions.map((id) => (
          <QuestionGroup
            key={id}
            question={QUESTIONS[id]}
            number={QUESTION_NUMBER.get(id) ?? 0}
            value={answers[id]}
            onChange={(option) => setAnswers((prev) => ({ ...prev, [id]: option }))}
          />
        ))}
      </div>

      {!complete && (
        <p id={hintId} className="mt-8 text-sm text-ink-soft">
          {copy.incompleteHint}
        </p>
      )}

      <div className="mt-6 grid grid-cols-[auto_1fr] items-center gap-3 sm:mt-8 sm:flex sm:justify-between">
        <Button
          variant="outline"
          className="whitespace-nowrap max-sm:px-4!"
          onClick={() => go(step - 1)}
          disabled={step === 0 || submitting}
        >
          {es.test.previous}
        </Button>

        <ol
          aria-label={copy.stepsLabel}
          className="order-first col-span-2 flex justify-center gap-2 sm:order-none"
        >
          {SECTIONS.map((s, index) => {
            const state = index < step ? 'done' : index === step ? 'current' : 'pending';
            return (
              <li key={s.title}>
                <span
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    state === 'current'
                      ? 'w-7 bg-night-600'
                      : state === 'done'
                        ? 'w-2.5 bg-lavender-500'
                        : 'w-2.5 bg-night-700/20'
                  }`}
                />
                <span className="sr-only">{copy.stepState(index, state)}</span>
              </li>
            );
          })}
        </ol>

        <Button
          type="submit"
          className="whitespace-nowrap max-sm:px-4!"
          disabled={!complete}
          busy={submitting}
          busyLabel={es.test.processing}
          aria-describedby={complete ? undefined : hintId}
        >
          {last ? es.test.seeResults : es.test.next}
        </Button>
      </div>

      {onCancel && (
        <div className="mt-8 border-t border-night-700/10 pt-6 text-center">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-full px-3 py-2 font-semibold text-night-700 underline underline-offset-4 hover:text-night-900"
          >
            {copy.backToResults}
          </button>
        </div>
      )}
    </form>
  );
}
