import { Download, Plus, RefreshCw, Search } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { listCopy } from '../content';
import { smallButton } from './list-layout';
import { changeControl } from './read-only';

const inputClass =
  'w-full min-h-11 rounded-xl border border-night-700/25 bg-white text-base text-night-950 shadow-xs ' +
  'placeholder:text-ink-soft/80 hover:border-night-700/45 disabled:opacity-60';

/** The label above a search box or a filter select. */
function Labelled({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-night-900">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A search input with its magnifier at the start (room for it: 'pl-10' in its classes); `children`
 * go first in its box (a visually hidden label).
 */
export function SearchBox({
  children,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'autoComplete'> & { children?: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
      />
      <input type="search" autoComplete="off" {...props} />
    </div>
  );
}

/** A labelled search box with its magnifier (the lists filter as the user types or pauses). */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  className = '',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <SearchBox
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        spellCheck={false}
        className={`${inputClass} py-2 pl-10 pr-3`}
      />
    </Labelled>
  );
}

/** A labelled select of a filter bar. */
export function FilterSelect({
  label,
  children,
  className = '',
  ...props
}: ComponentProps<'select'> & { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <select id={id} className={`${inputClass} select-chevron appearance-none py-2 pl-3 pr-10`} {...props}>
        {children}
      </select>
    </Labelled>
  );
}

/**
 * A checkbox with its label on the right: a filter (`small`) or a form field (works with
 * react-hook-form's `register`).
 */
export function CheckboxField({
  label,
  small = false,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & { label: string; small?: boolean }) {
  return (
    <label
      className={`inline-flex min-h-11 cursor-pointer items-center font-semibold text-night-900 ${
        small ? 'gap-2.5 text-sm' : 'gap-3'
      }`}
    >
      <input type="checkbox" className="size-5 shrink-0 cursor-pointer accent-night-600" {...input} />
      {label}
    </label>
  );
}

/** 'Actualizar': reloads the list from the server. */
export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <button type="button" className={smallButton} onClick={onClick} aria-busy={busy || undefined}>
      <RefreshCw
        aria-hidden="true"
        className={`size-4 ${busy ? 'animate-spin motion-reduce:animate-none' : ''}`}
      />
      {listCopy.refresh}
    </button>
  );
}

/** 'Exportar CSV' ('Exportando...' meanwhile). */
export function ExportButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <button
      type="button"
      className={smallButton}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      <Download aria-hidden="true" className="size-4" />
      {busy ? listCopy.exporting : listCopy.exportCsv}
    </button>
  );
}

/** The list's '+ Crear …' button; disabled with the 'Solo lectura' tooltip for read-only users. */
export function CreateButton({
  label,
  onClick,
  canManage,
}: {
  label: string;
  onClick: () => void;
  canManage: boolean;
}) {
  return (
    <Button size="sm" onClick={onClick} {...changeControl(!canManage)}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** 'Limpiar filtros'. */
export function ClearFiltersButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={smallButton} onClick={onClick}>
      {label}
    </button>
  );
}

/** A screen's 'Actualizar', then its '+ Nuevo …' button for the admins who may create (hidden otherwise). */
export function RefreshAndCreate({
  onRefresh,
  busy,
  createLabel,
  onCreate,
  canCreate,
}: {
  onRefresh: () => void;
  busy: boolean;
  createLabel: string;
  onCreate: () => void;
  canCreate: boolean;
}) {
  return (
    <>
      <RefreshButton onClick={onRefresh} busy={busy} />
      {canCreate && (
        <Button size="sm" onClick={onCreate}>
          <Plus aria-hidden="true" className="size-4" />
          {createLabel}
        </Button>
      )}
    </>
  );
}
