import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { audioIn, retakeInPanelShape } from './factories.js';
import { HttpClient } from './http.js';

const t = testAppForFile();

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
let n = 0;

/** A signed-in temporary user, verified unless told otherwise. */
async function trialUser({ verified = true } = {}) {
  const http = new HttpClient(t.baseUrl);
  const email = `trial${++n}_${Date.now()}@example.com`;
  await http.post('/api/users/trial/register', { name: 'Sara', lastName: 'Gil', email });
  if (verified) await t.database.db.execute(sql`update users set is_verified = true where email = ${email}`);
  const login = await http.post('/api/users/login', { email, tempUser: true });
  expect(login.status).toBe(200);
  return { http, email };
}

const audioOf = (themeSlug: string) => audioIn(t, themeSlug);

const RESULT = {
  categorySlug: 'salud',
  themesSlugs: ['no_mas_insomnio', 'liberate_de_la_ansiedad', 'adelgaza_facilmente'],
};

/** A test result refused as invalid: 400 with its message (never a 500). */
async function expectInvalidResult(
  answer: Promise<{ status: number; body: { message?: string } }>,
  sent: unknown,
) {
  const res = await answer;
  expect(res.status, JSON.stringify(sent)).toBe(400);
  expect(res.body.message).toBe(es.test.invalidResult);
}

