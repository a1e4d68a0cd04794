import type { ReactNode } from 'react';
import { type Column, DataTable } from './data-table';

type RecordTableProps<T extends { _id: string }> = {
  /** Names the table and the card list. */
  label: string;
  rows: T[];
  busy: boolean;
  columns: Column<T>[];
  /** A card's heading: who or what the row is. */
  cardTitle: (row: T) => ReactNode;
  /** A card's labelled values (CardField), two to a line. */
  cardFields: (row: T) => ReactNode;
  /** A card's buttons, under its values. */
  cardActions: (row: T) => ReactNode;
};

/**
 * A list of records of the 'panel' look (Clientes, Usuarios CRM, Órdenes, Mensajes): the table from
 * 1280 px and, below, cards with the row's name, its values in two columns and its actions.
 */
export function RecordTable<T extends { _id: string }>({
  label,
  rows,
  busy,
  columns,
  cardTitle,
  cardFields,
  cardActions,
}: RecordTableProps<T>) {
  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(row) => row._id}
      busy={busy}
      columns={columns}
      card={(row) => (
        <>
          {cardTitle(row)}
          <dl className="grid grid-cols-2 gap-3 text-sm">{cardFields(row)}</dl>
          {cardActions(row)}
        </>
      )}
    />
  );
}
