import type {
  ContactMessage,
  ContactMessageHandledAnswer,
  ContactMessageStatus,
  ContactMessagesPage,
} from '@sanarte/shared';
import { ADMIN_CACHE_SECONDS, adminBaseApi, listParams, pageOf } from '../api/base';

export type { ContactMessage };
/** One page of the list, as the screen keeps it. */
export type MessagesAnswer = Omit<ContactMessagesPage, 'success'>;

export interface MessagesArgs {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: ContactMessageStatus;
}

/** The first page, as the screen opens. */
export const DEFAULT_MESSAGES_ARGS: MessagesArgs = { page: 1, pageSize: 20 };

/**
 * GET /api/contact/messages (staff) and PUT /api/contact/messages/{id}/handled (admin): marking a
 * message refreshes every cached page (its place in a filter and the counts change).
 */
export const messagesApi = adminBaseApi
  .enhanceEndpoints({ addTagTypes: ['ContactMessages'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listContactMessages: build.query<MessagesAnswer, MessagesArgs>({
        query: (args) => ({ url: '/contact/messages', params: listParams(args) }),
        transformResponse: (answer: Partial<MessagesAnswer>, _meta, args) => ({
          ...pageOf<ContactMessage>(answer, args),
          unhandled: answer?.unhandled ?? 0,
        }),
        providesTags: ['ContactMessages'],
        keepUnusedDataFor: ADMIN_CACHE_SECONDS,
      }),
      setMessageHandled: build.mutation<ContactMessageHandledAnswer, { id: string; handled: boolean }>({
        query: ({ id, handled }) => ({
          url: `/contact/messages/${encodeURIComponent(id)}/handled`,
          method: 'PUT',
          body: { handled },
        }),
        invalidatesTags: ['ContactMessages'],
      }),
    }),
  });

export const { useListContactMessagesQuery, useSetMessageHandledMutation } = messagesApi;
