import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailTokens, plans, subscriptions, users } from '../src/db/schema/index.js';
import { randomToken, sha256 } from '../src/lib/crypto.js';
import { hashPassword } from '../src/lib/password.js';
import { planSnapshotOf } from '../src/modules/plans/plans.service.js';
import type { TestApp } from './app.js';
import { HttpClient, okData } from './http.js';

export const FACTORY_PASSWORD = 'Calma#Serena9';

/** A business identity as an operator configures it (the site's legal pages, footer and contact). */
export const CONFIGURED_IDENTITY = {
  COMPANY_NAME: 'Bienestar Sonoro S.L.',
  COMPANY_TAX_ID: 'B87654321',
  COMPANY_ADDRESS: 'Calle del Prado 12, 28014 Madrid',
  CONTACT_EMAIL: 'hola@bienestar-sonoro.example',
  PRIVACY_EMAIL: 'privacidad@bienestar-sonoro.example',
  INSTAGRAM_URL: 'https://www.instagram.com/bienestar.sonoro',
};
let hashed: Promise<string> | undefined;
let seq = 0;

/** Signs up through the API as the form does (Lucía Martín unless named); the answer is a 201. */
export async function signUp(
  http: HttpClient,
  email: string,
  password: string,
  names: { name: string; lastName: string } = { name: 'Lucía', lastName: 'Martín' },
) {
  const res = await http.post('/api/users/register', { ...names, email, password });
  expect(res.status).toBe(201);
  return res;
}

/** A message sent through the public contact form; the answer is a 200. */
export async function sendContactMessage(
  http: HttpClient,
  message: { name: string; email: string; message: string; website?: string },
) {
  const res = await http.post('/api/contact/', message);
  expect(res.status).toBe(200);
  return res;
}

/** Retakes the test in the panel's shape ({ categoriaPrincipal, topTemas }): the result kept (a 200). */
export async function retakeInPanelShape(http: HttpClient, categoriaPrincipal: string, topTemas: string[]) {
  const res = await http.put('/api/users/retake-test', { categoriaPrincipal, topTemas });
  expect(res.status).toBe(200);
  return res.body.data.testResult;
}

