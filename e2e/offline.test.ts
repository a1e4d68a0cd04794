import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../apps/server/test/app.js';
import { buildUser } from '../apps/server/test/factories.js';
import { HttpClient } from '../apps/server/test/http.js';
import { appProfilePerTest, serviceWorkerReady, subscriberWithDownload } from './app-profile.js';
import { longAudio, signInAs, takeTest, until } from './helpers.js';
import { e2eSuite } from './suite.js';

/**
 * Listening offline in the installed app: download an audio in Mi Biblioteca, lose the
 * connection, open the app again, play and seek the stored file, and find the time listened
 * counted once in the back-office when the connection returns; an expired licence removes it.
 */
const e = e2eSuite();

let audio: { id: string; title: string };
beforeAll(async () => {
  // Without a connection the browser logs every call that could not leave: expected here.
  e.allowConsole(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
  audio = await longAudio(e, 'no_mas_insomnio');
});

const openApp = appProfilePerTest(e);

const element = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector('audio');
    return a ? { src: a.currentSrc, time: a.currentTime, paused: a.paused } : null;
  });

/** Plays the audio from its card, and it plays: from the file stored on the device. */
async function playsFromDevice(page: Page) {
  await page
    .getByRole('button', { name: `Reproducir ${audio.title}` })
    .first()
    .click();
  await until(
    async () => (await element(page))?.paused === false && ((await element(page))?.time ?? 0) > 0,
  ).toBe(true);
  expect((await element(page))?.src).toContain(`/offline/audio/${audio.id}`);
}

/** A subscriber's installed app on Mi Biblioteca, with the audio downloaded. */
async function downloaded() {
  const downloaded = await subscriberWithDownload(e, openApp, 'Marta', audio);
  // The space the downloads use.
  await until(() => downloaded.page.getByText(/^Ocupan \d+(,\d+)? (kB|KB|MB)/).isVisible()).toBe(true);
  return downloaded;
}

async function kpiSeconds(audioId: string): Promise<number> {
  const admin = new HttpClient(e.server.baseUrl);
  const login = await admin.post('/api/users/login', TEST_ADMIN);
  expect(login.status).toBe(200);
  const res = await admin.get(`/api/stats/crm/audio-playtime/${audioId}`);
  expect(res.status).toBe(200);
  return (res.body.data as { totalSeconds: number }[]).reduce((n, r) => n + r.totalSeconds, 0);
}

