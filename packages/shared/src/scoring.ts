/**
 * Scoring of the landing wellbeing test, one scoring for the themes and the main category
 * (docs/scoring.md):
 *
 * 1. Each chosen option adds points to every theme it lists (`OPTION_THEMES`): the question's calm
 *    answer (`CALM_OPTION`) `CALM_POINTS`, any other answer `CONCERN_POINTS`, more than all calm
 *    answers together. What troubles the person comes before what is going well; calm answers
 *    decide among the rest.
 * 2. The 3 themes with the most points are recommended.
 * 3. The main category is the category whose recommended themes add up to the most points, and
 *    the list shows its themes first: the suggested category and the themes listed first always
 *    agree. Each category's themes are listed best first; a second category's before a third's in
 *    the same way.
 *
 * Ties are broken deterministically, never by the key order of the answer object:
 *
 * - Themes with the same points: the one fewer options point to comes first (a specific answer
 *   such as smoking outweighs a general one such as healthy habits), then the one that first
 *   appears earlier in the test: the steps of `SECTIONS` in order, each step's questions in order,
 *   each question's options in order, each option's themes in order (`THEME_ORDER`).
 * - Categories with the same sum: the one holding the best-ranked recommended theme wins.
 *
 * Answers that are not one of the question's options (unknown texts, unknown question ids, non-string
 * values) are ignored: they neither score nor count as answered.
 */
import type { CategorySlug } from './constants.js';
import {
  CALM_OPTION,
  OPTION_THEMES,
  QUESTIONS,
  QUESTION_IDS,
  type QuestionId,
  SECTIONS,
  type TestSection,
} from './questionnaire.js';

/** Question id → chosen option text (the spec's answer set). */
export type Answers = Partial<Record<QuestionId, string>>;

export interface Recommendation {
  categoriaPrincipal: CategorySlug | 'otro';
  /**
   * Up to 3 theme slugs: the main category's first, then the other categories' in the same way,
   * each category's themes best first. Empty only when nothing scored (then the category is 'otro').
   */
  topTemas: string[];
}

/** The 21 themes of the seed catalogue and their category (checked against the seed by a test). */
export const THEME_CATEGORY: Record<string, CategorySlug> = {
  liberate_de_la_ansiedad: 'salud',
  no_mas_insomnio: 'salud',
  adelgaza_facilmente: 'salud',
  deja_de_fumar: 'salud',
  adios_al_estres: 'salud',
  relajacion_para_el_dolor: 'salud',
  habitos_saludables: 'salud',
  amor_propio: 'amor',
  supera_una_ruptura: 'amor',
  relaciones_sanas: 'amor',
  abrete_al_amor: 'amor',
  armonia_familiar: 'amor',
  el_arte_de_perdonar: 'amor',
  duelo_y_paz: 'amor',
  autoestima_y_confianza: 'desarrollo_personal',
  concentracion_y_enfoque: 'desarrollo_personal',
  habla_en_publico: 'desarrollo_personal',
  abundancia_y_prosperidad: 'desarrollo_personal',
  motivacion_y_constancia: 'desarrollo_personal',
  supera_tus_miedos: 'desarrollo_personal',
  despierta_tu_creatividad: 'desarrollo_personal',
};

const TOP_THEMES = 3;

/** Points a question's calm answer adds to each theme it lists. */
export const CALM_POINTS = 1;
/** Points any other answer adds to each theme it lists: more than all 17 calm answers together. */
export const CONCERN_POINTS = QUESTION_IDS.length * CALM_POINTS + 1;

function isTheme(slug: string): boolean {
  return Object.hasOwn(THEME_CATEGORY, slug);
}

/** The category of a theme of `THEME_CATEGORY` (check `isTheme` first). */
const categoryOf = (slug: string) => THEME_CATEGORY[slug] as CategorySlug;

/**
 * Every theme in tie-break order: themes fewer options point to first (the more specific answer,
 * such as smoking or a breakup, outweighs a general one at the same count), then by first
 * appearance in the test (steps, questions, options), then by slug.
 */
export const THEME_ORDER: readonly string[] = (() => {
  const firstSeen = new Map<string, number>();
  const options = new Map<string, number>();
  for (const section of SECTIONS) {
    for (const id of section.questions) {
      for (const themes of OPTION_THEMES[id]) {
        for (const slug of new Set(themes)) {
          if (!isTheme(slug)) continue;
          if (!firstSeen.has(slug)) firstSeen.set(slug, firstSeen.size);
          options.set(slug, (options.get(slug) ?? 0) + 1);
        }
      }
    }
  }
  const unseen = Number.MAX_SAFE_INTEGER;
  return Object.keys(THEME_CATEGORY).sort(
    (a, b) =>
      (options.get(a) ?? unseen) - (options.get(b) ?? unseen) ||
      (firstSeen.get(a) ?? unseen) - (firstSeen.get(b) ?? unseen) ||
      (a < b ? -1 : a > b ? 1 : 0),
  );
})();

