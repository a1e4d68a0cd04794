import type { PaymentStatus } from '@sanarte/shared';
import type { PaymentRecord, PaymentRecordsPage as PaymentRecordsPageAnswer } from '@sanarte/shared';
import { adminBaseApi, pagedList } from './base';

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
    listPaymentRecords: build.query<PaymentRecordsPage, PaymentRecordsArgs>(
      pagedList<PaymentRecord>('/payment-records/list', 'PaymentRecords'),
    ),
  }),
});

export const { useListPaymentRecordsQuery } = paymentsAdminApi;
