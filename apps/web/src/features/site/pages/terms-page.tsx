import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { type TermsBlock, terms } from '../terms-content';

/** /terminos-y-condiciones: terms of use and privacy policy (the title ends with the page's name). */
export function TermsPage() {
  useDocumentTitle(terms.pageTitle);
  return (
    <div className="surface-light bg-sand-50 text-night-900">
      <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
        <header>
          <h1 className="text-4xl font-semibold sm:text-5xl">{terms.title}</h1>
          <p className="mt-3 text-lg text-ink-soft">{terms.subtitle}</p>
          <p className="mt-1 text-sm text-ink-soft">{terms.updated}</p>
          <p className="mt-6 text-lg">{terms.intro}</p>
        </header>

        <nav aria-label={terms.tocLabel} className="mt-10 rounded-3xl bg-white p-6 ring-1 ring-night-700/10">
          <h2 className="font-sans text-sm font-bold uppercase tracking-[0.16em] text-ink-soft">
            {terms.tocLabel}
          </h2>
          <ol className="mt-3 grid gap-1.5 sm:grid-cols-2">
            {terms.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-md font-semibold text-night-600 underline decoration-night-600/30 underline-offset-4 hover:decoration-night-600"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {terms.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-12 scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="text-2xl font-semibold sm:text-3xl">
              {section.title}
            </h2>
            <div className="mt-4 flex flex-col gap-4 text-[1.05rem] leading-relaxed">
              {section.blocks.map((block: TermsBlock, index) =>
                typeof block === 'string' ? (
                  <p key={block}>{block}</p>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
                  <ul key={index} className="flex list-disc flex-col gap-2 pl-6 marker:text-night-600">
                    {block.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </div>
          </section>
        ))}

        <div className="mt-14">
          <Link to={paths.home.href()} className={buttonClasses({ variant: 'outline' })}>
            {terms.backHome}
          </Link>
        </div>
      </article>
    </div>
  );
}
