import type { PaymentStatus } from '@sanarte/shared';
import type {
  PaymentListening,
  PaymentListeningAnswer,
  PaymentRecord,
  PaymentRecordsPage as PaymentRecordsPageAnswer,
  RefundAnswer,
  RefundPaymentInput,
} from '@sanarte/shared';
import { adminBaseApi, pagedList } from './base';

/** The answers' types come from the shared contracts the server serializes with. */
export type { PaymentListening, PaymentRecord };
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

/**
 * GET /api/payment-records/list (staff): filtered and paged on the server; a payment's listening
 * since it was made (staff), and its refund (admin), which refreshes the list and that listening.
 */
export const paymentsAdminApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    listPaymentRecords: build.query<PaymentRecordsPage, PaymentRecordsArgs>(
      pagedList<PaymentRecord>('/payment-records/list', 'PaymentRecords'),
    ),
    paymentListening: build.query<PaymentListening, string>({
      query: (id) => `/payment-records/${encodeURIComponent(id)}/listening`,
      transformResponse: (answer: PaymentListeningAnswer) => answer.data,
      providesTags: (_r, _e, id) => [{ type: 'PaymentRecords', id }],
    }),
    refundPayment: build.mutation<RefundAnswer, { id: string; body: RefundPaymentInput }>({
      query: ({ id, body }) => ({
        url: `/payment-records/${encodeURIComponent(id)}/refund`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['PaymentRecords'],
    }),
  }),
});

export const { useListPaymentRecordsQuery, usePaymentListeningQuery, useRefundPaymentMutation } =
  paymentsAdminApi;
