import type { AudioCompletion } from '@sanarte/shared';
import { type CsvCell, csvNumber, toCsv } from '../dashboard/csv';

/** 'Al 0 %' … 'Al 90 %': the listeners who got to k tenths of the audio or further. */
const REACHED_COLUMNS = Array.from({ length: 10 }, (_, k) => `Al ${k * 10} %`);

/**
 * «Finalización por audio» as a CSV file's text, in the order given (the most played first): the
 * duration in whole seconds, counts, the completion rate as a fraction 0..1 (4 decimals; empty when
 * nobody listened) and, for each tenth, how many listeners got that far.
 */
export function audioCompletionCsv(rows: readonly AudioCompletion[]): string {
  const header: CsvCell[] = [
    'Audio',
    'Duración (s)',
    'Reproducciones',
    'Oyentes',
    'Finalizaciones',
    'Tasa de finalización',
    ...REACHED_COLUMNS,
  ];
  const records = rows.map((a): CsvCell[] => [
    a.name,
    Math.round(a.durationSeconds),
    a.plays,
    a.listeners,
    a.completed,
    csvNumber(a.completionRate, 4),
    ...REACHED_COLUMNS.map((_, k) => a.reached[k] ?? null),
  ]);
  return toCsv([header, ...records]);
}
