import { type ReactNode, useId } from 'react';

const tones = { sand: 'bg-sand-50', lavender: 'bg-lavender-100' } as const;

/** A light card of the results screen ('Elige un audio…', 'Tu audio de prueba'), named by its heading. */
export function TestCard({
  title,
  tone,
  children,
}: {
  title: string;
  tone: keyof typeof tones;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`surface-light rounded-[2rem] ${tones[tone]} p-5 text-night-900 shadow-xl shadow-night-950/30 sm:p-8`}
    >
      <h2 id={titleId} className="text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
