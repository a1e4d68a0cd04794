import { Fragment, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { openCookieSettings } from '../../consent';
import {
  type LegalBlock,
  type LegalDocument,
  type LegalInline,
  type LegalTable,
  type LegalText,
  legalLabels,
} from '../content/legal';

const linkClass =
  'break-words rounded-md font-semibold text-night-600 underline decoration-night-600/30 underline-offset-4 hover:decoration-night-600';

/**
 * A legal text (terms, privacy policy, cookie policy, legal notice) on a light page: title, date,
 * intro, a table of contents and its numbered sections (h2), with sub-headings (h3), lists,
 * responsive tables and links. Sets the page's title.
 */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  useDocumentTitle(doc.pageTitle);
  return (
    <div className="surface-light bg-sand-50 text-night-900">
      <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
        <header>
          <h1 className="text-4xl font-semibold break-words sm:text-5xl">{doc.title}</h1>
          <p className="mt-3 text-lg text-ink-soft">{doc.subtitle}</p>
          <p className="mt-1 text-sm text-ink-soft">{doc.updated}</p>
          <p className="mt-6 text-lg">
            <Text value={doc.intro} />
          </p>
        </header>

        <nav
          aria-label={legalLabels.tocLabel}
          className="mt-10 rounded-3xl bg-white p-6 ring-1 ring-night-700/10"
        >
          <h2 className="font-sans text-sm font-bold uppercase tracking-[0.16em] text-ink-soft">
            {legalLabels.tocLabel}
          </h2>
          <ol className="mt-3 grid gap-1.5 sm:grid-cols-2">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={linkClass}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {doc.sections.map((section) => (
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
              {section.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
                <Block key={index} block={block} />
              ))}
            </div>
          </section>
        ))}

        <div className="mt-14">
          <Link to={paths.home.href()} className={buttonClasses({ variant: 'outline' })}>
            {legalLabels.backHome}
          </Link>
        </div>
      </article>
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string' || Array.isArray(block)) {
    return (
      <p>
        <Text value={block} />
      </p>
    );
  }
  if ('heading' in block) {
    return <h3 className="mt-3 font-sans text-lg font-bold text-night-900">{block.heading}</h3>;
  }
  if ('list' in block) {
    return (
      <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-night-600">
        {block.list.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
          <li key={index}>
            <Text value={item} />
          </li>
        ))}
      </ul>
    );
  }
  if ('table' in block) return <Table table={block.table} />;
  return (
    <div>
      <Button variant="outline" onClick={openCookieSettings}>
        {block.cookieSettings}
      </Button>
    </div>
  );
}

function Text({ value }: { value: LegalText }) {
  if (typeof value === 'string') return value;
  return value.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
    <Fragment key={index}>{inline(part)}</Fragment>
  ));
}

function inline(part: LegalInline): ReactNode {
  if (typeof part === 'string') return part;
  if ('strong' in part) return <strong className="font-semibold">{part.strong}</strong>;
  if ('page' in part) {
    return (
      <Link to={part.page} className={linkClass}>
        {part.label}
      </Link>
    );
  }
  if ('email' in part) {
    return (
      <a href={`mailto:${part.email}`} className={linkClass}>
        {part.email}
      </a>
    );
  }
  return (
    <a href={part.site} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {part.label}
      <span className="sr-only"> {legalLabels.newTab}</span>
    </a>
  );
}

/**
 * A table on wider screens; on phones the same rows as cards, each value under its column's name
 * (only one of the two is displayed, so assistive technology meets it once).
 */
function Table({ table }: { table: LegalTable }) {
  const captionId = useId();
  return (
    <div>
      <table className="w-full border-collapse text-left text-sm max-sm:hidden">
        <caption className="pb-3 text-left font-sans text-base font-bold">{table.caption}</caption>
        <thead>
          <tr className="border-b-2 border-night-700/20">
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 align-bottom font-bold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([name = '', ...cells]) => (
            <tr key={name} className="border-b border-night-700/10">
              <th scope="row" className="whitespace-nowrap px-3 py-3 text-left align-top font-normal">
                <Code>{name}</Code>
              </th>
              {cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns in a fixed order
                <td key={index} className="px-3 py-3 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sm:hidden">
        <p id={captionId} className="pb-3 font-sans text-base font-bold">
          {table.caption}
        </p>
        <ul aria-labelledby={captionId} className="flex flex-col gap-3 text-sm">
          {table.rows.map((row) => (
            <li key={row[0]} className="rounded-2xl bg-white p-4 ring-1 ring-night-700/10">
              <dl className="flex flex-col gap-2">
                {row.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns in a fixed order
                  <div key={index}>
                    <dt className="text-xs font-bold uppercase tracking-wide text-ink-soft">
                      {table.columns[index]}
                    </dt>
                    <dd>{index === 0 ? <Code>{cell}</Code> : cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Code({ children }: { children: string }) {
  return (
    <code className="font-mono text-[0.85rem] font-semibold break-words text-night-900">{children}</code>
  );
}
