import type { ReactNode } from 'react';
import { StepNumber } from '../../../components/ui/step-number';
import { categoryHeading } from '../catalogue-names';
import { results as copy } from '../content';
import type { ThemeRef } from '../user-state';

type ResultSummaryProps = {
  /** The catalogue's name of the category ('Desarrollo Personal'). */
  categoryName: string;
  themes: ThemeRef[];
};

/** The suggested main category (uppercase) and the numbered themes, named as in the catalogue. */
export function ResultSummary({ categoryName, themes }: ResultSummaryProps) {
  return (
    <dl className="grid gap-6">
      <SummaryItem term={copy.suggestedCategory} className="mt-2">
        <span className="inline-flex rounded-full bg-night-900 px-4 py-1.5 font-bold tracking-[0.08em] text-lavender-50">
          {categoryHeading(categoryName)}
        </span>
      </SummaryItem>
      <SummaryItem term={copy.recommendedThemes} className="mt-3">
        <ol className="grid gap-2.5">
          {themes.map((theme, index) => (
            <li
              key={theme.slug}
              className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-inset ring-night-700/10"
            >
              <StepNumber
                n={index + 1}
                className="size-8 bg-lavender-200 font-display font-semibold text-night-900"
              />
              <span className="font-semibold text-night-900">{theme.name}</span>
            </li>
          ))}
        </ol>
      </SummaryItem>
    </dl>
  );
}

/** One term of the summary: its small uppercase label and what it says. */
function SummaryItem({
  term,
  className,
  children,
}: { term: string; className: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-bold uppercase tracking-[0.14em] text-ink-soft">{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
