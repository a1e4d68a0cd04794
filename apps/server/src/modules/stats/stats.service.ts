import { businessDay } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { RecurringService } from '../subscriptions/recurring.service.js';
import type { UsersService } from '../users/users.service.js';
import type { StatsRepository } from './stats.repository.js';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const ID_KEYS = { audio: 'audioId', theme: 'themeId', category: 'categoryId' } as const;

export type PlaytimeKind = keyof typeof ID_KEYS;

/**
 * Back-office numbers: the dashboard (user counts from the users domain, recurring revenue from the
 * subscriptions domain) and listening time (KPI Reproduccion).
 */
export function statsService(deps: {
  repo: StatsRepository;
  clock: Clock;
  users: Pick<UsersService, 'dashboardCounts'>;
  recurring: Pick<RecurringService, 'summary'>;
  catalogue: CatalogueService;
}) {
  /** Inclusive range of Spain's calendar days; the default is the last 7 days, today Spain's. */
  function range(q: { from?: string | undefined; to?: string | undefined }) {
    const today = businessDay(deps.clock.now());
    const to = q.to ?? today;
    const from = q.from ?? isoDay(new Date(new Date(`${to}T00:00:00Z`).getTime() - 6 * DAY));
    return from <= to ? { from, to } : { from: to, to: from };
  }

  return {
    /**
     * For each audio with listening stored: plays, listeners, completion (its last tenth reached)
     * and the drop-off curve (`reached[k]`: listeners who got to k tenths or further), the most
     * played first (ties by name).
     */
    async audioCompletion() {
      const byAudio = await deps.repo.audioCompletion();
      const audios = await deps.catalogue.audioLengths([...byAudio.keys()]);
      const rows = [];
      for (const [audioId, e] of byAudio) {
        const audio = audios.get(audioId);
        if (!audio) continue;
        const reached: number[] = [];
        let further = 0;
        for (let k = 9; k >= 0; k--) {
          further += e.buckets[k] ?? 0;
          reached[k] = further;
        }
        const listeners = reached[0] ?? 0;
        const completed = reached[9] ?? 0;
        rows.push({
          audioId,
          name: audio.name,
          durationSeconds: audio.duration,
          plays: e.plays,
          listeners,
          completed,
          completionRate: listeners > 0 ? completed / listeners : null,
          reached,
        });
      }
      return rows.sort(
        (a, b) => b.plays - a.plays || b.listeners - a.listeners || a.name.localeCompare(b.name, 'es'),
      );
    },

    async dashboard(q: { from?: string | undefined; to?: string | undefined }) {
      const r = range(q);
      const [counts, recurring] = await Promise.all([
        deps.users.dashboardCounts(r.from, r.to),
        deps.recurring.summary(),
      ]);
      return { from: r.from, to: r.to, ...counts, recurring };
    },

    /**
     * Listening totals of one item or all of a kind, the largest first (ties by name), optionally
     * within [from, to] (echoed in the answer).
     */
    async playtime<K extends PlaytimeKind>(
      kind: K,
      id: string,
      q: { from?: string | undefined; to?: string | undefined; limit: number },
    ) {
      const hasRange = Boolean(q.from || q.to);
      const r = range(q);
      const totals = await deps.repo.playtime(kind, id, hasRange ? r : null);
      const names = await deps.catalogue.namesOf(
        kind,
        totals.map((t) => t.id),
      );
      const key = ID_KEYS[kind];
      const data = totals
        .filter((t) => names.has(t.id))
        .map((t) => ({ id: t.id, name: names.get(t.id) ?? '', total: t.total }))
        .sort((a, b) => b.total - a.total || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .slice(0, q.limit)
        .map(
          (t) =>
            ({ [key]: t.id, name: t.name, totalSeconds: t.total }) as Record<(typeof ID_KEYS)[K], string> & {
              name: string;
              totalSeconds: number;
            },
        );
      return { data, ...(hasRange ? { from: r.from, to: r.to } : {}) };
    },
  };
}
export type StatsService = ReturnType<typeof statsService>;
