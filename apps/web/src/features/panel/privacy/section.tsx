import { type ReactNode, useId } from 'react';

/** One part of the «Privacidad» tab: a titled card with its explanation and its action. */
export function PrivacySection({
  title,
  text,
  tone = 'default',
  children,
}: {
  title: string;
  text: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const id = useId();
  const ring = tone === 'danger' ? 'ring-danger/25' : 'ring-night-700/10';
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 sm:p-8 ${ring}`}
    >
      <h2 id={id} className="text-2xl font-semibold text-night-900">
        {title}
      </h2>
      <p className="max-w-2xl text-ink-soft">{text}</p>
      {children}
    </section>
  );
}

/** The look of the buttons that delete: outline on the tab, solid in the confirmation. */
export const dangerOutline =
  '!text-danger !ring-danger/50 hover:!bg-danger-soft focus-visible:!outline-danger';
export const dangerSolid =
  '!bg-danger !text-white !ring-danger hover:!bg-[#8f1c13] focus-visible:!outline-danger';
