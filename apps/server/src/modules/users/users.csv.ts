/**
 * CSV for a Spanish spreadsheet (Excel, LibreOffice and Numbers set to es-ES): fields separated by
 * `;` (the comma is the decimal separator there), dates as dd/mm/yyyy HH:mm in Spain's time, UTF-8
 * with a byte-order mark so accents open intact, CRLF line ends.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
/** The time zone of the back-office's readers: dates in the file are wall-clock times in Spain. */
export const CSV_TIME_ZONE = 'Europe/Madrid';

/** One formatter for every row: building an Intl formatter per call is slow and memory-hungry. */
const dateTimeParts = new Intl.DateTimeFormat('es-ES', {
  timeZone: CSV_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 24/11/2026 03:42 — the form a Spanish spreadsheet reads as a date and time. */
export function csvDateTime(value: string | Date): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const part: Record<string, string> = {};
  for (const p of dateTimeParts.formatToParts(d)) part[p.type] = p.value;
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** One CSV field: quoted when needed; formulas neutralised so spreadsheets never run them. */
export function csvField(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",;\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** One line of fields, separated and terminated for the spreadsheet. */
export const csvLine = (fields: unknown[]) => `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;
