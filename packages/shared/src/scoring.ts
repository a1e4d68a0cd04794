/**
 * Scoring of the landing wellbeing test: each chosen option adds 1 to every theme it
 * lists (`OPTION_THEMES`); the up to 3 themes with the highest counts are recommended and the main
 * category is the one whose themes add up to the highest score.
 *
 * Ties are broken deterministically, never by the key order of the answer object:
 *
 * - Themes with the same count: the one fewer options point to comes first (a specific answer such
 *   as smoking outweighs a general one such as healthy habits), then the one that first appears
 *   earlier in the test: the steps of `SECTIONS` in order, each step's questions in order, each
 *   question's options in order, each option's themes in order (`THEME_ORDER`).
 * - Categories with the same summed score: the one holding the best-ranked scoring theme wins, so the
 *   main category always agrees with the order of the recommended themes where it can.
 *
 * Answers that are not one of the question's options (unknown texts, unknown question ids, non-string
 * values) are ignored: they neither score nor count as answered.
 */
import type { CategorySlug } from './constants.js';
import {
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
  /** Up to 3 theme slugs, best first; empty only when nothing scored (then the category is 'otro'). */
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

function isTheme(slug: string): boolean {
  return Object.hasOwn(THEME_CATEGORY, slug);
}

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
  const counts = new Map<string, number>();
  for (const id of QUESTION_IDS) {
    const index = chosenIndex(answers, id);
    if (index < 0) continue;
    for (const slug of new Set(OPTION_THEMES[id][index] ?? [])) {
      if (isTheme(slug)) counts.set(slug, (counts.get(slug) ?? 0) + 1);
    }
  }

  const ranked = [...counts.keys()].sort(
    (a, b) =>
      (counts.get(b) ?? 0) - (counts.get(a) ?? 0) ||
      (THEME_RANK.get(a) ?? 0) - (THEME_RANK.get(b) ?? 0) ||
      (a < b ? -1 : a > b ? 1 : 0),
  );
  if (ranked.length === 0) return { categoriaPrincipal: 'otro', topTemas: [] };

  const sums = new Map<CategorySlug, number>();
  for (const slug of ranked) {
    const category = THEME_CATEGORY[slug] as CategorySlug;
    sums.set(category, (sums.get(category) ?? 0) + (counts.get(slug) ?? 0));
  }
  const best = Math.max(...sums.values());
  // Every scoring theme is in `ranked`, so some theme belongs to a best category.
  const leader = ranked.find((slug) => sums.get(THEME_CATEGORY[slug] as CategorySlug) === best) as string;

  return {
    categoriaPrincipal: THEME_CATEGORY[leader] as CategorySlug,
    topTemas: ranked.slice(0, TOP_THEMES),
  };
}