describe('take-test and retake-test', () => {
  it('stores every take and answers the latest as the user testResult', async () => {
    const { http } = await trialUser();
    const first = await http.post('/api/users/take-test', RESULT);
    expect(first.status).toBe(200);
    expect(first.body.data.testResult).toMatchObject({
      categoriaPrincipal: 'salud',
      topTemas: RESULT.themesSlugs,
      category: { name: 'Salud' },
    });
    expect(first.body.data.testResult.themes.map((x: { slug: string }) => x.slug)).toEqual(
      RESULT.themesSlugs,
    );
    const second = await http.put('/api/users/retake-test', {
      categorySlug: 'amor',
      themesSlugs: ['duelo_y_paz'],
    });
    expect(second.body.data.testResult.categoriaPrincipal).toBe('amor');
    const me = await http.get('/api/users/me');
    expect(me.body.data.user).toMatchObject({ tookTest: true, testResult: { categoriaPrincipal: 'amor' } });
    const history = await http.get('/api/users/test-history');
    expect(history.body.data.map((h: { categoriaPrincipal: string }) => h.categoriaPrincipal)).toEqual([
      'amor',
      'salud',
    ]);
  });

  it('validates the result against the catalogue', async () => {
    const { http } = await trialUser();
    for (const body of [
      { categorySlug: 'magia', themesSlugs: ['no_mas_insomnio'] },
      { categorySlug: 'salud', themesSlugs: ['tema_inventado'] },
      { categorySlug: 'salud', themesSlugs: [] },
      { categorySlug: 'salud', themesSlugs: ['no_mas_insomnio', 'no_mas_insomnio'] },
      { categorySlug: 'salud', themesSlugs: ['a', 'b', 'c', 'd'] },
      { categorySlug: "salud'; drop table users;--", themesSlugs: ['no_mas_insomnio'] },
    ]) {
      await expectInvalidResult(http.post('/api/users/take-test', body), body);
    }
  });

  it('retake-test also takes the panel shape { categoriaPrincipal, topTemas }', async () => {
    const { http } = await trialUser();
    await http.post('/api/users/take-test', RESULT);
    const topTemas = ['abundancia_y_prosperidad', 'despierta_tu_creatividad', 'habitos_saludables'];
    expect(await retakeInPanelShape(http, 'desarrollo_personal', topTemas)).toMatchObject({
      categoriaPrincipal: 'desarrollo_personal',
      topTemas,
      category: { name: 'Desarrollo Personal' },
    });
    const me = await http.get('/api/users/me');
    expect(me.body.data.user.testResult.categoriaPrincipal).toBe('desarrollo_personal');
    const history = await http.get('/api/users/test-history');
    expect(history.body.data).toHaveLength(2);
  });

  it('validates the panel shape of retake-test with the same rules, never a 500', async () => {
    const { http } = await trialUser();
    for (const body of [
      { categoriaPrincipal: 'magia', topTemas: ['no_mas_insomnio'] },
      { categoriaPrincipal: 'salud', topTemas: ['tema_inventado'] },
      { categoriaPrincipal: 'salud', topTemas: [] },
      { categoriaPrincipal: 'salud', topTemas: ['no_mas_insomnio', 'no_mas_insomnio'] },
      { categoriaPrincipal: 'otro', topTemas: ['no_mas_insomnio'] },
      { categoriaPrincipal: 'salud', topTemas: 'no_mas_insomnio' },
      { categoriaPrincipal: 42, topTemas: [null] },
      { topTemas: ['no_mas_insomnio'] },
    ]) {
      await expectInvalidResult(http.put('/api/users/retake-test', body), body);
    }
    for (const body of [[], null, 'salud', {}]) {
      const res = await http.put('/api/users/retake-test', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('needs a session to save, and a user never sees another user’s results', async () => {
    expect((await new HttpClient(t.baseUrl).post('/api/users/take-test', RESULT)).status).toBe(401);
    const a = await trialUser();
    const b = await trialUser();
    await a.http.post('/api/users/take-test', RESULT);
    const bMe = await b.http.get('/api/users/me');
    expect(bMe.body.data.user.testResult).toBeNull();
    expect((await b.http.get('/api/users/test-history')).body.data).toEqual([]);
  });
});

describe('the 48-hour trial audio', () => {
  it('registers one audio from the suggested themes, hands out an expiring signed URL, and refuses a second', async () => {
    const { http } = await trialUser();
    await http.post('/api/users/take-test', RESULT);
    const audioId = await audioOf('no_mas_insomnio');
    const choose = await http.put('/api/users/update-temporary-audio', { audioId });
    expect(choose.status).toBe(200);
    expect(choose.body.data.user.temporaryAudioSelected.audio._id).toBe(audioId);
    expect(choose.body.data.user.temporaryAudioSelected.expired).toBe(false);

    const second = await http.put('/api/users/update-temporary-audio', {
      audioId: await audioOf('adelgaza_facilmente'),
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(es.test.trialAlreadyChosen);

    const check = await http.get('/api/users/check-temp-audio');
    expect(check.status).toBe(200);
    const url = new URL(check.body.data.audioUrl, t.baseUrl);
    const exp = Number(url.searchParams.get('exp')) * 1000;
    expect(exp).toBeLessThanOrEqual(new Date(check.body.data.availableUntil).getTime());
    const audio = await fetch(url, { headers: { range: 'bytes=0-99' } });
    expect(audio.status).toBe(206);

    // Tampered signature or another file with the same signature: 403.
    const tampered = new URL(url);
    tampered.searchParams.set('sig', 'A'.repeat(43));
    expect((await fetch(tampered)).status).toBe(403);

    // Past 48 hours: refused with the spec's message, and the old URL no longer works.
    t.clock.advance(48 * 3600_000 + 60_000);
    try {
      // The browser refreshes its 15-minute access token first, as the web client does on a 401.
      expect((await http.post('/api/users/refresh-token')).status).toBe(200);
      const late = await http.get('/api/users/check-temp-audio');
      expect(late.status).toBe(401);
      expect(late.body.message).toBe(es.test.trialExpired);
      expect((await fetch(url)).status).toBe(403);
      // The user answer says so too, by the same clock (the web app shows it where the audio is).
      const me = await http.get('/api/users/me');
      expect(me.body.data.user.temporaryAudioSelected).toMatchObject({
        audio: { _id: audioId },
        expired: true,
      });
    } finally {
      t.clock.reset();
    }
  });

  it('requires a verified e-mail and an audio of the suggested themes', async () => {
    const unverified = await trialUser({ verified: false });
    await unverified.http.post('/api/users/take-test', RESULT);
    const res = await unverified.http.put('/api/users/update-temporary-audio', {
      audioId: await audioOf('no_mas_insomnio'),
    });
    expect(res.status).toBe(403);

    const { http } = await trialUser();
    await http.post('/api/users/take-test', RESULT);
    const outside = await http.put('/api/users/update-temporary-audio', {
      audioId: await audioOf('duelo_y_paz'),
    });
    expect(outside.status).toBe(403);
    const unknown = await http.put('/api/users/update-temporary-audio', {
      audioId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    const bad = await http.put('/api/users/update-temporary-audio', { audioId: 'x' });
    expect(bad.status).toBe(400);
  });

  it('locks the retake once a trial audio is chosen', async () => {
    const { http } = await trialUser();
    await http.post('/api/users/take-test', RESULT);
    await http.put('/api/users/update-temporary-audio', { audioId: await audioOf('no_mas_insomnio') });
    expect((await http.put('/api/users/retake-test', RESULT)).status).toBe(403);
  });
});

describe('listening time', () => {
  it('caps a report at the real time elapsed and attributes it to audio, theme and category', async () => {
    const { http } = await trialUser();
    await http.post('/api/users/take-test', RESULT);
    const audioId = await audioOf('no_mas_insomnio');
    await http.put('/api/users/update-temporary-audio', { audioId });
    await http.get('/api/users/check-temp-audio');
    t.clock.advance(15_000);
    try {
      const res = await http.post('/api/stats/playback', {
        audioId,
        listenedSeconds: 3600,
        positionSeconds: 15,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.credited).toBeLessThanOrEqual(17);
      expect(res.body.data.credited).toBeGreaterThanOrEqual(14);
      // An immediate second report has nothing left to credit.
      const again = await http.post('/api/stats/playback', {
        audioId,
        listenedSeconds: 3600,
        positionSeconds: 15,
      });
      expect(again.body.data.credited).toBeLessThanOrEqual(2);
    } finally {
      t.clock.reset();
    }
    const [row] = rows<{ seconds: number; theme: string; category: string }>(
      await t.database.db.execute(sql`
        select sum(l.seconds)::int as seconds, t.slug as theme, c.slug as category
          from listening_days l join themes t on t.id = l.theme_id join categories c on c.id = l.category_id
         where l.audio_id = ${audioId} group by t.slug, c.slug`),
    );
    expect(row).toMatchObject({ theme: 'no_mas_insomnio', category: 'salud' });
    expect(row?.seconds).toBeLessThanOrEqual(19);
    const [rollup] = rows<{ seconds: number }>(
      await t.database.db.execute(
        sql`select sum(seconds)::int as seconds from listening_audio_days where audio_id = ${audioId}`,
      ),
    );
    expect(rollup?.seconds).toBe(row?.seconds);
  });

  it('refuses reports for audio the user may not play, and accepts sendBeacon bodies', async () => {
    const { http } = await trialUser();
    const audioId = await audioOf('duelo_y_paz');
    const res = await http.post('/api/stats/playback', { audioId, listenedSeconds: 10, positionSeconds: 10 });
    expect(res.status).toBe(403);
    await http.ensureXsrf();
    const beacon = await http.post('/api/stats/playback', undefined, {
      xsrf: false,
      raw: JSON.stringify({
        audioId,
        listenedSeconds: 5,
        positionSeconds: 5,
        xsrf: http.cookies.get('XSRF-TOKEN'),
      }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(beacon.status).toBe(403);
    expect(beacon.body.message).toBe(es.errors.forbidden);
    const noToken = await http.post('/api/stats/playback', undefined, {
      xsrf: false,
      raw: JSON.stringify({ audioId, listenedSeconds: 5, positionSeconds: 5 }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(noToken.status).toBe(403);
    expect(noToken.body.message).toBe(es.errors.xsrf);
  });
});
