import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../apps/server/src/db/seed/content.js';
import { CATEGORY_SLUGS, type CategorySlug } from './constants.js';
import {
  CALM_OPTION,
  GROWTH_THEMES,
  OPTION_THEMES,
  QUESTIONS,
  QUESTION_IDS,
  type QuestionId,
  SECTIONS,
} from './questionnaire.js';
import {
  type Answers,
  THEME_CATEGORY,
  THEME_ORDER,
  agreeingResult,
  isAnswered,
  isComplete,
  progressPercent,
  recommend,
} from './scoring.js';

const THEMES = Object.keys(THEME_CATEGORY);
/** The theme slugs the seed puts in the catalogue. */
const SEEDED_THEMES = CATALOGUE.flatMap((category) => category.themes.map((t) => t.slug));

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

/**
 * Reference scoring, written independently of `recommend`: each theme's points (a calm answer 1,
 * any other 18) and, given the recommended themes, each category's sum over them.
 */
function reference(answers: Answers) {
  const points: Record<string, number> = {};
  for (const id of QUESTION_IDS) {
    const value = Object.hasOwn(answers, id) ? answers[id] : undefined;
    const index = typeof value === 'string' ? QUESTIONS[id].opciones.indexOf(value) : -1;
    for (const slug of index >= 0 ? (OPTION_THEMES[id][index] ?? []) : []) {
      points[slug] = (points[slug] ?? 0) + (index === CALM_OPTION[id] ? 1 : 18);
    }
  }
  const sumsOver = (themes: string[]) => {
    const sums: Record<CategorySlug, number> = { salud: 0, amor: 0, desarrollo_personal: 0 };
    for (const slug of themes) sums[THEME_CATEGORY[slug] as CategorySlug] += points[slug] ?? 0;
    return sums;
  };
  return { points, sumsOver };
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

  it('has, for each category, a question whose every option scores only themes of that category', () => {
    // Any complete answer set then scores a theme of each of the 3 categories: 3 distinct themes.
    const anchored = new Set<CategorySlug>();
    for (const id of QUESTION_IDS) {
      const options = OPTION_THEMES[id];
      if (options.some((themes) => themes.length === 0)) continue;
      const categories = new Set(options.flat().map((slug) => THEME_CATEGORY[slug]));
      if (categories.size === 1) anchored.add([...categories][0] as CategorySlug);
    }
    expect([...anchored].sort()).toEqual([...CATEGORY_SLUGS].sort());
  });

  it('points every calm, positive option only to growth and maintenance themes', () => {
    for (const slug of GROWTH_THEMES) expect(THEMES).toContain(slug);
    for (const id of QUESTION_IDS) {
      const index = CALM_OPTION[id];
      expect(QUESTIONS[id].opciones[index], id).toBeDefined();
      for (const slug of OPTION_THEMES[id][index] ?? [])
        expect(GROWTH_THEMES, `${id}: ${slug}`).toContain(slug);
    }
  });

  it('is documented option by option in docs/scoring.md', () => {
    const doc = readFileSync(new URL('../../../docs/scoring.md', import.meta.url), 'utf8');
    const cells = (line: string) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
    const rows = doc
      .split('\n')
      .filter((line) => /^\|\s*p\d+\s*\|/.test(line))
      .map(cells);
    const expected = SECTIONS.flatMap((section) => section.questions).flatMap((id) =>
      QUESTIONS[id].opciones.map((option, i) => [
        id,
        option,
        (OPTION_THEMES[id][i] ?? []).map((slug) => `\`${slug}\``).join(', ') || '—',
      ]),
    );
    expect(rows.map((row) => row.slice(0, 3))).toEqual(expected);
  });

  it('THEME_CATEGORY matches the seed catalogue', () => {
    const fromSeed = Object.fromEntries(
      CATALOGUE.flatMap((category) => category.themes.map((t) => [t.slug, category.slug])),
    );
    expect(THEME_CATEGORY).toEqual(fromSeed);
    for (const category of Object.values(THEME_CATEGORY)) expect(CATEGORY_SLUGS).toContain(category);
  });

  it('orders every theme once for tie-breaks: fewest options first, then first appearance', () => {
    expect([...THEME_ORDER].sort()).toEqual([...THEMES].sort());
    const options = (slug: string) =>
      QUESTION_IDS.flatMap((id) => OPTION_THEMES[id]).filter((t) => t.includes(slug)).length;
    for (let i = 1; i < THEME_ORDER.length; i++) {
      expect(options(THEME_ORDER[i - 1] as string)).toBeLessThanOrEqual(options(THEME_ORDER[i] as string));
    }
    // Smoking (one option) first; among the 3-option themes, dolor (step 1) before ruptura (step 2)
    // and duelo (step 5).
    expect(THEME_ORDER.slice(0, 5)).toEqual([
      'deja_de_fumar',
      'abrete_al_amor',
      'relajacion_para_el_dolor',
      'supera_una_ruptura',
      'duelo_y_paz',
    ]);
  });

  it('can recommend every theme for some complete answer set', () => {
    const rank = new Map(THEME_ORDER.map((slug, i) => [slug, i]));
    for (const theme of THEMES) {
      // Start from the options that score `theme` (the calm one elsewhere), then change one answer
      // at a time while that lowers the number of themes ranked above it (more points, or as many
      // and earlier in THEME_ORDER).
      const ahead = (answers: Answers) => {
        const { points } = reference(answers);
        const own = points[theme] ?? 0;
        const mine = rank.get(theme) ?? 0;
        return Object.entries(points).filter(
          ([slug, n]) => slug !== theme && (n > own || (n === own && (rank.get(slug) ?? 0) < mine)),
        ).length;
      };
      const answers = Object.fromEntries(
        QUESTION_IDS.map((id) => {
          const index = OPTION_THEMES[id].findIndex((themes) => themes.includes(theme));
          return [id, opt(id, index >= 0 ? index : CALM_OPTION[id])];
        }),
      ) as Answers;
      let score = ahead(answers);
      for (let improved = true; improved && score > 2; ) {
        improved = false;
        for (const id of QUESTION_IDS) {
          for (const option of QUESTIONS[id].opciones) {
            const tried = { ...answers, [id]: option };
            const s = ahead(tried);
            if (s < score) {
              Object.assign(answers, tried);
              score = s;
              improved = true;
            }
          }
        }
      }
      expect(isComplete(answers)).toBe(true);
      expect(recommend(answers).topTemas, theme).toContain(theme);
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

/** Every question on its calm answer. */
function calm(): Answers {
  return Object.fromEntries(QUESTION_IDS.map((id) => [id, opt(id, CALM_OPTION[id])])) as Answers;
}

/** The suggested category and the category of each listed theme, best first. */
function shown(r: { categoriaPrincipal: string; topTemas: string[] }) {
  return { category: r.categoriaPrincipal, themes: r.topTemas.map((slug) => THEME_CATEGORY[slug]) };
}

describe('recommend: examples', () => {
  it('scores a hand-made complete answer set', () => {
    const answers: Answers = {
      p1: 'Me cuesta conciliar el sueño', // insomnio, ansiedad
      p2: 'Le doy vueltas y me cuesta soltarlo', // ansiedad
      p3: 'Me siento a gusto con lo que como y con mi cuerpo', // calm: hábitos
      p4: 'Ahora mismo ningún hábito me preocupa',
      p5: 'Me cuesta relajarme incluso cuando descanso', // estrés, insomnio
      p8: 'No, esa etapa está cerrada y en paz',
      p6: 'Dudo de mí a menudo y me comparo con los demás', // autoestima, amor propio
      p9: 'Siempre pongo a los demás por delante de mí', // amor propio, relaciones
      p16: 'Tengo ideas y disfruto creando', // calm: creatividad
      p7: 'Me siento bien en mis relaciones tal como están', // calm: relaciones
      p17: 'Vivo con tranquilidad con lo que tengo', // calm: abundancia
      p10: 'Nos llevamos bien y nos apoyamos', // calm: armonía
      p11: 'No, ahora mismo no',
      p15: 'Empiezo con ganas, pero lo dejo a medias', // motivación
      p12: 'Me concentro sin dificultad', // calm: creatividad
      p13: 'Ningún miedo me limita ahora mismo',
      p14: 'Me bloqueo y me quedo en blanco', // hablar en público, ansiedad
    };
    expect(isComplete(answers)).toBe(true);
    // ansiedad 3 × 18 = 54; insomnio and amor propio 36, insomnio first (4 options against 7);
    // relaciones sanas 18 + 1. Salud 90 against amor 36: salud, its themes first.
    expect(recommend(answers)).toEqual({
      categoriaPrincipal: 'salud',
      topTemas: ['liberate_de_la_ansiedad', 'no_mas_insomnio', 'amor_propio'],
    });
  });

  it('lets a worry outweigh every calm answer together', () => {
    // Calm everywhere but smoking: dejar de fumar 18 before hábitos saludables 3 (p1, p2, p3 calm).
    const r = recommend({ ...calm(), p4: 'Fumar: quiero dejarlo o ya lo estoy intentando' });
    expect(r.categoriaPrincipal).toBe('salud');
    expect(r.topTemas.slice(0, 2)).toEqual(['deja_de_fumar', 'habitos_saludables']);
  });

  it('suggests the category of the themes listed first, never another one', () => {
    const answers: Answers = {
      p2: 'Le doy vueltas y me cuesta soltarlo', // ansiedad
      p14: 'Me bloqueo y me quedo en blanco', // hablar en público, ansiedad
      p8: 'Sí, una ruptura reciente que aún me duele', // ruptura
      p7: 'Me gustaría encontrar pareja y no llega', // ábrete al amor
      p11: 'Sí, la pérdida de un ser querido', // duelo
    };
    // ansiedad 36; ábrete al amor (2 options) before ruptura (3 options, step 2) and duelo (step 5)
    // at 18. Over the 3 recommended themes salud 36 and amor 36: the tie goes to the category of
    // the best-ranked theme. (Summed over every theme amor had 54 and was suggested above an
    // anxiety theme.)
    expect(recommend(answers)).toEqual({
      categoriaPrincipal: 'salud',
      topTemas: ['liberate_de_la_ansiedad', 'abrete_al_amor', 'supera_una_ruptura'],
    });
  });

  it('lists the suggested category’s themes first when two of them outweigh the best one', () => {
    const answers: Answers = {
      ...calm(),
      p1: 'Me cuesta conciliar el sueño', // insomnio, ansiedad
      p2: 'Le doy vueltas y me cuesta soltarlo', // ansiedad
      p6: 'Dudo de mí a menudo y me comparo con los demás', // autoestima, amor propio
      p16: 'Me da reparo enseñar lo que hago', // creatividad, autoestima
      p15: 'Lo aplazo una y otra vez', // motivación, concentración
    };
    // ansiedad 36, then autoestima 36 (more options point to it); creatividad 18 + 1 (calm p12)
    // before amor propio and motivación, also 19 (fewer options). Over those 3, desarrollo
    // personal 55 against salud 36: its two themes first, then ansiedad.
    expect(recommend(answers)).toEqual({
      categoriaPrincipal: 'desarrollo_personal',
      topTemas: ['autoestima_y_confianza', 'despierta_tu_creatividad', 'liberate_de_la_ansiedad'],
    });
  });

  it('breaks ties by the more specific theme, then by first appearance in the test', () => {
    // dejar de fumar (1 option) before adiós al estrés (8 options): 18 each; salud 36.
    expect(
      recommend({
        p2: 'Voy con prisa a todas partes y no encuentro momentos para parar',
        p4: 'Fumar: quiero dejarlo o ya lo estoy intentando',
      }),
    ).toEqual({ categoriaPrincipal: 'salud', topTemas: ['deja_de_fumar', 'adios_al_estres'] });
    // hablar en público (6 options) before adiós al estrés (8 options), though it comes later in
    // the test; salud 18 = desarrollo 18, and desarrollo holds the best-ranked theme.
    const a: Answers = {
      p14: 'Me entran nervios, pero salgo adelante',
      p2: 'Voy con prisa a todas partes y no encuentro momentos para parar',
    };
    expect(recommend(a)).toEqual({
      categoriaPrincipal: 'desarrollo_personal',
      topTemas: ['habla_en_publico', 'adios_al_estres'],
    });
    // duelo (3 options) before hablar en público: amor wins the tie with desarrollo personal.
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
    expect(recommend({ p4: opt('p4', 3), p8: opt('p8', 3), p11: opt('p11', 3) })).toEqual({
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
      p4: opt('p4', 3).toUpperCase(),
    } as unknown as Answers;
    expect(recommend(junk)).toEqual({ categoriaPrincipal: 'otro', topTemas: [] });
    expect(recommend({ ...junk, p12: opt('p12', 1) })).toEqual({
      categoriaPrincipal: 'desarrollo_personal',
      topTemas: ['concentracion_y_enfoque'],
    });
  });

  it('recommends 3 themes for a test answered as neutrally as possible', () => {
    const r = recommend(base());
    expect(r.topTemas).toHaveLength(3);
    expect(r.categoriaPrincipal).not.toBe('otro');
  });

  it('offers growth and maintenance themes to someone answering every question calmly', () => {
    const r = recommend(calm());
    expect(r.topTemas).toHaveLength(3);
    for (const slug of r.topTemas) expect(GROWTH_THEMES).toContain(slug);
    for (const slug of ['liberate_de_la_ansiedad', 'relajacion_para_el_dolor', 'no_mas_insomnio']) {
      expect(r.topTemas).not.toContain(slug);
    }
    // hábitos saludables 3; abundancia, creatividad and motivación 2 each (abundancia and
    // creatividad are listed by fewer options). Over those 3, desarrollo personal 4 against salud
    // 3: its two themes first.
    expect(r).toEqual({
      categoriaPrincipal: 'desarrollo_personal',
      topTemas: ['abundancia_y_prosperidad', 'despierta_tu_creatividad', 'habitos_saludables'],
    });
  });

  it('recommends anxiety first to someone whose answers speak of worry and nerves', () => {
    const anxious: Answers = {
      ...calm(),
      p1: 'Me cuesta conciliar el sueño', // insomnio, ansiedad
      p2: 'Lo siento en el pecho: nervios, inquietud, el corazón acelerado', // ansiedad
      p3: 'Como de más cuando me siento mal o tengo nervios', // adelgaza, ansiedad
      p5: 'Me cuesta relajarme incluso cuando descanso', // estrés, insomnio
      p14: 'Me bloqueo y me quedo en blanco', // hablar en público, ansiedad
    };
    // ansiedad 72; insomnio 36; adelgaza (4 options) before estrés and hablar at 18: all salud.
    expect(recommend(anxious)).toEqual({
      categoriaPrincipal: 'salud',
      topTemas: ['liberate_de_la_ansiedad', 'no_mas_insomnio', 'adelgaza_facilmente'],
    });
  });
});

describe('recommend: answers that point to one category', () => {
  // Calm everywhere except the questions about one area of life.
  const pointing: Record<CategorySlug, Answers> = {
    salud: {
      ...calm(),
      p1: 'Me cuesta conciliar el sueño',
      p2: 'Lo siento en el pecho: nervios, inquietud, el corazón acelerado',
      p3: 'Quiero perder peso y me cuesta mantenerlo',
      p4: 'Fumar: quiero dejarlo o ya lo estoy intentando',
      p5: 'Convivo con dolores o molestias que se repiten',
    },
    amor: {
      ...calm(),
      p7: 'Repito relaciones que me hacen daño',
      p8: 'Sí, una ruptura reciente que aún me duele',
      p9: 'Siempre pongo a los demás por delante de mí',
      p10: 'Hay heridas o rencores que siguen abiertos',
      p11: 'Sí, la pérdida de un ser querido',
    },
    desarrollo_personal: {
      ...calm(),
      p6: 'Dudo de mí a menudo y me comparo con los demás',
      p12: 'Me distraigo con facilidad y salto de una tarea a otra',
      p13: 'Me da miedo equivocarme o hacer el ridículo',
      p14: 'Me entran nervios, pero salgo adelante',
      p15: 'Lo aplazo una y otra vez',
      p16: 'Tengo ideas, pero me bloqueo al ponerlas en marcha',
      p17: 'Quiero crecer en mi trabajo o lanzar un proyecto propio',
    },
  };

  for (const category of CATEGORY_SLUGS) {
    it(`suggests ${category} with 3 of its themes`, () => {
      const answers = pointing[category];
      expect(isComplete(answers)).toBe(true);
      expect(shown(recommend(answers))).toEqual({ category, themes: [category, category, category] });
    });
  }

  it('suggests the category of the first theme for every question answered on the same option', () => {
    // The patterns people try: every first option, every second one, and so on.
    const suggested = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const answers = Object.fromEntries(
        QUESTION_IDS.map((id) => [id, opt(id, Math.min(i, QUESTIONS[id].opciones.length - 1))]),
      ) as Answers;
      const { category, themes } = shown(recommend(answers));
      expect(themes[0], `option ${i + 1}`).toBe(category);
      suggested.add(category);
    }
    expect(suggested.size).toBeGreaterThan(1);
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

/**
 * What every recommendation must satisfy, checked against the reference scoring: the highest
 * points are recommended; the suggested category has the highest sum over them and holds the first
 * listed theme; its themes come first; each category's themes are listed best first.
 */
function expectOneScoring(answers: Answers, result: { categoriaPrincipal: string; topTemas: string[] }) {
  const { categoriaPrincipal, topTemas } = result;
  const { points, sumsOver } = reference(answers);
  const scoring = Object.keys(points);
  expect(topTemas).toHaveLength(Math.min(3, scoring.length));
  expect(new Set(topTemas).size).toBe(topTemas.length);
  if (topTemas.length === 0) {
    expect(categoriaPrincipal).toBe('otro');
    return;
  }
  const lowest = Math.min(...topTemas.map((slug) => points[slug] ?? 0));
  for (const slug of scoring.filter((s) => !topTemas.includes(s))) {
    expect(points[slug]).toBeLessThanOrEqual(lowest);
  }
  const sums = sumsOver(topTemas);
  expect(sums[categoriaPrincipal as CategorySlug]).toBe(Math.max(...Object.values(sums)));
  const categories = topTemas.map((slug) => THEME_CATEGORY[slug]);
  expect(categories[0]).toBe(categoriaPrincipal);
  // The suggested category's themes are the ones listed first.
  const own = categories.filter((c) => c === categoriaPrincipal).length;
  expect(categories.slice(0, own).every((c) => c === categoriaPrincipal)).toBe(true);
  for (let i = 1; i < topTemas.length; i++) {
    if (categories[i] === categories[i - 1]) {
      expect(points[topTemas[i - 1] as string]).toBeGreaterThanOrEqual(points[topTemas[i] as string] ?? 0);
    }
  }
}

describe('recommend: properties', () => {
  it('any complete answer set yields 3 distinct themes of the seeded catalogue, and the suggested category is theirs', () => {
    fc.assert(
      fc.property(completeAnswers, (answers) => {
        expect(isComplete(answers)).toBe(true);
        expect(progressPercent(answers)).toBe(100);
        const result = recommend(answers);
        expect(result.topTemas).toHaveLength(3);
        for (const slug of result.topTemas) expect(SEEDED_THEMES).toContain(slug);
        expect(result.categoriaPrincipal).not.toBe('otro');
        expectOneScoring(answers, result);
      }),
      { numRuns: 1000 },
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
          expectOneScoring(valid, result);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('agreeingResult', () => {
  it('leaves every recommendation as it is', () => {
    fc.assert(
      fc.property(messyAnswers, (messy) => {
        const { categoriaPrincipal, topTemas } = recommend(messy as Answers);
        expect(agreeingResult(categoriaPrincipal, topTemas)).toEqual({
          categorySlug: categoriaPrincipal,
          themeSlugs: topTemas,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('makes any stored result agree: the category holds the first theme and its themes come first', () => {
    const stored = fc.record({
      category: fc.constantFrom(...CATEGORY_SLUGS),
      themes: fc.uniqueArray(fc.constantFrom(...THEMES), { minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(stored, ({ category, themes }) => {
        const agreed = agreeingResult(category, themes);
        expect([...agreed.themeSlugs].sort()).toEqual([...themes].sort());
        const categories = agreed.themeSlugs.map((slug) => THEME_CATEGORY[slug]);
        expect(categories[0]).toBe(agreed.categorySlug);
        const own = categories.filter((c) => c === agreed.categorySlug).length;
        expect(categories.slice(0, own).every((c) => c === agreed.categorySlug)).toBe(true);
        // A category that already held the first theme stays; agreeing twice changes nothing.
        if (THEME_CATEGORY[themes[0] as string] === category) expect(agreed.categorySlug).toBe(category);
        expect(agreeingResult(agreed.categorySlug, agreed.themeSlugs)).toEqual(agreed);
      }),
      { numRuns: 500 },
    );
  });

  it('recomputes a result stored with the category summed over every theme', () => {
    // Stored before: desarrollo personal with a Salud theme first.
    expect(
      agreeingResult('desarrollo_personal', [
        'liberate_de_la_ansiedad',
        'autoestima_y_confianza',
        'despierta_tu_creatividad',
      ]),
    ).toEqual({
      categorySlug: 'desarrollo_personal',
      themeSlugs: ['autoestima_y_confianza', 'despierta_tu_creatividad', 'liberate_de_la_ansiedad'],
    });
    // Two Salud themes of three: Salud, whatever was stored.
    expect(
      agreeingResult('desarrollo_personal', ['liberate_de_la_ansiedad', 'amor_propio', 'no_mas_insomnio']),
    ).toEqual({
      categorySlug: 'salud',
      themeSlugs: ['liberate_de_la_ansiedad', 'no_mas_insomnio', 'amor_propio'],
    });
    // One theme of each category: the first theme's.
    expect(agreeingResult('amor', ['habitos_saludables', 'abundancia_y_prosperidad', 'duelo_y_paz'])).toEqual(
      {
        categorySlug: 'salud',
        themeSlugs: ['habitos_saludables', 'abundancia_y_prosperidad', 'duelo_y_paz'],
      },
    );
  });

  it('leaves a result naming a theme the scoring does not know as it is', () => {
    expect(agreeingResult('meditacion', ['respiracion_consciente', 'no_mas_insomnio'])).toEqual({
      categorySlug: 'meditacion',
      themeSlugs: ['respiracion_consciente', 'no_mas_insomnio'],
    });
  });
});
