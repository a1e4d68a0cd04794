import type { ForYouAudio, SavedAnswer } from '@sanarte/shared';
import { api } from '../../lib/api';

/**
 * "Guardados": the listener's shelf (GET /api/library/saved), and saving or taking off one audio
 * (PUT / DELETE /api/library/saved/:id), whose answer is the shelf as it now is: it replaces the
 * one held, so every card's "Guardar" and every shelf show it at once.
 */
/** How long a shelf just asked for (by a route, as it starts) is not asked for again as it shows. */
export const SAVED_FRESH_SECONDS = 5;

export const savedApi = api.injectEndpoints({
  endpoints: (build) => {
    const change = (method: 'PUT' | 'DELETE') =>
      build.mutation<ForYouAudio[], string>({
        query: (audioId) => ({ url: `/library/saved/${encodeURIComponent(audioId)}`, method }),
        transformResponse: (answer: SavedAnswer) => answer.data,
        async onQueryStarted(_audioId, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(savedApi.util.upsertQueryData('saved', undefined, data));
        },
      });
    return {
      saved: build.query<ForYouAudio[], void>({
        query: () => '/library/saved',
        transformResponse: (answer: SavedAnswer) => answer.data,
      }),
      save: change('PUT'),
      unsave: change('DELETE'),
    };
  },
});

export const { useSavedQuery } = savedApi;

/** The shelf as a route starts it (the library's, the welcome page's), unless just asked for. */
export const savedCall = () =>
  savedApi.endpoints.saved.initiate(undefined, { forceRefetch: SAVED_FRESH_SECONDS });