describe('offline listening', () => {
  it('plays and seeks a downloaded audio without a connection, and counts the time listened once back online', async () => {
    const { page, context } = await downloaded();
    const before = await kpiSeconds(audio.id);

    await context.setOffline(true);
    await page.reload();
    // The app opens on the downloads: title, duration, the same player.
    await until(() => page.getByRole('heading', { name: 'Tus descargas' }).isVisible()).toBe(true);
    await expect(
      page.getByText('Estás sin conexión. Puedes escuchar los audios que descargaste.').isVisible(),
    ).resolves.toBe(true);
    await until(() => page.getByText('2:00').first().isVisible()).toBe(true);
    // Under the account's header, not the sign-in's: the downloads, and why the rest waits (the
    // installed app's window on a computer, and the phone's menu).
    await page.setViewportSize({ width: 1280, height: 800 });
    const header = page.getByRole('banner');
    await until(() => header.getByRole('link', { name: 'Mis descargas' }).isVisible()).toBe(true);
    expect(await header.getByText(/^Sin conexión: Tu sesión sigue abierta/).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: /^(Iniciar sesión|Suscribirme)$/ }).count()).toBe(0);
    await page.setViewportSize({ width: 412, height: 915 });
    await header.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog');
    await until(() => menu.getByRole('link', { name: 'Mis descargas' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: /^(Iniciar sesión|Suscribirme)$/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await until(() => menu.isVisible()).toBe(false);
    await playsFromDevice(page);

    // Seek: +15 s twice, served as ranges of the stored file (the phone's mini-player opened first).
    const player = page.getByRole('region', { name: 'Reproductor' });
    await player.getByRole('button', { name: 'Ampliar reproductor' }).click();
    await player.getByRole('button', { name: 'Avanzar 15 segundos' }).click();
    await player.getByRole('button', { name: 'Avanzar 15 segundos' }).click();
    const seekPoint = (await element(page))?.time ?? 0;
    expect(seekPoint).toBeGreaterThanOrEqual(30);
    await until(async () => ((await element(page))?.time ?? 0) > seekPoint + 4).toBe(true);
    await player.getByRole('button', { name: /^Pausar/ }).click();
    const stoppedAt = (await element(page))?.time ?? 0;
    // Still offline: nothing reached the server.
    expect(await kpiSeconds(audio.id)).toBe(before);

    await context.setOffline(false);
    // The queued reports go out once the connection returns.
    await until(() => kpiSeconds(audio.id)).toBeGreaterThan(before);
    const counted = (await kpiSeconds(audio.id)) - before;
    // Listened: from the start to the first skip, then from the seek point to the pause.
    expect(counted).toBeGreaterThanOrEqual(Math.floor(stoppedAt - seekPoint) - 1);
    expect(counted).toBeLessThanOrEqual(Math.ceil(stoppedAt) + 2);
    // Counted once: a reload sends the queue again if anything were left; nothing more counts.
    await page.reload();
    await until(() => page.getByRole('heading', { name: 'Mi Biblioteca' }).isVisible()).toBe(true);
    const pending = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('sanarte-offline');
          open.onsuccess = () => {
            const count = open.result.transaction('reports').objectStore('reports').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(pending).toBe(0);
    expect(await kpiSeconds(audio.id)).toBe(before + counted);
  });

  it('removes a download whose licence expired, and says why', async () => {
    const { page, context } = await downloaded();
    await context.setOffline(true);
    // 31 days later without the app checking in.
    await page.clock.setFixedTime(new Date(Date.now() + 31 * 86_400_000));
    await page.reload();
    await until(() =>
      page.getByText(`Hemos quitado «${audio.title}» de tus descargas`, { exact: false }).isVisible(),
    ).toBe(true);
    await expect(page.getByText(/hace más de 30 días que la app no se conecta/).isVisible()).resolves.toBe(
      true,
    );
    await until(() =>
      page.evaluate(async () => (await (await caches.open('sanarte-downloads-v1')).keys()).length),
    ).toBe(0);
    await context.setOffline(false);
  });

  it("keeps the trial audio for offline listening, with a licence that ends with the trial's 48 hours", async () => {
    const user = await buildUser(e.server, { tempUser: true, verified: true, name: 'Sara' });
    await takeTest(user, 'salud', ['no_mas_insomnio']);
    expect((await user.http.put('/api/users/update-temporary-audio', { audioId: audio.id })).status).toBe(
      200,
    );
    const { page, context } = await openApp({ width: 412, height: 915 });
    await signInAs(page, e, { email: user.email, tempUser: true });
    await page.goto('/test');
    await serviceWorkerReady(page);
    const card = page.getByRole('region', { name: 'Tu audio de prueba' });
    const download = card.getByRole('button', { name: `Descargar «${audio.title}»` });
    await until(() => download.isVisible()).toBe(true);
    await download.click();
    await until(() => card.getByText('Descargado').isVisible()).toBe(true);

    // The licence kept on the device ends when the trial does.
    const trialEnds = (await user.http.get('/api/users/me')).body.data.user.temporaryAudioSelected.expiresAt;
    const licence = await page.evaluate(
      (audioId) =>
        new Promise<{ limit: string; expiresAt: string }>((resolve) => {
          const open = indexedDB.open('sanarte-offline');
          open.onsuccess = () => {
            const read = open.result.transaction('downloads').objectStore('downloads').get(audioId);
            read.onsuccess = () => resolve(read.result.licence);
          };
        }),
      audio.id,
    );
    expect(licence.limit).toBe('trial');
    expect(Date.parse(licence.expiresAt)).toBe(Date.parse(trialEnds));

    // Offline, the trial audio plays from the device: the app opens on the downloads, as the
    // header's «Mis descargas» leads there.
    await context.setOffline(true);
    await page.goto('/panel/biblioteca');
    await until(() => page.getByRole('heading', { name: 'Tus descargas' }).isVisible()).toBe(true);
    await playsFromDevice(page);
    await page
      .getByRole('button', { name: /^Pausar/ })
      .first()
      .click();

    // Past the 48 hours, still offline: the device removes it, and says why.
    await page.clock.setFixedTime(new Date(Date.parse(trialEnds) + 60_000));
    await page.reload();
    await until(() =>
      page.getByText(`Hemos quitado «${audio.title}» de tus descargas`, { exact: false }).isVisible(),
    ).toBe(true);
    expect(await page.getByText(/el audio de prueba solo estaba disponible 48 horas/).isVisible()).toBe(true);
    await context.setOffline(false);
  });
});
