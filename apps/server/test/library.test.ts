import { describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { audioIn, buildUser, fullSubscriber, miniSubscriber } from './factories.js';

const t = testAppForFile();

const themesOf = (body: { data: { categories: { themes: { name: string; audios: unknown[] }[] }[] } }) =>
  body.data.categories.flatMap((c) => c.themes);

describe('Mi Biblioteca', () => {
  it('opens every active audio for a full subscriber', async () => {
    const u = await fullSubscriber(t);
    const res = await u.http.get('/api/library');
    expect(res.status).toBe(200);
    expect(themesOf(res.body)).toHaveLength(21);
    const access = await u.http.get(`/api/audios/${await audioIn(t, 'duelo_y_paz')}/access`);
    expect(access.status).toBe(200);
    const audio = await fetch(new URL(access.body.data.audioUrl, t.baseUrl), {
      headers: { range: 'bytes=0-9' },
    });
    expect(audio.status).toBe(206);
  });

  it('opens only the two chosen themes for a mini subscriber; other audio gets 403', async () => {
    const u = await miniSubscriber(t, ['no_mas_insomnio', 'duelo_y_paz']);
    const res = await u.http.get('/api/library');
    expect(
      themesOf(res.body)
        .map((x) => x.name)
        .sort(),
    ).toEqual(['Duelo y paz', 'No más insomnio']);
    expect((await u.http.get(`/api/audios/${await audioIn(t, 'no_mas_insomnio')}/access`)).status).toBe(200);
    expect((await u.http.get(`/api/audios/${await audioIn(t, 'adelgaza_facilmente')}/access`)).status).toBe(
      403,
    );
  });

  it('searches by title and tag', async () => {
    const u = await fullSubscriber(t);
    const all = themesOf((await u.http.get('/api/library')).body).flatMap((x) => x.audios) as {
      title: string;
      tags: string[];
    }[];
    const tag = all[0]?.tags[0] as string;
    const byTag = themesOf((await u.http.get(`/api/library?q=${encodeURIComponent(tag)}`)).body).flatMap(
      (x) => x.audios,
    ) as {
      tags: string[];
      title: string;
    }[];
    expect(byTag.length).toBeGreaterThan(0);
    expect(
      byTag.every((a) => a.tags.some((x) => x.includes(tag)) || a.title.toLowerCase().includes(tag)),
    ).toBe(true);
    expect(themesOf((await u.http.get('/api/library?q=zzzz-nada')).body)).toEqual([]);
  });

  it('finds what people type: title, description, tags, theme and category, accents and capitals aside', async () => {
    const u = await fullSubscriber(t);
    type Category = { name: string; themes: { name: string; audios: { title: string }[] }[] };
    const search = async (q: string) =>
      ((await u.http.get(`/api/library?q=${encodeURIComponent(q)}`)).body.data.categories as Category[])
        .flatMap((c) => c.themes.flatMap((x) => x.audios.map((a) => a.title)))
        .sort();
    // The theme «No más insomnio» holds three audios; no title or tag says «insomnio».
    const insomnio = ['Preparar la noche', 'Relajación para dormir', 'Si te despiertas de madrugada'];
    expect(await search('insomnio')).toEqual(insomnio);
    expect(await search('No mas INSOMNIO')).toEqual(insomnio);
    expect(await search('Insomnio,')).toEqual(insomnio);
    // A title, without its accent; a tag, without its ñ and with the # people type; the description.
    expect(await search('relajacion para dormir')).toEqual(['Relajación para dormir']);
    expect(await search('#madrugada')).toEqual(['Si te despiertas de madrugada']);
    expect(await search('SUENO')).toEqual(expect.arrayContaining(insomnio));
    // Every description says how many breaths a minute the audio keeps (no title or tag does).
    const all = (await u.http.get('/api/library')).body.data.categories as Category[];
    const titles = all.flatMap((c) => c.themes.flatMap((x) => x.audios.map((a) => a.title))).sort();
    expect(await search('RESPIRACIONES por minuto')).toEqual(titles);
    // A category's name finds every audio of its themes; words combine (each found somewhere).
    const salud = all.find((c) => c.name === 'Salud') as Category;
    expect(await search('SALUD')).toEqual(
      expect.arrayContaining(salud.themes.flatMap((x) => x.audios.map((a) => a.title))),
    );
    expect(await search('salud madrugada')).toEqual(['Si te despiertas de madrugada']);
    expect(await search('insomnio zzzz')).toEqual([]);
  });

  it('keeps the last position per user and audio for resuming', async () => {
    const u = await fullSubscriber(t);
    const id = await audioIn(t, 'no_mas_insomnio');
    await u.http.get(`/api/audios/${id}/access`);
    t.clock.advance(2000);
    try {
      await u.http.post('/api/stats/playback', { audioId: id, listenedSeconds: 1, positionSeconds: 1 });
    } finally {
      t.clock.reset();
    }
    const again = await u.http.get(`/api/audios/${id}/access`);
    expect(again.body.data.positionSeconds).toBe(1);
  });

  it('is for members with a subscription', async () => {
    const none = await buildUser(t);
    expect((await none.http.get('/api/library')).body.data).toEqual({
      categories: [],
      hasSubscription: false,
    });
    expect((await none.http.get(`/api/audios/${await audioIn(t, 'no_mas_insomnio')}/access`)).status).toBe(
      403,
    );
    const temp = await buildUser(t, { tempUser: true });
    expect((await temp.http.get('/api/library')).status).toBe(403);
  });
});
