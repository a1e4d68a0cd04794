import type { PaymentStatus } from '@sanarte/shared';
import type { PaymentRecord, PaymentRecordsPage as PaymentRecordsPageAnswer } from '@sanarte/shared';
import { ADMIN_CACHE_SECONDS, adminBaseApi } from './base';

/** The answers' types come from the shared contracts the server serializes with. */
export type { PaymentRecord };
/** One page of the list, as the screens keep it. */
export type PaymentRecordsPage = Omit<PaymentRecordsPageAnswer, 'success'>;

export interface PaymentRecordsArgs {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: PaymentStatus;
}

/** The first page of Órdenes, as the shell preloads it. */
export const DEFAULT_PAYMENT_RECORDS_ARGS: PaymentRecordsArgs = { page: 1, pageSize: 20 };

/** GET /api/payment-records/list (staff): filtered and paged on the server. */
export const paymentsAdminApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    listPaymentRecords: build.query<PaymentRecordsPage, PaymentRecordsArgs>({
      query: ({ page, pageSize, q, status }) => ({
        url: '/payment-records/list',
        params: {
          ...(page ? { page: String(page) } : {}),
          ...(pageSize ? { pageSize: String(pageSize) } : {}),
          ...(q ? { q } : {}),
          ...(status ? { status } : {}),
        },
      }),
      transformResponse: (answer: Partial<PaymentRecordsPage>, _meta, args) => ({
        data: Array.isArray(answer?.data) ? answer.data : [],
        total: answer?.total ?? 0,
        grandTotal: answer?.grandTotal ?? answer?.total ?? 0,
        totalCapped: answer?.totalCapped === true,
        page: answer?.page ?? args.page ?? 1,
        pageSize: answer?.pageSize ?? args.pageSize ?? 20,
      }),
      providesTags: ['PaymentRecords'],
      keepUnusedDataFor: ADMIN_CACHE_SECONDS,
    }),
  }),
});

export const { useListPaymentRecordsQuery } = paymentsAdminApi;
