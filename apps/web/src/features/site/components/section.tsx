import type { ReactNode } from 'react';
import type { SectionId } from '../../../config/paths';

export type SectionTone = 'night' | 'deep' | 'sand' | 'lavender';

const tones: Record<SectionTone, string> = {
  night: 'bg-night-950 text-lavender-50',
  deep: 'bg-night-900 text-lavender-50',
  sand: 'surface-light bg-sand-50 text-night-900',
  lavender: 'surface-light bg-lavender-100 text-night-900',
};

const introTones: Record<SectionTone, string> = {
  night: 'text-lavender-200',
  deep: 'text-lavender-200',
  sand: 'text-ink-soft',
  lavender: 'text-ink-soft',
};

type SectionProps = {
  id: SectionId;
  title: string;
  eyebrow?: string;
  intro?: string;
  tone?: SectionTone;
  className?: string;
  children: ReactNode;
};

/** A titled, anchored band of the landing. Focusable so in-page navigation can move focus to it. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = 'night',
  className = '',
  children,
}: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`scroll-mt-16 py-20 sm:py-24 lg:scroll-mt-20 lg:py-28 ${tones[tone]} ${className}`}
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && (
            <p className="mb-3 text-sm font-bold uppercase tracking-[0.18em] text-current opacity-80">
              {eyebrow}
            </p>
          )}
          <h2 id={titleId} className="text-3xl font-semibold sm:text-4xl lg:text-[2.75rem]">
            {title}
          </h2>
          {intro && <p className={`mt-4 text-lg ${introTones[tone]}`}>{intro}</p>}
        </div>
        <div className="mt-12 sm:mt-14">{children}</div>
      </div>
    </section>
  );
}
