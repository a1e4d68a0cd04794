import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { E2E } from './browser.js';

/** The latest development-outbox link to an address containing `path` (as a person reads e-mail). */
export async function outboxLink(e: E2E, to: string, path: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${e.server.baseUrl}/api/dev/outbox`);
    const body = (await res.json()) as { data: { to: string; links: string[] }[] };
    const link = body.data.find((m) => m.to === to)?.links.find((l) => l.includes(path));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to} with ${path}`);
}

/**
 * Creates an account with the sign-up form of the page (terms accepted) and waits for
 * /email-verification, where a new account waits for its e-mail to be confirmed.
 */
export async function signUp(
  page: Page,
  v: { name: string; lastName: string; email: string; password: string },
) {
  const form = page.getByRole('form', { name: 'Formulario de registro' });
  await form.getByLabel(/^Nombre/).fill(v.name);
  await form.getByLabel(/^Apellido/).fill(v.lastName);
  await form.getByLabel(/^Correo electrónico/).fill(v.email);
  await form.getByLabel(/^Contraseña/).fill(v.password);
  await form.getByLabel(/^Confirmar contraseña/).fill(v.password);
  await form.getByLabel(/^Acepto los términos/).check();
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await until(() => new URL(page.url()).pathname).toBe('/email-verification');
}

/**
 * Opens the landing's contact form and fills it as a visitor would (the message is optional, the
 * other fields required); returns the form, not yet sent.
 */
export async function fillContactForm(
  page: Page,
  v: { name: string; lastName: string; email: string; phone: string; howHeard: string; message?: string },
) {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await form.getByLabel(/^Nombre/).fill(v.name);
  await form.getByLabel(/^Apellido/).fill(v.lastName);
  await form.getByLabel(/^Correo electrónico/).fill(v.email);
  await form.getByLabel(/^Número de contacto/).fill(v.phone);
  await form.getByLabel(/^¿Cómo nos conociste\?/).selectOption(v.howHeard);
  if (v.message !== undefined) await form.getByLabel(/^Mensaje/).fill(v.message);
  return form;
}

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login?mode=login');
  const form = page.getByRole('form', { name: 'Formulario de inicio de sesión' });
  await form.getByLabel(/^Correo electrónico/).fill(email);
  await form.getByLabel(/^Contraseña/).fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The item of the list named `list` that mentions `text` (a card of a back-office list, say). */
export const listItem = (page: Page, list: string, text: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text });

export const userMenu = (page: Page) => page.getByRole('button', { name: /^Menú de usuario/ });

/**
 * Signs a browser page in without the login form: the API's cookies go into the browser and the
 * app's non-secret "hasSession" hint is set, exactly as the form would leave them.
 */
export async function signInAs(
  page: Page,
  e: E2E,
  creds: { email: string; password?: string; tempUser?: boolean },
): Promise<void> {
  const { HttpClient } = await import('../apps/server/test/http.js');
  const http = new HttpClient(e.server.baseUrl);
  if (creds.tempUser) {
    // A trial account signs in once with the grant its registration gave the browser.
    const { trialGrant } = await import('../apps/server/test/factories.js');
    const { sql } = await import('drizzle-orm');
    const [row] = await queryRows<{ id: string }>(e, sql`select id from users where email = ${creds.email}`);
    http.cookies.set('trial_grant', await trialGrant(e.server, row?.id ?? ''));
  }
  const res = await http.post(
    '/api/users/login',
    creds.tempUser
      ? { email: creds.email, tempUser: true }
      : { email: creds.email, password: creds.password },
  );
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  const url = new URL(e.server.baseUrl);
  await page.context().addCookies(
    [...http.cookies].map(([name, value]) => ({
      name,
      value,
      domain: url.hostname,
      path: '/',
      httpOnly: name !== 'XSRF-TOKEN',
      sameSite: 'Lax' as const,
    })),
  );
  await openSiteOrigin(page, e);
  await page.evaluate((temp) => {
    localStorage.setItem('hasSession', '1');
    if (temp) localStorage.setItem('isTemporary', 'true');
  }, Boolean(creds.tempUser));
}

/**
 * Opens a plain document of the site's origin in `page`, for its storage, without loading the app:
 * robots.txt, a small text file (loading an app page for this cost as much as the test's own page
 * loads). The page then goes wherever the test sends it.
 *
 * It is not an address answered by a Playwright route: a route switches on request interception
 * for the page, and the first app page opened just after the route was removed sometimes never got
 * one of its code chunks (the page stayed on «Cargando...» until the test gave up).
 */
async function openSiteOrigin(page: Page, e: E2E): Promise<void> {
  await page.goto(new URL('/robots.txt', e.server.baseUrl).href);
}

/** How a request a test intercepts is answered (a Playwright route handler). */
type Answer = (route: Route) => Promise<void>;

/**
 * Answers the page's requests to `url` with `answer` (an outage, a held request) until `answer` is
 * changed or `restore()`d, after which they reach the server again. The route stays for the page's
 * life: removing it (page.unroute) switches request interception off while the page runs, and a
 * request the page made just then sometimes never got an answer.
 */
export async function intercept(page: Page, url: string, answer: Answer) {
  let current: Answer | null = answer;
  await page.route(url, (route) => (current ? current(route) : route.fallback()));
  return {
    answer(next: Answer) {
      current = next;
    },
    restore() {
      current = null;
    },
  };
}

