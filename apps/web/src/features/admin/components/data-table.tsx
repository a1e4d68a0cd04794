import type { ReactNode } from 'react';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the header and the cells (e.g. 'hidden lg:table-cell' to hide a column). */
  className?: string;
  /** More classes of the cells only. */
  cellClassName?: string;
  /** The row's name: a row header (`<th scope="row">`), so each row is named after it. */
  rowHeader?: boolean;
};

/**
 * The two looks of the back-office lists: 'panel' (Clientes, Usuarios CRM, Órdenes: the table from
 * 1280 px inside a white panel) and 'catalogue' (Gestión de Audio: a framed table from 768 px).
 * Below the breakpoint the same rows are cards, so nothing scrolls sideways on a phone.
 */
const looks = {
  panel: {
    frame: 'relative hidden overflow-x-auto xl:block',
    table: 'w-full min-w-[52rem] border-collapse text-left text-sm',
    th: 'whitespace-nowrap border-b border-night-900/10 bg-sand-50 px-3 py-3 text-xs font-bold uppercase tracking-wide text-ink-soft',
    td: 'border-b border-night-900/5 px-3 py-3 align-middle',
    tr: 'hover:bg-sand-50/60',
    cards: 'grid gap-3 p-4 sm:grid-cols-2 sm:p-5 xl:hidden',
    card: 'flex flex-col gap-3 rounded-2xl bg-sand-50 p-4 ring-1 ring-night-900/10',
  },
  catalogue: {
    frame: 'hidden overflow-x-auto rounded-2xl ring-1 ring-night-900/10 md:block',
    table: 'w-full border-collapse bg-white text-left text-sm',
    th: 'bg-lavender-50 px-2.5 py-3 text-xs font-bold uppercase tracking-wide text-ink-soft sm:px-3',
    td: 'border-t border-night-900/10 px-2.5 py-3 align-middle sm:px-3',
    tr: '',
    cards: 'grid gap-3 md:hidden',
    card: 'flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-night-900/10',
  },
} as const;

type DataTableProps<T> = {
  /** Names the table (its caption), its scrolling region and the card list. */
  label: string;
  /** The scrolling region's name, when it differs from the table's. */
  regionLabel?: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: Column<T>[];
  /** One row as a card (below the breakpoint). */
  card: (row: T) => ReactNode;
  look?: keyof typeof looks;
  /** The table's minimum width before it scrolls inside its region (e.g. 'min-w-[40rem]'). */
  minWidth?: string;
  /** A refresh is under way: the rows are dimmed and marked busy. */
  busy?: boolean;
};

/** A list as a table on wide screens and as cards on narrow ones: same rows, same actions. */
export function DataTable<T>({
  label,
  regionLabel = label,
  rows,
  rowKey,
  columns,
  card,
  look = 'panel',
  minWidth = look === 'catalogue' ? 'min-w-[30rem]' : '',
  busy = false,
}: DataTableProps<T>) {
  const s = looks[look];
  const dim = busy ? 'opacity-60 transition-opacity' : '';
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section aria-label={regionLabel} tabIndex={0} className={s.frame}>
        <table className={`${s.table} ${minWidth}`} aria-busy={busy || undefined}>
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={`${s.th} ${column.className ?? ''}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={dim}>
            {rows.map((row) => (
              <tr key={rowKey(row)} className={s.tr}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.header}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={`${s.td} ${column.className ?? ''} ${column.cellClassName ?? ''}`}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ul aria-label={label} aria-busy={busy || undefined} className={`${s.cards} ${dim}`}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={s.card}>
            {card(row)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A labelled value of a card. */
export function CardField({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  /** More classes (e.g. 'col-span-2' for a field that needs the card's width). */
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-0.5 ${className}`}>
      <dt className="text-xs font-bold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
