import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../apps/server/test/app.js';
import { FACTORY_PASSWORD } from '../apps/server/test/factories.js';
import { HttpClient } from '../apps/server/test/http.js';
import { appProfilePerTest, subscriberWithDownload } from './app-profile.js';
import { longAudio, scrollToAudio, signInAs, until } from './helpers.js';
import { e2eSuite } from './suite.js';

/**
 * Downloads do not outlive the session: when the session ends on the server (the account
 * deactivated by the back-office, the password changed on another device) the installed app, as
 * soon as it learns of it (the next start, the next call), deletes the downloaded audio — file and
 * licence — as «Cerrar sesión» does. Losing the connection is not the end of the session: the
 * download stays.
 */
const e = e2eSuite();

let audio: { id: string; title: string };
beforeAll(async () => {
  // The refused session checks, the deleted file asked for (404), the calls that could not leave.
  e.allowConsole(
    /Failed to load resource: (the server responded with a status of 40[14]|net::ERR_INTERNET_DISCONNECTED)|net::ERR_FAILED/,
  );
  audio = await longAudio(e, 'no_mas_insomnio');
});

const openApp = appProfilePerTest(e);

/** The downloaded files in Cache Storage. */
const storedFiles = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('sanarte-downloads-v1')).keys()).length);

/** The downloads' records (their licences) in IndexedDB. */
const storedLicences = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sanarte-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('downloads').objectStore('downloads').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );

/** What the service worker answers for the downloaded file (what the player would play offline). */
const offlineFileStatus = (page: Page, id: string) =>
  page.evaluate(async (path) => (await fetch(path)).status, `/offline/audio/${id}`);

/** A subscriber's installed app on Mi Biblioteca, with the audio downloaded. */
async function downloaded() {
  const { user, page, context } = await subscriberWithDownload(e, openApp, 'Elena', audio);
  expect(await storedFiles(page)).toBeGreaterThan(0);
  expect(await storedLicences(page)).toBe(1);
  expect(await offlineFileStatus(page, audio.id)).toBe(200);
  return { user, page, context };
}

async function staff() {
  const admin = new HttpClient(e.server.baseUrl);
  expect((await admin.post('/api/users/login', TEST_ADMIN)).status).toBe(200);
  return admin;
}

describe('downloads end with the session', () => {
  it('an account the back-office deactivates loses its download on the next start of the app', async () => {
    const { user, page } = await downloaded();
    const admin = await staff();
    expect((await admin.put(`/api/users/update/${user.id}`, { isActive: false })).status).toBe(200);

    // The app opens again: the server refuses the session (and its refresh).
    await page.reload();
    await until(() => page.evaluate(() => localStorage.getItem('hasSession'))).toBeNull();
    await until(() => storedFiles(page)).toBe(0);
    expect(await storedLicences(page)).toBe(0);
    // Nothing left to play offline: the service worker has no such file.
    expect(await offlineFileStatus(page, audio.id)).toBe(404);

    // Active again and signed in again: the library offers to download it, it is not kept.
    expect((await admin.put(`/api/users/update/${user.id}`, { isActive: true })).status).toBe(200);
    await signInAs(page, e, { email: user.email, password: FACTORY_PASSWORD });
    await page.goto('/panel/biblioteca');
    await scrollToAudio(page, audio.title);
    await until(() =>
      page
        .getByRole('button', { name: `Descargar «${audio.title}»` })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText('Descargado').count()).toBe(0);
  });

  it('offline the session stands; a password changed on another device ends it at the next call, download included', async () => {
    const { user, page, context } = await downloaded();

    // Without a connection the session check gets no answer: nothing is known, nothing goes.
    await context.setOffline(true);
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/users/validate-token'));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await failed;
    await context.setOffline(false);
    await page.reload();
    await until(() => page.getByText('Descargado').first().isVisible()).toBe(true);
    expect(await storedLicences(page)).toBe(1);

    // The listener changes the password on another device: every other session is revoked.
    const other = new HttpClient(e.server.baseUrl);
    expect(
      (await other.post('/api/users/login', { email: user.email, password: FACTORY_PASSWORD })).status,
    ).toBe(200);
    const change = await other.put('/api/users/update-password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'Otra#Clave2027',
    });
    expect(change.status).toBe(200);

    // The app's next call (the check when the window regains focus) meets the end of the session.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await until(() => page.getByRole('dialog', { name: 'Sesión Expirada' }).isVisible()).toBe(true);
    await until(() => storedFiles(page)).toBe(0);
    expect(await storedLicences(page)).toBe(0);
    expect(await offlineFileStatus(page, audio.id)).toBe(404);
  });
});
