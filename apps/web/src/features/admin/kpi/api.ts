import type { AudioCompletion, AudioCompletionAnswer } from '@sanarte/shared';
import { peopleBaseApi } from '../people/base';

export type { AudioCompletion };

/** One row of a listening-time total. */
export interface PlaytimeRow {
  id: string;
  name: string;
  totalSeconds: number;
}

export interface PlaytimeTotals {
  categories: PlaytimeRow[];
  themes: PlaytimeRow[];
  audios: PlaytimeRow[];
}

/** The charts show the top 5. */
export const TOP = 5;

type Answer = { data?: Record<string, unknown>[] };

function rowsOf(answer: unknown, idKey: string): PlaytimeRow[] {
  const data = (answer as Answer | undefined)?.data;
  if (!Array.isArray(data)) return [];
  return data.slice(0, TOP).map((row) => ({
    id: String(row[idKey] ?? row.name ?? ''),
    name: String(row.name ?? ''),
    totalSeconds: Number(row.totalSeconds) || 0,
  }));
}

/**
 * KPI Reproduccion: the three totals (`all` of each kind, optionally within [from, to]), loaded together
 *; one failing fails the whole screen's load.
 */
export const kpiApi = peopleBaseApi.injectEndpoints({
  endpoints: (build) => ({
    playtimeTotals: build.query<PlaytimeTotals, { from?: string; to?: string }>({
      async queryFn({ from, to }, _api, _extra, baseQuery) {
        const params = { limit: String(TOP), ...(from ? { from } : {}), ...(to ? { to } : {}) };
        const [categories, themes, audios] = await Promise.all([
          baseQuery({ url: '/stats/crm/audio-playtime/categories/all', params }),
          baseQuery({ url: '/stats/crm/audio-playtime/themes/all', params }),
          baseQuery({ url: '/stats/crm/audio-playtime/all', params }),
        ]);
        const failed = categories.error ?? themes.error ?? audios.error;
        if (failed) return { error: failed };
        return {
          data: {
            categories: rowsOf(categories.data, 'categoryId'),
            themes: rowsOf(themes.data, 'themeId'),
            audios: rowsOf(audios.data, 'audioId'),
          },
        };
      },
    }),
    /**
     * «Finalización por audio»: each audio's plays, listeners, completion and drop-off, all time
     * (no range), the most played first.
     */
    audioCompletion: build.query<AudioCompletion[], void>({
      query: () => ({ url: '/stats/crm/audio-completion' }),
      transformResponse: (answer: AudioCompletionAnswer) => answer.data,
      providesTags: ['AdminStats'],
    }),
  }),
});

export const { usePlaytimeTotalsQuery, useAudioCompletionQuery } = kpiApi;
