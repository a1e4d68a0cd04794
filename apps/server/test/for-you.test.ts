// "Para ti" (GET /api/library/for-you): what a listener's latest test and listening recommend.
// The rules themselves are unit-tested in src/modules/recommendations/recommend.test.ts; here, the
// call as the panel and the library make it. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { fullSubscriber, listenTo, miniSubscriber } from './factories.js';
import { type HttpClient, okData } from './http.js';

const t = testAppForFile({}, { clock: 'frozen' });
beforeAll(async () => {
  // The seeded files last 2 s; the catalogue says ten minutes, so positions are not cut short.
  await t.catalogueSql(sql`update audios set duration = 600`);
});

type Card = { _id: string; title: string; open: boolean; positionSeconds: number; theme: { name: string } };
type ForYou = {
  test: { category: { name: string } | null; themes: { name: string }[] } | null;
  continueListening: Card[];
  startWith: Card[];
  notHeard: Card[];
};
const forYou = (http: HttpClient): Promise<ForYou> => okData(http, '/api/library/for-you');
const SALUD = ['no_mas_insomnio', 'adios_al_estres', 'liberate_de_la_ansiedad'];
const AMOR = ['supera_una_ruptura', 'amor_propio'];

describe('Para ti', () => {
  it('is for signed-in people only', async () => {
    const res = await fetch(new URL('/api/library/for-you', t.baseUrl));
    expect(res.status).toBe(401);
  });

  it('holds no test and nothing to start with before the test', async () => {
    const u = await fullSubscriber(t);
    expect(await forYou(u.http)).toEqual({
      test: null,
      continueListening: [],
      startWith: [],
      notHeard: [],
      newThisMonth: [],
    });
  });

  it("opens with the test's category and themes, an audio of each to start with, and changes when the test is retaken", async () => {
    const u = await fullSubscriber(t);
    await u.http.post('/api/users/take-test', { categorySlug: 'salud', themesSlugs: SALUD });
    const first = await forYou(u.http);
    expect(first.test?.category?.name).toBe('Salud');
    expect(first.test?.themes.map((x) => x.name)).toEqual([
      'No más insomnio',
      'Adiós al estrés',
      'Libérate de la ansiedad',
    ]);
    expect(first.startWith.map((a) => a.theme.name)).toEqual([
      'No más insomnio',
      'Adiós al estrés',
      'Libérate de la ansiedad',
    ]);
    expect(first.startWith.every((a) => a.open)).toBe(true);
    expect(first.notHeard.length).toBeGreaterThan(0);

    expect(
      (await u.http.put('/api/users/retake-test', { categoriaPrincipal: 'amor', topTemas: AMOR })).status,
    ).toBe(200);
    const second = await forYou(u.http);
    expect(second.test?.themes.map((x) => x.name)).toEqual(['Supera una ruptura', 'Amor propio']);
    expect(second.startWith.map((a) => a.theme.name).slice(0, 2)).toEqual([
      'Supera una ruptura',
      'Amor propio',
    ]);
  });

  it('leaves out what was heard to the end and keeps where the listener left off', async () => {
    const u = await fullSubscriber(t);
    await u.http.post('/api/users/take-test', { categorySlug: 'salud', themesSlugs: SALUD });
    const [done, halfway] = (await forYou(u.http)).startWith as [Card, Card];
    await listenTo(t, u.http, done._id, 560);
    await listenTo(t, u.http, halfway._id, 120);
    const after = await forYou(u.http);
    const offered = [...after.startWith, ...after.notHeard].map((a) => a._id);
    expect(offered).not.toContain(done._id);
    expect(offered).not.toContain(halfway._id);
    expect(after.continueListening.map((a) => [a._id, a.positionSeconds])).toEqual([[halfway._id, 120]]);
    // The next audio of the finished one's theme takes its place.
    expect(after.startWith[0]?.theme.name).toBe('No más insomnio');
  });

  it("marks what a listener's plan does not open", async () => {
    const u = await miniSubscriber(t, ['no_mas_insomnio', 'adios_al_estres']);
    await u.http.post('/api/users/take-test', { categorySlug: 'salud', themesSlugs: SALUD });
    const { startWith } = await forYou(u.http);
    expect(startWith.map((a) => [a.theme.name, a.open])).toEqual([
      ['No más insomnio', true],
      ['Adiós al estrés', true],
      ['Libérate de la ansiedad', false],
    ]);
  });
});
