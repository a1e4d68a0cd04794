import { api } from '../../../lib/api';

/**
 * The back-office's part of the API slice: its cache tags. Every admin endpoint is injected into
 * this enhanced slice (it is the application's one slice, with the tags added).
 */
export const adminBaseApi = api.enhanceEndpoints({
  addTagTypes: ['Categories', 'Themes', 'Audios', 'MediaFolder', 'AdminUsers', 'PaymentRecords'],
});

/** Lists the shell preloads stay cached this long (seconds) without a screen subscribed. */
export const ADMIN_CACHE_SECONDS = 600;

/** The record of a create/update answer: `data`, or the answer itself. */
export function recordOf<T>(answer: unknown): T {
  if (answer && typeof answer === 'object' && 'data' in answer) {
    const { data } = answer as { data: unknown };
    if (data && typeof data === 'object') return data as T;
  }
  return answer as T;
}

/** A list call's query string: every argument that is set (undefined and '' are left out). */
export function listParams(args: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}

/** A page of a server-paged list, as the screens keep it. */
export interface ListPage<T> {
  data: T[];
  total: number;
  grandTotal: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/** A list answer as a page, with what it leaves out filled in from the call's arguments. */
export function pageOf<T>(
  answer: Partial<ListPage<T>> | undefined,
  args: { page?: number | undefined; pageSize?: number | undefined },
): ListPage<T> {
  return {
    data: Array.isArray(answer?.data) ? answer.data : [],
    total: answer?.total ?? 0,
    grandTotal: answer?.grandTotal ?? answer?.total ?? 0,
    totalCapped: answer?.totalCapped === true,
    page: answer?.page ?? args.page ?? 1,
    pageSize: answer?.pageSize ?? args.pageSize ?? 20,
  };
}

/**
 * The query of a server-paged list (Clientes, Usuarios CRM, Órdenes): its arguments as the query
 * string, the answer as a page, kept as long as the shell's preloads.
 */
export function pagedList<T>(url: string, tag: 'AdminUsers' | 'PaymentRecords') {
  return {
    query: (args: object) => ({ url, params: listParams(args) }),
    transformResponse: (
      answer: Partial<ListPage<T>> | undefined,
      _meta: unknown,
      args: { page?: number | undefined; pageSize?: number | undefined },
    ) => pageOf(answer, args),
    providesTags: [tag],
    keepUnusedDataFor: ADMIN_CACHE_SECONDS,
  };
}
