import type {
  CheckoutAnswer,
  PaymentMethod,
  PaymentMethodsAnswer,
  PlanAnswer,
  PlanDto,
  VerifyPaymentAnswer,
} from '@sanarte/shared';
import { type ApiError, api } from '../../lib/api';

/** What a server that says nothing of its payment methods offers: the card. */
const CARD_ONLY: PaymentMethod[] = ['card'];

/** `method`: card (the server's default when left out) or PayPal, where the server offers it. */
export type CheckoutRequest = {
  planId: string;
  themeIds?: string[];
  promotionCode?: string;
  method?: PaymentMethod;
};
export type VerifyRequest = { sessionId: string; themeId1?: string; themeId2?: string };
export type VerifyAnswer = VerifyPaymentAnswer;

/**
 * A failed verification, with the payment record's status when the server gave it (`data.status`
 * of a 402: `intent_created` while the provider has not settled the session yet).
 */
export type VerifyError = ApiError & { paymentStatus?: string };

/** Calls of the purchase screen and the payment confirmation. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/plans/name/{slug} → the plan (its `_id` is what the checkout call needs). */
    planBySlug: build.query<PlanDto | null, string>({
      query: (slug) => `/plans/name/${encodeURIComponent(slug)}`,
      transformResponse: (answer: PlanAnswer) => {
        const plan = answer?.data;
        const id = answer?._id ?? plan?._id;
        return plan && id ? { ...plan, _id: id } : null;
      },
    }),
    /**
     * GET /api/payments/methods → the ways to pay the server offers, card first ('paypal' only
     * where it offers PayPal). An answer without the list counts as card only.
     */
    paymentMethods: build.query<PaymentMethod[], void>({
      query: () => '/payments/methods',
      transformResponse: (answer: PaymentMethodsAnswer) =>
        Array.isArray(answer?.data?.methods) && answer.data.methods.length > 0
          ? answer.data.methods
          : CARD_ONLY,
    }),
    /**
     * POST /api/payments/create-checkout-session → the hosted checkout's address. With a promotion
     * code the server checks it again against the plan and refuses the checkout if it does not apply.
     */
    createCheckoutSession: build.mutation<CheckoutAnswer, CheckoutRequest>({
      query: (body) => ({ url: '/payments/create-checkout-session', method: 'POST', body }),
    }),
    /**
     * POST /api/payments/verify-payment-session. Written with `queryFn` to read the body of a
     * failure too: the base query keeps only the message, the retry needs the record's status.
     */
    verifyPaymentSession: build.mutation<VerifyAnswer, VerifyRequest>({
      queryFn: async (body, _api, _extra, baseQuery) => {
        let raw: unknown = null;
        const result = await baseQuery({
          url: '/payments/verify-payment-session',
          method: 'POST',
          body,
          responseHandler: async (response) => {
            const text = await response.text();
            try {
              raw = text ? JSON.parse(text) : null;
            } catch {
              raw = text;
            }
            return raw;
          },
        });
        if (result.error) {
          const error = result.error as ApiError;
          const status = (raw as { data?: { status?: unknown } } | null)?.data?.status;
          const withStatus: VerifyError =
            typeof status === 'string' ? { ...error, paymentStatus: status } : error;
          return { error: withStatus };
        }
        return { data: result.data as VerifyAnswer };
      },
    }),
  }),
});

export const {
  useLazyPlanBySlugQuery,
  useLazyPaymentMethodsQuery,
  useCreateCheckoutSessionMutation,
  useVerifyPaymentSessionMutation,
} = checkoutApi;
