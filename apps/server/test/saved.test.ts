// "Guardados" (GET, PUT and DELETE /api/library/saved): the audios a listener saves to their shelf.
// On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { FACTORY_PASSWORD, audioIn, buildUser, fullSubscriber, miniSubscriber } from './factories.js';
import { type HttpClient, okData } from './http.js';

const t = testAppForFile();

type Saved = { _id: string; open: boolean }[];
const shelf = (http: HttpClient): Promise<Saved> => okData(http, '/api/library/saved');

describe('Guardados', () => {
  it('is for signed-in people only', async () => {
    expect((await fetch(new URL('/api/library/saved', t.baseUrl))).status).toBe(401);
    const audioId = await audioIn(t, 'no_mas_insomnio');
    const res = await fetch(new URL(`/api/library/saved/${audioId}`, t.baseUrl), { method: 'PUT' });
    expect(res.status).toBe(401);
  });

  it('keeps what the listener saves, the latest first, once however often it is saved, until taken off', async () => {
    const u = await fullSubscriber(t);
    const first = await audioIn(t, 'no_mas_insomnio');
    const second = await audioIn(t, 'adios_al_estres');
    expect(await shelf(u.http)).toEqual([]);
    expect((await u.http.put(`/api/library/saved/${first}`, {})).status).toBe(200);
    const answer = await u.http.put(`/api/library/saved/${second}`, {});
    expect(answer.body.data.map((a: { _id: string }) => a._id)).toEqual([second, first]);
    await u.http.put(`/api/library/saved/${first}`, {});
    expect((await shelf(u.http)).map((a) => a._id)).toEqual([second, first]);
    const removed = await u.http.delete(`/api/library/saved/${second}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.map((a: { _id: string }) => a._id)).toEqual([first]);
    expect((await shelf(u.http)).every((a) => a.open)).toBe(true);
  });

  it("marks what the listener's plan does not open, and leaves out what left the catalogue", async () => {
    const u = await miniSubscriber(t, ['no_mas_insomnio', 'duelo_y_paz']);
    const open = await audioIn(t, 'no_mas_insomnio');
    const closed = await audioIn(t, 'adios_al_estres');
    await u.http.put(`/api/library/saved/${open}`, {});
    await u.http.put(`/api/library/saved/${closed}`, {});
    expect((await shelf(u.http)).map((a) => [a._id, a.open])).toEqual([
      [closed, false],
      [open, true],
    ]);
    await t.catalogueSql(sql`update audios set is_active = false where id = ${closed}`);
    try {
      expect((await shelf(u.http)).map((a) => a._id)).toEqual([open]);
    } finally {
      await t.catalogueSql(sql`update audios set is_active = true where id = ${closed}`);
    }
  });

  it('refuses an audio that is not in the catalogue, and a malformed id', async () => {
    const u = await buildUser(t);
    expect((await u.http.put('/api/library/saved/00000000-0000-4000-8000-000000000000', {})).status).toBe(
      404,
    );
    expect((await u.http.put('/api/library/saved/not-an-id', {})).status).toBe(400);
  });

  it("is forgotten with the listener's account", async () => {
    const u = await buildUser(t);
    await u.http.put(`/api/library/saved/${await audioIn(t, 'no_mas_insomnio')}`, {});
    expect((await u.http.delete('/api/users/me', { password: FACTORY_PASSWORD })).status).toBe(200);
    const left = (await t.database.db.execute(
      sql`select count(*)::int as n from saved_audios where user_id = ${u.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]?.n).toBe(0);
  });
});
