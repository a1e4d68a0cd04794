import { randomUUID } from 'node:crypto';
import { OFFLINE, es } from '@sanarte/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions, users } from '../src/db/schema/index.js';
import { testAppForFile } from './app.js';
import { audioIn, buildAdmin, buildUser, fullSubscriber, miniSubscriber, themeId } from './factories.js';
import { HttpClient } from './http.js';

const t = testAppForFile({}, { clock: 'frozen' });

const DAY_MS = 86_400_000;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const inMs = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

/** The audios of a theme, in the catalogue's order. */
async function audiosIn(themeSlug: string): Promise<string[]> {
  return rows<{ id: string }>(
    await t.database.db.execute(
      sql`select a.id from audios a join themes t on t.id = a.theme_id where t.slug = ${themeSlug} order by a."order"`,
    ),
  ).map((r) => r.id);
}

/** Moves time on; the browser refreshes its 15-minute access token first, as the web client does. */
async function later(http: HttpClient, ms: number) {
  t.clock.advance(ms);
  expect((await http.post('/api/users/refresh-token')).status).toBe(200);
}

const download = (http: HttpClient, audioId: string) => http.post('/api/library/downloads', { audioId });
const check = (http: HttpClient, audioIds: string[]) =>
  http.post('/api/library/downloads/check', { audioIds });

describe('POST /api/library/downloads', () => {
  it('gives a full subscriber a licence until the next check-in, a signed URL and the audio’s card', async () => {
    const u = await fullSubscriber(t);
    const audioId = await audioIn(t, 'duelo_y_paz');
    const res = await download(u.http, audioId);
    expect(res.status).toBe(200);
    const grant = res.body.data;
    // The subscription lasts a year: the 30 days without checking in end the licence first.
    expect(grant.licence).toEqual({
      audioId,
      issuedAt: inMs(0),
      expiresAt: inMs(OFFLINE.maxOfflineDays * DAY_MS),
      limit: 'check-in',
    });
    expect(grant.positionSeconds).toBe(0);
    expect(grant.audio).toMatchObject({
      _id: audioId,
      theme: { _id: await themeId(t, 'duelo_y_paz'), name: 'Duelo y paz' },
    });
    expect(Object.keys(grant.audio).sort()).toEqual(
      ['_id', 'coverImage', 'description', 'duration', 'theme', 'title'].sort(),
    );
    // The file's URL is signed like the player's: at most an hour.
    const url = new URL(grant.audioUrl, t.baseUrl);
    expect(Number(url.searchParams.get('exp')) * 1000).toBeLessThanOrEqual(
      t.clock.now().getTime() + 3600_000,
    );
    const file = await fetch(url, { headers: { range: 'bytes=0-9' } });
    expect(file.status).toBe(206);
  });

  it('ends the licence with a subscription that ends sooner than the check-in, and the URL with it', async () => {
    const u = await fullSubscriber(t);
    const endsAt = new Date(t.clock.now().getTime() + 5 * DAY_MS);
    await t.database.db.update(subscriptions).set({ endsAt }).where(eq(subscriptions.userId, u.id));
    const audioId = await audioIn(t, 'no_mas_insomnio');
    const res = await download(u.http, audioId);
    expect(res.body.data.licence).toMatchObject({ expiresAt: endsAt.toISOString(), limit: 'subscription' });

    // Ten minutes before the end, the URL lives ten minutes, not an hour.
    await t.database.db
      .update(subscriptions)
      .set({ endsAt: new Date(t.clock.now().getTime() + 600_000) })
      .where(eq(subscriptions.userId, u.id));
    const late = await download(u.http, audioId);
    const exp = Number(new URL(late.body.data.audioUrl, t.baseUrl).searchParams.get('exp')) * 1000;
    expect(exp).toBeLessThanOrEqual(t.clock.now().getTime() + 600_000);
    expect(late.body.data.licence).toMatchObject({ expiresAt: inMs(600_000), limit: 'subscription' });
  });

  it('gives a mini subscriber only their two themes (403 otherwise, as the player)', async () => {
    const u = await miniSubscriber(t, ['no_mas_insomnio', 'duelo_y_paz']);
    const mine = await audioIn(t, 'no_mas_insomnio');
    const other = await audioIn(t, 'adelgaza_facilmente');
    const ok = await download(u.http, mine);
    expect(ok.status).toBe(200);
    // Mini lasts 30 days: as long as the check-in, so the subscription names the limit.
    expect(ok.body.data.licence).toMatchObject({
      expiresAt: inMs(OFFLINE.maxOfflineDays * DAY_MS),
      limit: 'subscription',
    });
    const refused = await download(u.http, other);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(es.errors.forbidden);
    expect((await u.http.get(`/api/audios/${other}/access`)).body.message).toBe(refused.body.message);

    const checked = await check(u.http, [mine, other]);
    expect(checked.status).toBe(200);
    expect(checked.body.data.licences.map((l: { audioId: string }) => l.audioId)).toEqual([mine]);
    expect(checked.body.data.revoked).toEqual([{ audioId: other, reason: 'no-access' }]);
  });

  it('gives the trial audio for its 48 hours, and refuses and revokes it after them', async () => {
    const u = await buildUser(t, { tempUser: true });
    const audioId = await audioIn(t, 'no_mas_insomnio');
    const selectedAt = t.clock.now();
    await t.database.db
      .update(users)
      .set({ temporaryAudioId: audioId, temporaryAudioSelectedAt: selectedAt })
      .where(eq(users.id, u.id));
    await later(u.http, 3600_000);
    const res = await download(u.http, audioId);
    expect(res.status).toBe(200);
    expect(res.body.data.licence).toEqual({
      audioId,
      issuedAt: inMs(0),
      expiresAt: new Date(selectedAt.getTime() + 48 * 3600_000).toISOString(),
      limit: 'trial',
    });
    // No other audio: the trial opens one.
    expect((await download(u.http, await audioIn(t, 'duelo_y_paz'))).status).toBe(403);

    await later(u.http, 47 * 3600_000 + 60_000);
    const late = await download(u.http, audioId);
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(es.errors.forbidden);
    const checked = await check(u.http, [audioId]);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toEqual({ licences: [], revoked: [{ audioId, reason: 'no-access' }] });
  });

  it('answers 404 for an unknown audio (a deleted one: below)', async () => {
    const u = await fullSubscriber(t);
    const unknown = await download(u.http, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(es.errors.notFound);
  });
});

describe('POST /api/library/downloads/check', () => {
  it('renews what the user may still play, revokes the rest, and answers each id once', async () => {
    const u = await fullSubscriber(t);
    const [kept, deleted] = await audiosIn('liberate_de_la_ansiedad');
    if (!kept || !deleted) throw new Error('seed: two audios expected');
    expect((await download(u.http, deleted)).status).toBe(200);
    const admin = await buildAdmin(t);
    expect((await admin.http.delete(`/api/audios/delete/${deleted}`)).status).toBe(200);
    const unknown = randomUUID();

    await later(u.http, 10 * DAY_MS);
    const res = await check(u.http, [kept, deleted, unknown, kept, deleted]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      licences: [
        {
          audioId: kept,
          issuedAt: inMs(0),
          expiresAt: inMs(OFFLINE.maxOfflineDays * DAY_MS),
          limit: 'check-in',
        },
      ],
      revoked: [
        { audioId: deleted, reason: 'not-found' },
        { audioId: unknown, reason: 'not-found' },
      ],
    });
    expect((await download(u.http, deleted)).status).toBe(404);
  });

  it('revokes every audio once the subscription has ended', async () => {
    const u = await fullSubscriber(t);
    const ids = (await audiosIn('duelo_y_paz')).slice(0, 2);
    const endsAt = new Date(t.clock.now().getTime() + 600_000);
    await t.database.db.update(subscriptions).set({ endsAt }).where(eq(subscriptions.userId, u.id));
    const before = await check(u.http, ids);
    expect(before.body.data.licences).toEqual(
      ids.map((audioId) => ({
        audioId,
        issuedAt: inMs(0),
        expiresAt: endsAt.toISOString(),
        limit: 'subscription',
      })),
    );
    t.clock.advance(601_000);
    const after = await check(u.http, ids);
    expect(after.body.data).toEqual({
      licences: [],
      revoked: ids.map((audioId) => ({ audioId, reason: 'no-access' })),
    });
  });

  it('handles the largest list in one answer', async () => {
    const u = await fullSubscriber(t);
    const real = await audiosIn('duelo_y_paz');
    const ids = [
      ...real,
      ...Array.from({ length: OFFLINE.maxLicenceCheck - real.length }, () => randomUUID()),
    ];
    const res = await check(u.http, ids);
    expect(res.status).toBe(200);
    expect(res.body.data.licences).toHaveLength(real.length);
    expect(res.body.data.revoked).toHaveLength(OFFLINE.maxLicenceCheck - real.length);
  });
});

