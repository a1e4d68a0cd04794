import { type ComponentProps, type ReactNode, useId } from 'react';
import { peopleCopy } from './content';
import { DownloadIcon, RefreshIcon, SearchIcon } from './icons';
import { smallButton } from './layout';

const inputClass =
  'w-full min-h-11 rounded-xl border border-night-700/25 bg-white text-base text-night-950 shadow-xs ' +
  'placeholder:text-ink-soft/80 hover:border-night-700/45';

/** A labelled search box (the list filters on the server as the user pauses typing). */
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
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-soft" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass} py-2 pl-10 pr-3`}
        />
      </div>
    </div>
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
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} className={`${inputClass} select-chevron appearance-none py-2 pl-3 pr-10`} {...props}>
        {children}
      </select>
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-semibold">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 shrink-0 cursor-pointer accent-night-600"
      />
      {label}
    </label>
  );
}

/** 'Actualizar': reloads the list from the server. */
export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <button type="button" className={smallButton} onClick={onClick} aria-busy={busy || undefined}>
      <RefreshIcon className={`size-4 ${busy ? 'animate-spin motion-reduce:animate-none' : ''}`} />
      {peopleCopy.refresh}
    </button>
  );
}

export function ExportButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <button
      type="button"
      className={smallButton}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      <DownloadIcon />
      {busy ? peopleCopy.exporting : peopleCopy.exportCsv}
    </button>
  );
}
