// Practice reminders as a listener meets them: chosen in Configuración → Avisos, an e-mail at the
// chosen time naming where they left off, and its link stopping the next ones.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { shot, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
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
