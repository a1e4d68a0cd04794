import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../apps/server/src/db/seed/content.js';
import { CATEGORY_SLUGS, type CategorySlug } from './constants.js';
import { OPTION_THEMES, QUESTION_IDS, QUESTIONS, type QuestionId, SECTIONS } from './questionnaire.js';
import {
  type Answers,
  isAnswered,
  isComplete,
  progressPercent,
  recommend,
  THEME_CATEGORY,
  THEME_ORDER,
} from './scoring.js';

const THEMES = Object.keys(THEME_CATEGORY);

/** Option text of question `id` at `index` (throws on a typo in the test). */
function opt(id: QuestionId, index: number): string {
  const text = QUESTIONS[id].opciones[index];
  if (text === undefined) throw new Error(`No option ${index} in ${id}`);
  return text;
}

/** Index of the first neutral option of `id` (-1 when it has none). */
function neutralIndex(id: QuestionId): number {
  return OPTION_THEMES[id].findIndex((themes) => themes.length === 0);
}

/** Reference scoring, written independently of `recommend`: theme counts and category sums. */
function reference(answers: Answers) {
  const counts: Record<string, number> = {};
  for (const id of QUESTION_IDS) {
    const value = Object.hasOwn(answers, id) ? answers[id] : undefined;
    const index = typeof value === 'string' ? QUESTIONS[id].opciones.indexOf(value) : -1;
    for (const slug of index >= 0 ? (OPTION_THEMES[id][index] ?? []) : []) {
      counts[slug] = (counts[slug] ?? 0) + 1;
    }
  }
  const sums: Record<CategorySlug, number> = { salud: 0, amor: 0, desarrollo_personal: 0 };
  for (const [slug, n] of Object.entries(counts)) sums[THEME_CATEGORY[slug] as CategorySlug] += n;
  return { counts, sums, maxSum: Math.max(...Object.values(sums)) };
}

// ---------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------

const completeAnswers: fc.Arbitrary<Answers> = fc.record(
  Object.fromEntries(QUESTION_IDS.map((id) => [id, fc.constantFrom(...QUESTIONS[id].opciones)])) as Record<
    QuestionId,
    fc.Arbitrary<string>
  >,
);

/** Any mix of valid options, unknown texts, non-strings and missing answers, plus junk keys. */
const messyAnswers: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.record(
      Object.fromEntries(
        QUESTION_IDS.map((id) => [
          id,
          fc.oneof(
            fc.constantFrom(...QUESTIONS[id].opciones),
            fc.string(),
            fc.constant(undefined),
            fc.integer(),
          ),
        ]),
      ),
      { requiredKeys: [] },
    ),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 4 }),
  )
  .map(([known, junk]) => ({ ...junk, ...known }));

/** The same entries in another key order. */
function shuffled<T extends object>(value: T): fc.Arbitrary<T> {
  const entries = Object.entries(value);
  return fc
    .shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length })
    .map((e) => Object.fromEntries(e) as T);
}

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

