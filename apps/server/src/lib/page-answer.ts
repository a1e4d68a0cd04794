import type { PageQuery } from '@sanarte/shared';

/**
 * A back-office list's answer: one page of presented rows, how many match and how many there are in
 * all, what the list adds of its own (`extra`: its failed runs, its unhandled messages…), and the
 * page asked for.
 */
export function pageAnswer<T, E extends object>(
  data: T[],
  totals: { total: number; grandTotal: number },
  extra: E,
  { page, pageSize }: PageQuery,
) {
  return {
    success: true as const,
    data,
    total: totals.total,
    grandTotal: totals.grandTotal,
    ...extra,
    page,
    pageSize,
  };
}