/** A real PNG of the given size (a soft lavender square), made here so no fixture file is needed. */
export async function makePng(width = 64, height = 64): Promise<Buffer> {
  const { crc32, deflateSync } = await import('node:zlib');
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0)]);
  for (let x = 0; x < width; x++) row.set([180, 160, 230], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The rows a query returns from the test server's database. */
export async function queryRows<T>(e: E2E, query: SQL): Promise<T[]> {
  return ((await e.server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Polls `fn` until its value passes, within the project's poll limit (vitest.config.ts): a page's state is awaited, never slept for. */
export const until = <T>(fn: () => Promise<T> | T) => expect.poll(fn);

/**
 * On Mi Biblioteca, which draws a theme's cards as they come near the screen: scrolls down a
 * screen at a time, as a listener looking for it would, until the card of `title` is drawn.
 */
export async function scrollToAudio(page: Page, title: string) {
  const card = page.getByRole('article', { name: title, exact: true }).first();
  await until(async () => {
    if ((await card.count()) > 0) return true;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    return false;
  }).toBe(true);
  await card.scrollIntoViewIfNeeded();
}

/**
 * On /checkout's 'Elige cómo pagar' (the server offers PayPal beside the card, as local mode does):
 * chooses the card, which opens the card checkout.
 */
export async function chooseCard(page: Page) {
  const card = page.getByRole('button', { name: 'Pagar con tarjeta' });
  await until(() => card.isVisible()).toBe(true);
  await card.click();
}

/** A new page (of `viewport`) signed in as `who`, a factory-made account with the factory password. */
export async function signedInPage(
  e: E2E,
  who: { email: string },
  viewport?: { width?: number; height?: number; deviceScaleFactor?: number },
): Promise<Page> {
  const { FACTORY_PASSWORD } = await import('../apps/server/test/factories.js');
  const page = await e.newPage(viewport);
  await signInAs(page, e, { email: who.email, password: FACTORY_PASSWORD });
  return page;
}

/**
 * A seeded audio of theme `themeSlug` made `seconds` long (the seed's are 2 s in tests): time
 * enough to move around, seek and listen while it plays.
 */
export async function longAudio(
  e: E2E,
  themeSlug: string,
  seconds = 120,
): Promise<{ id: string; title: string }> {
  const { sql } = await import('drizzle-orm');
  const { synthesizeMp3 } = await import('../apps/server/src/db/seed/synth.js');
  const { audioIn } = await import('../apps/server/test/factories.js');
  const id = await audioIn(e.server, themeSlug);
  const [row] = await queryRows<{ title: string; audio_path: string }>(
    e,
    sql`select title, audio_path from audios where id = ${id}`,
  );
  if (!row) throw new Error('no seeded audio');
  await e.server.storage.put(
    row.audio_path,
    synthesizeMp3({ baseHz: 196, mood: 'warm', seed: 5, breathSeconds: 10 }, seconds),
    'audio/mpeg',
  );
  await e.server.catalogueSql(sql`update audios set duration = ${seconds} where id = ${id}`);
  return { id, title: row.title };
}

/** React has hydrated the prerendered element at `selector` (boot.js loads the app after the first paint). */
const hydratedAt = (page: Page, selector: string) =>
  until(() =>
    page.evaluate((found) => {
      const element = document.querySelector(found);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    }, selector),
  ).toBe(true);

/** React has hydrated the prerendered landing's links. */
export const landingHydrated = (page: Page) => hydratedAt(page, '#root main a');

/** React has hydrated the prerendered header's buttons and links. */
export const headerHydrated = (page: Page) => hydratedAt(page, '#root header button, #root header a');

/** `who` takes the wellbeing test through the API: a result of `categorySlug` recommending `themesSlugs`. */
export function takeTest<R>(
  who: { http: { post(path: string, body: unknown): Promise<R> } },
  categorySlug: string,
  themesSlugs: string[],
): Promise<R> {
  return who.http.post('/api/users/take-test', { categorySlug, themesSlugs });
}

/**
 * `listener` (who may play it) listens to `audioId` for `seconds`, as the player reports it: the
 * access first, then a report of the time listened, made that long after (the server's clock).
 */
export async function listenedFor(
  e: E2E,
  listener: {
    http: {
      get(path: string): Promise<{ status: number }>;
      post(path: string, body: unknown): Promise<{ status: number }>;
    };
  },
  audioId: string,
  seconds: number,
): Promise<void> {
  expect((await listener.http.get(`/api/audios/${audioId}/access`)).status).toBe(200);
  e.server.clock.advance(seconds * 1000);
  try {
    const report = await listener.http.post('/api/stats/playback', {
      audioId,
      listenedSeconds: seconds,
      positionSeconds: seconds,
    });
    expect(report.status).toBeLessThan(300);
  } finally {
    e.server.clock.reset();
  }
}

/** Where `shot` writes its screenshots (E2E_SHOTS_DIR); without it, none is taken. */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/**
 * A screenshot of a page or an element for a person to look at, written to E2E_SHOTS_DIR as
 * `name`.png when that is set (`E2E_SHOTS_DIR=/tmp/shots npm run test:e2e`). A screenshot checks
 * nothing by itself, and each costs the browser a capture and a PNG: a plain run takes none.
 */
export async function shot(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}) {
  if (!SHOTS_DIR) return;
  const file = path.join(SHOTS_DIR, `${name}.png`);
  await mkdir(path.dirname(file), { recursive: true });
  if ('goto' in target) await target.screenshot({ path: file, fullPage: opts.fullPage ?? false });
  else await target.screenshot({ path: file });
}

/** Whether the page fits its viewport's width (no sideways scrolling). */
export const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
