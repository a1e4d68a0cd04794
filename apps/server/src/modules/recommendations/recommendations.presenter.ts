import type { ForYou, ForYouAudio } from '@sanarte/shared';
import { presentListenerAudio } from '../library/library.presenter.js';
import type { Listened, Recommendations } from './recommend.js';
import type { Candidate } from './recommendations.service.js';

type Named = { slug: string; name: string };

/** GET /api/library/for-you: the test's category and themes by name (in the test's order) and the rows. */
export function presentForYou(
  test: { themeSlugs: string[]; createdAt: Date; category: Named | null; themes: Named[] } | null,
  rows: Recommendations<Candidate> & { newThisMonth: Candidate[] },
  history: Map<string, Listened>,
  now: Date,
): ForYou {
  const card = (c: Candidate): ForYouAudio =>
    presentListenerAudio(c.row, history.get(c.id)?.positionSeconds ?? 0, c.open, now);
  return {
    test: test && {
      category: test.category && { slug: test.category.slug, name: test.category.name },
      themes: test.themeSlugs.flatMap((slug) => {
        const theme = test.themes.find((t) => t.slug === slug);
        return theme ? [{ slug, name: theme.name }] : [];
      }),
      takenAt: test.createdAt.toISOString(),
    },
    continueListening: rows.continueListening.map(card),
    startWith: rows.startWith.map(card),
    notHeard: rows.notHeard.map(card),
    newThisMonth: rows.newThisMonth.map(card),
  };
}
