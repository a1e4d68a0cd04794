import { businessDay } from '@sanarte/shared';
import { saveTextFile } from '../../../lib/save-file';

/** A CSV field: text, a number (written with a dot decimal) or nothing (an empty field). */
export type CsvCell = string | number | null;

/** The byte-order mark that tells Excel the file is UTF-8 (so «Año», «Bajas», «€» open intact). */
export const CSV_BOM = '\uFEFF';

/**
 * A text field that a spreadsheet would run as a formula (a leading `=`, `+`, `-`, `@`, tab or CR),
 * as the server's exports do: a `'` before it. Only text is neutralised: numbers are ours.
 */
const neutralised = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function field(cell: CsvCell): string {
  if (cell === null || (typeof cell === 'number' && !Number.isFinite(cell))) return '""';
  const text = typeof cell === 'number' ? String(cell) : neutralised(cell);
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * A CSV file's text from its records (the first is the header): every field quoted, fields
 * separated by commas, decimals with a dot, CRLF line ends (RFC 4180) and a UTF-8 byte-order mark.
 */
export function toCsv(records: readonly (readonly CsvCell[])[]): string {
  return `${CSV_BOM}${records.map((record) => record.map(field).join(',')).join('\r\n')}\r\n`;
}

/** A number rounded to `digits` decimals for a CSV field (no float tails such as 0.30000000000000004). */
export const csvNumber = (value: number | null, digits = 2): number | null =>
  value === null || !Number.isFinite(value) ? null : Number(value.toFixed(digits));

/** 'sanarte-informes-2026-12-05.csv': the file's name with today's date in Spain. */
export const csvFileName = (name: string, now: Date = new Date()) =>
  `sanarte-${name}-${businessDay(now)}.csv`;

/** Saves a CSV built in the browser as the file `fileName` (the browser's own download). */
export const downloadCsv = (text: string, fileName: string): void =>
  saveTextFile(text, fileName, 'text/csv;charset=utf-8');
