import { type Answers, QUESTIONS, QUESTION_IDS, THEME_CATEGORY, recommend } from '@sanarte/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testResults, users } from '../src/db/schema/index.js';
import { testAppForFile } from './app.js';
import { buildAdmin, buildUser, retakeInPanelShape } from './factories.js';
import type { HttpClient } from './http.js';

const t = testAppForFile();
let admin: HttpClient;
beforeAll(async () => {
  admin = (await buildAdmin(t)).http;
});

/** What the results page shows: the suggested category and, in order, the listed themes' categories. */
function shown(result: { categoriaPrincipal: string; topTemas: string[] }) {
  return {
    category: result.categoriaPrincipal,
    themes: result.topTemas.map((slug) => THEME_CATEGORY[slug]),
  };
}

/** A result as the scoring summed over every theme used to give it: a Salud theme first. */
const OLD_RESULT = {
  categorySlug: 'desarrollo_personal',
  themesSlugs: ['liberate_de_la_ansiedad', 'autoestima_y_confianza', 'despierta_tu_creatividad'],
};
const AGREEING = ['autoestima_y_confianza', 'despierta_tu_creatividad', 'liberate_de_la_ansiedad'];

describe('the stored test result agrees with itself', () => {
  it('saves and answers what the test recommends as it is', async () => {
    const u = await buildUser(t);
    // Every question answered with its last option.
    const answers = Object.fromEntries(
      QUESTION_IDS.map((id) => [id, QUESTIONS[id].opciones.at(-1) as string]),
    ) as Answers;
    const rec = recommend(answers);
    const res = await u.http.post('/api/users/take-test', {
      categorySlug: rec.categoriaPrincipal,
      themesSlugs: rec.topTemas,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.testResult).toMatchObject({
      categoriaPrincipal: rec.categoriaPrincipal,
      topTemas: rec.topTemas,
    });
    expect(shown(res.body.data.testResult).themes[0]).toBe(rec.categoriaPrincipal);
  });

  it('stores a result sent in the old form with the category’s themes first', async () => {
    const u = await buildUser(t);
    const res = await u.http.post('/api/users/take-test', OLD_RESULT);
    expect(res.status).toBe(200);
    expect(res.body.data.testResult).toMatchObject({
      categoriaPrincipal: 'desarrollo_personal',
      topTemas: AGREEING,
      category: { name: 'Desarrollo Personal' },
    });
    expect(res.body.data.testResult.themes.map((x: { name: string }) => x.name)).toEqual([
      'Autoestima y confianza',
      'Despierta tu creatividad',
      'Libérate de la ansiedad',
    ]);
    const [row] = await t.database.db
      .select({ categorySlug: testResults.categorySlug, themeSlugs: testResults.themeSlugs })
      .from(testResults)
      .where(eq(testResults.userId, u.id));
    expect(row).toEqual({ categorySlug: 'desarrollo_personal', themeSlugs: AGREEING });

    // The panel's shape of a retake: a category holding none of the themes takes theirs.
    const retaken = await retakeInPanelShape(u.http, 'desarrollo_personal', [
      'liberate_de_la_ansiedad',
      'amor_propio',
      'no_mas_insomnio',
    ]);
    expect(retaken).toMatchObject({
      categoriaPrincipal: 'salud',
      topTemas: ['liberate_de_la_ansiedad', 'no_mas_insomnio', 'amor_propio'],
      category: { name: 'Salud' },
    });
  });

  it('shows a result stored before in agreeing form, to the user and to staff', async () => {
    const u = await buildUser(t);
    await t.database.db.insert(testResults).values([
      {
        userId: u.id,
        categorySlug: 'desarrollo_personal',
        themeSlugs: ['liberate_de_la_ansiedad', 'adios_al_estres', 'abundancia_y_prosperidad'],
        createdAt: new Date('2026-01-10T10:00:00Z'),
      },
      {
        userId: u.id,
        categorySlug: OLD_RESULT.categorySlug,
        themeSlugs: OLD_RESULT.themesSlugs,
        createdAt: new Date('2026-02-10T10:00:00Z'),
      },
    ]);
    await t.database.db.update(users).set({ tookTest: true }).where(eq(users.id, u.id));

    const me = await u.http.get('/api/users/me');
    expect(me.body.data.user.testResult).toMatchObject({
      categoriaPrincipal: 'desarrollo_personal',
      topTemas: AGREEING,
      category: { name: 'Desarrollo Personal' },
    });
    expect(me.body.data.user.testResult.themes.map((x: { slug: string }) => x.slug)).toEqual(AGREEING);

    const history = await u.http.get('/api/users/test-history');
    expect(history.body.data.map(shown)).toEqual([
      { category: 'desarrollo_personal', themes: ['desarrollo_personal', 'desarrollo_personal', 'salud'] },
      { category: 'salud', themes: ['salud', 'salud', 'desarrollo_personal'] },
    ]);

    const staff = await admin.get(`/api/users/${u.id}/test-history`);
    expect(staff.status).toBe(200);
    expect(
      staff.body.data.map(
        (entry: { testResults: { category: { name: string }; themes: { name: string }[] } }) => [
          entry.testResults.category.name,
          entry.testResults.themes.map((x) => x.name),
        ],
      ),
    ).toEqual([
      [
        'Desarrollo Personal',
        ['Autoestima y confianza', 'Despierta tu creatividad', 'Libérate de la ansiedad'],
      ],
      ['Salud', ['Libérate de la ansiedad', 'Adiós al estrés', 'Abundancia y prosperidad']],
    ]);

    // The rows themselves are left as they were stored.
    const stored = await t.database.db.execute(
      sql`select category_slug from test_results where user_id = ${u.id} order by created_at`,
    );
    expect(
      (stored as unknown as { rows: { category_slug: string }[] }).rows.map((r) => r.category_slug),
    ).toEqual(['desarrollo_personal', 'desarrollo_personal']);
  });
});