const THEME_RANK = new Map(THEME_ORDER.map((slug, i) => [slug, i]));

/** Index of the chosen option of question `id`, or -1 when unanswered or not one of its options. */
function chosenIndex(answers: Answers, id: QuestionId): number {
  const value: unknown = Object.hasOwn(answers, id) ? answers[id] : undefined;
  return typeof value === 'string' ? QUESTIONS[id].opciones.indexOf(value) : -1;
}

/** True when question `id` has one of its own options as answer. */
export function isAnswered(answers: Answers, id: QuestionId): boolean {
  return chosenIndex(answers, id) >= 0;
}

/** True when every question of `section` (of the whole test when omitted) is answered. */
export function isComplete(answers: Answers, section?: TestSection): boolean {
  const ids = section ? section.questions : QUESTION_IDS;
  return ids.every((id) => isAnswered(answers, id));
}

/** Questions answered out of 17, as a rounded percentage (0–100). */
export function progressPercent(answers: Answers): number {
  const answered = QUESTION_IDS.filter((id) => isAnswered(answers, id)).length;
  return Math.round((answered / QUESTION_IDS.length) * 100);
}

/** Recommendation for an answer set (see the module comment for the rules and tie-breaks). */
export function recommend(answers: Answers): Recommendation {
  const points = new Map<string, number>();
  for (const id of QUESTION_IDS) {
    const index = chosenIndex(answers, id);
    if (index < 0) continue;
    const added = index === CALM_OPTION[id] ? CALM_POINTS : CONCERN_POINTS;
    for (const slug of new Set(OPTION_THEMES[id][index] ?? [])) {
      if (isTheme(slug)) points.set(slug, (points.get(slug) ?? 0) + added);
    }
  }

  const ranked = [...points.keys()].sort(
    (a, b) =>
      (points.get(b) ?? 0) - (points.get(a) ?? 0) ||
      (THEME_RANK.get(a) ?? 0) - (THEME_RANK.get(b) ?? 0) ||
      (a < b ? -1 : a > b ? 1 : 0),
  );
  if (ranked.length === 0) return { categoriaPrincipal: 'otro', topTemas: [] };

  const top = ranked.slice(0, TOP_THEMES);
  // Each category's sum over the recommended themes, and the place of its best-ranked one.
  const sums = new Map<CategorySlug, number>();
  const lead = new Map<CategorySlug, number>();
  top.forEach((slug, i) => {
    const category = categoryOf(slug);
    sums.set(category, (sums.get(category) ?? 0) + (points.get(slug) ?? 0));
    if (!lead.has(category)) lead.set(category, i);
  });
  const score = (slug: string) => sums.get(categoryOf(slug)) ?? 0;
  const place = (slug: string) => lead.get(categoryOf(slug)) ?? 0;
  const topTemas = [...top].sort(
    (a, b) => score(b) - score(a) || place(a) - place(b) || top.indexOf(a) - top.indexOf(b),
  );
  return { categoriaPrincipal: categoryOf(topTemas[0] as string), topTemas };
}

/**
 * A result in the form `recommend` gives it, for results it did not make: those stored before the
 * main category and the themes came from one scoring (or sent by an app of that time), whose
 * category could hold none of the themes listed first. `recommend`'s results come back unchanged.
 *
 * - The category stays when it holds the first listed theme. Otherwise it becomes the category
 *   holding most of the listed themes, a tie going to the first listed theme's. The points are not
 *   stored, but such a list is best first, so this is the category `recommend` gives those themes
 *   unless the first one alone has as many points as the other two together.
 * - The category's themes come first, then the others, each in their stored order.
 * - A result naming a theme the scoring does not know (one staff added to the catalogue), or no
 *   theme, stays as it is.
 */
export function agreeingResult(
  categorySlug: string,
  themeSlugs: readonly string[],
): { categorySlug: string; themeSlugs: string[] } {
  const themes = [...themeSlugs];
  if (themes.length === 0 || !themes.every(isTheme)) return { categorySlug, themeSlugs: themes };
  let category = categorySlug;
  if (categoryOf(themes[0] as string) !== category) {
    const held = (c: CategorySlug) => themes.filter((slug) => categoryOf(slug) === c).length;
    // `find` keeps the first listed theme's category on a tie.
    const most = Math.max(...themes.map((slug) => held(categoryOf(slug))));
    category = categoryOf(themes.find((slug) => held(categoryOf(slug)) === most) as string);
  }
  return {
    categorySlug: category,
    themeSlugs: [
      ...themes.filter((slug) => categoryOf(slug) === category),
      ...themes.filter((slug) => categoryOf(slug) !== category),
    ],
  };
}
