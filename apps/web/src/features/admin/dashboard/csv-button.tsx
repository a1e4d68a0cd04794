import { Download } from 'lucide-react';
import { smallButton } from '../components/list-layout';
import { csvFileName, downloadCsv } from './csv';

/**
 * «Descargar CSV»: builds the file when pressed (`csv`) and saves it as `sanarte-{name}-{today}.csv`;
 * `what` completes its name for screen readers («… de los informes mensuales»).
 */
export function CsvButton({
  label,
  what,
  name,
  csv,
  className = '',
}: {
  label: string;
  what: string;
  name: string;
  csv: () => string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${smallButton} self-start ${className}`}
      onClick={() => downloadCsv(csv(), csvFileName(name))}
    >
      <Download aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only">{what}</span>
    </button>
  );
}