describe('questionnaire data', () => {
  it('has 17 questions p1…p17, each with its own id and 3–5 distinct options', () => {
    expect(Object.keys(QUESTIONS).sort()).toEqual([...QUESTION_IDS].sort());
    expect(QUESTION_IDS).toHaveLength(17);
    for (const id of QUESTION_IDS) {
      const q = QUESTIONS[id];
      expect(q.id).toBe(id);
      expect(q.texto.trim()).toMatch(/¿[^?]+\?$/);
      expect(q.opciones.length).toBeGreaterThanOrEqual(3);
      expect(q.opciones.length).toBeLessThanOrEqual(5);
      expect(new Set(q.opciones).size).toBe(q.opciones.length);
      for (const o of q.opciones) expect(o.trim()).toBe(o);
      for (const o of q.opciones) expect(o.length).toBeGreaterThan(0);
    }
  });

  it('groups the questions in the 6 steps of the spec, each with a title and subtitle', () => {
    expect(SECTIONS.map((s) => s.questions)).toEqual([
      ['p1', 'p2', 'p3'],
      ['p4', 'p5', 'p8'],
      ['p6', 'p9', 'p16'],
      ['p7', 'p17'],
      ['p10', 'p11', 'p15'],
      ['p12', 'p13', 'p14'],
    ]);
    for (const s of SECTIONS) {
      expect(s.title.trim().length).toBeGreaterThan(0);
      expect(s.subtitle.trim().length).toBeGreaterThan(0);
    }
  });

  it('maps every option to 0–3 distinct known themes', () => {
    expect(Object.keys(OPTION_THEMES).sort()).toEqual([...QUESTION_IDS].sort());
    for (const id of QUESTION_IDS) {
      expect(OPTION_THEMES[id]).toHaveLength(QUESTIONS[id].opciones.length);
      for (const themes of OPTION_THEMES[id]) {
        expect(themes.length).toBeLessThanOrEqual(3);
        expect(new Set(themes).size).toBe(themes.length);
        for (const slug of themes) expect(THEMES).toContain(slug);
      }
    }
  });

  it('reaches all 21 themes', () => {
    const reached = new Set(QUESTION_IDS.flatMap((id) => OPTION_THEMES[id].flat()));
    expect([...reached].sort()).toEqual([...THEMES].sort());
    expect(THEMES).toHaveLength(21);
  });

  it('has at least one question without a neutral option (a complete test always scores)', () => {
    const unavoidable = QUESTION_IDS.filter((id) => neutralIndex(id) < 0);
    expect(unavoidable.length).toBeGreaterThanOrEqual(1);
  });

  it('THEME_CATEGORY matches the seed catalogue', () => {
    const fromSeed = Object.fromEntries(
      CATALOGUE.flatMap((category) => category.themes.map((t) => [t.slug, category.slug])),
    );
    expect(THEME_CATEGORY).toEqual(fromSeed);
    for (const category of Object.values(THEME_CATEGORY)) expect(CATEGORY_SLUGS).toContain(category);
  });

  it('orders every theme once for tie-breaks, by first appearance in the test', () => {
    expect([...THEME_ORDER].sort()).toEqual([...THEMES].sort());
    expect(THEME_ORDER.slice(0, 3)).toEqual([
      'no_mas_insomnio',
      'liberate_de_la_ansiedad',
      'adios_al_estres',
    ]);
  });

  it('can recommend every theme for some complete answer set', () => {
    for (const theme of THEMES) {
      // Pick the option with the theme (fewest other themes) where there is one, else a neutral one;
      // try every combination of the questions left (those with neither).
      const fixed: Answers = {};
      const free: QuestionId[] = [];
      for (const id of QUESTION_IDS) {
        const withTheme = OPTION_THEMES[id]
          .map((themes, i) => ({ themes, i }))
          .filter(({ themes }) => themes.includes(theme))
          .sort((a, b) => a.themes.length - b.themes.length)[0];
        const index = withTheme ? withTheme.i : neutralIndex(id);
        if (index >= 0) fixed[id] = opt(id, index);
        else free.push(id);
      }
      let combos: Answers[] = [fixed];
      for (const id of free) {
        combos = combos.flatMap((a) => QUESTIONS[id].opciones.map((o) => ({ ...a, [id]: o })));
      }
      const found = combos.some((a) => isComplete(a) && recommend(a).topTemas.includes(theme));
      expect(found, theme).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Scoring: examples
// ---------------------------------------------------------------------------------------------

/** Every question on its neutral option, or on the first option when it has none. */
function base(): Answers {
  return Object.fromEntries(QUESTION_IDS.map((id) => [id, opt(id, Math.max(neutralIndex(id), 0))]));
}

describe('recommend: examples', () => {
  it('scores a hand-made complete answer set', () => {
    const answers: Answers = {
      p1: 'Me cuesta conciliar el sueño', // insomnio, ansiedad
      p2: 'Le doy vueltas y me cuesta soltarlo', // ansiedad
      p3: 'Me siento a gusto con lo que como y con mi cuerpo',
      p4: 'Ahora mismo ningún hábito me preocupa',
      p5: 'Me cuesta relajarme incluso cuando descanso', // estrés, insomnio
      p8: 'No, esa etapa está cerrada y en paz',
      p6: 'Dudo de mí a menudo y me comparo con los demás', // autoestima, amor propio
      p9: 'Siempre pongo a los demás por delante de mí', // amor propio, relaciones
      p16: 'Tengo ideas y disfruto creando',
      p7: 'Me siento bien en mis relaciones tal como están',
      p17: 'Vivo con tranquilidad con lo que tengo',
      p10: 'Nos llevamos bien y nos apoyamos',
      p11: 'No, ahora mismo no',
      p15: 'Empiezo con ganas, pero lo dejo a medias', // motivación
      p12: 'Me concentro sin dificultad',
      p13: 'Ningún miedo me limita ahora mismo',
      p14: 'Me bloqueo y me quedo en blanco', // hablar en público, ansiedad
    };
    expect(isComplete(answers)).toBe(true);
    // ansiedad 3; insomnio 2 and amor propio 2 (insomnio appears first); salud 6, amor 3, desarrollo 3.
    expect(recommend(answers)).toEqual({
      categoriaPrincipal: 'salud',
      topTemas: ['liberate_de_la_ansiedad', 'no_mas_insomnio', 'amor_propio'],
    });
  });

  it('picks the category by summed score, not by the top theme', () => {
    const answers: Answers = {
      p2: 'Le doy vueltas y me cuesta soltarlo', // ansiedad
      p14: 'Me bloqueo y me quedo en blanco', // hablar en público, ansiedad
      p8: 'Sí, una ruptura reciente que aún me duele', // ruptura
      p7: 'Me gustaría encontrar pareja y no llega', // ábrete al amor
      p11: 'Sí, la pérdida de un ser querido', // duelo
    };
    // ansiedad 2 (salud 2); ruptura, ábrete, duelo 1 each (amor 3); hablar 1 (desarrollo 1).
    expect(recommend(answers)).toEqual({
      categoriaPrincipal: 'amor',
      topTemas: ['liberate_de_la_ansiedad', 'supera_una_ruptura', 'abrete_al_amor'],
    });
  });

  it('breaks ties between themes and categories by first appearance in the test', () => {
    // adiós al estrés (step 1) and hablar en público (step 6): 1 each; salud 1 = desarrollo 1.
    const a: Answers = {
      p14: 'Me entran nervios, pero salgo adelante',
      p2: 'Voy con prisa a todas partes y no encuentro momentos para parar',
    };
    expect(recommend(a)).toEqual({
      categoriaPrincipal: 'salud',
      topTemas: ['adios_al_estres', 'habla_en_publico'],
    });
    // duelo (step 5) before hablar en público (step 6): amor wins the tie with desarrollo personal.
    const b: Answers = {
      p14: 'Me entran nervios, pero salgo adelante',
      p11: 'Sí, la pérdida de un ser querido',
    };
    expect(recommend(b)).toEqual({
      categoriaPrincipal: 'amor',
      topTemas: ['duelo_y_paz', 'habla_en_publico'],
    });
    // Same answers, other key order: same result.
    expect(recommend({ p11: b.p11, p14: b.p14 } as Answers)).toEqual(recommend(b));
  });

  it('returns otro and no themes when nothing scored', () => {
    expect(recommend({})).toEqual({ categoriaPrincipal: 'otro', topTemas: [] });
    expect(recommend({ p1: opt('p1', 0), p3: opt('p3', 0) })).toEqual({
      categoriaPrincipal: 'otro',
      topTemas: [],
    });
  });

  it('ignores unknown option texts, unknown questions and non-string values', () => {
    const junk = {
      p1: 'Duermo fatal',
      p2: 42,
      p99: 'Me cuesta conciliar el sueño',
      toString: 'x',
      p3: opt('p3', 0).toUpperCase(),
    } as unknown as Answers;
    expect(recommend(junk)).toEqual({ categoriaPrincipal: 'otro', topTemas: [] });
    expect(recommend({ ...junk, p12: opt('p12', 1) })).toEqual({
      categoriaPrincipal: 'desarrollo_personal',
      topTemas: ['concentracion_y_enfoque'],
    });
  });

  it('recommends a theme for a test answered as neutrally as possible', () => {
    const r = recommend(base());
    expect(r.topTemas.length).toBeGreaterThanOrEqual(1);
    expect(r.categoriaPrincipal).not.toBe('otro');
  });
});

// ---------------------------------------------------------------------------------------------
// Completeness and progress
// ---------------------------------------------------------------------------------------------

describe('isComplete and progressPercent', () => {
  it('checks one section at a time', () => {
    const [first, second] = SECTIONS as [(typeof SECTIONS)[number], (typeof SECTIONS)[number]];
    const answers: Answers = { p1: opt('p1', 0), p2: opt('p2', 1) };
    expect(isComplete(answers, first)).toBe(false);
    expect(isComplete({ ...answers, p3: 'otra cosa' }, first)).toBe(false);
    expect(isComplete({ ...answers, p3: opt('p3', 2) }, first)).toBe(true);
    expect(isComplete({ ...answers, p3: opt('p3', 2) }, second)).toBe(false);
    expect(isComplete({ ...answers, p3: opt('p3', 2) })).toBe(false);
    expect(isComplete(base())).toBe(true);
    for (const s of SECTIONS) expect(isComplete(base(), s)).toBe(true);
  });

  it('accepts only an option of the same question as an answer', () => {
    expect(isAnswered({ p1: opt('p1', 1) }, 'p1')).toBe(true);
    expect(isAnswered({ p1: opt('p2', 1) }, 'p1')).toBe(false);
    expect(isAnswered({ p1: '' }, 'p1')).toBe(false);
    expect(isAnswered({}, 'p1')).toBe(false);
  });

  it('reports the rounded percentage of the 17 questions answered', () => {
    expect(progressPercent({})).toBe(0);
    expect(progressPercent({ p1: opt('p1', 0) })).toBe(6); // 5.88
    expect(progressPercent({ p1: opt('p1', 0), p2: 'no vale' })).toBe(6);
    const nine = Object.fromEntries(QUESTION_IDS.slice(0, 9).map((id) => [id, opt(id, 0)]));
    expect(progressPercent(nine)).toBe(53); // 52.94
    expect(progressPercent(base())).toBe(100);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

describe('recommend: properties', () => {
  it('any complete answer set yields 1–3 distinct themes and the best-scoring category', () => {
    fc.assert(
      fc.property(completeAnswers, (answers) => {
        expect(isComplete(answers)).toBe(true);
        expect(progressPercent(answers)).toBe(100);
        const { categoriaPrincipal, topTemas } = recommend(answers);
        const { counts, sums, maxSum } = reference(answers);
        expect(topTemas.length).toBeGreaterThanOrEqual(1);
        expect(topTemas.length).toBeLessThanOrEqual(3);
        expect(new Set(topTemas).size).toBe(topTemas.length);
        for (const slug of topTemas) expect(THEMES).toContain(slug);
        expect(categoriaPrincipal).not.toBe('otro');
        expect(sums[categoriaPrincipal as CategorySlug]).toBe(maxSum);
        // The top themes are the highest counts, best first.
        const scoring = Object.keys(counts);
        expect(topTemas).toHaveLength(Math.min(3, scoring.length));
        const top = topTemas.map((s) => counts[s] ?? 0);
        for (let i = 1; i < top.length; i++) expect(top[i - 1]).toBeGreaterThanOrEqual(top[i] as number);
        const lowest = Math.min(...top);
        for (const slug of scoring.filter((s) => !topTemas.includes(s))) {
          expect(counts[slug]).toBeLessThanOrEqual(lowest);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic and independent of the key order of the answers', () => {
    fc.assert(
      fc.property(
        completeAnswers.chain((a) => fc.tuple(fc.constant(a), shuffled(a))),
        ([answers, reordered]) => {
          expect(recommend(answers)).toEqual(recommend(answers));
          expect(recommend(reordered)).toEqual(recommend(answers));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('ignores invalid answers and gives otro only when nothing scored', () => {
    fc.assert(
      fc.property(
        messyAnswers.chain((a) => fc.tuple(fc.constant(a), shuffled(a))),
        ([messy, reordered]) => {
          const answers = messy as Answers;
          const valid = Object.fromEntries(
            QUESTION_IDS.filter((id) => isAnswered(answers, id)).map((id) => [id, answers[id]]),
          ) as Answers;
          const result = recommend(answers);
          expect(result).toEqual(recommend(valid));
          expect(recommend(reordered as Answers)).toEqual(result);
          expect(progressPercent(answers)).toBe(Math.round((Object.keys(valid).length / 17) * 100));
          const { counts, sums, maxSum } = reference(valid);
          const anyScored = Object.keys(counts).length > 0;
          expect(result.topTemas.length).toBe(Math.min(3, Object.keys(counts).length));
          if (anyScored) expect(sums[result.categoriaPrincipal as CategorySlug]).toBe(maxSum);
          else expect(result.categoriaPrincipal).toBe('otro');
        },
      ),
      { numRuns: 300 },
    );
  });
});
