import type { PaymentStatus } from '@sanarte/shared';
import { ADMIN_CACHE_SECONDS, adminBaseApi } from './base';

/** A payment record as GET /api/payment-records/list presents it. */
export interface PaymentRecord {
  _id: string;
  status: string;
  amount: number;
  currency: string;
  provider: string;
  user: { name: string; lastName: string; email: string };
  /** The plan as it was bought (its name and price at checkout), not as it is today. */
  plan: { name: string; slug?: string; price: number; currency?: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface PaymentRecordsArgs {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: PaymentStatus;
}

export interface PaymentRecordsPage {
  data: PaymentRecord[];
  total: number;
  grandTotal: number;
  page: number;
  pageSize: number;
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
        page: answer?.page ?? args.page ?? 1,
        pageSize: answer?.pageSize ?? args.pageSize ?? 20,
      }),
      providesTags: ['PaymentRecords'],
      keepUnusedDataFor: ADMIN_CACHE_SECONDS,
    }),
  }),
});

export const { useListPaymentRecordsQuery } = paymentsAdminApi;
