// Practice reminders as a listener meets them: chosen in Configuración → Avisos, an e-mail at the
// chosen time naming where they left off, and its link stopping the next ones.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { appProfilePerTest, serviceWorkerReady } from './app-profile.js';
import { shot, signInAs, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
const openApp = appProfilePerTest(e);
const HOUR = 3_600_000;

const SIZES = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The wall-clock time ('HH:MM') in `zone` at the instant `at`. */
const timeIn = (zone: string, at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

describe('practice reminders', () => {
  for (const size of SIZES) {
    it(`a reminder chosen in Avisos arrives at its time, and its link stops the next ones (${size.name})`, async () => {
      const listener = await buildUser(e.server, { name: 'Elena' });
      await giveSubscription(e.server, listener.id, 'full');
      const page = await signedInPage(e, listener, size);
      await page.goto('/panel/configuracion?tab=avisos');
      const reminder = page.getByRole('region', { name: 'Recordatorio para practicar' });
      await until(() => reminder.getByText('No tienes ningún recordatorio.').isVisible()).toBe(true);

      // Every day, two hours from the server's now, in the browser's own zone.
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const at = new Date(e.server.clock.now().getTime() + 2 * HOUR);
      for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']) {
        await reminder.getByLabel(day, { exact: true }).check();
      }
      await reminder.getByLabel('Hora', { exact: true }).fill(timeIn(zone, at));
      await reminder.getByRole('button', { name: 'Guardar recordatorio' }).click();
      await until(() => reminder.getByText('Recordatorio guardado').isVisible()).toBe(true);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `reminders/avisos-${size.name}`, { fullPage: true });

      // Nothing before the time; one e-mail once it passes, however often the minute's work runs.
      const reminders = () =>
        e.server.mail.sent.filter(
          (m) => m.to === listener.email && m.subject === 'Tu momento para practicar',
        );
      const passes = async (ms: number) => {
        e.server.clock.advance(ms);
        await e.server.deps.jobs.runDue();
        await e.server.deps.jobs.runDue();
        await e.server.deps.mail.flush();
      };
      await passes(HOUR);
      expect(reminders()).toHaveLength(0);
      await passes(HOUR + 60_000);
      const sent = reminders();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.text).toContain('Hola, Elena:');
      expect(sent[0]?.text).toMatch(/Continuar donde lo dejé: https?:\/\/\S+\/panel\b/);

      // Its foot's link, opened where the e-mail is read (no session needed), stops the next ones.
      const out = new URL(sent[0]?.text.match(/https?:\/\/\S+\/correo\/baja\?t=\S+/)?.[0] ?? '');
      const mailReader = await e.newPage(size);
      await mailReader.goto(`${out.pathname}${out.search}`);
      await until(() =>
        mailReader.getByText('Listo: ya no te enviaremos recordatorios para practicar.').isVisible(),
      ).toBe(true);
      await shot(mailReader, `reminders/unsubscribed-${size.name}`);
      await passes(24 * HOUR);
      expect(reminders()).toHaveLength(1);
    });
  }
});

describe('the reminder as a notification (the installed app)', () => {
  it('offers notifications in Avisos, and the app shows the reminder a push message brings', async () => {
    const listener = await buildUser(e.server, { name: 'Elena' });
    await listener.http.put('/api/users/me/notifications', {
      reminder: { days: [1, 2, 3, 4, 5, 6, 7], time: '20:00', timeZone: 'Europe/Madrid' },
    });
    const { page, context } = await openApp({ width: 390, height: 844 }, { desktopBrowser: true });
    await context.grantPermissions(['notifications'], { origin: e.server.baseUrl });
    await signInAs(page, e, { email: listener.email, password: FACTORY_PASSWORD });
    await page.goto('/panel/configuracion?tab=avisos');
    await serviceWorkerReady(page);
    const channel = page.getByRole('group', { name: 'Cómo quieres recibirlo' });
    await until(() => channel.isVisible()).toBe(true);
    expect(await channel.getByRole('radio', { name: 'Por correo electrónico' }).isChecked()).toBe(true);
    expect(
      await channel.getByRole('radio', { name: 'Como notificación en este dispositivo' }).isEnabled(),
    ).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(channel, 'reminders/channel-phone');

    // A push message as the server sends it (test/push.test.ts reads one the same way), handed
    // to the app's service worker by Chromium's push machinery.
    const cdp = await context.newCDPSession(page);
    const scopeURL = `${e.server.baseUrl}/`;
    let registrationId = '';
    const registered = new Promise<void>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find(
          (r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === scopeURL && !r.isDeleted,
        );
        if (mine) {
          registrationId = mine.registrationId;
          resolve();
        }
      });
    });
    await cdp.send('ServiceWorker.enable');
    await registered;
    const message = {
      title: 'Tu momento para practicar',
      body: 'Es la hora que elegiste para tu práctica. Retoma «Dormir profundo» donde lo dejaste.',
      url: '/panel',
      tag: 'sanarte-reminder',
    };
    // A push service delivers again what a device did not take; so does the test, a few times, if
    // Chromium drops a delivery (a worker being started on a loaded machine). The tag makes a
    // second delivery replace the first notification, never add to it. What the device showed is
    // read as it appears: a notification the desktop may close by itself later is still seen.
    type Shown = { title: string; body: string; lang: string; url: string | undefined };
    let shown: Shown[] = [];
    const read = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          lang: n.lang,
          url: (n.data as { url?: string } | null)?.url,
        })),
      );
    for (let attempt = 0; attempt < 5 && shown.length === 0; attempt++) {
      // A worker Chromium stopped to save memory is started first: a delivery that has to start
      // it can time out on a loaded machine and is then dropped without a word.
      await cdp.send('ServiceWorker.startWorker', { scopeURL });
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: e.server.baseUrl,
        registrationId,
        data: JSON.stringify(message),
      });
      // Each read is kept: the first that finds the notification is what the device showed.
      await expect
        .poll(
          async () => {
            shown = await read();
            return shown.length;
          },
          { timeout: 15_000, interval: 100 },
        )
        .toBeGreaterThan(0)
        .catch(() => undefined);
    }
    expect(shown).toEqual([
      {
        title: 'Tu momento para practicar',
        body: 'Es la hora que elegiste para tu práctica. Retoma «Dormir profundo» donde lo dejaste.',
        lang: 'es',
        url: '/panel',
      },
    ]);
    await cdp.detach();
  });
});
