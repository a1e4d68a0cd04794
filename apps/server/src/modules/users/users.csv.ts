import { Readable, pipeline } from 'node:stream';
import { BUSINESS_TIME_ZONE, ROLE_LABELS, type Role, es } from '@sanarte/shared';
import { stringify } from 'csv-stringify';
import type { CsvUserRow } from './users.admin.repository.js';

/**
 * CSV for a Spanish spreadsheet (Excel, LibreOffice and Numbers set to es-ES): fields separated by
 * `;` (the comma is the decimal separator there), dates as dd/mm/yyyy HH:mm in Spain's time, UTF-8
 * with a byte-order mark so accents open intact, CRLF line ends. Written by csv-stringify: RFC 4180
 * quoting (a field with `;`, `"`, a line break — or a comma, for spreadsheets set to another
 * locale — is quoted), and formulas neutralised (a leading `=`, `+`, `-`, `@`, tab or CR gets a
 * `'`) so spreadsheets never run them.
 */
export const CSV_SEPARATOR = ';';
/** The time zone of the back-office's readers: dates in the file are wall-clock times in Spain. */
export const CSV_TIME_ZONE = BUSINESS_TIME_ZONE;

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

const HOUR = 3_600_000;
/**
 * Spain's offset from UTC (ms) in each UTC hour met so far. Its rules change only on an hour
 * (summer time begins and ends at 01:00 UTC), so one Intl call per hour of data is enough: an
 * export of a million accounts made over two years meets some 17,500 hours, where a call per date
 * cost 8 µs each, two per row (16 s of a million rows' export). Cleared if it ever grows large.
 */
const offsets = new Map<number, number>();
function spainOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const part: Record<string, string> = {};
    for (const p of dateTimeParts.formatToParts(new Date(hour * HOUR))) part[p.type] = p.value;
    const wall = Date.UTC(
      Number(part.year),
      Number(part.month) - 1,
      Number(part.day),
      Number(part.hour),
      Number(part.minute),
    );
    offset = wall - hour * HOUR;
    if (offsets.size >= 200_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 24/11/2026 03:42 — the form a Spanish spreadsheet reads as a date and time. */
export function csvDateTime(value: string | Date): string {
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms + spainOffset(ms));
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/**
 * A CSV file streamed from records (arrays of fields; the first is the header), in constant
 * memory whatever the number of rows.
 */
export function csvFile(records: AsyncIterable<unknown[]> | Iterable<unknown[]>): Readable {
  const writer = stringify({
    delimiter: CSV_SEPARATOR,
    record_delimiter: 'windows',
    bom: true,
    escape_formulas: true,
    quoted_match: ',',
  });
  return pipeline(Readable.from(records), writer, () => {});
}

const statusLabel = (r: CsvUserRow) =>
  r.deleted_at !== null
    ? es.privacy.deletedAccount
    : !r.is_active
      ? es.admin.statusInactive
      : r.is_verified
        ? es.admin.statusActive
        : es.admin.statusUnverified;
const roleLabel = (r: CsvUserRow) => ROLE_LABELS[r.role as Role] ?? r.role;

type Column = [header: string, field: (r: CsvUserRow) => string | number];

/** A deleted account's name and e-mail are gone: its stored placeholder is not exported. */
const contact = (r: CsvUserRow, value: string) => (r.deleted_at !== null ? '' : value);

const CLIENT_COLUMNS: Column[] = [
  ['Nombre', (r) => contact(r, r.name)],
  ['Apellido', (r) => contact(r, r.last_name)],
  ['Correo electrónico', (r) => contact(r, r.email)],
  ['Tipo', roleLabel],
  ['Estado', statusLabel],
  ['Verificado', (r) => (r.is_verified ? 'Sí' : 'No')],
  ['Tests realizados', (r) => r.test_count],
  ['Suscripción activa', (r) => r.active_plan_name ?? 'No'],
  ['Fecha de creación', (r) => csvDateTime(r.created_at)],
  ['Fecha de actualización', (r) => csvDateTime(r.updated_at)],
];
const STAFF_COLUMNS: Column[] = [
  ['Nombre', (r) => r.name],
  ['Apellido', (r) => r.last_name],
  ['Correo electrónico', (r) => r.email],
  ['Rol', roleLabel],
  ['Plan', (r) => r.plan_slug ?? ''],
  ['Estado', statusLabel],
  ['Verificado', (r) => (r.is_verified ? 'Sí' : 'No')],
  ['Fecha de creación', (r) => csvDateTime(r.created_at)],
  ['Fecha de actualización', (r) => csvDateTime(r.updated_at)],
];

/** The back-office's export of clients or staff: its file name and its streamed content. */
export function usersCsv(kind: 'clients' | 'staff', batches: AsyncIterable<CsvUserRow[]>) {
  const columns = kind === 'clients' ? CLIENT_COLUMNS : STAFF_COLUMNS;
  async function* records() {
    yield columns.map(([header]) => header);
    for await (const batch of batches) {
      for (const r of batch) yield columns.map(([, field]) => field(r));
    }
  }
  return {
    filename: kind === 'clients' ? 'clientes.csv' : 'usuarios.csv',
    stream: csvFile(records()),
  };
}