/** Inserts a user directly and signs them in through the API. */
export async function buildUser(
  t: TestApp,
  opts: {
    role?: string;
    tempUser?: boolean;
    verified?: boolean;
    name?: string;
    lastName?: string;
    email?: string;
  } = {},
) {
  hashed ??= hashPassword(FACTORY_PASSWORD);
  const email = opts.email ?? `u${++seq}_${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: opts.name ?? 'Lucía',
      lastName: opts.lastName ?? 'Martín',
      email,
      role: opts.role ?? 'visitor',
      tempUser: opts.tempUser ?? false,
      isVerified: opts.verified ?? true,
      passwordHash: opts.tempUser ? null : await hashed,
      // A verified account's password is its owner's, as for the accounts that existed before
      // proofs were recorded (migration 0019).
      passwordProvenAt: opts.tempUser || opts.verified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  const http = new HttpClient(t.baseUrl);
  // A trial account signs in once with the grant its registration gave the browser.
  if (opts.tempUser) http.cookies.set('trial_grant', await trialGrant(t, row?.id as string));
  const login = await http.post(
    '/api/users/login',
    opts.tempUser ? { email, tempUser: true } : { email, password: FACTORY_PASSWORD },
  );
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { id: row?.id as string, email, http };
}

/**
 * Signs a factory-made person in again with the factory password: for tests whose clock jumps
 * outlive their session (a 15-minute access token, a 30-day refresh family).
 */
export async function signInAgain<U extends { email: string; http: HttpClient }>(u: U): Promise<U> {
  const login = await u.http.post('/api/users/login', { email: u.email, password: FACTORY_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return u;
}

/** The single-use grant a trial registration gives its browser (as the auth service stores it). */
export async function trialGrant(t: TestApp, userId: string): Promise<string> {
  const token = randomToken(32);
  await t.database.db.insert(emailTokens).values({
    userId,
    purpose: 'trial-grant',
    tokenHash: sha256(token),
    expiresAt: new Date(t.clock.now().getTime() + 30 * 60_000),
  });
  return token;
}

export const buildAdmin = (t: TestApp) => buildUser(t, { role: 'admin', name: 'Ada', lastName: 'Admin' });

/** Gives a user an active subscription to a plan (as a completed payment would). */
export async function giveSubscription(t: TestApp, userId: string, slug: string, themeIds: string[] = []) {
  const [plan] = await t.database.db.select().from(plans).where(eq(plans.slug, slug));
  if (!plan) throw new Error(`no plan ${slug}`);
  const now = t.clock.now();
  await t.database.db.insert(subscriptions).values({
    userId,
    planId: plan.id,
    status: 'active',
    startsAt: now,
    endsAt: new Date(now.getTime() + plan.durationDays * 86_400_000),
    themeIds,
    planSnapshot: planSnapshotOf(plan),
  });
  await t.database.db.update(users).set({ role: 'subscriber' }).where(eq(users.id, userId));
}

export async function themeId(t: TestApp, slug: string): Promise<string> {
  const r = (await t.database.db.execute(sql`select id from themes where slug = ${slug}`)) as unknown as {
    rows: { id: string }[];
  };
  return r.rows[0]?.id as string;
}

export async function audioIn(t: TestApp, themeSlug: string): Promise<string> {
  const r = (await t.database.db.execute(
    sql`select a.id from audios a join themes t on t.id = a.theme_id where t.slug = ${themeSlug} order by a."order" limit 1`,
  )) as unknown as { rows: { id: string }[] };
  return r.rows[0]?.id as string;
}

/**
 * The user of `http` downloads the first audio of the theme, which starts the listening clock;
 * returns the audio's id. The seeded files last 2 s: the catalogue is told this one lasts ten
 * minutes, so the positions reported afterwards are not cut short.
 */
export async function startListening(t: TestApp, http: HttpClient, themeSlug: string): Promise<string> {
  const audioId = await audioIn(t, themeSlug);
  await t.catalogueSql(sql`update audios set duration = 600 where id = ${audioId}`);
  expect((await http.post('/api/library/downloads', { audioId })).status).toBe(200);
  return audioId;
}

/**
 * A listening report as the player sends it (POST /api/stats/playback): `seconds` listened, up to
 * that position, under an id of its own; `more` adds or overrides fields.
 */
export const playbackReport = (audioId: string, seconds: number, more: Record<string, unknown> = {}) => ({
  audioId,
  listenedSeconds: seconds,
  positionSeconds: seconds,
  reportId: randomUUID(),
  ...more,
});

/**
 * The user of `http` listens to an audio as the player does: fetches it (a download's licence, which
 * starts the listening clock), lets `seconds` pass on the test clock, and reports them; all of them
 * are credited.
 */
export async function listenTo(t: TestApp, http: HttpClient, audioId: string, seconds: number) {
  expect((await http.post('/api/library/downloads', { audioId })).status).toBe(200);
  t.clock.advance(seconds * 1000);
  const res = await http.post('/api/stats/playback', playbackReport(audioId, seconds));
  expect(res.body.data.credited).toBe(seconds);
}

/** A user (`who`) holding the Full plan (`giveSubscription`). */
export async function fullSubscriber(t: TestApp, who: Parameters<typeof buildUser>[1] = {}) {
  const u = await buildUser(t, who);
  await giveSubscription(t, u.id, 'full');
  return u;
}

/** A user holding the Mini plan with these themes (by slug). */
export async function miniSubscriber(t: TestApp, themeSlugs: string[]) {
  const u = await buildUser(t);
  const themeIds = [];
  for (const slug of themeSlugs) themeIds.push(await themeId(t, slug));
  await giveSubscription(t, u.id, 'mini', themeIds);
  return u;
}

/** A full subscriber who has just started listening to an audio of the theme (`startListening`). */
export async function listener(t: TestApp, themeSlug: string) {
  const u = await fullSubscriber(t);
  return { ...u, audioId: await startListening(t, u.http, themeSlug) };
}

/** Configuración → Avisos as an account starts with them: new releases by e-mail, no reminder. */
export const FIRST_NOTIFICATIONS = { newReleases: true, reminder: null, reminderChannel: 'email' } as const;

/** Configuración → Avisos as the signed-in user of `http` reads them. */
export const notificationsOf = (http: HttpClient) => okData(http, '/api/users/me/notifications');

/** The listening KPI of one audio, in seconds, as staff (`staff`) read it in the back-office. */
export const audioPlaytime = async (staff: HttpClient, audioId: string): Promise<number> =>
  (await okData(staff, `/api/stats/crm/audio-playtime/${audioId}`))[0]?.totalSeconds ?? 0;

/**
 * Staff make a category and, in it, a theme through the back-office, each answered 201: both
 * answers.
 */
export async function createCategoryWithTheme(
  http: HttpClient,
  category: { name: string; description: string; order: number },
  theme: { name: string; description: string },
) {
  const cat = await http.post('/api/categories/create', category);
  expect(cat.status).toBe(201);
  const made = await http.post('/api/themes/create', { ...theme, category: cat.body.data._id });
  expect(made.status).toBe(201);
  return { cat, theme: made };
}

/** Upload folders that leave the media root, as a client may write them. */
export const FOLDERS_OUTSIDE_MEDIA = ['../..', '/etc', 'audios/../..', 'a\\..\\b'];

/** The back-office's first step of an upload: where and how to PUT `fileName` into `folder`. */
export const presignUpload = (
  http: HttpClient,
  folder: string,
  fileName = 'x.mp3',
  contentType = 'audio/mpeg',
) => http.post('/api/upload/presign', { path: folder, fileName, contentType });

/**
 * Lists and deletes under each of `paths` (paths that leave the media root, as a URL writes them):
 * each call refused (400 or 404, never 500). The list answers, for what else a test checks in them.
 */
export async function listAndDeleteOutsideMedia(http: HttpClient, paths: string[], fileName: string) {
  const lists = [];
  for (const p of paths) {
    const list = await http.get(`/api/cdnFiles/${p}`);
    expect([400, 404]).toContain(list.status);
    lists.push(list);
    const del = await http.delete(`/api/upload/${p}/${fileName}`);
    expect([400, 404]).toContain(del.status);
  }
  return lists;
}

/** Staff signed in to the back-office: an admin, and a CRM user (Carmen Ruiz). */
export async function backOfficeStaff(t: TestApp) {
  return {
    admin: (await buildAdmin(t)).http,
    crm: (await buildUser(t, { role: 'crmUser', name: 'Carmen', lastName: 'Ruiz' })).http,
  };
}

/** The back-office call that creates a person (staff, or a client with `more` fields). */
export const createPerson = (
  http: HttpClient,
  role: string,
  name: string,
  lastName: string,
  email: string,
  more: Record<string, unknown> = {},
) => http.post('/api/users/create', { name, lastName, email, role, ...more });

/**
 * A buyer as checkout wants one: registered through the API, address confirmed, test taken (the
 * mini plan asks for it), signed in. `login` signs in again (moving the clock ends sessions).
 */
export async function buyer(t: TestApp, prefix = 'buyer') {
  const http = new HttpClient(t.baseUrl);
  const email = `${prefix}${++seq}_${randomUUID().slice(0, 8)}@example.com`;
  await http.post('/api/users/register', {
    name: 'Lucía',
    lastName: 'Martín',
    email,
    password: FACTORY_PASSWORD,
  });
  await t.database.db.execute(
    sql`update users set is_verified = true, took_test = true where email = ${email}`,
  );
  const login = async () => {
    const res = await http.post('/api/users/login', { email, password: FACTORY_PASSWORD });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  };
  await login();
  return { http, email, login };
}

/** The signed-in user, as GET /api/users/me answers it. */
export const currentUser = async (http: HttpClient) => (await http.get('/api/users/me')).body.data.user;

/** Whether the library lets the signed-in user play everything it holds (a subscription gives access). */
export const canPlay = async (http: HttpClient) =>
  (await http.get('/api/library')).body.data.hasSubscription as boolean;