describe('downloads: who may call, and what they may send', () => {
  it('needs a session (401) and the XSRF header (403)', async () => {
    const anonymous = new HttpClient(t.baseUrl);
    const id = await audioIn(t, 'duelo_y_paz');
    expect((await download(anonymous, id)).status).toBe(401);
    expect((await check(anonymous, [id])).status).toBe(401);

    const u = await fullSubscriber(t);
    await u.http.ensureXsrf();
    for (const [path, body] of [
      ['/api/library/downloads', { audioId: id }],
      ['/api/library/downloads/check', { audioIds: [id] }],
    ] as const) {
      const res = await u.http.post(path, body, { xsrf: false });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(es.errors.xsrf);
    }
  });

  it('answers 400, never 500, to bad bodies', async () => {
    const u = await fullSubscriber(t);
    const id = await audioIn(t, 'duelo_y_paz');
    const tooMany = Array.from({ length: OFFLINE.maxLicenceCheck + 1 }, () => randomUUID());
    const bad: [string, unknown][] = [
      ['/api/library/downloads', {}],
      ['/api/library/downloads', { audioId: 'not-a-uuid' }],
      ['/api/library/downloads', { audioId: 42 }],
      ['/api/library/downloads', [id]],
      ['/api/library/downloads/check', {}],
      ['/api/library/downloads/check', { audioIds: [] }],
      ['/api/library/downloads/check', { audioIds: ['not-a-uuid'] }],
      ['/api/library/downloads/check', { audioIds: [id, 'x'] }],
      ['/api/library/downloads/check', { audioIds: id }],
      ['/api/library/downloads/check', { audioIds: tooMany }],
    ];
    for (const [path, body] of bad) {
      const res = await u.http.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const broken = await u.http.post('/api/library/downloads', undefined, { raw: '{"audioId":' });
    expect(broken.status).toBe(400);
  });
});
