/**
 * Reads CSV text back as a spreadsheet would (RFC 4180 quoting, any separator, CRLF or LF rows),
 * so tests check the fields a person sees rather than the raw bytes.
 */
export function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      // The \n ends the row.
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The header row of the clients' CSV export, as a spreadsheet shows it. */
export const CLIENTS_CSV_HEADER = [
  'Nombre',
  'Apellido',
  'Correo electrónico',
  'Tipo',
  'Estado',
  'Verificado',
  'Tests realizados',
  'Suscripción activa',
  'Fecha de creación',
  'Fecha de actualización',
];
