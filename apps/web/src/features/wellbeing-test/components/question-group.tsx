import type { Question } from '@sanarte/shared';

type QuestionGroupProps = {
  question: Question;
  /** Position of the question in the whole test (1–17). */
  number: number;
  value: string | undefined;
  onChange: (option: string) => void;
};

/**
 * One single-choice question: a fieldset named by its numbered text, with real radio inputs (arrow
 * keys move between options, Space selects). The whole option card is the label.
 */
export function QuestionGroup({ question, number, value, onChange }: QuestionGroupProps) {
  const name = `pregunta-${question.id}`;
  return (
    <fieldset className="min-w-0">
      <legend className="float-left mb-4 w-full text-lg font-bold text-night-900 sm:text-xl">
        <span className="text-night-600">{number}.</span> {question.texto}
      </legend>
      <div className="clear-both grid gap-2.5">
        {question.opciones.map((option, index) => {
          const id = `${name}-${index}`;
          return (
            <label
              key={option}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-2xl bg-white px-4 py-3.5 text-night-900 ring-1 ring-inset ring-night-700/15 transition-colors hover:ring-night-600/50 has-[:checked]:bg-lavender-100 has-[:checked]:ring-2 has-[:checked]:ring-night-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-night-600"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                className="mt-1 size-5 shrink-0 cursor-pointer accent-night-600 focus-visible:outline-none"
              />
              <span className="leading-snug">{option}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
