import { es } from '@sanarte/shared';
import type { ReactNode } from 'react';
import { changeControl } from '../components/read-only';
import { audioCopy, fill } from '../content';

/** The status badge: 'Activo' or 'Inactivo'. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${
        active ? 'bg-[#e3f4ea] text-[#1f6b4a]' : 'bg-night-900/10 text-ink-soft'
      }`}
    >
      {active ? es.admin.statusActive : es.admin.statusInactive}
    </span>
  );
}

/** The active toggle: a switch whose state is the item's isActive. */
export function ActiveSwitch({
  name,
  active,
  readOnly,
  onToggle,
}: {
  name: string;
  active: boolean;
  readOnly: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={fill(audioCopy.activeSwitch, { name })}
      onClick={onToggle}
      {...changeControl(readOnly)}
      className="group inline-flex min-h-10 items-center disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-6 w-11 rounded-full transition-colors ${
          active ? 'bg-night-600' : 'bg-night-900/25'
        }`}
      >
        <span
          className={`absolute left-0 top-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
            active ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
    </button>
  );
}

const iconButton =
  'grid size-10 place-items-center rounded-full ring-1 ring-inset ring-night-900/15 transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** Editar and Eliminar of one row, named after the item. */
export function RowActions({
  name,
  readOnly,
  onEdit,
  onDelete,
}: {
  name: string;
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={onEdit}
        aria-label={fill(audioCopy.editNamed, { name })}
        {...changeControl(readOnly)}
        className={`${iconButton} text-night-700 hover:bg-night-900/5`}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
          <path
            d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={fill(audioCopy.deleteNamed, { name })}
        {...changeControl(readOnly)}
        className={`${iconButton} text-danger hover:bg-danger-soft`}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
          <path
            d="M4 7h16M10 11v6M14 11v6M6 7l1 12.5A1.5 1.5 0 0 0 8.5 21h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}

/** Shared classes of the catalogue tables. */
export const table = {
  wrap: 'overflow-x-auto rounded-2xl ring-1 ring-night-900/10',
  table: 'w-full min-w-[30rem] border-collapse bg-white text-left text-sm',
  th: 'bg-lavender-50 px-2.5 py-3 text-xs font-bold uppercase tracking-wide text-ink-soft sm:px-3',
  td: 'border-t border-night-900/10 px-2.5 py-3 align-middle sm:px-3',
} as const;

/**
 * The scrollable frame of a table: on narrow screens the table scrolls sideways, so the frame is
 * a labelled, focusable region (keyboard users can scroll it).
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={`${table.wrap} ${TABLE_FROM}`}>
      {children}
    </section>
  );
}

/** The catalogue tables show from 768 px; below, the same rows are cards (`CatalogueCards`). */
export const TABLE_FROM = 'hidden md:block';

/**
 * The rows of a catalogue table as cards on phones: nothing is off-screen, so the 'Activo' switch
 * and the row's actions are always at hand.
 */
export function CatalogueCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-3 md:hidden">
      {children}
    </ul>
  );
}

/** One card: cover, name, details and status; below, the labelled 'Activo' switch and the actions. */
export function CatalogueCard({
  cover,
  title,
  details,
  status,
  toggle,
  actions,
}: {
  cover: ReactNode;
  title: ReactNode;
  details?: ReactNode;
  status: ReactNode;
  toggle: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-night-900/10">
      <div className="flex min-w-0 items-start gap-3">
        {cover}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1 [overflow-wrap:anywhere]">
          <h3 className="font-semibold text-night-900">{title}</h3>
          {details}
          {status}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-night-900/10 pt-3">
        <span className="flex items-center gap-2 text-sm font-semibold text-night-900">
          <span aria-hidden="true">{audioCopy.colActive}</span>
          {toggle}
        </span>
        {actions}
      </div>
    </li>
  );
}
